import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { singaporeToday } from '@preschool/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { LeaveRow } from '../documents'
import { LeaveCards } from './LeaveCards'
import { LeaveRequestForm } from './LeaveRequestForm'
import { FormErrorAlert } from '../../../components/form/FormErrorAlert'

type Props = {
  /** Undefined while the list loads. */
  rows: readonly LeaveRow[] | undefined
  /** The child whose leave it is; none for a member of staff's own. */
  childId?: number
  fkSchool: number
  mayAsk: boolean
  mayCancel: boolean
  testId: string
  /** Withdraws one request; `done` runs when the server has taken it. */
  withdraw: (id: number, done: () => void) => void
  /** The withdrawal's failure, shown above the cards. */
  withdrawError: Error | null
}

/** One person's leave (a child's or staff's own): asking for leave with its form, the cards and withdrawing one. */
export function LeaveRequests({
  rows,
  childId,
  fkSchool,
  mayAsk,
  mayCancel,
  testId,
  withdraw,
  withdrawError,
}: Props) {
  const { t } = useTranslation()
  const [asking, setAsking] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const today = singaporeToday()
  return (
    <>
      {notice && (
        <Alert severity="success" data-testid="leave-notice" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <FormErrorAlert message={withdrawError?.message} />
      {asking ? (
        <LeaveRequestForm
          childId={childId}
          fkSchool={fkSchool}
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
      {rows?.length === 0 && <Typography>{t('leave.none')}</Typography>}
      <LeaveCards
        rows={rows ?? []}
        today={today}
        mayCancel={mayCancel}
        testId={testId}
        onWithdraw={(id) => withdraw(id, () => setNotice(t('leave.withdrawn')))}
      />
    </>
  )
}
