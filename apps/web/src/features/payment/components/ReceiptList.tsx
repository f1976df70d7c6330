import DownloadRounded from '@mui/icons-material/DownloadRounded'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { formatDate, formatMoney } from '../../../lib/format'
import type { InvoiceReceiptRow } from '../documents'
import { downloadReceiptPdf } from '../pdf-download'
import { paymentTypeKey } from '../text-keys'

/** The receipts of the invoice, each with its PDF. */
export function ReceiptList({
  receipts,
  onError,
}: {
  receipts: InvoiceReceiptRow[]
  onError: (m: string) => void
}) {
  const { t } = useTranslation()
  return (
    <Stack spacing={1} data-testid="receipts">
      <Typography variant="h6" component="h3">
        {t('payment.receipts')}
      </Typography>
      {receipts.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('payment.noReceipts')}
        </Typography>
      )}
      {receipts.map((r) => (
        <Stack
          key={r.ID}
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
          data-testid={`receipt-${r.ID}`}
        >
          <Typography variant="body2">
            {t('payment.receiptLine', {
              no: r.receiptNo,
              amount: formatMoney(r.amount),
              type: t(paymentTypeKey(r.paymentType)),
            })}{' '}
            · {formatDate(r.createdAt)}
          </Typography>
          <Button
            size="small"
            startIcon={<DownloadRounded />}
            onClick={() => downloadReceiptPdf(r.ID).catch((e: Error) => onError(e.message))}
            data-testid={`receipt-pdf-${r.ID}`}
            aria-label={t('payment.downloadReceipt', { no: r.receiptNo })}
          >
            PDF
          </Button>
        </Stack>
      ))}
    </Stack>
  )
}
