import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { AuditLogEntry } from './documents'
import { formatDateTime } from '../../lib/format'

const outcomeKey = {
  ok: 'auditLog.outcomes.ok',
  refused: 'auditLog.outcomes.refused',
  failed: 'auditLog.outcomes.failed',
} as const

/** The entries as a table; it scrolls sideways on a narrow screen rather than squeezing six columns. */
export function AuditLogTable({ entries }: { entries: AuditLogEntry[] }) {
  const { t } = useTranslation()
  return (
    <TableContainer>
      <Table size="small" aria-label={t('auditLog.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('auditLog.when')}</TableCell>
            <TableCell>{t('auditLog.who')}</TableCell>
            <TableCell>{t('auditLog.what')}</TableCell>
            <TableCell>{t('auditLog.target')}</TableCell>
            <TableCell>{t('auditLog.outcome')}</TableCell>
            <TableCell>{t('auditLog.address')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((e) => (
            <TableRow key={e.ID} data-testid={`auditlog-row-${e.ID}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.createdAt)}</TableCell>
              <TableCell>
                {e.userEmail ?? (e.userId === null ? t('auditLog.anonymous') : `#${e.userId}`)}
                <Typography variant="caption" component="div" color="text.secondary">
                  {e.userName ? `${e.userName} · ${e.role}` : e.role}
                </Typography>
              </TableCell>
              <TableCell data-testid={`auditlog-operation-${e.ID}`}>
                {e.operation}
                <Typography variant="caption" component="div" color="text.secondary">
                  {e.action}
                </Typography>
              </TableCell>
              <TableCell>
                {e.targetType ? `${e.targetType}${e.targetId === null ? '' : ` #${e.targetId}`}` : ''}
              </TableCell>
              <TableCell data-testid={`auditlog-outcome-${e.ID}`}>
                {t(outcomeKey[e.outcome as keyof typeof outcomeKey] ?? outcomeKey.failed)}
                {e.errorCode ? ` (${e.errorCode})` : ''}
              </TableCell>
              <TableCell>{e.clientIp}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
