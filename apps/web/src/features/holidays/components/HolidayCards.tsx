import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { Holiday } from '../documents'
import { HolidayDates, HolidayScope, HolidayThumbnail } from './HolidayCells'
import { HolidayRowActions } from './HolidayRowActions'

interface Props {
  holidays: Holiday[]
  year: number
  onDelete?: (holiday: Holiday) => void
}

/** The holiday list on a phone: the table's five columns do not fit 375 px. */
export function HolidayCards({ holidays, year, onDelete }: Props) {
  return (
    <Stack spacing={1.5} data-testid="holidays-cards">
      {holidays.map((holiday) => (
        <Card key={holiday.ID} variant="outlined" data-testid={`holiday-row-${holiday.ID}`}>
          <CardContent>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <HolidayThumbnail holiday={holiday} size={56} />
              <Stack spacing={0.5} sx={{ minWidth: 0 }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                  {holiday.title}
                </Typography>
                <HolidayDates holiday={holiday} />
              </Stack>
            </Stack>
            {holiday.description && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {holiday.description}
              </Typography>
            )}
            <Stack sx={{ mt: 1, alignItems: 'flex-start' }}>
              <HolidayScope holiday={holiday} />
            </Stack>
          </CardContent>
          {onDelete && (
            <CardActions sx={{ justifyContent: 'flex-end' }}>
              <HolidayRowActions holiday={holiday} year={year} onDelete={onDelete} />
            </CardActions>
          )}
        </Card>
      ))}
    </Stack>
  )
}
