import DownloadRounded from '@mui/icons-material/DownloadRounded'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Divider from '@mui/material/Divider'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { LoadedRecord } from '../../components/form/LoadedRecord'
import { NoticeSnackbar } from '../../components/NoticeSnackbar'
import { keyOf } from '../../i18n/text-key'
import { formatDate, formatMoney, formatMonth } from '../../lib/format'
import { useNotice } from '../../lib/use-notice'
import { useSession } from '../../shell/session/session-context'
import { InvoicePaySection } from '../invoice-payment/InvoicePaySection'
import { AmountRow } from '../payment/components/InvoiceLines'
import { ReceiptList } from '../payment/components/ReceiptList'
import { downloadInvoicePdf } from '../payment/pdf-download'
import { CreditNoteDialog } from './CreditNoteDialog'
import { childInvoicesQuery, invoiceDetailQuery, type InvoiceDetail } from './documents'
import { useInvoiceDetail } from './hooks'
import { InvoiceStatus } from './invoice-columns'
import { OfflinePaymentForm } from './OfflinePaymentForm'
import { ExplainedLines } from './runs/DraftLines'
import { invoiceTypeText } from './text-keys'

/** The invoice: its lines explained, GST, CDA parts, notes, receipts, PDF, and the steps the server offers. */
function InvoiceView({ d, onNotice }: { d: InvoiceDetail; onNotice: (n: string) => void }) {
  const { t } = useTranslation()
  const inv = d.invoice
  const [dialog, setDialog] = useState<'credit' | 'payment' | null>(null)
  const [error, setError] = useState<string | null>(null)
  const { isStaff } = useSession()
  return (
    <Stack spacing={2} data-testid="finance-invoice-detail" sx={{ maxWidth: 900 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {t('finance.invoice.title', { no: inv.invoiceNo })}
        </Typography>
        <InvoiceStatus invoice={inv} />
      </Stack>
      <Typography color="text.secondary">
        {[
          d.childName,
          d.centreName,
          t(keyOf(invoiceTypeText, inv.invoiceType, 'monthly')),
          d.month ? formatMonth(d.month) : inv.label,
          `${t('finance.date')} ${formatDate(inv.invoiceDate)}`,
          `${t('finance.dueDate')} ${formatDate(inv.invoiceDueDate)}`,
        ].join(' · ')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          startIcon={<DownloadRounded />}
          onClick={() => downloadInvoicePdf(inv.ID).catch((e: Error) => setError(e.message))}
          data-testid="finance-invoice-pdf"
        >
          {t('finance.invoice.pdf')}
        </Button>
        {d.can.includes('finance.recordPayment') && (
          <Button
            variant="outlined"
            onClick={() => setDialog('payment')}
            data-testid="finance-invoice-record-payment"
          >
            {t('finance.invoice.recordPayment')}
          </Button>
        )}
        {d.can.includes('finance.creditNote') && (
          <Button
            variant="outlined"
            onClick={() => setDialog('credit')}
            data-testid="finance-invoice-credit-note"
          >
            {t('finance.invoice.creditNote')}
          </Button>
        )}
      </Stack>
      {error && (
        <Typography color="error" role="alert">
          {error}
        </Typography>
      )}
      {!isStaff && (
        <InvoicePaySection
          invoiceId={inv.ID}
          payNow={inv.payNow ?? null}
          invalidates={[invoiceDetailQuery, childInvoicesQuery]}
        />
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h2">
            {t('finance.invoice.items')}
          </Typography>
          <ExplainedLines lines={d.lines} testId="finance-invoice-lines" />
          <Divider />
          <AmountRow label={t('finance.invoice.subtotal')} cents={inv.totalAmount} />
          <AmountRow label={t('finance.invoice.gst')} cents={inv.totalTaxAmount} />
          <AmountRow label={t('finance.invoice.grandTotal')} cents={inv.grandTotal} strong />
          <AmountRow label={t('finance.invoice.cdaPart')} cents={d.CDAAmount} testId="finance-invoice-cda" />
          <AmountRow label={t('finance.invoice.nonCdaPart')} cents={d.nonCDAAmount} />
          <AmountRow
            label={t('finance.outstanding')}
            cents={inv.outstandingAmount}
            strong
            testId="finance-invoice-outstanding"
          />
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} data-testid="finance-invoice-credit-notes">
        <Typography variant="h6" component="h2">
          {t('finance.invoice.creditNotes')}
        </Typography>
        {d.creditNotes.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('finance.invoice.noCreditNotes')}
          </Typography>
        ) : (
          d.creditNotes.map((n) => (
            <Typography variant="body2" key={n.ID} data-testid={`finance-credit-note-${n.ID}`}>
              {t('finance.invoice.creditNoteLine', {
                no: n.creditNoteNo,
                amount: formatMoney(n.amount),
                remark: n.remark,
              })}{' '}
              · {formatDate(n.createdAt)}
            </Typography>
          ))
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <ReceiptList receipts={inv.receipts} onError={setError} />
      </Paper>
      <CreditNoteDialog
        open={dialog === 'credit'}
        IDInvoice={inv.ID}
        outstanding={inv.outstandingAmount}
        onDone={(no) => onNotice(t('finance.invoice.creditNoteSaved', { no }))}
        onClose={() => setDialog(null)}
      />
      <Dialog open={dialog === 'payment'} onClose={() => setDialog(null)} fullWidth maxWidth="sm">
        <DialogTitle>{t('finance.invoice.recordPayment')}</DialogTitle>
        <DialogContent sx={{ pt: 1 }}>
          <OfflinePaymentForm
            invoices={[{ ID: inv.ID, label: `${inv.invoiceNo} · ${formatMoney(inv.outstandingAmount)}` }]}
            onDone={(nos) => {
              onNotice(t('finance.receipts.saved', { receipts: nos.join(', ') }))
              setDialog(null)
            }}
            onCancel={() => setDialog(null)}
            testId="finance-invoice-payment"
          />
        </DialogContent>
      </Dialog>
    </Stack>
  )
}

/** /finance/invoice/{id}: for finance staff at the invoice's centre and for the child's family (the server decides). */
export default function InvoiceDetailPage() {
  const { t } = useTranslation()
  const id = Number(useParams().id)
  const query = useInvoiceDetail(id)
  const [notice, setNotice] = useNotice()
  return (
    <>
      <LoadedRecord
        pending={query.isPending}
        error={query.error}
        record={query.data?.getInvoice}
        notFound={t('common.noData')}
        testId="finance-invoice"
      >
        {(d) => <InvoiceView d={d} onNotice={setNotice} />}
      </LoadedRecord>
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} testId="finance-notice" />
    </>
  )
}
