import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { OFFLINE_PAYMENT_TYPES, type OfflinePaymentInput, offlinePaymentInputSchema } from '@preschool/domain'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { StatusChip } from '../../components/StatusChip'
import { FormDialog, FormSelect, FormTextField, useServerForm } from '../../components/form'
import { formatMoney } from '../../lib/format'
import type { AnyDocument } from '../../lib/graphql-hooks'
import { useSession } from '../../shell/session/session-context'
import { useConfirmPayment, useRegistrationInvoice } from './hooks'
import { ReceiptList } from './components/ReceiptList'
import { invoiceStatusKey, paymentTypeKey } from './text-keys'
import { LoadError } from '../../components/query'

const PAYABLE = new Set(['pending_registration_payment', 'pending_giro'])

/**
 * The staff admission's payment card: the registration invoice's number, total and outstanding amount, its receipts,
 * and (with enquiry approve, while the fee is owed) the confirmation of a PayNow, bank transfer, cash or cheque payment.
 */
export function StaffPaymentPanel({
  enquiryId,
  stateCode,
  invalidates = [],
}: {
  enquiryId: number
  stateCode: string
  /** The host screen's queries that show the enquiry's state, refetched after a payment. */
  invalidates?: readonly AnyDocument[]
}) {
  const { t } = useTranslation()
  const { can } = useSession()
  const payable = PAYABLE.has(stateCode)
  const invoice = useRegistrationInvoice(enquiryId)
  const [open, setOpen] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const inv = invoice.data?.getEnquiryRegistrationInvoice
  if (!inv && !payable) return null
  return (
    <Card variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }} data-testid="staff-payment">
      <Typography variant="h6" component="h2">
        {t('payment.registrationInvoice')}
      </Typography>
      <LoadError query={invoice} />
      {inv && (
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography data-testid="staff-invoice-no">{inv.invoiceNo}</Typography>
          <Typography>{formatMoney(inv.grandTotal)}</Typography>
          <Typography>
            {t('payment.outstanding')}: {formatMoney(inv.outstandingAmount)}
          </Typography>
          <StatusChip
            label={t(invoiceStatusKey(inv.status))}
            tone={inv.status === 'paid' ? 'success' : 'warning'}
            testId="staff-invoice-status"
          />
        </Stack>
      )}
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)} data-testid="staff-payment-notice">
          {notice}
        </Alert>
      )}
      {inv && <ReceiptList receipts={inv.receipts} onError={setNotice} />}
      {payable && inv?.status !== 'paid' && can('ledger.confirmPayment') && (
        <div>
          <Button variant="contained" onClick={() => setOpen(true)} data-testid="confirm-payment">
            {t('payment.confirm.action')}
          </Button>
        </div>
      )}
      <ConfirmPaymentDialog
        open={open}
        enquiryId={enquiryId}
        defaultReference={inv?.invoiceNo ?? ''}
        invalidates={invalidates}
        onClose={() => setOpen(false)}
        onDone={setNotice}
      />
    </Card>
  )
}

function ConfirmPaymentDialog(props: {
  open: boolean
  enquiryId: number
  defaultReference: string
  invalidates: readonly AnyDocument[]
  onClose: () => void
  onDone: (message: string) => void
}) {
  const { t } = useTranslation()
  const confirm = useConfirmPayment(props.invalidates)
  const form = useForm<OfflinePaymentInput>({
    resolver: zodResolver(offlinePaymentInputSchema),
    values: { paymentType: 'paynow', referenceNo: props.defaultReference },
  })
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: async (v) => {
      const done = (await confirm.mutateAsync({ IDEnquiry: props.enquiryId, ...v }))
        .markRegistrationPaymentAsSuccessful
      props.onDone(
        t(done.duplicate ? 'payment.confirm.duplicate' : 'payment.confirm.done', {
          no: done.receipt.receiptNo,
        }),
      )
    },
    onSuccess: props.onClose,
  })
  const options = OFFLINE_PAYMENT_TYPES.map((value) => ({ value, label: t(paymentTypeKey(value)) }))
  return (
    <FormDialog
      open={props.open}
      title={t('payment.confirm.title')}
      text={t('payment.confirm.help')}
      error={formError}
      submitting={submitting}
      onSubmit={submit}
      onClose={props.onClose}
      submitLabel={t('payment.confirm.submit')}
      testId="confirm-payment-dialog"
      testIds={{ error: 'confirm-payment-error', submit: 'confirm-payment-submit' }}
    >
      <FormSelect
        control={form.control}
        name="paymentType"
        label={t('payment.confirm.paymentType')}
        options={options}
        emptyLabel={false}
        testId="confirm-payment-type"
        required
      />
      <FormTextField
        control={form.control}
        name="referenceNo"
        label={t('payment.confirm.reference')}
        helperText={t('payment.confirm.referenceHelp')}
        testId="confirm-payment-reference"
        required
      />
    </FormDialog>
  )
}
