import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { DEFAULT_PER_PAGE } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { PageTabs } from '../PageTabs'
import { FilterSelect } from './FilterSelect'
import type { ListSpec } from './list-params'
import type { ListQuery } from './ListContent'
import { ListPagination } from './ListPagination'
import { type Column, ResponsiveList } from './ResponsiveList'
import { SearchField } from './SearchField'
import { useListParams } from './use-list-params'

const TABS = ['drafts', 'completed'] as const
const PAGE_SIZES = [25, DEFAULT_PER_PAGE, 100]
const LIST_PARAMS: ListSpec<{ search: 'text'; status: 'choice' }> = {
  filters: { search: 'text', status: 'choice' },
  tabs: TABS,
  perPage: { options: PAGE_SIZES, initial: DEFAULT_PER_PAGE },
}

/**
 * The address of a requests page (withdrawals, transfers): the tab (open requests or completed), the search and
 * status filters and the page. Empty filter values are dropped before the query (spec 002 section 5).
 */
export function useRequestList() {
  const list = useListParams(LIST_PARAMS)
  const tab = (list.tab ?? 'drafts') as (typeof TABS)[number]
  const paging = { page: list.page, perPage: list.perPage }
  const filter = {
    search: list.filters.search || null,
    status: tab === 'drafts' ? list.filters.status || null : null,
  }
  return { list, tab, paging, filter }
}

/** One tab's list: its query, its rows and its total, as the page's two queries answer them. */
interface TabList<Data, Row> {
  query: ListQuery<Data>
  rowsOf: (data: Data) => readonly Row[]
  totalOf: (data: Data) => number
  testId: string
}

interface Props<Drafts, Completed, Row extends { ID: number }> {
  state: ReturnType<typeof useRequestList>
  texts: {
    title: string
    search: string
    status: string
    all: string
    drafts: string
    completed: string
    perPage: string
  }
  /** Test ids and the tabs' ids: <idPrefix>-search, -filter-status, -pagination; the export's file name. */
  idPrefix: string
  rowTestId: string
  statusOptions: { value: string; label: string }[]
  columns: readonly Column<Row>[]
  drafts: TabList<Drafts, Row>
  completed: TabList<Completed, Row>
}

/**
 * A page of requests that move through approvals (withdrawals, transfers): the open requests, filtered by status,
 * and the completed ones, each tab a list of the kit with search, pagination and export.
 */
export function RequestListPage<Drafts, Completed, Row extends { ID: number }>(
  props: Props<Drafts, Completed, Row>,
) {
  const { t } = useTranslation()
  const { list, tab } = props.state
  const { texts, idPrefix } = props
  const pager = (count: number) => (
    <ListPagination
      count={count}
      paging={list}
      perPageLabel={texts.perPage}
      testId={`${idPrefix}-pagination`}
    />
  )
  const common = {
    rowKey: (row: Row) => row.ID,
    columns: props.columns,
    emptyText: t('common.noData'),
    rowTestId: props.rowTestId,
    exportName: idPrefix,
  }
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {texts.title}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SearchField
          value={list.filters.search}
          onSearch={(search) => list.set({ filters: { search } })}
          label={texts.search}
          testId={`${idPrefix}-search`}
        />
        {tab === 'drafts' && (
          <FilterSelect
            label={texts.status}
            value={list.filters.status}
            allLabel={texts.all}
            options={props.statusOptions}
            onChange={(status) => list.set({ filters: { status } })}
            testId={`${idPrefix}-filter-status`}
          />
        )}
      </Stack>
      <PageTabs
        value={tab}
        onChange={(next) => list.set({ tab: next, page: 1 })}
        tabs={TABS.map((value) => ({ value, label: value === 'drafts' ? texts.drafts : texts.completed }))}
        label={texts.title}
        idPrefix={idPrefix}
      >
        {tab === 'drafts' ? (
          <ResponsiveList
            {...common}
            query={props.drafts.query}
            rowsOf={props.drafts.rowsOf}
            label={texts.drafts}
            testId={props.drafts.testId}
            footer={(d) => pager(props.drafts.totalOf(d))}
          />
        ) : (
          <ResponsiveList
            {...common}
            query={props.completed.query}
            rowsOf={props.completed.rowsOf}
            label={texts.completed}
            testId={props.completed.testId}
            footer={(d) => pager(props.completed.totalOf(d))}
          />
        )}
      </PageTabs>
    </Stack>
  )
}
