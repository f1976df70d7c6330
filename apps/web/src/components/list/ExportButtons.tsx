import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadCsv, downloadXlsx, type ExportColumn } from '../../lib/export'
import type { Column } from './ResponsiveList'

/** The columns that have an export value, as export columns. */
export const exportColumns = <Row,>(columns: readonly Column<Row>[]): ExportColumn<Row>[] =>
  columns.flatMap((c) => (c.exportValue ? [{ header: c.header, value: c.exportValue }] : []))

/** CSV and Excel downloads of the rows shown; the workbook library loads on the first Excel export. */
export function ExportButtons<Row>(props: {
  rows: readonly Row[]
  columns: readonly Column<Row>[]
  name: string
}) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const columns = exportColumns(props.columns)
  const xlsx = async () => {
    setBusy(true)
    try {
      await downloadXlsx(props.rows, columns, props.name)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        onClick={() => downloadCsv(props.rows, columns, props.name)}
        data-testid="export-csv"
      >
        {t('common.exportCsv')}
      </Button>
      <Button size="small" loading={busy} onClick={() => void xlsx()} data-testid="export-xlsx">
        {busy ? t('common.exporting') : t('common.exportXlsx')}
      </Button>
    </Stack>
  )
}
