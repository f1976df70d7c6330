import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { Holiday } from '../documents'
import { HolidayDates, HolidayScope, HolidayThumbnail } from './HolidayCells'
import { HolidayRowActions } from './HolidayRowActions'

interface Props {
  holidays: Holiday[]
  year: number
  /** Set only when the user may change holidays: without it there is no actions column. */
  onDelete?: (holiday: Holiday) => void
}

export function HolidayTable({ holidays, year, onDelete }: Props) {
  const { t } = useTranslation()
  return (
    <TableContainer>
      <Table size="small" aria-label={t('holidays.listLabel', { year })} data-testid="holidays-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('holidays.photo')}</TableCell>
            <TableCell>{t('holidays.holidayTitle')}</TableCell>
            <TableCell>{t('holidays.dates')}</TableCell>
            <TableCell>{t('holidays.centres')}</TableCell>
            {onDelete && <TableCell align="right">{t('holidays.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {holidays.map((holiday) => (
            <TableRow key={holiday.ID} data-testid={`holiday-row-${holiday.ID}`}>
              <TableCell sx={{ width: 72 }}>
                <HolidayThumbnail holiday={holiday} />
              </TableCell>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {holiday.title}
                </Typography>
                {holiday.description && (
                  <Typography variant="caption" color="text.secondary">
                    {holiday.description}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <HolidayDates holiday={holiday} />
              </TableCell>
              <TableCell>
                <HolidayScope holiday={holiday} />
              </TableCell>
              {onDelete && (
                <TableCell align="right">
                  <HolidayRowActions holiday={holiday} year={year} onDelete={onDelete} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
