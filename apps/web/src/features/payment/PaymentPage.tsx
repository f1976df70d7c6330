import DownloadRounded from '@mui/icons-material/DownloadRounded'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { StatusChip } from '../../components/StatusChip'
import { LoadedRecord } from '../../components/form/LoadedRecord'
import { formatDate } from '../../lib/format'
import { CardPaymentSection } from './CardPaymentSection'
import { InvoiceLines } from './components/InvoiceLines'
import { PayNowQr } from './components/PayNowQr'
import { ReceiptList } from './components/ReceiptList'
import { GiroSection } from './GiroSection'
import { useEnquiryGiro } from '../giro/hooks'
import { downloadInvoicePdf } from './pdf-download'
import { useDraftMonthly, useEnrolmentStatus, useRegistrationInvoice } from './hooks'
import { enrolmentStateKey, invoiceStatusKey } from './text-keys'

const cardSx = { p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 } as const

/**
 * /overview/enrolment/{id}/payment: the registration invoice (items, GST, totals) with PayNow, the first month's
 * fees beside it, receipts with their PDFs and where the enrolment stands. Card and GIRO add their sections here.
 */
export default function PaymentPage() {
  const { t } = useTranslation()
  const enquiryId = Number(useParams().id)
  const invoice = useRegistrationInvoice(enquiryId)
  const draft = useDraftMonthly(enquiryId)
  const status = useEnrolmentStatus(enquiryId)
  const [error, setError] = useState<string | null>(null)
  const state = status.data?.getEnrolmentStatus.state
  // One way to pay at a time: a family paying by GIRO is offered neither card nor PayNow for the same fee.
  const payingByGiro = useEnquiryGiro(enquiryId).data?.bankAccountInfoByIDEnquiry.payingByGiro === true

  return (
    <Stack spacing={2} sx={{ maxWidth: 1040 }} data-testid="payment-page">
      <Typography variant="h5" component="h1">
        {t('payment.title')}
      </Typography>
      {state && (
        <Alert severity={state === 'enrolled' ? 'success' : 'info'} data-testid="enrolment-status">
          {t(enrolmentStateKey(state))}
        </Alert>
      )}
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {!payingByGiro && <CardPaymentSection enquiryId={enquiryId} />}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          alignItems: 'start',
        }}
      >
        <LoadedRecord
          pending={invoice.isPending}
          error={invoice.error}
          record={invoice.data?.getEnquiryRegistrationInvoice}
          notFound={t('payment.notYet')}
          testId="registration-invoice"
        >
          {(inv) => (
            <Card component="section" aria-labelledby="registration-invoice-title" sx={cardSx}>
              <Box
                sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}
              >
                <Box>
                  <Typography variant="h6" component="h2" id="registration-invoice-title">
                    {t('payment.registrationInvoice')}
                  </Typography>
                  <Typography variant="body2" data-testid="invoice-no">
                    {t('payment.invoiceNo', { no: inv.invoiceNo })}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t('payment.dates', {
                      issued: formatDate(inv.invoiceDate),
                      due: formatDate(inv.invoiceDueDate),
                    })}
                  </Typography>
                </Box>
                <StatusChip
                  label={
                    payingByGiro && inv.status === 'issued'
                      ? t('payment.status.byGiro')
                      : t(invoiceStatusKey(inv.status))
                  }
                  tone={inv.status === 'paid' ? 'success' : 'warning'}
                  testId="invoice-status"
                />
              </Box>
              <InvoiceLines items={inv.items} totals={inv} testId="invoice-lines" />
              <div>
                <Button
                  variant="outlined"
                  startIcon={<DownloadRounded />}
                  onClick={() => downloadInvoicePdf(inv.ID).catch((e: Error) => setError(e.message))}
                  data-testid="invoice-pdf"
                >
                  {t('payment.downloadInvoice')}
                </Button>
              </div>
              {payingByGiro ? null : inv.payNow ? (
                <PayNowQr payNow={inv.payNow} />
              ) : (
                inv.status === 'issued' && <Alert severity="info">{t('payment.noPayNow')}</Alert>
              )}
              <ReceiptList receipts={inv.receipts} onError={setError} />
            </Card>
          )}
        </LoadedRecord>
        {draft.data?.getEnquiryDraftMonthlyFeeInvoice && (
          <Card
            component="section"
            aria-labelledby="draft-monthly-title"
            sx={cardSx}
            data-testid="draft-monthly"
          >
            <Box>
              <Typography variant="h6" component="h2" id="draft-monthly-title">
                {t('payment.draftMonthly')}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {t('payment.draftHelp')}
              </Typography>
            </Box>
            <InvoiceLines
              items={draft.data.getEnquiryDraftMonthlyFeeInvoice.items}
              totals={draft.data.getEnquiryDraftMonthlyFeeInvoice}
              testId="draft-lines"
            />
          </Card>
        )}
      </Box>
      <GiroSection enquiryId={enquiryId} />
    </Stack>
  )
}
