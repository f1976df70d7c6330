import {
  Calendar,
  type DatesSetArg,
  type DayCellMountArg,
  type EventClickArg,
  type EventMountArg,
} from '@fullcalendar/core'
import enGbLocale from '@fullcalendar/core/locales/en-gb'
import dayGridPlugin from '@fullcalendar/daygrid'
import interactionPlugin from '@fullcalendar/interaction'
import timeGridPlugin from '@fullcalendar/timegrid'
import Box from '@mui/material/Box'
import { alpha, type Theme } from '@mui/material/styles'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { type CalendarEntry, type EventRef, singaporeWallClock } from '../calendar-events'
import { formatLongDate } from '../format'
import { todayMarkSx } from './today-mark'

export type CalendarViewName = 'dayGridMonth' | 'timeGridWeek' | 'timeGridDay'

export interface FullCalendarViewProps {
  entries: CalendarEntry[]
  /** The date shown first, YYYY-MM-DD. */
  initialDate: string
  initialView: CalendarViewName
  /** The visible range changed: its first day and the day after its last (YYYY-MM-DD), and the view. */
  onRangeChange: (start: string, endExclusive: string, view: CalendarViewName) => void
  onEntryClick: (ref: EventRef) => void
}

/**
 * A small React wrapper around FullCalendar's vanilla Calendar (its React package does not support React 19):
 * the calendar is made once on mount and destroyed on unmount; new entries replace its event source. It runs in
 * UTC and is given Singapore wall-clock times, so it shows the school's times in any browser zone.
 */
export default function FullCalendarView(props: FullCalendarViewProps) {
  const { t } = useTranslation()
  const element = useRef<HTMLDivElement>(null)
  const calendar = useRef<Calendar | null>(null)
  // The latest callbacks, read by the calendar's handlers, which are bound once.
  const handlers = useRef({ onRangeChange: props.onRangeChange, onEntryClick: props.onEntryClick })
  useEffect(() => {
    handlers.current = { onRangeChange: props.onRangeChange, onEntryClick: props.onEntryClick }
  })

  const { initialDate, initialView } = props
  useEffect(() => {
    if (!element.current) return
    const instance = new Calendar(element.current, {
      plugins: [dayGridPlugin, timeGridPlugin, interactionPlugin],
      initialView,
      initialDate,
      // Singapore writes dates day first (23/11), as British English does.
      locale: enGbLocale,
      timeZone: 'UTC',
      now: () => singaporeWallClock(new Date().toISOString()),
      // The spec: the week starts on Monday.
      firstDay: 1,
      headerToolbar: {
        start: 'prev,next today',
        center: 'title',
        end: 'dayGridMonth,timeGridWeek,timeGridDay',
      },
      buttonText: {
        today: t('calendar.today'),
        month: t('calendar.month'),
        week: t('calendar.week'),
        day: t('calendar.day'),
      },
      buttonHints: { prev: t('calendar.previous'), next: t('calendar.next') },
      // One day is titled in the spec's long form, 'ddd, DD MMM YYYY' (the calendar's dates are UTC wall-clock).
      views: {
        timeGridDay: { titleFormat: ({ date }) => formatLongDate(date.marker.toISOString().slice(0, 10)) },
      },
      height: 'auto',
      dayMaxEvents: 3,
      slotMinTime: '07:00:00',
      slotMaxTime: '20:00:00',
      eventTimeFormat: { hour: '2-digit', minute: '2-digit', hour12: false },
      slotLabelFormat: { hour: '2-digit', minute: '2-digit', hour12: false },
      eventInteractive: true,
      // Filled blocks in the month grid too, so each kind shows its colour.
      eventDisplay: 'block',
      events: [],
      eventClick: (info: EventClickArg) => {
        info.jsEvent.preventDefault()
        handlers.current.onEntryClick(info.event.extendedProps.ref as EventRef)
      },
      // Today is named to screen readers too, not only drawn.
      dayCellDidMount: ({ isToday, el }: DayCellMountArg) => {
        if (isToday) el.setAttribute('aria-current', 'date')
      },
      eventDidMount: (info: EventMountArg) => {
        info.el.setAttribute('data-testid', `calendar-${info.event.id}`)
        if (info.event.display === 'background') info.el.setAttribute('title', info.event.title)
        else info.el.setAttribute('aria-label', info.event.title)
      },
      datesSet: (range: DatesSetArg) =>
        handlers.current.onRangeChange(
          range.startStr.slice(0, 10),
          range.endStr.slice(0, 10),
          range.view.type as CalendarViewName,
        ),
    })
    instance.render()
    calendar.current = instance
    return () => {
      instance.destroy()
      calendar.current = null
    }
    // Made once: later dates and views are the calendar's own navigation, and texts do not change at run time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    const instance = calendar.current
    if (!instance) return
    instance.batchRendering(() => {
      instance.removeAllEventSources()
      instance.addEventSource(props.entries)
    })
  }, [props.entries])

  return <Box ref={element} data-testid="calendar-view" sx={calendarLook} />
}

/**
 * FullCalendar in the app's theme: toolbar buttons look like MUI's outlined buttons in the primary colour (the
 * chosen view filled), and the grid takes the theme's dividers and type instead of FullCalendar's dark grey.
 */
const calendarLook = (theme: Theme) => {
  const { primary, text, action, divider } = theme.palette
  return {
    '--fc-border-color': divider,
    '--fc-today-bg-color': alpha(primary.main, 0.08),
    // Today's number in a filled circle (as in the legend), the week and day views' column head in bold.
    '& .fc-day-today .fc-daygrid-day-number': { ...todayMarkSx(theme), m: 0.25 },
    '& .fc-col-header-cell.fc-day-today': { fontWeight: 800, color: primary.main },
    // A pending visit is dashed as well as lighter, so it does not depend on telling shades apart.
    '& .calendar-pending': { borderStyle: 'dashed', borderWidth: 2 },
    '--fc-page-bg-color': theme.palette.background.paper,
    '& .fc-header-toolbar': { flexWrap: 'wrap', gap: 1 },
    '& .fc-toolbar-title': { fontSize: { xs: '1.1rem', sm: '1.5rem' }, fontWeight: 700 },
    '&.fc .fc-button': {
      ...theme.typography.button,
      fontSize: '0.875rem',
      lineHeight: 1.75,
      padding: '5px 15px',
      borderRadius: `${theme.shape.borderRadius}px`,
      color: primary.main,
      backgroundColor: 'transparent',
      border: `1px solid ${alpha(primary.main, 0.5)}`,
      boxShadow: 'none',
      transition: theme.transitions.create(['background-color', 'border-color', 'color'], {
        duration: theme.transitions.duration.short,
      }),
    },
    '&.fc .fc-prev-button, &.fc .fc-next-button': { padding: '5px 8px' },
    '&.fc .fc-button .fc-icon': { fontSize: '1.25em' },
    '&.fc .fc-button:not(:disabled):hover': {
      backgroundColor: alpha(primary.main, action.hoverOpacity),
      borderColor: primary.main,
      color: primary.main,
    },
    '&.fc .fc-button:not(:disabled).fc-button-active, &.fc .fc-button:not(:disabled):active': {
      backgroundColor: primary.main,
      borderColor: primary.main,
      color: primary.contrastText,
    },
    '&.fc .fc-button:disabled': {
      opacity: 1,
      color: action.disabled,
      borderColor: action.disabledBackground,
      backgroundColor: 'transparent',
    },
    '&.fc .fc-button:focus, &.fc .fc-button:not(:disabled).fc-button-active:focus': { boxShadow: 'none' },
    '&.fc .fc-button:focus-visible': { outline: `2px solid ${primary.main}`, outlineOffset: 2 },
    '& .fc-event': { cursor: 'pointer' },
    // A month cell is narrow: the time and the name wrap instead of being cut off.
    '& .fc-daygrid-block-event .fc-event-main-frame': { flexWrap: 'wrap', columnGap: 0.5 },
    '& .fc-daygrid-block-event .fc-event-title': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
    '& .fc-bg-event': { opacity: 0.45 },
    // Windows overlap (visits and trials), so their names show as a tooltip rather than as text.
    '& .fc-bg-event .fc-event-title': { display: 'none' },
    // FullCalendar fades the days of the months around to 30%, below the contrast text needs.
    '& .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: text.secondary },
    '& a.fc-col-header-cell-cushion, & a.fc-daygrid-day-number': { color: text.primary },
  } as const
}
