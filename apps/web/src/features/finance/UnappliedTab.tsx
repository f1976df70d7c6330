import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { DEFAULT_PER_PAGE, unappliedRefundSchema } from '@preschool/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { RemarkDialog } from '../../components/form'
import type { ListSpec } from '../../components/list/list-params'
import { ListPagination } from '../../components/list/ListPagination'
import { type Column, ResponsiveList } from '../../components/list/ResponsiveList'
import { useListParams } from '../../components/list/use-list-params'
import { NoticeSnackbar } from '../../components/NoticeSnackbar'
import { formatDateTime, formatMoney } from '../../lib/format'
import { useNotice } from '../../lib/use-notice'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { ApplyUnappliedDialog } from './ApplyUnappliedDialog'
import { financePaths } from './paths'
import type { UnappliedPayment } from './unapplied-documents'
import { useRefundUnapplied, useUnappliedPayments } from './unapplied-hooks'

const PAGE_SIZES = [25, DEFAULT_PER_PAGE, 100]
const LIST_PARAMS: ListSpec<Record<string, never>> = {
  filters: {},
  perPage: { options: PAGE_SIZES, initial: DEFAULT_PER_PAGE },
}
const remarkSchema = unappliedRefundSchema.shape.remark

/**
 * ?tab=unapplied: card payments the gateway took for an invoice already paid (UNAPPLIED). Finance with approve
 * refunds each in full or applies it to another open invoice of the family; each is resolved once.
 */
export default function UnappliedTab() {
  const { t } = useTranslation()
  const { me, can } = useStaffSession()
  const [notice, setNotice] = useNotice()
  const list = useListParams(LIST_PARAMS)
  const payments = useUnappliedPayments(me.fkSchool, { page: list.page, perPage: list.perPage })
  const refund = useRefundUnapplied()
  const [refunding, setRefunding] = useState<UnappliedPayment | null>(null)
  const [applying, setApplying] = useState<UnappliedPayment | null>(null)
  const mayResolve = can('payments.resolveUnapplied')
  const columns: Column<UnappliedPayment>[] = [
    {
      key: 'child',
      header: t('finance.search.child'),
      cell: (p) => p.childName,
      card: 'title',
      strong: true,
      exportValue: (p) => p.childName,
    },
    {
      key: 'invoice',
      header: t('finance.invoiceNo'),
      cell: (p) => <Link to={financePaths.invoice(p.IDInvoice)}>{p.invoiceNo}</Link>,
      exportValue: (p) => p.invoiceNo,
    },
    {
      key: 'amount',
      header: t('finance.search.amount'),
      cell: (p) => formatMoney(p.amount),
      card: 'badge',
      align: 'right',
      nowrap: true,
      exportValue: (p) => p.amount / 100,
    },
    {
      key: 'paidAt',
      header: t('finance.unapplied.paidAt'),
      cell: (p) => (p.paidAt ? formatDateTime(p.paidAt) : ''),
      nowrap: true,
      exportValue: (p) => p.paidAt ?? '',
    },
    {
      key: 'reference',
      header: t('finance.unapplied.reference'),
      cell: (p) => (
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
          {p.orderId}
        </Typography>
      ),
      exportValue: (p) => p.orderId,
    },
  ]
  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      <Typography color="text.secondary">{t('finance.unapplied.hint')}</Typography>
      <ResponsiveList
        query={payments}
        rowsOf={(d) => d.findAllUnappliedCardPayment.data}
        rowKey={(p) => p.ID}
        columns={columns}
        label={t('finance.tabs.unapplied')}
        emptyText={t('finance.unapplied.none')}
        testId="finance-unapplied"
        rowTestId="finance-unapplied-row"
        exportName="card-payments-paid-twice"
        rowActions={
          mayResolve
            ? (p) => (
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    onClick={() => setRefunding(p)}
                    data-testid={`finance-unapplied-refund-${p.ID}`}
                  >
                    {t('finance.unapplied.refund')}
                  </Button>
                  <Button
                    size="small"
                    onClick={() => setApplying(p)}
                    data-testid={`finance-unapplied-apply-${p.ID}`}
                  >
                    {t('finance.unapplied.apply')}
                  </Button>
                </Stack>
              )
            : undefined
        }
        footer={(d) => (
          <ListPagination
            count={d.findAllUnappliedCardPayment.totalCount}
            paging={list}
            perPageLabel={t('finance.perPage')}
            testId="finance-unapplied-pagination"
          />
        )}
      />
      <RemarkDialog
        open={refunding !== null}
        title={t('finance.unapplied.refundTitle')}
        text={t('finance.unapplied.refundText', { amount: formatMoney(refunding?.amount ?? 0) })}
        label={t('finance.invoice.remark')}
        confirmLabel={t('finance.unapplied.refund')}
        schema={remarkSchema}
        testId="finance-unapplied-refund"
        onSubmit={async (remark) => {
          if (refunding) await refund.mutateAsync({ IDPaymentSession: refunding.ID, remark })
          setNotice(t('finance.unapplied.refunded'))
        }}
        onClose={() => setRefunding(null)}
      />
      <ApplyUnappliedDialog
        payment={applying}
        onDone={() => setNotice(t('finance.unapplied.applied'))}
        onClose={() => setApplying(null)}
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} testId="finance-unapplied-notice" />
    </Stack>
  )
}
