import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import { withdrawalDecisionSchema, withdrawalRejectionSchema } from '@preschool/domain'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormErrorAlert, FormSelect, FormTextField, type Option, useServerForm } from '../../components/form'

type Values = { codeByReason?: number | null; remark?: string | null }
export type Decision = { codeByReason?: number | null; remark: string | null }

/** A step on a withdrawal: the centre's reason (decisions) and a remark, required to reject. */
export function DecisionDialog(props: {
  title: string
  reasons?: readonly Option<number>[]
  remarkRequired: boolean
  testId: string
  onSubmit: (decision: Decision) => Promise<unknown>
  onClose: () => void
}) {
  const { t } = useTranslation()
  const form = useForm<Values, unknown, Decision>({
    resolver: zodResolver(props.remarkRequired ? withdrawalRejectionSchema : withdrawalDecisionSchema),
    defaultValues: { codeByReason: null, remark: '' },
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
            {props.reasons && (
              <FormSelect
                control={form.control}
                name="codeByReason"
                label={t('withdrawals.centreReason')}
                options={props.reasons}
                testId={`${props.testId}-reason`}
              />
            )}
            <FormTextField
              control={form.control}
              name="remark"
              label={props.remarkRequired ? t('withdrawals.remark') : t('withdrawals.remarkOptional')}
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
            {t('withdrawals.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
