import { zodResolver } from '@hookform/resolvers/zod'
import { withdrawalDecisionSchema, withdrawalRejectionSchema } from '@preschool/domain'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormDialog, FormSelect, FormTextField, type Option, useServerForm } from '../../components/form'

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
    <FormDialog
      open
      title={props.title}
      error={formError}
      submitting={submitting}
      onSubmit={submit}
      onClose={props.onClose}
      submitLabel={t('withdrawals.confirm')}
      destructive={props.remarkRequired}
      testId={props.testId}
    >
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
    </FormDialog>
  )
}
