import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { ListPagination } from '../../components/list/ListPagination'
import { ResponsiveList } from '../../components/list/ResponsiveList'
import { useListParams } from '../../components/list/use-list-params'
import { useSession } from '../../shell/session/session-context'
import { auditLogColumns } from './audit-log-columns'
import { AuditLogFilters } from './AuditLogFilters'
import { FailedJobsSection } from './FailedJobsSection'
import { useAuditLog } from './hooks'
import { AUDIT_LOG_LIST, toAuditLogVariables } from './list-params'

/** /settings/auditlog: the school's audit trail, filtered and paged by the address, and failed background jobs. */
export default function AuditLogPage() {
  const { t } = useTranslation()
  const { me } = useSession()
  const list = useListParams(AUDIT_LOG_LIST)
  const log = useAuditLog(toAuditLogVariables(me?.fkSchool ?? 0, list.query, list))
  const columns = useMemo(() => auditLogColumns(t), [t])
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('auditLog.title')}
      </Typography>
      <AuditLogFilters
        key={JSON.stringify(list.filters)}
        values={list.filters}
        onChange={(filters) => list.set({ filters })}
      />
      {log.data?.findAllAuditLog.totalCountCapped && (
        <Alert severity="info">
          {t('auditLog.moreThan', { count: log.data.findAllAuditLog.totalCount })}
        </Alert>
      )}
      <ResponsiveList
        query={log}
        rowsOf={(data) => data.findAllAuditLog.data}
        rowKey={(entry) => entry.ID}
        columns={columns}
        label={t('auditLog.title')}
        emptyText={t('common.noData')}
        testId="auditlog"
        exportName="audit-log"
        footer={(data) => (
          <ListPagination
            count={data.findAllAuditLog.totalCount}
            paging={list}
            testId="auditlog-pagination"
          />
        )}
      />
      {me && <FailedJobsSection IDSchool={me.fkSchool} />}
    </Stack>
  )
}
