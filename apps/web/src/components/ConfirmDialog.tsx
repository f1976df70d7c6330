import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { type ReactNode, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'

export interface Confirmation {
  title: string
  text: string
  confirmLabel: string
  /** The button that backs out; 'Cancel' unless given (say 'Keep enquiry' when the action itself is a cancel). */
  dismissLabel?: string
  /** Red for what takes something away (delete, remove, deactivate). */
  destructive: boolean
}

export interface ConfirmDialogProps {
  /** What to ask; null keeps the dialog closed. */
  confirmation: Confirmation | null
  /** The change is under way: the confirm button spins and Cancel waits. */
  busy: boolean
  /** The server's refusal, shown in the dialog so the user sees why nothing happened. */
  error: string | null | undefined
  onConfirm: () => void
  onClose: () => void
  /** Whether Escape or a click outside may close the dialog while the change is under way. */
  closableWhileBusy?: boolean
  /** Prefix of the test ids: <testId>-dialog, <testId>-cancel, <testId>-error. */
  testId: string
  /** The confirm button's test id; <testId> unless given. */
  confirmTestId?: string
  /** What the user must choose before confirming (a field under the text). */
  children?: ReactNode
  /** The confirm button waits for that choice. */
  confirmDisabled?: boolean
}

/** Asks before a change that takes effect at once; a refusal stays in the dialog. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { confirmation, busy, error, onConfirm, onClose, testId } = props
  const { t } = useTranslation()
  const titleId = useId()
  // Keeps the text on screen while the dialog fades out after `confirmation` went back to null.
  const last = useRef(confirmation)
  if (confirmation) last.current = confirmation
  const shown = confirmation ?? last.current
  return (
    <Dialog
      open={confirmation !== null}
      onClose={busy && !props.closableWhileBusy ? undefined : onClose}
      aria-labelledby={titleId}
      data-testid={`${testId}-dialog`}
    >
      <DialogTitle id={titleId}>{shown?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{shown?.text}</DialogContentText>
        {props.children}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid={`${testId}-error`}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} data-testid={`${testId}-cancel`}>
          {shown?.dismissLabel ?? t('common.cancel')}
        </Button>
        <Button
          color={shown?.destructive ? 'error' : 'primary'}
          variant="contained"
          onClick={onConfirm}
          loading={busy}
          disabled={props.confirmDisabled}
          data-testid={props.confirmTestId ?? testId}
        >
          {shown?.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
