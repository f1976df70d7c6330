import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { DEFAULT_PER_PAGE } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useLocation } from 'react-router'
import type { ListSpec } from '../../components/list/list-params'
import { FilterSelect } from '../../components/list/FilterSelect'
import { SearchField } from '../../components/list/SearchField'
import { ListPagination } from '../../components/list/ListPagination'
import { type Column, ResponsiveList } from '../../components/list/ResponsiveList'
import { useListParams } from '../../components/list/use-list-params'
import { useGqlQuery } from '../../lib/graphql-hooks'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { type ChildRow, childListCentresQuery, childrenQuery, pastChildrenQuery } from './documents'
import { childPaths } from './paths'

const PAGE_SIZES = [25, DEFAULT_PER_PAGE, 100]
const LIST_PARAMS: ListSpec<{ search: 'text'; centreID: 'id' }> = {
  filters: { search: 'text', centreID: 'id' },
  perPage: { options: PAGE_SIZES, initial: DEFAULT_PER_PAGE },
  tabs: ['enrolled', 'past'],
}

/** /childrenlist and /enrolledchildren: enrolled children (or past ones) in reach, with their level and class. */
export default function ChildrenListPage() {
  const { t } = useTranslation()
  const { me, can } = useStaffSession()
  const enrolledRoute = useLocation().pathname.startsWith(childPaths.enrolled)
  const list = useListParams(LIST_PARAMS)
  const variables = {
    IDSchool: me.fkSchool,
    filter: list.query,
    pagination: { page: list.page, perPage: list.perPage },
  }
  const past = list.tab === 'past'
  const centres = useGqlQuery(childListCentresQuery, {}).data?.getAccessibleCentresForModule ?? []
  const current = useGqlQuery(childrenQuery, variables, { enabled: !past })
  const former = useGqlQuery(pastChildrenQuery, variables, { enabled: past })
  const profile = (id: number) => (enrolledRoute ? childPaths.enrolledProfile(id) : childPaths.profile(id))
  const columns: Column<ChildRow>[] = [
    {
      key: 'name',
      header: t('classes.name'),
      card: 'title',
      cell: (c) => (
        <Link component={RouterLink} to={profile(c.ID)} data-testid={`child-link-${c.ID}`}>
          {c.firstname} {c.lastname}
        </Link>
      ),
      exportValue: (c) => `${c.firstname} ${c.lastname}`,
    },
    {
      key: 'dob',
      header: t('classes.dateOfBirth'),
      cell: (c) => c.dateOfBirth,
      exportValue: (c) => c.dateOfBirth,
    },
    {
      key: 'centre',
      header: t('classes.centre'),
      cell: (c) => c.closestLevel?.centre.label ?? '',
      exportValue: (c) => c.closestLevel?.centre.label ?? '',
    },
    {
      key: 'level',
      header: t('classes.level'),
      cell: (c) => c.closestLevel?.level.label ?? '',
      exportValue: (c) => c.closestLevel?.level.label ?? '',
    },
    {
      key: 'class',
      header: t('classes.class'),
      card: 'badge',
      cell: (c) => (c.currentClass ?? c.upcomingClass)?.class.label ?? t('classes.noClass'),
      exportValue: (c) => (c.currentClass ?? c.upcomingClass)?.class.label ?? '',
    },
  ]
  type Page = { totalCount: number; data: ChildRow[] }
  const pageOf = (d: { getChildrenData?: Page; getPastChildrenData?: Page }): Page =>
    d.getChildrenData ?? d.getPastChildrenData ?? { totalCount: 0, data: [] }
  const rows = (d: { getChildrenData?: Page; getPastChildrenData?: Page }) => pageOf(d).data
  const total = (d: { getChildrenData?: Page; getPastChildrenData?: Page }) => pageOf(d).totalCount
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {t('classes.childrenTitle')}
        </Typography>
        <Stack direction="row" spacing={1}>
          {can('classes.edit') && (
            <Button
              component={RouterLink}
              to={enrolledRoute ? childPaths.enrolledAssign : childPaths.assign}
              data-testid="children-assign"
            >
              {t('classes.assignTitle')}
            </Button>
          )}
          {can('children.promote') && (
            <Button
              component={RouterLink}
              to={enrolledRoute ? childPaths.enrolledPromote : childPaths.promote}
              data-testid="children-promote"
            >
              {t('classes.promotionTitle')}
            </Button>
          )}
        </Stack>
      </Stack>
      <Tabs
        value={list.tab ?? 'enrolled'}
        onChange={(_e, tab: string) => list.set({ tab })}
        aria-label={t('classes.childrenTitle')}
      >
        <Tab value="enrolled" label={t('classes.enrolledTab')} data-testid="children-tab-enrolled" />
        <Tab value="past" label={t('classes.pastTab')} data-testid="children-tab-past" />
      </Tabs>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SearchField
          size="small"
          label={t('classes.search')}
          value={list.filters.search}
          onSearch={(search) => list.set({ filters: { search } })}
          testId="children-search"
        />
        {/* HQ and principals of several centres narrow the list to one; a one-centre user needs no choice. */}
        {centres.length > 1 && (
          <FilterSelect
            label={t('classes.centre')}
            value={list.filters.centreID}
            options={centres.map((c) => ({ value: c.ID, label: c.label }))}
            allLabel={t('classes.allCentres')}
            onChange={(centreID) => list.set({ filters: { centreID } })}
            testId="children-centre"
            sx={{ minWidth: 240 }}
          />
        )}
      </Stack>
      <ResponsiveList
        query={past ? former : current}
        rowsOf={rows}
        rowKey={(c) => c.ID}
        columns={columns}
        label={t('classes.childrenTitle')}
        emptyText={t('common.noData')}
        testId="children"
        rowTestId="child-row"
        exportName="children"
        footer={(d) => <ListPagination count={total(d)} paging={list} testId="children-pagination" />}
      />
    </Stack>
  )
}
