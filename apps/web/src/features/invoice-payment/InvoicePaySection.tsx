import Alert from '@mui/material/Alert'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { type AnyDocument, useGqlQuery } from '../../lib/graphql-hooks'
import { CardPaymentPanel } from '../payment/CardPaymentSection'
import { PayNowQr } from '../payment/components/PayNowQr'
import { invoicePaymentAccessQuery } from './documents'

type PayNow = Parameters<typeof PayNowQr>[0]['payNow']

/**
 * The family's ways to pay a monthly or ad hoc invoice on its page: by card (confirmed server to server, as the
 * registration fee is) or by PayNow to the school's UEN with the invoice number as the reference (staff match it).
 * A paid invoice says so; a registration invoice is paid on its enquiry's payment page, so nothing shows here.
 */
export function InvoicePaySection({
  invoiceId,
  payNow,
  invalidates,
}: {
  invoiceId: number
  payNow: PayNow | null
  /** The page's queries a confirmed payment changes (the invoice, the child's invoices). */
  invalidates: readonly AnyDocument[]
}) {
  const { t } = useTranslation()
  const access = useGqlQuery(invoicePaymentAccessQuery, { IDInvoice: invoiceId })
  const info = access.data?.getInvoicePaymentAccess
  if (!info) return null
  if (info.reason === 'invoiceSettled')
    return (
      <Alert severity="success" data-testid="invoice-pay-paid">
        {t('invoicePayment.paid')}
      </Alert>
    )
  if (!info.available && info.lastOrder?.status !== 'paid') return null
  return (
    <Stack spacing={2} data-testid="invoice-pay">
      <Typography variant="h6" component="h2">
        {t('invoicePayment.title')}
      </Typography>
      <CardPaymentPanel
        info={info}
        refetch={async () => (await access.refetch()).data?.getInvoicePaymentAccess}
        invalidates={[invoicePaymentAccessQuery, ...invalidates]}
        intro={(amount) => t('invoicePayment.cardIntro', { amount })}
      />
      {info.available && payNow && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <PayNowQr payNow={payNow} />
        </Paper>
      )}
    </Stack>
  )
}
