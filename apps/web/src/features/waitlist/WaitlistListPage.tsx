import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import Button from '@mui/material/Button'
import { cleanWaitListFilter } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { PageTabs } from '../../components/PageTabs'
import { Link as RouterLink } from 'react-router'
import type { ListSpec } from '../../components/list/list-params'
import { ListPagination } from '../../components/list/ListPagination'
import { ResponsiveList } from '../../components/list/ResponsiveList'
import { useListParams } from '../../components/list/use-list-params'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { useWaitlistColumns } from './components/waitlist-columns'
import { VacancyTab } from './components/VacancyTab'
import { WaitlistFilters } from './components/WaitlistFilters'
import { WaitlistSearch } from './components/WaitlistSearch'
import { useWaitList } from './hooks'
import { waitlistPaths } from './paths'

const PAGE_SIZES = [25, 50, 100]
const LIST_PARAMS: ListSpec<{
  centre: 'id'
  level: 'id'
  tag: 'id'
  status: 'choice'
  month: 'choice'
  race: 'choice'
  vacancy: 'flag'
}> = {
  filters: {
    centre: 'id',
    level: 'id',
    tag: 'id',
    status: 'choice',
    month: 'choice',
    race: 'choice',
    vacancy: 'flag',
  },
  tabs: ['queue', 'vacancy'],
  perPage: { options: PAGE_SIZES, initial: 25 },
}

/** /waitlistmanagement: the families waiting at the centres in reach, in queue order, each with why it stands there. */
export default function WaitlistListPage() {
  const { t } = useTranslation()
  const { can } = useStaffSession()
  const list = useListParams(LIST_PARAMS)
  const f = list.filters
  const waitlistStatus = f.status === 'waitlisted' ? true : f.status === 'pending' ? false : null
  // The spec's rule, shared with the server: empty values dropped, the waitlist status only when null.
  const variables = cleanWaitListFilter({
    filter: cleanWaitListFilter({ fkCentre: f.centre, fkLevel: f.level, waitlistStatus }),
    tag: f.tag,
    preferEnrolDate: f.month,
    race: f.race,
    filterByVacancy: f.vacancy,
  })
  const waitList = useWaitList({ ...variables, pagination: { page: list.page, perPage: list.perPage } })
  const columns = useWaitlistColumns()
  const filtered = Object.keys(list.query).length > 0
  const queue = (
    <ResponsiveList
      query={waitList}
      rowsOf={(data) => data.getWaitList.data}
      rowKey={(row) => row.ID}
      columns={columns}
      label={t('waitlist.title')}
      emptyText={filtered ? t('common.noResult') : t('common.noData')}
      testId="waitlist"
      rowTestId="waitlist-row"
      exportName="waitlist"
      footer={({ getWaitList: result }) => (
        <ListPagination
          count={result.totalCount}
          paging={list}
          perPageLabel={t('waitlist.perPage')}
          testId="waitlist-pagination"
        />
      )}
    />
  )
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          {t('waitlist.title')}
        </Typography>
        {can('waitlist.tags') && (
          <Button component={RouterLink} to={waitlistPaths.tags} data-testid="waitlist-tags-link">
            {t('waitlist.tagsTitle')}
          </Button>
        )}
      </Stack>
      <WaitlistSearch />
      <WaitlistFilters values={f} onChange={(patch) => list.set({ filters: patch, page: 1 })} />
      <PageTabs
        value={list.tab ?? 'queue'}
        onChange={(tab) => list.set({ tab })}
        tabs={[
          { value: 'queue', label: t('waitlist.queueTab') },
          { value: 'vacancy', label: t('waitlist.vacancyTab') },
        ]}
        label={t('waitlist.title')}
        idPrefix="waitlist"
      >
        {list.tab === 'vacancy' ? <VacancyTab centreId={f.centre} levelId={f.level} /> : queue}
      </PageTabs>
    </Stack>
  )
}
