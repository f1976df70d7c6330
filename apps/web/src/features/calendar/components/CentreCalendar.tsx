import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import type { VisitType } from '@preschool/domain'
import { Suspense, lazy, useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CentredProgress } from '../../../components/CentredProgress'
import { LoadError } from '../../../components/query'
import { type EventRef, calendarEntries, leaveEntry, monthsOfRange, uniqueEntries } from '../calendar-events'
import type { CalendarMonth } from '../documents'
import { useCalendarMonths } from '../hooks'
import { CalendarLegend } from './CalendarLegend'
import type { CalendarViewName } from './FullCalendarView'
import { visitTypeText } from '../text-keys'
import { useApprovedLeave } from '../use-approved-leave'

const FullCalendarView = lazy(() => import('./FullCalendarView'))

interface Props {
  /** The centre; null for every centre the user reaches. */
  centreId: number | null
  /** The date to show first, YYYY-MM-DD. */
  initialDate: string
  initialView: CalendarViewName
  /** A visit was clicked: its id and the calendar month that holds it. */
  onVisitClick: (visitId: number, month: { year: number; month: number }) => void
}

/** The centre's month, week or day: visits and trials, holidays and availability, coloured by kind. */
export function CentreCalendar({ centreId, initialDate, initialView, onVisitClick }: Props) {
  const { t } = useTranslation()
  const [range, setRange] = useState<{ start: string; end: string; view: CalendarViewName } | null>(null)
  const months = useMemo(() => (range ? monthsOfRange(range.start, range.end) : []), [range])
  const monthGrid = (range?.view ?? initialView) === 'dayGridMonth'
  const results = useCalendarMonths(centreId, months)
  const loaded = results
    .map((r) => r.data?.findAllCalendarEvent)
    .filter((m): m is CalendarMonth => Boolean(m))
  const leave = useApprovedLeave(centreId, range)
  const error = results.find((r) => r.error)?.error ?? leave.error
  const fetching = results.some((r) => r.isFetching) || leave.isFetching
  // A new array only when a month's data changed, so the calendar is not redrawn on every render.
  const key =
    loaded.map((m) => `${m.year}-${m.month}`).join(',') +
    results.map((r) => r.dataUpdatedAt).join(',') +
    `,${leave.dataUpdatedAt}`
  const entries = useMemo(
    () => [
      ...uniqueEntries(
        loaded.flatMap((month) =>
          calendarEntries(
            month,
            (type: VisitType) => t('calendar.availabilityTitle', { type: t(visitTypeText[type]) }),
            monthGrid,
          ),
        ),
      ),
      ...leave.rows.map((row) =>
        leaveEntry(row, t('leave.staffSubject'), (half) =>
          t(half === 'am' ? 'leave.halfDay_am' : 'leave.halfDay_pm'),
        ),
      ),
    ],
    // `key` stands for `loaded`, which is a new array on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, monthGrid, t],
  )

  const onRangeChange = useCallback((start: string, end: string, view: CalendarViewName) => {
    setRange((current) =>
      current?.start === start && current.end === end && current.view === view
        ? current
        : { start, end, view },
    )
  }, [])
  const onEntryClick = useCallback(
    (ref: EventRef) => {
      if (ref.kind !== 'centreVisit' && ref.kind !== 'trial') return
      const month = loaded.find((m) => m.visits.some((v) => v.ID === ref.visitId))
      if (month) onVisitClick(ref.visitId, { year: month.year, month: month.month })
    },
    [loaded, onVisitClick],
  )

  return (
    <Stack spacing={2}>
      <CalendarLegend />
      <LoadError
        query={{
          error,
          refetch: () => {
            results.forEach((r) => r.error && r.refetch())
            if (leave.error) leave.refetch()
          },
        }}
        testId="calendar-error"
      />
      <Paper sx={{ p: { xs: 1, sm: 2 }, position: 'relative' }}>
        {fetching && (
          <LinearProgress
            aria-label={t('common.loading')}
            sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
          />
        )}
        <Suspense fallback={<CentredProgress />}>
          <FullCalendarView
            entries={entries}
            initialDate={initialDate}
            initialView={initialView}
            onRangeChange={onRangeChange}
            onEntryClick={onEntryClick}
          />
        </Suspense>
      </Paper>
    </Stack>
  )
}
