import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { BROADCAST_STATUSES, DEFAULT_PER_PAGE } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { AddLinkButton } from '../../components/list/AddLinkButton'
import { FilterSelect } from '../../components/list/FilterSelect'
import type { ListSpec } from '../../components/list/list-params'
import { ListPagination } from '../../components/list/ListPagination'
import { ResponsiveList } from '../../components/list/ResponsiveList'
import { SearchField } from '../../components/list/SearchField'
import { useListParams } from '../../components/list/use-list-params'
import { NoticeSnackbar } from '../../components/NoticeSnackbar'
import { keyOf } from '../../i18n/text-key'
import { useNotice } from '../../lib/use-notice'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { useBroadcastColumns } from './components/broadcast-columns'
import { useBroadcasts } from './hooks'
import { broadcastPaths } from './paths'
import { broadcastStatusText } from './text-keys'

const PAGE_SIZES = [25, DEFAULT_PER_PAGE, 100]
const LIST_PARAMS: ListSpec<{ search: 'text'; status: 'choice' }> = {
  filters: { search: 'text', status: 'choice' },
  perPage: { options: PAGE_SIZES, initial: DEFAULT_PER_PAGE },
}

/** /broadcast: the broadcasts of the centres in reach, newest first, filtered by status and subject. */
export default function BroadcastListPage() {
  const { t } = useTranslation()
  const { me, can } = useStaffSession()
  const list = useListParams(LIST_PARAMS)
  const broadcasts = useBroadcasts(me.fkSchool, list.query, { page: list.page, perPage: list.perPage })
  const columns = useBroadcastColumns()
  const [notice, setNotice] = useNotice()
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          {t('broadcasts.title')}
        </Typography>
        {can('broadcasts.compose') && (
          <AddLinkButton to={broadcastPaths.create} label={t('broadcasts.add')} testId="broadcast-add" />
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SearchField
          label={t('broadcasts.search')}
          value={list.filters.search ?? ''}
          onSearch={(search) => list.set({ filters: { search } })}
          testId="broadcast-search"
        />
        <FilterSelect
          label={t('broadcasts.status')}
          value={list.filters.status}
          allLabel={t('broadcasts.allStatuses')}
          options={BROADCAST_STATUSES.map((s) => ({
            value: s,
            label: t(keyOf(broadcastStatusText, s, 'draft')),
          }))}
          onChange={(status) => list.set({ filters: { status } })}
          testId="broadcast-filter-status"
        />
      </Stack>
      <ResponsiveList
        query={broadcasts}
        rowsOf={(data) => data.getBroadcasting.data}
        rowKey={(b) => b.ID}
        columns={columns}
        label={t('broadcasts.title')}
        emptyText={t('common.noData')}
        testId="broadcasts"
        rowTestId="broadcast-row"
        rowActions={(b) => (
          <Button
            component={RouterLink}
            to={broadcastPaths.edit(b.ID)}
            size="small"
            data-testid={`broadcast-open-${b.ID}`}
          >
            {t('broadcasts.open')}
          </Button>
        )}
        exportName="broadcasts"
        footer={({ getBroadcasting: result }) => (
          <ListPagination count={result.totalCount} paging={list} testId="broadcasts-pagination" />
        )}
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} testId="broadcasts-notice" />
    </Stack>
  )
}
