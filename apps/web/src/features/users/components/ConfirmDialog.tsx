import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'

export interface Confirmation {
  title: string
  text: string
  confirmLabel: string
  /** Red for what takes something away (remove, deactivate). */
  destructive: boolean
}

interface Props {
  /** What to ask; null keeps the dialog closed. */
  confirmation: Confirmation | null
  pending: boolean
  /** The server's refusal, shown in the dialog so the user sees why nothing happened. */
  error: string | null
  onConfirm: () => void
  onClose: () => void
  /** Prefix of the dialog's test ids: <testId>-dialog, <testId>, <testId>-cancel, <testId>-error. */
  testId: string
}

/** Asks before a staff or role change that takes effect at once. */
export function ConfirmDialog({ confirmation, pending, error, onConfirm, onClose, testId }: Props) {
  const { t } = useTranslation()
  const titleId = useId()
  // Keeps the text on screen while the dialog fades out after `confirmation` went back to null.
  const last = useRef(confirmation)
  if (confirmation) last.current = confirmation
  const shown = confirmation ?? last.current
  return (
    <Dialog
      open={confirmation !== null}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      data-testid={`${testId}-dialog`}
    >
      <DialogTitle id={titleId}>{shown?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{shown?.text}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid={`${testId}-error`}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending} data-testid={`${testId}-cancel`}>
          {t('common.cancel')}
        </Button>
        <Button
          color={shown?.destructive ? 'error' : 'primary'}
          variant="contained"
          onClick={onConfirm}
          loading={pending}
          data-testid={testId}
        >
          {shown?.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
