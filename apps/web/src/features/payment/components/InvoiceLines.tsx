import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../lib/format'
import type { InvoiceLine } from '../documents'

export interface Totals {
  totalAmount: number
  totalTaxAmount: number
  grandTotal: number
  outstandingAmount?: number
}

/**
 * An invoice's lines as stacked rows (readable on a 375 px phone): label and amount with GST, then quantity, unit
 * price and tax underneath; the totals below.
 */
export function InvoiceLines({
  items,
  totals,
  testId,
}: {
  items: InvoiceLine[]
  totals: Totals
  testId: string
}) {
  const { t } = useTranslation()
  return (
    <Stack spacing={1} data-testid={testId}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {items.map((item, i) => (
          <Box component="li" key={`${item.label}-${i}`} data-testid={`${testId}-line-${i}`}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {item.label}
              </Typography>
              <Typography variant="body2">{formatMoney(item.displayTotalAmount)}</Typography>
            </Box>
            <Typography variant="caption" color="text.secondary">
              {t('payment.lineDetail', {
                quantity: item.quantity,
                price: formatMoney(item.unitPrice),
                tax: formatMoney(item.taxAmount),
              })}
            </Typography>
          </Box>
        ))}
      </Box>
      <Divider />
      <AmountRow label={t('payment.subtotal')} cents={totals.totalAmount} />
      <AmountRow label={t('payment.gst')} cents={totals.totalTaxAmount} />
      <AmountRow label={t('payment.total')} cents={totals.grandTotal} strong testId={`${testId}-total`} />
      {totals.outstandingAmount !== undefined && (
        <AmountRow
          label={t('payment.outstanding')}
          cents={totals.outstandingAmount}
          strong
          testId={`${testId}-outstanding`}
        />
      )}
    </Stack>
  )
}

/** One amount of an invoice's totals: its label left, the money right (bold for a total). */
export function AmountRow({
  label,
  cents,
  strong,
  testId,
}: {
  label: string
  cents: number
  strong?: boolean
  testId?: string
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between' }} data-testid={testId}>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {formatMoney(cents)}
      </Typography>
    </Box>
  )
}
