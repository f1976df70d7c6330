import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import {
  addMonths,
  DEFAULT_PER_PAGE,
  INVOICE_STATUSES,
  INVOICE_TYPES,
  singaporeToday,
} from '@preschool/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { FilterSelect } from '../../components/list/FilterSelect'
import type { ListSpec } from '../../components/list/list-params'
import { ListPagination } from '../../components/list/ListPagination'
import { ResponsiveList } from '../../components/list/ResponsiveList'
import { useListParams } from '../../components/list/use-list-params'
import { formatMonth } from '../../lib/format'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { useFinanceCentres, useInvoices } from './hooks'
import { useInvoiceColumns } from './invoice-columns'
import { NewInvoiceDialog } from './NewInvoiceDialog'
import { financePaths } from './paths'
import { invoiceStatusText, invoiceTypeText } from './text-keys'

const PAGE_SIZES = [25, DEFAULT_PER_PAGE, 100]
const LIST_PARAMS: ListSpec<{ centre: 'id'; month: 'choice'; status: 'choice'; type: 'choice' }> = {
  filters: { centre: 'id', month: 'choice', status: 'choice', type: 'choice' },
  perPage: { options: PAGE_SIZES, initial: DEFAULT_PER_PAGE },
}
/** The months a filter offers: this month and the eleven before it. */
const recentMonths = () => Array.from({ length: 12 }, (_, n) => addMonths(singaporeToday(), -n))

/** The school's invoices in reach, by centre, month, status and type (findAllInvoice), exportable. */
export default function InvoicesTab() {
  const { t } = useTranslation()
  const { me, can } = useStaffSession()
  const navigate = useNavigate()
  const [creating, setCreating] = useState(false)
  const list = useListParams(LIST_PARAMS)
  const centres = useFinanceCentres().data?.getAccessibleCentresForModule ?? []
  const f = list.filters
  const invoices = useInvoices(
    me.fkSchool,
    { centreID: f.centre, month: f.month, status: f.status, type: f.type },
    { page: list.page, perPage: list.perPage },
  )
  const columns = useInvoiceColumns()
  const all = t('finance.all')
  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      {/* The children to bill come from the children list: both accesses are needed. */}
      {can('finance.offlineInvoice') && can('children.list') && (
        <>
          <Button
            variant="contained"
            onClick={() => setCreating(true)}
            sx={{ alignSelf: 'flex-start' }}
            data-testid="finance-new-invoice-open"
          >
            {t('finance.newInvoice.open')}
          </Button>
          <NewInvoiceDialog
            open={creating}
            onClose={() => setCreating(false)}
            onDone={(invoice) => navigate(financePaths.invoice(invoice.ID))}
          />
        </>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ flexWrap: 'wrap' }}>
        <FilterSelect
          label={t('finance.centre')}
          value={f.centre}
          allLabel={all}
          options={centres.map((c) => ({ value: c.ID, label: c.label }))}
          onChange={(centre) => list.set({ filters: { centre }, page: 1 })}
          testId="finance-invoices-centre"
        />
        <FilterSelect
          label={t('finance.month')}
          value={f.month}
          allLabel={all}
          options={recentMonths().map((m) => ({ value: m, label: formatMonth(m) }))}
          onChange={(month) => list.set({ filters: { month }, page: 1 })}
          testId="finance-invoices-month"
        />
        <FilterSelect
          label={t('finance.status')}
          value={f.status}
          allLabel={all}
          options={INVOICE_STATUSES.map((s) => ({ value: s, label: t(invoiceStatusText[s]) }))}
          onChange={(status) => list.set({ filters: { status }, page: 1 })}
          testId="finance-invoices-status"
        />
        <FilterSelect
          label={t('finance.type')}
          value={f.type}
          allLabel={all}
          options={INVOICE_TYPES.map((s) => ({ value: s, label: t(invoiceTypeText[s]) }))}
          onChange={(type) => list.set({ filters: { type }, page: 1 })}
          testId="finance-invoices-type"
        />
      </Stack>
      <ResponsiveList
        query={invoices}
        rowsOf={(d) => d.findAllInvoice.data}
        rowKey={(i) => i.ID}
        columns={columns}
        label={t('finance.tabs.invoices')}
        emptyText={t('common.noData')}
        testId="finance-invoices"
        rowTestId="finance-invoice"
        exportName="invoices"
        footer={(d) => (
          <ListPagination
            count={d.findAllInvoice.totalCount}
            paging={list}
            perPageLabel={t('finance.perPage')}
            testId="finance-invoices-pagination"
          />
        )}
      />
    </Stack>
  )
}
