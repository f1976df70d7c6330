import { useSearchParams } from 'react-router'

export const CALENDAR_TABS = ['calendar', 'visits', 'availability', 'leave'] as const
export type CalendarTab = (typeof CALENDAR_TABS)[number]

const isDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))

/** The centre picker's choice of every centre the user reaches. */
export const ALL_CENTRES = 'all'

/**
 * The calendar's place kept in the address, so a reload or a shared link opens the same view: ?centre= (the
 * centre's id, or 'all'), ?tab=, ?date= (the day the calendar opens on) and ?status= (the visit list's filter, as
 * the work-queue notifications link to the pending visits).
 */
export function useCalendarParams() {
  const [params, setParams] = useSearchParams()
  const centreParam = Number(params.get('centre'))
  const allCentres = params.get('centre') === ALL_CENTRES
  const centreId = Number.isInteger(centreParam) && centreParam > 0 ? centreParam : null
  const tabParam = params.get('tab')
  const tab: CalendarTab = CALENDAR_TABS.find((known) => known === tabParam) ?? 'calendar'
  const dateParam = params.get('date')
  const date = isDate(dateParam) ? dateParam : null

  const set = (key: string, value: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        updated.set(key, value)
        return updated
      },
      { replace: true },
    )
  return {
    centreId,
    allCentres,
    tab,
    date,
    status: params.get('status') ?? '',
    setCentreId: (id: number | typeof ALL_CENTRES) => set('centre', String(id)),
    setStatus: (next: string) => set('status', next),
    setTab: (next: CalendarTab) => set('tab', next),
  }
}
