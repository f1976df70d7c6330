import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { Column } from '../../../components/list/ResponsiveList'
import type { Holiday } from '../documents'
import { formatRange } from '../format'
import { HolidayDates, HolidayScope, HolidayThumbnail } from './HolidayCells'

/** The holiday list's columns: table headings, what a phone's card shows, and what an export holds. */
export function useHolidayColumns(): Column<Holiday>[] {
  const { t } = useTranslation()
  return [
    { key: 'photo', header: t('holidays.photo'), cell: (h) => <HolidayThumbnail holiday={h} /> },
    {
      key: 'title',
      header: t('holidays.holidayTitle'),
      cell: (h) => (
        <>
          <Typography variant="body2" component="span" sx={{ fontWeight: 700, display: 'block' }}>
            {h.title}
          </Typography>
          {h.description && (
            <Typography variant="caption" color="text.secondary">
              {h.description}
            </Typography>
          )}
        </>
      ),
      card: 'title',
      exportValue: (h) => h.title,
    },
    {
      key: 'dates',
      header: t('holidays.dates'),
      cell: (h) => <HolidayDates holiday={h} />,
      nowrap: true,
      exportValue: (h) => formatRange(h.from, h.to),
    },
    {
      key: 'centres',
      header: t('holidays.centres'),
      cell: (h) => <HolidayScope holiday={h} />,
      exportValue: (h) =>
        h.isPublic ? t('holidays.public') : h.centreHolidays.map((c) => c.centre.label).join(', '),
    },
  ]
}
