import { unappliedApplySchema } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { FormDialog, FormSelect, useDialogForm } from '../../components/form'
import { formatDate, formatMoney } from '../../lib/format'
import type { UnappliedPayment } from './unapplied-documents'
import { useApplyUnapplied, useUnappliedTargets } from './unapplied-hooks'

interface Props {
  payment: UnappliedPayment | null
  onDone: () => void
  onClose: () => void
}

/** Applies a card order paid twice to another open invoice of the family: the invoices that can take it whole. */
export function ApplyUnappliedDialog({ payment, onDone, onClose }: Props) {
  const { t } = useTranslation()
  const apply = useApplyUnapplied()
  const targets = useUnappliedTargets(payment?.ID ?? null).data?.findUnappliedCardPaymentTargets ?? []
  const { form, dialog } = useDialogForm({
    schema: unappliedApplySchema,
    onSubmit: async (v) => {
      if (payment) await apply.mutateAsync({ IDPaymentSession: payment.ID, IDInvoice: v.IDInvoice })
      onDone()
    },
    onClose,
  })
  return (
    <FormDialog
      open={payment !== null}
      title={t('finance.unapplied.applyTitle')}
      text={
        targets.length
          ? t('finance.unapplied.applyText', { amount: formatMoney(payment?.amount ?? 0) })
          : t('finance.unapplied.noTargets')
      }
      {...dialog}
      submitLabel={t('finance.unapplied.applySave')}
      testId="finance-unapplied-apply"
    >
      <FormSelect
        control={form.control}
        name="IDInvoice"
        label={t('finance.unapplied.invoice')}
        testId="finance-unapplied-apply-invoice"
        required
        options={targets.map((i) => ({
          value: i.ID,
          label: `${i.invoiceNo} · ${i.childName} · ${formatDate(i.invoiceDate)} · ${formatMoney(i.outstandingAmount)}`,
        }))}
      />
    </FormDialog>
  )
}
