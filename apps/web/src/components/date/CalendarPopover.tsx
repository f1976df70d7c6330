import Popover from '@mui/material/Popover'
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs'
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar'
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider'
import { MAX_DATE, isIsoDate, toStoredDate } from '@preschool/domain'
import dayjs from 'dayjs'
// British English starts weeks on Monday, as the spec's calendars do (section 9).
import 'dayjs/locale/en-gb'

export interface CalendarPopoverProps {
  anchor: HTMLElement | null
  value: string
  minDate?: string
  maxDate?: string
  onPick: (date: string) => void
  onClose: () => void
}

/** The month calendar behind a date field's button; loaded on first use, so forms stay light. */
export default function CalendarPopover({
  anchor,
  value,
  minDate,
  maxDate,
  onPick,
  onClose,
}: CalendarPopoverProps) {
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
        <DateCalendar
          value={isIsoDate(value) ? dayjs(value) : null}
          minDate={minDate ? dayjs(minDate) : undefined}
          maxDate={dayjs(maxDate ?? MAX_DATE)}
          onChange={(picked) => {
            if (picked?.isValid()) onPick(toStoredDate(picked))
          }}
        />
      </LocalizationProvider>
    </Popover>
  )
}
