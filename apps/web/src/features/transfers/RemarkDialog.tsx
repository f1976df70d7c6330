import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import { transferDecisionSchema, transferRejectionSchema } from '@preschool/domain'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormErrorAlert, FormTextField, useServerForm } from '../../components/form'

type Values = { remark?: string | null }
export type Decision = { remark: string | null }

/** A step on a transfer with its remark, required to reject (the same rules as the server's). */
export function RemarkDialog(props: {
  title: string
  remarkRequired: boolean
  testId: string
  onSubmit: (decision: Decision) => Promise<unknown>
  onClose: () => void
}) {
  const { t } = useTranslation()
  const form = useForm<Values, unknown, Decision>({
    resolver: zodResolver(props.remarkRequired ? transferRejectionSchema : transferDecisionSchema),
    defaultValues: { remark: '' },
  })
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: props.onSubmit,
    onSuccess: props.onClose,
  })
  return (
    <Dialog open onClose={props.onClose} fullWidth data-testid={props.testId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{props.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormErrorAlert message={formError} testId={`${props.testId}-error`} />
            <FormTextField
              control={form.control}
              name="remark"
              label={props.remarkRequired ? t('transfers.remark') : t('transfers.remarkOptional')}
              required={props.remarkRequired}
              multiline
              testId={`${props.testId}-remark`}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('common.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={submitting}
            data-testid={`${props.testId}-confirm`}
          >
            {t('transfers.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
