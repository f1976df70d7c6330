import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { blacklistDecisionSchema } from '@preschool/domain'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormErrorAlert, FormTextField, useServerForm } from '../../components/form'

type Values = { remark: string }

/** A decision or request with its remark: required (reject, recall, removal) or optional (approve). */
export function RemarkDialog(props: {
  open: boolean
  title: string
  confirmLabel: string
  optional?: boolean
  testId: string
  onSubmit: (remark: string | null) => Promise<unknown>
  onClose: () => void
}) {
  const { t } = useTranslation()
  const form = useForm<Values>({
    // An optional remark is checked by the server alone (its length); a required one here first.
    resolver: props.optional ? undefined : zodResolver(blacklistDecisionSchema),
    defaultValues: { remark: '' },
  })
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: (v) => props.onSubmit(v.remark.trim() || null),
    onSuccess: () => {
      form.reset()
      props.onClose()
    },
  })
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth data-testid={props.testId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{props.title}</DialogTitle>
        <DialogContent>
          <FormErrorAlert message={formError} testId={`${props.testId}-error`} />
          <FormTextField
            control={form.control}
            name="remark"
            label={props.optional ? t('blacklist.remarkOptional') : t('blacklist.remark')}
            testId={`${props.testId}-remark`}
            required={!props.optional}
            multiline
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('common.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={submitting}
            data-testid={`${props.testId}-confirm`}
          >
            {props.confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
