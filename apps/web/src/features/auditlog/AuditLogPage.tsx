import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ListContent } from '../../components/list/ListContent'
import { ListPagination } from '../../components/list/ListPagination'
import { useSession } from '../../shell/session/session-context'
import { AuditLogFilters } from './AuditLogFilters'
import { AuditLogTable } from './AuditLogTable'
import { FailedJobsSection } from './FailedJobsSection'
import { useAuditLog } from './hooks'
import {
  type AuditLogParams,
  PER_PAGE_OPTIONS,
  readAuditLogParams,
  toAuditLogVariables,
  writeAuditLogParams,
} from './list-params'

/** /settings/auditlog: the school's audit trail, filtered and paged by the URL, and failed background jobs. */
export default function AuditLogPage() {
  const { t } = useTranslation()
  const { me } = useSession()
  const [searchParams, setSearchParams] = useSearchParams()
  const params = readAuditLogParams(searchParams)
  const IDSchool = me?.fkSchool ?? 0
  const log = useAuditLog(toAuditLogVariables(IDSchool, params))
  const update = useCallback(
    (patch: Partial<AuditLogParams>) => setSearchParams((current) => writeAuditLogParams(current, patch)),
    [setSearchParams],
  )
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('auditLog.title')}
      </Typography>
      <AuditLogFilters key={searchParams.toString()} params={params} onChange={update} />
      <ListContent
        query={log}
        isEmpty={(data) => data.findAllAuditLog.data.length === 0}
        emptyText={t('common.noData')}
        retryLabel={t('auditLog.retry')}
        testId="auditlog"
      >
        {({ findAllAuditLog: result }) => (
          <>
            {result.totalCountCapped && (
              <Alert severity="info">{t('auditLog.moreThan', { count: result.totalCount })}</Alert>
            )}
            <AuditLogTable entries={result.data} />
            <ListPagination
              count={result.totalCount}
              page={params.page}
              perPage={params.perPage}
              perPageOptions={PER_PAGE_OPTIONS}
              onChange={update}
              testId="auditlog-pagination"
            />
          </>
        )}
      </ListContent>
      {me && <FailedJobsSection IDSchool={me.fkSchool} />}
    </Stack>
  )
}
