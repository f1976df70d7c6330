import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Column } from '../../components/list/ResponsiveList'
import { StatusChip, type StatusTone } from '../../components/StatusChip'
import { keyOf } from '../../i18n/text-key'
import { formatDate, formatMoney } from '../../lib/format'
import type { InvoiceRow } from './documents'
import { financePaths } from './paths'
import { invoiceStatusText, invoiceTypeText } from './text-keys'

const tones: Record<string, StatusTone> = { issued: 'warning', paid: 'success', void: 'neutral' }

export function InvoiceStatus({ invoice }: { invoice: Pick<InvoiceRow, 'ID' | 'status'> }) {
  const { t } = useTranslation()
  return (
    <StatusChip
      label={t(keyOf(invoiceStatusText, invoice.status, 'issued'))}
      tone={tones[invoice.status] ?? 'neutral'}
      testId={`finance-invoice-status-${invoice.ID}`}
    />
  )
}

/** The columns of an invoice list (staff's and the family's): table, phone cards and export from one list. */
export function useInvoiceColumns(): Column<InvoiceRow>[] {
  const { t } = useTranslation()
  return [
    {
      key: 'no',
      header: t('finance.invoiceNo'),
      cell: (i) => <Link to={financePaths.invoice(i.ID)}>{i.invoiceNo}</Link>,
      card: 'title',
      strong: true,
      exportValue: (i) => i.invoiceNo,
    },
    {
      key: 'status',
      header: t('finance.status'),
      cell: (i) => <InvoiceStatus invoice={i} />,
      card: 'badge',
      exportValue: (i) => t(keyOf(invoiceStatusText, i.status, 'issued')),
    },
    {
      key: 'label',
      header: t('finance.type'),
      cell: (i) => `${t(keyOf(invoiceTypeText, i.invoiceType, 'monthly'))} · ${i.label}`,
      exportValue: (i) => i.label,
    },
    {
      key: 'date',
      header: t('finance.date'),
      cell: (i) => formatDate(i.invoiceDate),
      nowrap: true,
      exportValue: (i) => i.invoiceDate,
    },
    {
      key: 'due',
      header: t('finance.dueDate'),
      cell: (i) => formatDate(i.invoiceDueDate),
      nowrap: true,
      exportValue: (i) => i.invoiceDueDate,
    },
    {
      key: 'total',
      header: t('finance.total'),
      cell: (i) => formatMoney(i.grandTotal),
      align: 'right',
      exportValue: (i) => i.grandTotal / 100,
    },
    {
      key: 'outstanding',
      header: t('finance.outstanding'),
      cell: (i) => formatMoney(i.outstandingAmount),
      align: 'right',
      exportValue: (i) => i.outstandingAmount / 100,
    },
  ]
}
