import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { singaporeToday } from '@preschool/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../shell/session/session-context'
import { LeaveRequestForm } from './components/LeaveRequestForm'
import { LeaveCards } from './components/LeaveCards'
import { useCancelLeave, useChildLeave } from './hooks'
import { LoadError } from '../../components/query'

/** The child profile's leave tab: the child's requests, asking for leave, and withdrawing one not yet started. */
export function ChildLeaveTab({ childId }: { childId: number }) {
  const { t } = useTranslation()
  const { me, isStaff, can } = useSession()
  const [asking, setAsking] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const leave = useChildLeave(childId)
  const cancel = useCancelLeave()
  const today = singaporeToday()
  const mayAsk = !isStaff || can('leave.requestForChild')
  const mayCancel = !isStaff || can('leave.cancel')
  if (leave.error) return <LoadError query={leave} />
  const rows = leave.data?.getChildLeaveRequests ?? []
  return (
    <Stack spacing={2} sx={{ pt: 2 }} data-testid="child-leave">
      {notice && (
        <Alert severity="success" data-testid="leave-notice" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {cancel.error && <Alert severity="error">{cancel.error.message}</Alert>}
      {asking ? (
        <LeaveRequestForm
          childId={childId}
          fkSchool={me?.fkSchool ?? 0}
          today={today}
          onCancel={() => setAsking(false)}
          onSent={() => {
            setAsking(false)
            setNotice(t('leave.sent'))
          }}
        />
      ) : (
        mayAsk && (
          <Button
            variant="contained"
            onClick={() => setAsking(true)}
            data-testid="leave-request"
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('leave.request')}
          </Button>
        )
      )}
      {leave.data && rows.length === 0 && <Typography>{t('leave.none')}</Typography>}
      <LeaveCards
        rows={rows}
        today={today}
        mayCancel={mayCancel}
        testId="child-leave"
        onWithdraw={(id) =>
          cancel.mutate({ IDLeaveRequest: id }, { onSuccess: () => setNotice(t('leave.withdrawn')) })
        }
      />
    </Stack>
  )
}
