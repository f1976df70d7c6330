import { creditNoteInputSchema } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { FormDialog, FormMoneyField, FormTextField, useDialogForm } from '../../components/form'
import { useCreateCreditNote } from './hooks'
import { useRequestKey } from './request-key'

interface Props {
  open: boolean
  IDInvoice: number
  /** The most a note may take off: what is outstanding. */
  outstanding: number
  onDone: (creditNoteNo: string) => void
  onClose: () => void
}

/**
 * An ad hoc credit note: an amount and the remark the spec requires, checked by the server's own rule
 * (creditNoteInputSchema). The kit's RemarkDialog holds a remark alone; a note also needs its amount.
 */
export function CreditNoteDialog({ open, IDInvoice, outstanding, onDone, onClose }: Props) {
  const { t } = useTranslation()
  const create = useCreateCreditNote()
  const requestKey = useRequestKey(open)
  const { form, dialog } = useDialogForm({
    schema: creditNoteInputSchema,
    defaultValues: { amount: outstanding, remark: '' },
    onSubmit: async (v) =>
      onDone((await create.mutateAsync({ IDInvoice, ...v, requestKey })).createAdHocCreditNote.creditNoteNo),
    onClose,
  })
  return (
    <FormDialog
      open={open}
      title={t('finance.invoice.creditNoteTitle')}
      text={t('finance.invoice.creditNoteText')}
      {...dialog}
      submitLabel={t('finance.invoice.creditNoteSave')}
      testId="finance-credit-note"
    >
      <FormMoneyField
        control={form.control}
        name="amount"
        label={t('finance.invoice.creditNoteAmount')}
        testId="finance-credit-note-amount"
        required
      />
      <FormTextField
        control={form.control}
        name="remark"
        label={t('finance.invoice.remark')}
        testId="finance-credit-note-remark"
        required
        multiline
      />
    </FormDialog>
  )
}
