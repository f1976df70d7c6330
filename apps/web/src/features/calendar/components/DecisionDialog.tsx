import { optionalRemarksSchema, requiredRemarksSchema } from '@preschool/domain'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { VisitAction } from '../calendar-events'
import { formatMoney } from '../../../lib/format'
import { formatSlot } from '../format'
import { type Decision, useDecision } from '../hooks'
import type { VisitSummary } from '../visit-summary'
import { decisionDoneText, visitActionText, visitTypeText } from '../text-keys'
import { keyOf } from '../../../i18n/text-key'
import { FormErrorAlert } from '../../../components/form/FormErrorAlert'

export interface DecisionRequest {
  action: VisitAction
  visit: VisitSummary
}

interface Props {
  request: DecisionRequest | null
  onClose: () => void
  /** The decision went through; the message to show. */
  onDone: (message: string) => void
}

/** Skipping a trial needs remarks (spec 002 section 5); every other decision takes them optionally. */
export const remarksRequired = (request: DecisionRequest) =>
  request.action === 'skip' && request.visit.visitType === 'trial'

/** Asks for one decision on a visit, with remarks where it takes them; a refusal stays in the dialog. */
export function DecisionDialog({ request, onClose, onDone }: Props) {
  const { t } = useTranslation()
  const titleId = useId()
  const decision = useDecision()
  const [remarks, setRemarks] = useState('')
  const [remarksError, setRemarksError] = useState<string | null>(null)
  const [shown, setShown] = useState(request)
  const { reset } = decision

  useEffect(() => {
    if (!request) return
    setShown(request)
    setRemarks('')
    setRemarksError(null)
    reset()
  }, [request, reset])

  if (!shown) return null
  const { action, visit } = shown
  const type = t(keyOf(visitTypeText, visit.visitType, 'centre_visit'))
  const values = {
    type: type.toLowerCase(),
    child: visit.childName,
    slot: formatSlot(visit.visitFrom, visit.visitTo),
    amount: formatMoney(visit.trialPeriodFee ?? 0),
  }
  const trial = visit.visitType === 'trial'
  const title = {
    approve: t('calendar.decision.approveTitle', values),
    reject: t('calendar.decision.rejectTitle', values),
    skip: t(trial ? 'calendar.decision.skipTrialTitle' : 'calendar.decision.skipVisitTitle'),
    recordPayment: t('calendar.decision.recordPaymentTitle'),
  }[action]
  const text = {
    approve: t('calendar.decision.approveText', values),
    reject: t('calendar.decision.rejectText', values),
    skip: t(trial ? 'calendar.decision.skipTrialText' : 'calendar.decision.skipVisitText', values),
    recordPayment: t('calendar.decision.recordPaymentText', values),
  }[action]
  const required = remarksRequired(shown)
  const busy = decision.isPending

  const submit = () => {
    const parsed = (required ? requiredRemarksSchema : optionalRemarksSchema).safeParse(remarks)
    if (!parsed.success) {
      setRemarksError(parsed.error.issues[0]?.message ?? null)
      return
    }
    const cleaned = parsed.data || null
    const toSend: Decision =
      action === 'recordPayment'
        ? { action, IDVisit: visit.ID }
        : action === 'skip'
          ? { action, visitType: visit.visitType, IDEnquiry: visit.fkEnquiry, remarks: cleaned }
          : { action, visitType: visit.visitType, IDVisit: visit.ID, remarks: cleaned }
    decision.mutate(toSend, {
      onSuccess: () => onDone(t(decisionDoneText[action], { ...values, type })),
    })
  }

  return (
    <Dialog
      open={request !== null}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      data-testid="visit-decision-dialog"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
        {action !== 'recordPayment' && (
          <TextField
            label={required ? t('calendar.decision.remarks') : t('calendar.decision.remarksOptional')}
            required={required}
            value={remarks}
            onChange={(event) => {
              setRemarks(event.target.value)
              setRemarksError(null)
            }}
            error={remarksError !== null}
            helperText={remarksError}
            multiline
            minRows={2}
            fullWidth
            sx={{ mt: 2 }}
            slotProps={{ htmlInput: { 'data-testid': 'visit-decision-remarks' } }}
          />
        )}
        <FormErrorAlert message={decision.error?.message} testId="visit-decision-error" sx={{ mt: 2 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} data-testid="visit-decision-cancel">
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          color={action === 'reject' || action === 'skip' ? 'error' : 'primary'}
          onClick={submit}
          loading={busy}
          data-testid="visit-decision-confirm"
        >
          {t(visitActionText[action])}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
