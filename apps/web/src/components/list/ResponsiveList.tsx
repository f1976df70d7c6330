import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Checkbox from '@mui/material/Checkbox'
import Stack from '@mui/material/Stack'
import { type SxProps, type Theme, useTheme } from '@mui/material/styles'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ExportColumn } from '../../lib/export'
import { ExportButtons } from './ExportButtons'
import { ListContent, type ListQuery } from './ListContent'
import { SelectionBar } from './SelectionBar'

export type RowKey = string | number

/** One column of the list: its heading, its cell, where it goes on a phone's card, and its value in an export. */
export interface Column<Row> {
  key: string
  header: string
  cell: (row: Row) => ReactNode
  /** On a phone's card: the heading, beside the heading (a status), a line (the default), or not shown. */
  card?: 'title' | 'badge' | 'line' | 'hidden'
  /** The value in an export; a column without one is left out of exports. */
  exportValue?: ExportColumn<Row>['value']
  align?: 'left' | 'right'
  nowrap?: boolean
  /** Bold in the table (the row's name). */
  strong?: boolean
}

export interface Selection<K extends RowKey> {
  selected: ReadonlySet<K>
  onChange: (next: Set<K>) => void
  /** What can be done to the selected rows (buttons), shown while some are selected. */
  actions: ReactNode
}

interface Props<Data, Row, K extends RowKey> {
  /** The list's query: loading, its failure with a retry, empty, or the rows. */
  query: ListQuery<Data>
  rowsOf: (data: Data) => readonly Row[]
  rowKey: (row: Row) => K
  columns: readonly Column<Row>[]
  /** The table's accessible name. */
  label: string
  emptyText: string
  /** Test ids: <testId>-table, -cards, -error, -empty; each row <rowTestId>-<key> ('<testId>-row' unless given). */
  testId: string
  rowTestId?: string
  /** Buttons for one row (edit, delete); no actions column without it. */
  rowActions?: (row: Row) => ReactNode
  selection?: Selection<K>
  /** Offers CSV and XLSX of the rows shown, named <exportName>.csv/.xlsx. */
  exportName?: string
  /** Below the rows (pagination). */
  footer?: (data: Data) => ReactNode
}

/**
 * The one list of the app: a table on a desktop, cards on a phone (seven columns do not fit 375 px), with row
 * actions, loading, error and empty states, selection for bulk actions, and CSV/XLSX export where it is offered.
 */
export function ResponsiveList<Data, Row, K extends RowKey>(props: Props<Data, Row, K>) {
  const { t } = useTranslation()
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'))
  const { columns, rowKey, selection, rowActions, testId } = props
  const rowTestId = props.rowTestId ?? `${testId}-row`

  return (
    <ListContent
      query={props.query}
      isEmpty={(data) => props.rowsOf(data).length === 0}
      emptyText={props.emptyText}
      testId={testId}
    >
      {(data) => {
        const rows = props.rowsOf(data)
        const keys = rows.map(rowKey)
        const toggle = (key: K, on: boolean) => {
          if (!selection) return
          const next = new Set(selection.selected)
          if (on) next.add(key)
          else next.delete(key)
          selection.onChange(next)
        }
        const select = (row: Row) =>
          selection && (
            <Checkbox
              checked={selection.selected.has(rowKey(row))}
              onChange={(_event, on) => toggle(rowKey(row), on)}
              slotProps={{ input: { 'aria-label': t('common.selectRow', { label: String(rowKey(row)) }) } }}
              data-testid={`${rowTestId}-select-${rowKey(row)}`}
            />
          )
        const header = (selection || props.exportName) && (
          <Stack
            direction="row"
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: 'center', px: { sm: 2 }, pt: 1 }}
          >
            {selection ? <SelectionBar selection={selection} testId={testId} /> : <span />}
            {props.exportName && <ExportButtons rows={rows} columns={columns} name={props.exportName} />}
          </Stack>
        )
        const body = phone ? (
          <Stack spacing={1.5} data-testid={`${testId}-cards`}>
            {rows.map((row) => (
              <RowCard key={rowKey(row)} row={row} columns={columns} testId={`${rowTestId}-${rowKey(row)}`}>
                {select(row)}
                {rowActions?.(row)}
              </RowCard>
            ))}
          </Stack>
        ) : (
          // Focusable and named, so keyboard users can scroll it when it is wider than the page.
          <TableContainer
            tabIndex={0}
            role="region"
            aria-label={props.label}
            data-testid={`${testId}-table-scroll`}
          >
            <Table size="small" aria-label={props.label} data-testid={`${testId}-table`}>
              <TableHead>
                <TableRow>
                  {selection && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={keys.length > 0 && keys.every((k) => selection.selected.has(k))}
                        indeterminate={
                          keys.some((k) => selection.selected.has(k)) &&
                          !keys.every((k) => selection.selected.has(k))
                        }
                        onChange={(_event, on) => selection.onChange(new Set(on ? keys : []))}
                        slotProps={{ input: { 'aria-label': t('common.selectAll') } }}
                        data-testid={`${testId}-select-all`}
                      />
                    </TableCell>
                  )}
                  {columns.map((c) => (
                    <TableCell key={c.key} align={c.align}>
                      {c.header}
                    </TableCell>
                  ))}
                  {rowActions && (
                    <TableCell align="right" sx={pinnedRight}>
                      {t('common.actions')}
                    </TableCell>
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={rowKey(row)} data-testid={`${rowTestId}-${rowKey(row)}`}>
                    {selection && <TableCell padding="checkbox">{select(row)}</TableCell>}
                    {columns.map((c) => (
                      <TableCell
                        key={c.key}
                        align={c.align}
                        sx={{
                          whiteSpace: c.nowrap ? 'nowrap' : undefined,
                          fontWeight: c.strong ? 700 : undefined,
                        }}
                      >
                        {c.cell(row)}
                      </TableCell>
                    ))}
                    {rowActions && (
                      <TableCell align="right" sx={pinnedRight}>
                        {rowActions(row)}
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )
        return (
          <>
            {header}
            {body}
            {props.footer?.(data)}
          </>
        )
      }}
    </ListContent>
  )
}

// Row actions stay in view whatever the width: when the columns do not fit, the table scrolls sideways under an
// actions column pinned to the right edge.
const pinnedRight: SxProps<Theme> = (theme) => ({
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: `inset 1px 0 0 ${theme.palette.divider}`,
  whiteSpace: 'nowrap',
  width: '1%',
})

/** A row on a phone: its title and badge on top, the other columns as lines, actions below. */
function RowCard<Row>(props: {
  row: Row
  columns: readonly Column<Row>[]
  testId: string
  children: ReactNode
}) {
  const { row, columns } = props
  const title = columns.find((c) => c.card === 'title')
  const badge = columns.find((c) => c.card === 'badge')
  const lines = columns.filter((c) => (c.card ?? 'line') === 'line')
  return (
    <Card variant="outlined" data-testid={props.testId}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          {title && (
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
              {title.cell(row)}
            </Typography>
          )}
          {badge?.cell(row)}
        </Stack>
        {lines.map((c) => {
          const value = c.cell(row)
          // A phone has no column to keep aligned: a line with nothing to say is left out, not shown as "Label:".
          if (value === '' || value === null || value === undefined || value === false) return null
          return (
            <Typography key={c.key} variant="body2" component="div" sx={{ mt: 0.5 }}>
              <Typography component="span" variant="body2" color="text.secondary">
                {c.header}:{' '}
              </Typography>
              {value}
            </Typography>
          )
        })}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>{props.children}</CardActions>
    </Card>
  )
}
