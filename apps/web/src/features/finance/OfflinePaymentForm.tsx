import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { offlinePaymentInputSchema } from '@preschool/domain'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { FormErrorAlert, FormSelect, FormTextField, useServerForm } from '../../components/form'
import { FormMultiSelect } from '../../components/form/MultiSelectField'
import { keyOf } from '../../i18n/text-key'
import { useReceiptTypes, useRecordOfflinePayment } from './hooks'
import { paymentTypeText } from './text-keys'

interface Props {
  /** The invoices the payment may settle; with one, it is chosen already. */
  invoices: readonly { ID: number; label: string }[]
  onDone: (receiptNos: string[]) => void
  onCancel?: () => void
  testId: string
}

/**
 * Records a cheque, transfer, cash or matched PayNow payment against one or more invoices: the types are the
 * server's list, the reference is checked by the rule the server applies.
 */
export function OfflinePaymentForm({ invoices, onDone, onCancel, testId }: Props) {
  const { t } = useTranslation()
  const types = useReceiptTypes().data?.getOfflineOfflinePaymentReceiptTypes ?? []
  const record = useRecordOfflinePayment()
  const schema = useMemo(
    () =>
      offlinePaymentInputSchema.extend({
        IDInvoice: z.array(z.number()).min(1, t('finance.receipts.pickInvoices')),
      }),
    [t],
  )
  type Values = z.infer<typeof schema>
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    values: {
      IDInvoice: invoices.length === 1 ? [invoices[0].ID] : [],
      paymentType: 'cheque',
      referenceNo: '',
    },
    resetOptions: { keepDirtyValues: true },
  })
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: async (v) => {
      const receipts = (await record.mutateAsync(v)).createReceiptForOfflinePayment
      onDone(receipts.map((r) => r.receiptNo))
    },
    onSuccess: () => form.reset(),
  })
  return (
    <form onSubmit={submit} noValidate data-testid={testId}>
      <Stack spacing={2}>
        <FormErrorAlert message={formError} testId={`${testId}-error`} />
        <FormMultiSelect
          control={form.control}
          name="IDInvoice"
          label={t('finance.receipts.invoices')}
          options={invoices.map((i) => ({ value: i.ID, label: i.label }))}
          testId={`${testId}-invoices`}
          required
        />
        <FormSelect
          control={form.control}
          name="paymentType"
          label={t('finance.receipts.paymentType')}
          options={types.map((value) => ({
            value,
            label: t(keyOf(paymentTypeText, value, 'cheque')),
          }))}
          emptyLabel={false}
          testId={`${testId}-type`}
          required
        />
        <FormTextField
          control={form.control}
          name="referenceNo"
          label={t('finance.receipts.referenceNo')}
          testId={`${testId}-reference`}
          required
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {onCancel && (
            <Button onClick={onCancel} disabled={submitting}>
              {t('common.cancel')}
            </Button>
          )}
          <Button type="submit" variant="contained" loading={submitting} data-testid={`${testId}-submit`}>
            {t('finance.receipts.save')}
          </Button>
        </Stack>
      </Stack>
    </form>
  )
}
