import BeachAccessIcon from '@mui/icons-material/BeachAccess'
import Avatar from '@mui/material/Avatar'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { daysInclusive } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import type { Holiday } from '../documents'
import { formatLongRange, formatRange } from '../format'

/** Pieces of a holiday shared by the desktop table and the phone cards. */

/** DD/MM/YYYY for scanning a column, the weekday form underneath for planning around it. */
export function HolidayDates({ holiday }: { holiday: Holiday }) {
  const { t } = useTranslation()
  const days = daysInclusive(holiday.from, holiday.to)
  return (
    <Stack>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {formatRange(holiday.from, holiday.to)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {formatLongRange(holiday.from, holiday.to)}
        {days > 1 ? ` · ${t('holidays.days', { count: days })}` : ''}
      </Typography>
    </Stack>
  )
}

/** Public, or the centres the holiday closes. */
export function HolidayScope({ holiday }: { holiday: Holiday }) {
  const { t } = useTranslation()
  if (holiday.isPublic)
    return (
      <Chip
        size="small"
        color="primary"
        label={t('holidays.public')}
        data-testid={`holiday-public-${holiday.ID}`}
      />
    )
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {holiday.centreHolidays.map((c) => (
        <Chip key={c.ID} size="small" variant="outlined" label={c.centre.label} />
      ))}
    </Stack>
  )
}

/** The holiday's photo, or a beach umbrella standing in for one. */
export function HolidayThumbnail({ holiday, size = 48 }: { holiday: Holiday; size?: number }) {
  const { t } = useTranslation()
  const url = holiday.holidayImageURL
  return (
    <Avatar
      variant="rounded"
      src={url ?? undefined}
      alt={url ? t('holidays.photoOf', { title: holiday.title }) : undefined}
      sx={{ width: size, height: size, bgcolor: 'action.hover', color: 'text.secondary' }}
      data-testid={`holiday-thumbnail-${holiday.ID}`}
    >
      <BeachAccessIcon aria-hidden />
    </Avatar>
  )
}
