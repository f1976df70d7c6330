import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { LeaveRequests } from './components/LeaveRequests'
import { useCancelMyLeave, useMyLeave } from './hooks'
import { LoadError } from '../../components/query'

/** /myleave: a member of staff asks for their own leave, follows it and withdraws it before it starts. */
export default function MyLeavePage() {
  const { t } = useTranslation()
  const { me } = useStaffSession()
  const leave = useMyLeave()
  const cancel = useCancelMyLeave()
  return (
    <Stack spacing={2} data-testid="my-leave">
      <Typography variant="h5" component="h1">
        {t('leave.mineTitle')}
      </Typography>
      <LoadError query={leave} />
      <LeaveRequests
        rows={leave.data?.getMyLeaveRequests}
        fkSchool={me.fkSchool}
        mayAsk
        mayCancel
        testId="my-leave"
        withdraw={(id, done) => cancel.mutate({ IDLeaveRequest: id }, { onSuccess: done })}
        withdrawError={cancel.error}
      />
    </Stack>
  )
}
