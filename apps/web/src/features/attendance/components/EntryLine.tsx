import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { singaporeDate, singaporeTime } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import type { RegisterEntry, RegisterRow } from '../documents'

const at = (iso: string) => singaporeTime(new Date(iso))

/** One mark of a child's day: what and when, the arrival health check, its history of changes, and the edit tap. */
export function EntryLine({
  entry,
  health,
  onEdit,
}: {
  entry: RegisterEntry
  health: RegisterRow['health']
  onEdit?: () => void
}) {
  const { t } = useTranslation()
  const by = entry.pickedBy ? ` (${t('attendance.pickedBy')}: ${entry.pickedBy})` : ''
  const what =
    entry.type === 'check_in'
      ? t('attendance.entryCheckIn', { time: at(entry.time) })
      : entry.type === 'check_out'
        ? t('attendance.entryCheckOut', { time: at(entry.time), by })
        : `${t('attendance.entryAbsent')}: ${entry.reason ?? ''}`
  const checks = entry.type === 'check_in' ? health.filter((h) => h.time === entry.time) : []
  const changes = entry.history.filter((h) => h.action !== 'created')
  return (
    <Stack spacing={0.5} data-testid={`attendance-entry-${entry.ID}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">{what}</Typography>
        {checks.map((h) => (
          <Typography key={h.ID} variant="body2" color={h.fever ? 'error' : 'text.secondary'}>
            {h.temperature !== null ? `${h.temperature.toFixed(1)} °C` : ''} {h.symptoms.join(', ')}
          </Typography>
        ))}
        {onEdit && entry.type !== 'absent' && (
          <Button size="small" onClick={onEdit} data-testid={`attendance-edit-${entry.ID}`}>
            {t('attendance.edit')}
          </Button>
        )}
      </Stack>
      {changes.map((c) => (
        <Typography key={c.changedAt} variant="caption" color="text.secondary">
          {t('attendance.changedBy', {
            action: c.action,
            who: c.changedBy ?? '',
            when: `${singaporeDate(new Date(c.changedAt))} ${at(c.changedAt)}`,
          })}
          {c.remark ? `: ${c.remark}` : ''}
        </Typography>
      ))}
    </Stack>
  )
}
