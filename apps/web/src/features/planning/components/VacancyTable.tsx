import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { VacancyStatus } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { vacancyStatusText } from '../text-keys'
import { formatShortMonth } from '../../../lib/format'
import type { MonthCounts } from '../vacancy-months'

/** The capacity and the nine statuses, a column per month; untracked statuses say so instead of a number. */
export function VacancyTable({ months }: { months: readonly MonthCounts[] }) {
  const { t } = useTranslation()
  const rows = ['capacity', ...VacancyStatus] as const
  return (
    // Focusable: on a narrow screen the months scroll sideways, and a keyboard must be able to scroll them too.
    <TableContainer
      sx={{ overflowX: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label={t('planning.tabVacancy')}
    >
      <Table size="small" data-testid="planning-vacancy-table" aria-label={t('planning.tabVacancy')}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('planning.month')}
            </TableCell>
            {months.map((m) => (
              <TableCell key={m.month} align="right" component="th" scope="col" sx={{ whiteSpace: 'nowrap' }}>
                {formatShortMonth(m.month)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const label = row === 'capacity' ? t('planning.capacity') : t(vacancyStatusText[row])
            return (
              <TableRow key={row} data-testid={`planning-row-${row}`}>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{ whiteSpace: 'nowrap', fontWeight: row === 'available_vacancy' ? 700 : undefined }}
                >
                  {label}
                </TableCell>
                {months.map((m) => (
                  <TableCell
                    key={m.month}
                    align="right"
                    data-testid={`planning-cell-${row}-${m.month}`}
                    sx={{
                      fontWeight: row === 'available_vacancy' ? 700 : undefined,
                      color: row === 'available_vacancy' && m[row] < 0 ? 'error.main' : undefined,
                    }}
                  >
                    {m[row]}
                  </TableCell>
                ))}
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
