import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { DEFAULT_PER_PAGE } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { AddLinkButton } from '../../components/list/AddLinkButton'
import type { ListSpec } from '../../components/list/list-params'
import { ListPagination } from '../../components/list/ListPagination'
import { type Column, ResponsiveList } from '../../components/list/ResponsiveList'
import { useListParams } from '../../components/list/use-list-params'
import { NoticeSnackbar } from '../../components/NoticeSnackbar'
import { useGqlQuery } from '../../lib/graphql-hooks'
import { useNotice } from '../../lib/use-notice'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { type ClassRow, classesListQuery } from './documents'
import { overCapacityBadge } from './capacity-text'
import { classPaths } from './paths'
import { StatusChip } from '../../components/StatusChip'

const PAGE_SIZES = [25, DEFAULT_PER_PAGE, 100]
const LIST_PARAMS: ListSpec<{ search: 'text' }> = {
  filters: { search: 'text' },
  perPage: { options: PAGE_SIZES, initial: DEFAULT_PER_PAGE },
}

/** /classmanagement: the classes in reach with their teachers and counts; create for class_management write. */
export default function ClassListPage() {
  const { t } = useTranslation()
  const { me, can } = useStaffSession()
  const list = useListParams(LIST_PARAMS)
  const classes = useGqlQuery(classesListQuery, {
    IDSchool: me.fkSchool,
    filter: list.query,
    pagination: { page: list.page, perPage: list.perPage },
  })
  const [notice, setNotice] = useNotice()
  const columns: Column<ClassRow>[] = [
    {
      key: 'label',
      header: t('classes.label'),
      card: 'title',
      strong: true,
      cell: (c) => (
        <Link component={RouterLink} to={classPaths.detail(c.ID)} data-testid={`class-link-${c.ID}`}>
          {c.label}
        </Link>
      ),
      exportValue: (c) => c.label,
    },
    {
      key: 'centre',
      header: t('classes.centre'),
      cell: (c) => c.centre.label,
      exportValue: (c) => c.centre.label,
    },
    {
      key: 'level',
      header: t('classes.level'),
      cell: (c) => c.level.label,
      exportValue: (c) => c.level.label,
    },
    {
      key: 'teachers',
      header: t('classes.teachers'),
      cell: (c) => c.teachers.map((x) => `${x.firstname} ${x.lastname}`).join(', '),
      exportValue: (c) => c.teachers.map((x) => `${x.firstname} ${x.lastname}`).join(', '),
    },
    {
      key: 'children',
      header: t('classes.children'),
      card: 'badge',
      cell: (c) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>
            {t('classes.size', { current: c.currentChildrenCount, upcoming: c.upcomingChildrenCount })}
          </span>
          {c.overCapacity && (
            <StatusChip
              tone="warning"
              label={overCapacityBadge(t, c)}
              testId={`class-over-capacity-${c.ID}`}
            />
          )}
        </Stack>
      ),
      exportValue: (c) => c.currentChildrenCount + c.upcomingChildrenCount,
    },
  ]
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          {t('classes.title')}
        </Typography>
        {can('classes.photo') && (
          <AddLinkButton to={classPaths.create} label={t('classes.add')} testId="class-add" />
        )}
      </Stack>
      <ResponsiveList
        query={classes}
        rowsOf={(data) => data.getAllClassInfo.data}
        rowKey={(c) => c.ID}
        columns={columns}
        label={t('classes.title')}
        emptyText={t('common.noData')}
        testId="classes"
        rowTestId="class-row"
        exportName="classes"
        footer={(data) => (
          <ListPagination count={data.getAllClassInfo.totalCount} paging={list} testId="classes-pagination" />
        )}
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} testId="classes-notice" />
    </Stack>
  )
}
