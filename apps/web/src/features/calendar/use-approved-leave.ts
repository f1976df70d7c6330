import { addDays } from '@preschool/domain'
import { useSession } from '../../shell/session/session-context'
import { useCentreLeave } from '../leave/hooks'

const NONE = { rows: [], error: null, isFetching: false, dataUpdatedAt: 0, refetch: () => {} } as const

/**
 * The approved leave of one centre over the days the calendar shows (`end` exclusive), for staff who read the
 * centre's leave; nothing for the calendar of all centres or before the calendar reports its range.
 */
export function useApprovedLeave(centreId: number | null, range: { start: string; end: string } | null) {
  const { can } = useSession()
  const enabled = centreId !== null && range !== null && can('leave.centre')
  const from = range?.start.slice(0, 10) ?? ''
  const to = range ? addDays(range.end.slice(0, 10), -1) : ''
  const query = useCentreLeave(centreId ?? 0, from, to, { enabled })
  if (!enabled) return NONE
  return {
    rows: (query.data?.getCentreLeaveRequests ?? []).filter((r) => r.status === 'approved'),
    error: query.error,
    isFetching: query.isFetching,
    dataUpdatedAt: query.dataUpdatedAt,
    refetch: () => void query.refetch(),
  }
}
