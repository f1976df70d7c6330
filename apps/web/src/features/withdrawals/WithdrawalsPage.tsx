import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { DEFAULT_PER_PAGE, WithdrawalStatus } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { FilterSelect } from '../../components/list/FilterSelect'
import type { ListSpec } from '../../components/list/list-params'
import { ListPagination } from '../../components/list/ListPagination'
import { ResponsiveList } from '../../components/list/ResponsiveList'
import { SearchField } from '../../components/list/SearchField'
import { useListParams } from '../../components/list/use-list-params'
import { PageTabs } from '../../components/PageTabs'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { useCompletedWithdrawals, useWithdrawalDrafts } from './hooks'
import { withdrawalStatusText } from './text-keys'
import { useWithdrawalColumns } from './withdrawal-columns'

const TABS = ['drafts', 'completed'] as const
const PAGE_SIZES = [25, DEFAULT_PER_PAGE, 100]
const LIST_PARAMS: ListSpec<{ search: 'text'; status: 'choice' }> = {
  filters: { search: 'text', status: 'choice' },
  tabs: TABS,
  perPage: { options: PAGE_SIZES, initial: DEFAULT_PER_PAGE },
}

/** /withdrawals: the withdrawal requests of the centres in reach, and the completed withdrawals (a tab). */
export default function WithdrawalsPage() {
  const { t } = useTranslation()
  const { me } = useStaffSession()
  const list = useListParams(LIST_PARAMS)
  const tab = (list.tab ?? 'drafts') as (typeof TABS)[number]
  const paging = { page: list.page, perPage: list.perPage }
  // Empty filter values are dropped before the query (spec 002 section 5).
  const filter = {
    search: list.filters.search || null,
    status: tab === 'drafts' ? list.filters.status || null : null,
  }
  const drafts = useWithdrawalDrafts(me.fkSchool, filter, paging)
  const completed = useCompletedWithdrawals(me.fkSchool, filter, paging)
  const columns = useWithdrawalColumns()
  const pager = (count: number) => (
    <ListPagination
      count={count}
      page={list.page}
      perPage={list.perPage}
      perPageOptions={PAGE_SIZES}
      onChange={list.set}
      perPageLabel={t('withdrawals.perPage')}
      testId="withdrawals-pagination"
    />
  )
  const common = {
    rowKey: (w: { ID: number }) => w.ID,
    columns,
    emptyText: t('common.noData'),
    rowTestId: 'withdrawal-row',
    exportName: 'withdrawals',
  }
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('withdrawals.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SearchField
          value={list.filters.search}
          onSearch={(search) => list.set({ filters: { search } })}
          label={t('withdrawals.search')}
          testId="withdrawals-search"
        />
        {tab === 'drafts' && (
          <FilterSelect
            label={t('withdrawals.status')}
            value={list.filters.status}
            allLabel={t('withdrawals.all')}
            options={WithdrawalStatus.filter((s) => s !== 'withdrawn').map((s) => ({
              value: s,
              label: t(withdrawalStatusText[s]),
            }))}
            onChange={(status) => list.set({ filters: { status } })}
            testId="withdrawals-filter-status"
          />
        )}
      </Stack>
      <PageTabs
        value={tab}
        onChange={(next) => list.set({ tab: next, page: 1 })}
        tabs={TABS.map((value) => ({
          value,
          label: t(value === 'drafts' ? 'withdrawals.drafts' : 'withdrawals.completed'),
        }))}
        label={t('withdrawals.title')}
        idPrefix="withdrawals"
      >
        {tab === 'drafts' ? (
          <ResponsiveList
            {...common}
            query={drafts}
            rowsOf={(d) => d.findAllWithdrawalDraft.data}
            label={t('withdrawals.drafts')}
            testId="withdrawal-drafts"
            footer={(d) => pager(d.findAllWithdrawalDraft.totalCount)}
          />
        ) : (
          <ResponsiveList
            {...common}
            query={completed}
            rowsOf={(d) => d.findAllWithdrawal.data}
            label={t('withdrawals.completed')}
            testId="withdrawals-completed"
            footer={(d) => pager(d.findAllWithdrawal.totalCount)}
          />
        )}
      </PageTabs>
    </Stack>
  )
}
