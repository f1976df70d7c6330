import Typography from '@mui/material/Typography'
import type { TFunction } from 'i18next'
import type { Column } from '../../components/list/ResponsiveList'
import { formatDateTime } from '../../lib/format'
import type { AuditLogEntry } from './documents'

const outcomeKey = {
  ok: 'auditLog.outcomes.ok',
  refused: 'auditLog.outcomes.refused',
  failed: 'auditLog.outcomes.failed',
} as const

const who = (e: AuditLogEntry, t: TFunction) =>
  e.userEmail ?? (e.userId === null ? t('auditLog.anonymous') : `#${e.userId}`)
const target = (e: AuditLogEntry) =>
  e.targetType ? `${e.targetType}${e.targetId === null ? '' : ` #${e.targetId}`}` : ''
const outcome = (e: AuditLogEntry, t: TFunction) =>
  `${t(outcomeKey[e.outcome as keyof typeof outcomeKey] ?? outcomeKey.failed)}${e.errorCode ? ` (${e.errorCode})` : ''}`

/** The audit trail's columns: when, who (and their role), what, on which record, the outcome, from where. */
export const auditLogColumns = (t: TFunction): Column<AuditLogEntry>[] => [
  {
    key: 'when',
    header: t('auditLog.when'),
    cell: (e) => formatDateTime(e.createdAt),
    exportValue: (e) => formatDateTime(e.createdAt),
    card: 'title',
    nowrap: true,
  },
  {
    key: 'who',
    header: t('auditLog.who'),
    cell: (e) => (
      <>
        {who(e, t)}
        <Typography variant="caption" component="div" color="text.secondary">
          {e.userName ? `${e.userName} · ${e.role}` : e.role}
        </Typography>
      </>
    ),
    exportValue: (e) => who(e, t),
  },
  {
    key: 'what',
    header: t('auditLog.what'),
    cell: (e) => (
      <span data-testid={`auditlog-operation-${e.ID}`}>
        {e.operation}
        <Typography variant="caption" component="div" color="text.secondary">
          {e.action}
        </Typography>
      </span>
    ),
    exportValue: (e) => e.operation,
  },
  { key: 'target', header: t('auditLog.target'), cell: target, exportValue: target },
  {
    key: 'outcome',
    header: t('auditLog.outcome'),
    cell: (e) => <span data-testid={`auditlog-outcome-${e.ID}`}>{outcome(e, t)}</span>,
    exportValue: (e) => outcome(e, t),
    card: 'badge',
  },
  { key: 'address', header: t('auditLog.address'), cell: (e) => e.clientIp, exportValue: (e) => e.clientIp },
]
