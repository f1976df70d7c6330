import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { DEFAULT_PER_PAGE, REFUND_STATUSES } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { FilterSelect } from '../../components/list/FilterSelect'
import type { ListSpec } from '../../components/list/list-params'
import { ListPagination } from '../../components/list/ListPagination'
import { type Column, ResponsiveList } from '../../components/list/ResponsiveList'
import { useListParams } from '../../components/list/use-list-params'
import type { FinanceRefundListQuery } from '../../generated/graphql'
import { keyOf } from '../../i18n/text-key'
import { formatDate, formatMoney } from '../../lib/format'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { useFinanceCentres, useRefunds } from './hooks'
import { refundStatusText, refundTypeText } from './text-keys'

type Family = FinanceRefundListQuery['findAllConsolidatedRefund']['data'][number]
const PAGE_SIZES = [25, DEFAULT_PER_PAGE, 100]
const LIST_PARAMS: ListSpec<{ centre: 'id'; status: 'choice' }> = {
  filters: { centre: 'id', status: 'choice' },
  perPage: { options: PAGE_SIZES, initial: DEFAULT_PER_PAGE },
}

/** The school's refunds, one entry per family with each refund's type, status and completion date. */
export default function RefundsTab() {
  const { t } = useTranslation()
  const { me } = useStaffSession()
  const list = useListParams(LIST_PARAMS)
  const centres = useFinanceCentres().data?.getAccessibleCentresForModule ?? []
  const refunds = useRefunds(
    me.fkSchool,
    { centreID: list.filters.centre, status: list.filters.status },
    { page: list.page, perPage: list.perPage },
  )
  const itemText = (r: Family['refunds'][number]) =>
    [
      r.label,
      t(keyOf(refundTypeText, r.type, 'fee')),
      formatMoney(r.amount),
      t(keyOf(refundStatusText, r.status, 'pending')),
      r.isCda ? t('finance.refunds.cda') : null,
      r.refundCompletionDate
        ? `${t('finance.refunds.completed')} ${formatDate(r.refundCompletionDate)}`
        : formatDate(r.date),
    ]
      .filter(Boolean)
      .join(' · ')
  const columns: Column<Family>[] = [
    {
      key: 'child',
      header: t('finance.refunds.family'),
      cell: (f) => f.childName,
      card: 'title',
      strong: true,
      exportValue: (f) => f.childName,
    },
    {
      key: 'total',
      header: t('finance.total'),
      cell: (f) => formatMoney(f.totalAmount),
      card: 'badge',
      align: 'right',
      exportValue: (f) => f.totalAmount / 100,
    },
    {
      key: 'items',
      header: t('finance.refunds.items'),
      cell: (f) => (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {f.refunds.map((r) => (
            <Typography component="li" variant="body2" key={r.ID} data-testid={`finance-refund-${r.ID}`}>
              {itemText(r)}
            </Typography>
          ))}
        </Box>
      ),
      exportValue: (f) => f.refunds.map(itemText).join('; '),
    },
  ]
  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FilterSelect
          label={t('finance.centre')}
          value={list.filters.centre}
          allLabel={t('finance.all')}
          options={centres.map((c) => ({ value: c.ID, label: c.label }))}
          onChange={(centre) => list.set({ filters: { centre }, page: 1 })}
          testId="finance-refunds-centre"
        />
        <FilterSelect
          label={t('finance.status')}
          value={list.filters.status}
          allLabel={t('finance.all')}
          options={REFUND_STATUSES.map((s) => ({ value: s, label: t(refundStatusText[s]) }))}
          onChange={(status) => list.set({ filters: { status }, page: 1 })}
          testId="finance-refunds-status"
        />
      </Stack>
      <ResponsiveList
        query={refunds}
        rowsOf={(d) => d.findAllConsolidatedRefund.data}
        rowKey={(f) => f.IDChild}
        columns={columns}
        label={t('finance.tabs.refunds')}
        emptyText={t('common.noData')}
        testId="finance-refunds"
        rowTestId="finance-refund-family"
        exportName="refunds"
        footer={(d) => (
          <ListPagination
            count={d.findAllConsolidatedRefund.totalCount}
            paging={list}
            perPageLabel={t('finance.perPage')}
            testId="finance-refunds-pagination"
          />
        )}
      />
    </Stack>
  )
}
