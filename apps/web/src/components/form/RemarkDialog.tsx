import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useId, useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { FormErrorAlert } from './FormErrorAlert'
import { useServerForm } from './hooks/use-server-form'
import { FormTextField } from './TextField'

interface Props {
  open: boolean
  title: string
  /** What the decision does, above the field. */
  text?: string
  label: string
  confirmLabel: string
  /** The remark's rule from `packages/domain`, the one the server applies (required or optional, its length). */
  schema: z.ZodType<string | null | undefined, string | null | undefined>
  /** Marks the field required (the schema is what enforces it). */
  required?: boolean
  /** A destructive decision (reject, remove) confirms in the error colour. */
  destructive?: boolean
  testId: string
  /** Sends the decision, then the dialog closes; a refusal's message shows in the dialog, which stays open. */
  onSubmit: (remark: string | null) => Promise<unknown>
  onClose: () => void
}

/**
 * A decision or request with its remark (reject, recall, approve with a note, mark not required): the kit's one
 * remark dialog. The remark is checked as typed by the server's rule and sent trimmed; empty optional remarks go as
 * null. Test ids: the dialog `testId`, the field `testId-remark`, the buttons `testId-cancel` and `testId-confirm`.
 */
export function RemarkDialog(props: Props) {
  const { t } = useTranslation()
  const titleId = useId()
  const resolver = useMemo(() => zodResolver(z.object({ remark: props.schema })), [props.schema])
  const form = useForm<{ remark: string | null | undefined }, unknown, { remark: string | null | undefined }>(
    {
      resolver,
      defaultValues: { remark: '' },
    },
  )
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: (values) => props.onSubmit(values.remark?.trim() || null),
    onSuccess: () => close(),
  })
  function close() {
    form.reset()
    props.onClose()
  }
  return (
    <Dialog
      open={props.open}
      onClose={submitting ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      data-testid={props.testId}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          {props.text && <DialogContentText sx={{ mb: 2 }}>{props.text}</DialogContentText>}
          <FormErrorAlert message={formError} testId={`${props.testId}-error`} />
          <FormTextField
            control={form.control}
            name="remark"
            label={props.label}
            testId={`${props.testId}-remark`}
            required={props.required}
            multiline
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={submitting} data-testid={`${props.testId}-cancel`}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={props.destructive ? 'error' : 'primary'}
            loading={submitting}
            data-testid={`${props.testId}-confirm`}
          >
            {props.confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
