import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { StatusChip, type StatusTone } from '../../../components/StatusChip'
import { formatDate } from '../../../lib/format'
import type { LeaveRow } from '../documents'
import { halfDayText, leaveStatusText } from '../text-keys'

const STATUS_TONE = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  cancelled: 'neutral',
} as const satisfies Record<LeaveRow['status'], StatusTone>

/** One request in a line: type, days (or the half day), status, the remarks and who decided. */
export function LeaveSummary({ leave, showSubject }: { leave: LeaveRow; showSubject?: boolean }) {
  const { t } = useTranslation()
  const days =
    leave.from === leave.to ? formatDate(leave.from) : `${formatDate(leave.from)} – ${formatDate(leave.to)}`
  return (
    <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {showSubject && (
          <Typography sx={{ fontWeight: 600 }}>
            {leave.subject.firstname} {leave.subject.lastname}
            {leave.subject.teacherID !== null && ` (${t('leave.staffSubject')})`}
          </Typography>
        )}
        <Typography>{leave.leaveType.label}</Typography>
        <StatusChip
          tone={STATUS_TONE[leave.status]}
          label={t(leaveStatusText[leave.status])}
          testId={`leave-status-${leave.ID}`}
        />
      </Stack>
      <Typography variant="body2">
        {days}
        {leave.halfDay && ` · ${t(halfDayText[leave.halfDay])}`}
      </Typography>
      {leave.remark && <Typography variant="body2">{leave.remark}</Typography>}
      {leave.approver && (
        <Typography variant="body2" color="text.secondary">
          {t('leave.approver', { name: leave.approver })}
          {leave.approverRemark && `: ${leave.approverRemark}`}
        </Typography>
      )}
    </Stack>
  )
}
