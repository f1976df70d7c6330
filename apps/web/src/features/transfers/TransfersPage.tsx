import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { DEFAULT_PER_PAGE, TransferStatus } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { FilterSelect } from '../../components/list/FilterSelect'
import type { ListSpec } from '../../components/list/list-params'
import { ListPagination } from '../../components/list/ListPagination'
import { ResponsiveList } from '../../components/list/ResponsiveList'
import { SearchField } from '../../components/list/SearchField'
import { useListParams } from '../../components/list/use-list-params'
import { PageTabs } from '../../components/PageTabs'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { useCompletedTransfers, useTransferDrafts } from './hooks'
import { transferStatusText } from './text-keys'
import { useTransferColumns } from './transfer-columns'

const TABS = ['drafts', 'completed'] as const
const PAGE_SIZES = [25, DEFAULT_PER_PAGE, 100]
const LIST_PARAMS: ListSpec<{ search: 'text'; status: 'choice' }> = {
  filters: { search: 'text', status: 'choice' },
  tabs: TABS,
  perPage: { options: PAGE_SIZES, initial: DEFAULT_PER_PAGE },
}

/** /transfers: the transfer requests out of or into the centres in reach, and the completed transfers (a tab). */
export default function TransfersPage() {
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
  const drafts = useTransferDrafts(me.fkSchool, filter, paging)
  const completed = useCompletedTransfers(me.fkSchool, filter, paging)
  const columns = useTransferColumns()
  const pager = (count: number) => (
    <ListPagination
      count={count}
      page={list.page}
      perPage={list.perPage}
      perPageOptions={PAGE_SIZES}
      onChange={list.set}
      perPageLabel={t('transfers.perPage')}
      testId="transfers-pagination"
    />
  )
  const common = {
    rowKey: (w: { ID: number }) => w.ID,
    columns,
    emptyText: t('common.noData'),
    rowTestId: 'transfer-row',
    exportName: 'transfers',
  }
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('transfers.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SearchField
          value={list.filters.search}
          onSearch={(search) => list.set({ filters: { search } })}
          label={t('transfers.search')}
          testId="transfers-search"
        />
        {tab === 'drafts' && (
          <FilterSelect
            label={t('transfers.status')}
            value={list.filters.status}
            allLabel={t('transfers.all')}
            options={TransferStatus.filter((s) => s !== 'completed').map((s) => ({
              value: s,
              label: t(transferStatusText[s]),
            }))}
            onChange={(status) => list.set({ filters: { status } })}
            testId="transfers-filter-status"
          />
        )}
      </Stack>
      <PageTabs
        value={tab}
        onChange={(next) => list.set({ tab: next, page: 1 })}
        tabs={TABS.map((value) => ({
          value,
          label: t(value === 'drafts' ? 'transfers.drafts' : 'transfers.completed'),
        }))}
        label={t('transfers.title')}
        idPrefix="transfers"
      >
        {tab === 'drafts' ? (
          <ResponsiveList
            {...common}
            query={drafts}
            rowsOf={(d) => d.getTransferDrafts.data}
            label={t('transfers.drafts')}
            testId="transfer-drafts"
            footer={(d) => pager(d.getTransferDrafts.totalCount)}
          />
        ) : (
          <ResponsiveList
            {...common}
            query={completed}
            rowsOf={(d) => d.getCompletedTransferRequests.data}
            label={t('transfers.completed')}
            testId="transfers-completed"
            footer={(d) => pager(d.getCompletedTransferRequests.totalCount)}
          />
        )}
      </PageTabs>
    </Stack>
  )
}
