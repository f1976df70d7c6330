import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { singaporeToday } from '@preschool/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { LeaveCards } from './components/LeaveCards'
import { LeaveRequestForm } from './components/LeaveRequestForm'
import { useCancelMyLeave, useMyLeave } from './hooks'

/** /myleave: a member of staff asks for their own leave, follows it and withdraws it before it starts. */
export default function MyLeavePage() {
  const { t } = useTranslation()
  const { me } = useStaffSession()
  const [asking, setAsking] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const leave = useMyLeave()
  const cancel = useCancelMyLeave()
  const today = singaporeToday()
  const rows = leave.data?.getMyLeaveRequests ?? []
  return (
    <Stack spacing={2} data-testid="my-leave">
      <Typography variant="h5" component="h1">
        {t('leave.mineTitle')}
      </Typography>
      {leave.error && <Alert severity="error">{leave.error.message}</Alert>}
      {notice && (
        <Alert severity="success" data-testid="leave-notice" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {cancel.error && <Alert severity="error">{cancel.error.message}</Alert>}
      {asking ? (
        <LeaveRequestForm
          fkSchool={me.fkSchool}
          today={today}
          onCancel={() => setAsking(false)}
          onSent={() => {
            setAsking(false)
            setNotice(t('leave.sent'))
          }}
        />
      ) : (
        <Button
          variant="contained"
          onClick={() => setAsking(true)}
          data-testid="leave-request"
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('leave.request')}
        </Button>
      )}
      {leave.data && rows.length === 0 && <Typography>{t('leave.none')}</Typography>}
      <LeaveCards
        rows={rows}
        today={today}
        mayCancel
        testId="my-leave"
        onWithdraw={(id) =>
          cancel.mutate({ IDLeaveRequest: id }, { onSuccess: () => setNotice(t('leave.withdrawn')) })
        }
      />
    </Stack>
  )
}
