import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { type Column, ResponsiveList } from '../../components/list/ResponsiveList'
import type { TextKey } from '../../i18n/text-key'
import { formatMoney } from '../../lib/format'
import { useStaffSession } from '../../shell/session/use-staff-session'
import type { AgeingRow } from './account-documents'
import { useAgeing } from './hooks'

/** The amount columns, in order, with their headers. */
const BUCKETS = {
  current: 'finance.ageing.current',
  days31to60: 'finance.ageing.days31to60',
  days61to90: 'finance.ageing.days61to90',
  over90: 'finance.ageing.over90',
  total: 'finance.ageing.total',
} as const satisfies Partial<Record<keyof AgeingRow, TextKey>>

/** ?tab=ageing: each centre's outstanding amounts by days past due (getAgeingReport), exportable as CSV. */
export default function AgeingTab() {
  const { t } = useTranslation()
  const { me } = useStaffSession()
  const query = useAgeing(me.fkSchool)
  const columns: Column<AgeingRow>[] = [
    {
      key: 'centre',
      header: t('finance.ageing.centre'),
      cell: (r) => r.centreName,
      card: 'title',
      strong: true,
      exportValue: (r) => r.centreName,
    },
    ...(Object.keys(BUCKETS) as (keyof typeof BUCKETS)[]).map((bucket): Column<AgeingRow> => ({
      key: bucket,
      header: t(BUCKETS[bucket]),
      cell: (r) => formatMoney(r[bucket]),
      align: 'right',
      nowrap: true,
      strong: bucket === 'total',
      exportValue: (r) => r[bucket] / 100,
    })),
    {
      key: 'invoices',
      header: t('finance.ageing.invoices'),
      cell: (r) => r.invoiceCount,
      align: 'right',
      exportValue: (r) => r.invoiceCount,
    },
  ]
  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      <Typography variant="h6" component="h2">
        {t('finance.ageing.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('finance.ageing.hint')}
      </Typography>
      <ResponsiveList
        query={query}
        rowsOf={(d) => d.getAgeingReport}
        rowKey={(r) => r.IDCentre}
        columns={columns}
        label={t('finance.ageing.title')}
        emptyText={t('common.noData')}
        testId="finance-ageing"
        rowTestId="finance-ageing-centre"
        exportName="ageing"
      />
    </Stack>
  )
}
