import Stack from '@mui/material/Stack'
import { LoadError } from '../../components/query'
import { useSession } from '../../shell/session/session-context'
import { LeaveRequests } from './components/LeaveRequests'
import { useCancelLeave, useChildLeave } from './hooks'

/** The child profile's leave tab: the child's requests, asking for leave, and withdrawing one not yet started. */
export function ChildLeaveTab({ childId }: { childId: number }) {
  const { me, isStaff, can } = useSession()
  const leave = useChildLeave(childId)
  const cancel = useCancelLeave()
  if (leave.error) return <LoadError query={leave} />
  return (
    <Stack spacing={2} sx={{ pt: 2 }} data-testid="child-leave">
      <LeaveRequests
        rows={leave.data?.getChildLeaveRequests}
        childId={childId}
        fkSchool={me?.fkSchool ?? 0}
        mayAsk={!isStaff || can('leave.requestForChild')}
        mayCancel={!isStaff || can('leave.cancel')}
        testId="child-leave"
        withdraw={(id, done) => cancel.mutate({ IDLeaveRequest: id }, { onSuccess: done })}
        withdrawError={cancel.error}
      />
    </Stack>
  )
}
