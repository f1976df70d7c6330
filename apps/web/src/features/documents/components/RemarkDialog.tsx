import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { documentRemarkSchema } from '@preschool/domain'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

interface Props {
  open: boolean
  title: string
  text: string
  confirmLabel: string
  busy: boolean
  error: string | null | undefined
  onConfirm: (remark: string) => void
  onClose: () => void
  testId: string
}

/** Rejecting a document or marking it not required: the remark is required (spec 002 s.5), checked as typed. */
export function RemarkDialog(props: Props) {
  const { t } = useTranslation()
  const titleId = useId()
  const [remark, setRemark] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const confirm = () => {
    const parsed = documentRemarkSchema.safeParse(remark)
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? null)
    props.onConfirm(parsed.data)
  }
  return (
    <Dialog
      open={props.open}
      onClose={props.busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      data-testid={`${props.testId}-dialog`}
      slotProps={{ transition: { onExited: () => (setRemark(''), setProblem(null)) } }}
    >
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{props.text}</DialogContentText>
        <TextField
          label={t('documents.remarkLabel')}
          required
          value={remark}
          onChange={(event) => {
            setRemark(event.target.value)
            setProblem(null)
          }}
          error={problem !== null}
          helperText={problem}
          multiline
          minRows={2}
          fullWidth
          sx={{ mt: 2 }}
          slotProps={{ htmlInput: { 'data-testid': `${props.testId}-remark` } }}
        />
        {props.error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid={`${props.testId}-error`}>
            {props.error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={props.busy} data-testid={`${props.testId}-cancel`}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={confirm}
          loading={props.busy}
          data-testid={`${props.testId}-confirm`}
        >
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
