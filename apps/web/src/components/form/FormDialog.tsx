import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import { type FormEvent, type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { FormErrorAlert } from './FormErrorAlert'

interface Props {
  open: boolean
  title: ReactNode
  /** What the dialog does, above the fields. */
  text?: ReactNode
  /** The server's refusal that names no field (useServerForm's `formError`). */
  error: string | undefined
  /** While the request runs the dialog cannot be closed, cancelled or sent again. */
  submitting: boolean
  /** useServerForm's `submit`. */
  onSubmit: (event?: FormEvent) => void
  onClose: () => void
  submitLabel: string
  /** A destructive decision (reject, remove) confirms in the error colour. */
  destructive?: boolean
  /** 'xs' for a field or two (the register's absence). */
  maxWidth?: 'xs' | 'sm' | 'md'
  /**
   * The dialog's test id; the parts are `testId-error`, `testId-cancel` and `testId-confirm` unless named here
   * (older screens' browser tests know their own).
   */
  testId: string
  testIds?: { error?: string; cancel?: string; submit?: string }
  children: ReactNode
}

/**
 * The frame of every form in a dialog: title, optional text, the form's error, its fields, cancel and submit. Escape,
 * the backdrop and cancel close it, except while it submits; submit shows its progress.
 */
export function FormDialog(props: Props) {
  const { t } = useTranslation()
  const titleId = useId()
  const ids = {
    error: props.testIds?.error ?? `${props.testId}-error`,
    cancel: props.testIds?.cancel ?? `${props.testId}-cancel`,
    submit: props.testIds?.submit ?? `${props.testId}-confirm`,
  }
  return (
    <Dialog
      open={props.open}
      onClose={props.submitting ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={props.maxWidth ?? 'sm'}
      data-testid={props.testId}
    >
      <form onSubmit={props.onSubmit} noValidate>
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {props.text && <DialogContentText component="div">{props.text}</DialogContentText>}
            <FormErrorAlert message={props.error} testId={ids.error} />
            {props.children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={props.submitting} data-testid={ids.cancel}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={props.destructive ? 'error' : 'primary'}
            loading={props.submitting}
            data-testid={ids.submit}
          >
            {props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
