import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'
import { activityActionText } from '../text-keys'
import type { ListSpec } from '../../../components/list/list-params'
import { ListPagination } from '../../../components/list/ListPagination'
import { type Column, ResponsiveList } from '../../../components/list/ResponsiveList'
import { useListParams } from '../../../components/list/use-list-params'
import type { ChildActivityRow } from '../profile-documents'
import { useChildActivity } from '../profile-hooks'
import { formatDayAndTime } from '../../../lib/format'

const PAGE_SIZES = [10, 25, 50]
const LIST_PARAMS: ListSpec<Record<string, never>> = {
  filters: {},
  perPage: { options: PAGE_SIZES, initial: 10 },
}

/** The child's activity log, newest first, a page at a time (the page in the address): what, who and when. */
export function ChildActivityTab({ childId }: { childId: number }) {
  const { t } = useTranslation()
  const list = useListParams(LIST_PARAMS)
  const log = useChildActivity(childId, list.page, list.perPage)
  const actionText = (action: string) => {
    const key = activityActionText[action]
    return key ? t(key) : action
  }
  const columns: Column<ChildActivityRow>[] = [
    {
      key: 'what',
      header: t('classes.activityWhat'),
      card: 'title',
      cell: (e) => e.remark ?? actionText(e.action),
      exportValue: (e) => e.remark ?? e.action,
    },
    {
      key: 'who',
      header: t('classes.activityWho'),
      cell: (e) => (e.user ? `${e.user.firstname} ${e.user.lastname}` : t('classes.activityByProduct')),
      exportValue: (e) => (e.user ? `${e.user.firstname} ${e.user.lastname}` : ''),
    },
    {
      key: 'when',
      header: t('classes.activityWhen'),
      card: 'badge',
      nowrap: true,
      cell: (e) => formatDayAndTime(e.updatedAt),
      exportValue: (e) => e.updatedAt,
    },
  ]
  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      <ResponsiveList
        query={log}
        rowsOf={(d) => d.findAllChildActivityLogByChild.data}
        rowKey={(e) => e.ID}
        columns={columns}
        label={t('classes.tab_activity')}
        emptyText={t('classes.noActivity')}
        testId="child-activity"
        rowTestId="child-activity-row"
        footer={(d) => (
          <ListPagination
            count={d.findAllChildActivityLogByChild.totalCount}
            paging={list}
            testId="child-activity-pagination"
          />
        )}
      />
    </Stack>
  )
}
