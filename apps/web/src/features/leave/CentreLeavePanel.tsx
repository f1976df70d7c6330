import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { leaveRejectRemarkSchema } from '@preschool/domain'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RemarkDialog } from '../../components/form'
import { useSession } from '../../shell/session/session-context'
import { LeaveSummary } from './components/LeaveSummary'
import { useApproveLeave, useCentreLeave, useRejectLeave } from './hooks'
import { LoadError } from '../../components/query'
import { formatMonth } from '../../lib/format'
import { FormErrorAlert } from '../../components/form/FormErrorAlert'

/**
 * The calendar's leave tab: a centre's pending and approved leave of a month (children and staff), with approve
 * and reject for staff with attendance approve (the server refuses the request's own maker).
 */
export function CentreLeavePanel({
  centreId,
  initialDate,
  onNotice,
}: {
  centreId: number
  initialDate: string
  onNotice: (message: string) => void
}) {
  const { t } = useTranslation()
  const { can } = useSession()
  const [month, setMonth] = useState(() => dayjs(initialDate).startOf('month'))
  const from = month.format('YYYY-MM-DD')
  const to = month.endOf('month').format('YYYY-MM-DD')
  const leave = useCentreLeave(centreId, from, to)
  const approve = useApproveLeave()
  const reject = useRejectLeave()
  const [rejecting, setRejecting] = useState<number | null>(null)
  const canDecide = can('leave.decide')
  const rows = leave.data?.getCentreLeaveRequests ?? []
  return (
    <Stack spacing={2} data-testid="centre-leave">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button onClick={() => setMonth(month.subtract(1, 'month'))} data-testid="centre-leave-previous">
          {t('leave.previousMonth')}
        </Button>
        <Typography variant="h6" component="h2" sx={{ flex: 1, textAlign: 'center' }}>
          {formatMonth(from)}
        </Typography>
        <Button onClick={() => setMonth(month.add(1, 'month'))} data-testid="centre-leave-next">
          {t('leave.nextMonth')}
        </Button>
      </Stack>
      <LoadError query={leave} />
      <FormErrorAlert message={approve.error?.message} testId="centre-leave-error" />
      {leave.data && rows.length === 0 && <Typography>{t('leave.centreNone')}</Typography>}
      {rows.map((row) => (
        <Card key={row.ID} variant="outlined" data-testid={`centre-leave-${row.ID}`}>
          <CardContent>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <LeaveSummary leave={row} showSubject />
              {canDecide && row.status === 'pending' && (
                <Stack direction="row" spacing={1}>
                  <Button
                    variant="contained"
                    disabled={approve.isPending}
                    onClick={() =>
                      approve.mutate(
                        { IDLeaveRequest: row.ID },
                        { onSuccess: () => onNotice(t('leave.approved')) },
                      )
                    }
                    data-testid={`leave-approve-${row.ID}`}
                  >
                    {t('leave.approve')}
                  </Button>
                  <Button
                    color="error"
                    onClick={() => setRejecting(row.ID)}
                    data-testid={`leave-reject-${row.ID}`}
                  >
                    {t('leave.reject')}
                  </Button>
                </Stack>
              )}
            </Stack>
          </CardContent>
        </Card>
      ))}
      <RemarkDialog
        open={rejecting !== null}
        title={t('leave.rejectTitle')}
        label={t('leave.rejectReason')}
        confirmLabel={t('leave.reject')}
        schema={leaveRejectRemarkSchema}
        required
        destructive
        testId="leave-reject-dialog"
        onSubmit={(remark) =>
          reject
            .mutateAsync({ IDLeaveRequest: rejecting!, remark: remark ?? '' })
            .then(() => onNotice(t('leave.rejected')))
        }
        onClose={() => setRejecting(null)}
      />
    </Stack>
  )
}
