import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { DEFAULT_PER_PAGE } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { ListSpec } from '../../components/list/list-params'
import { ListPagination } from '../../components/list/ListPagination'
import { type Column, ResponsiveList } from '../../components/list/ResponsiveList'
import { SearchField } from '../../components/list/SearchField'
import { useListParams } from '../../components/list/use-list-params'
import { keyOf } from '../../i18n/text-key'
import { formatDate, formatMoney } from '../../lib/format'
import { useStaffSession } from '../../shell/session/use-staff-session'
import type { FinanceSearchHit } from './account-documents'
import { useFinanceSearch } from './hooks'
import { financePaths } from './paths'
import { documentKindText } from './text-keys'

const PAGE_SIZES = [25, DEFAULT_PER_PAGE, 100]
const LIST_PARAMS: ListSpec<{ q: 'text' }> = {
  filters: { q: 'text' },
  perPage: { options: PAGE_SIZES, initial: DEFAULT_PER_PAGE },
}

/** Where a hit opens: its invoice's page (receipts and notes too), or the refunds tab. */
const hitPath = (h: FinanceSearchHit) =>
  h.IDInvoice === null || h.IDInvoice === undefined
    ? financePaths.tab('refunds')
    : financePaths.invoice(h.IDInvoice)

/** ?tab=search: finance documents by child or parent name, birth certificate, number or amount. */
export default function SearchTab() {
  const { t } = useTranslation()
  const { me } = useStaffSession()
  const list = useListParams(LIST_PARAMS)
  const keyword = list.filters.q ?? ''
  const hits = useFinanceSearch(me.fkSchool, keyword, { page: list.page, perPage: list.perPage })
  const columns: Column<FinanceSearchHit>[] = [
    {
      key: 'number',
      header: t('finance.search.number'),
      cell: (h) => <Link to={hitPath(h)}>{h.number}</Link>,
      card: 'title',
      strong: true,
      exportValue: (h) => h.number,
    },
    {
      key: 'kind',
      header: t('finance.type'),
      cell: (h) => t(keyOf(documentKindText, h.kind, 'invoice')),
      card: 'badge',
      exportValue: (h) => h.kind,
    },
    {
      key: 'child',
      header: t('finance.search.child'),
      cell: (h) => h.childName,
      exportValue: (h) => h.childName,
    },
    {
      key: 'date',
      header: t('finance.date'),
      cell: (h) => formatDate(h.date),
      nowrap: true,
      exportValue: (h) => h.date,
    },
    {
      key: 'amount',
      header: t('finance.search.amount'),
      cell: (h) => formatMoney(h.amount),
      align: 'right',
      nowrap: true,
      exportValue: (h) => h.amount / 100,
    },
  ]
  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      <SearchField
        label={t('finance.search.label')}
        placeholder={t('finance.search.placeholder')}
        value={keyword}
        onSearch={(q) => list.set({ filters: { q }, page: 1 })}
        testId="finance-search"
        sx={{ maxWidth: 480 }}
      />
      {keyword.length < 2 ? (
        <Typography color="text.secondary">{t('finance.search.hint')}</Typography>
      ) : (
        <ResponsiveList
          query={hits}
          rowsOf={(d) => d.searchFinance.data}
          rowKey={(h) => `${h.kind}-${h.ID}`}
          columns={columns}
          label={t('finance.search.results')}
          emptyText={t('finance.search.none')}
          testId="finance-search-results"
          rowTestId="finance-search-hit"
          exportName="finance-search"
          footer={(d) => (
            <ListPagination
              count={d.searchFinance.totalCount}
              paging={list}
              perPageLabel={t('finance.perPage')}
              testId="finance-search-pagination"
            />
          )}
        />
      )}
    </Stack>
  )
}
