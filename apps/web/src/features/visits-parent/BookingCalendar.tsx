import CircularProgress from '@mui/material/CircularProgress'
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs'
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar'
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider'
import { toStoredDate, toStoredMonth } from '@preschool/domain'
import dayjs, { type Dayjs } from 'dayjs'
// British English starts weeks on Monday, as the spec's calendars do (section 9).
import 'dayjs/locale/en-gb'

export interface BookingCalendarProps {
  /** The month shown, YYYY-MM. */
  month: string
  /** The days of that month that can be booked; undefined while they load. */
  days: readonly string[] | undefined
  /** The chosen day, YYYY-MM-DD, or null. */
  value: string | null
  /** Singapore's today: earlier months cannot be opened. */
  today: string
  onMonthChange: (month: string) => void
  onPick: (date: string) => void
  labelledBy: string
}

/** A month calendar where only the bookable days can be chosen; loaded on first use, so the dashboard stays light. */
export default function BookingCalendar(props: BookingCalendarProps) {
  const bookable = new Set(props.days ?? [])
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <DateCalendar
        aria-labelledby={props.labelledBy}
        data-testid="booking-calendar"
        value={props.value ? dayjs(props.value) : null}
        referenceDate={dayjs(`${props.month}-01`)}
        minDate={dayjs(props.today).startOf('month')}
        views={['day']}
        loading={props.days === undefined}
        renderLoading={() => <CircularProgress size={32} aria-label="Loading" />}
        shouldDisableDate={(day: Dayjs) => !bookable.has(toStoredDate(day))}
        onMonthChange={(month: Dayjs) => props.onMonthChange(toStoredMonth(month))}
        onChange={(picked: Dayjs | null) => {
          if (picked?.isValid()) props.onPick(toStoredDate(picked))
        }}
        sx={{ width: '100%', maxWidth: 360, mx: 'auto', height: 'auto', minHeight: 320 }}
      />
    </LocalizationProvider>
  )
}
