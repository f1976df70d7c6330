import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { singaporeTime, singaporeToday, type StaffAttendanceType } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { StatusChip } from '../../../components/StatusChip'
import { useRecordStaffAttendance, useStaffAttendance } from '../hooks'
import { LoadError } from '../../../components/query'
import { FormErrorAlert } from '../../../components/form/FormErrorAlert'

const at = (iso: string | null | undefined) => (iso ? singaporeTime(new Date(iso)) : '')

/**
 * The staff register of a centre for a day (check-in and check-out per session, status, remarks) and, above it, the
 * live child-to-staff ratio of each class, warned when over the centre's teacher ratio. Taps record today's time.
 */
export function StaffView({ centreId, date }: { centreId: number; date: string }) {
  const { t } = useTranslation()
  const day = useStaffAttendance(centreId, date)
  const record = useRecordStaffAttendance()
  const today = date === singaporeToday()
  const tap = (teacherID: number, type: StaffAttendanceType) =>
    record.mutate({
      centreId,
      staffAttendance: { teacherID, date, type, time: singaporeTime(new Date()) },
    })
  if (day.error) return <LoadError query={day} />
  const data = day.data?.getStaffAttendancesByCentre
  const statusLabel = (status: string | null | undefined) =>
    status === 'present'
      ? t('attendance.statusPresent')
      : status === 'absent'
        ? t('attendance.statusAbsent')
        : status === 'leave'
          ? t('attendance.statusLeave')
          : t('attendance.statusNone')
  return (
    <Stack spacing={2} data-testid="staff-register">
      <Typography variant="h6" component="h2">
        {t('attendance.ratios')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {data?.ratios.map((r) => (
          <Card key={r.classID} sx={{ p: 1.5 }} data-testid={`staff-ratio-${r.classID}`}>
            <Typography sx={{ fontWeight: 600 }}>{r.classLabel}</Typography>
            <Typography variant="body2">
              {t('attendance.ratioLine', { children: r.childrenIn, staff: r.staffIn })} ·{' '}
              {r.teacherRatio
                ? t('attendance.ratioLimit', { ratio: r.teacherRatio })
                : t('attendance.ratioNoLimit')}
            </Typography>
            {r.overRatio && (
              <StatusChip tone="warning" label={t('attendance.overRatio')} testId="over-ratio" />
            )}
          </Card>
        ))}
      </Box>
      <FormErrorAlert message={record.error?.message} testId="staff-error" />
      {data && data.staff.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>{t('attendance.staffNone')}</Typography>
      )}
      {data?.staff.map((s) => (
        <Card key={s.teacherID} sx={{ p: 2 }} data-testid={`staff-row-${s.teacherID}`}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <Typography sx={{ fontWeight: 600, minWidth: 180 }}>
              {s.firstname} {s.lastname}
            </Typography>
            <StatusChip
              tone={s.inCentre ? 'success' : s.status ? 'neutral' : 'warning'}
              label={s.inCentre ? t('attendance.staffIn', { time: at(s.checkIn) }) : statusLabel(s.status)}
              testId={`staff-status-${s.teacherID}`}
            />
            <Typography variant="body2" sx={{ color: 'text.secondary', flex: 1 }}>
              {s.sessions
                .map((x) => t('attendance.sessionLine', { from: at(x.checkIn), to: at(x.checkOut) || '…' }))
                .join(', ')}
              {s.remarks ? ` · ${s.remarks}` : ''}
            </Typography>
            {today && (
              <Stack direction="row" spacing={1}>
                {s.inCentre ? (
                  <Button disabled={record.isPending} onClick={() => tap(s.teacherID, 'check_out')}>
                    {t('attendance.checkOut')}
                  </Button>
                ) : (
                  <>
                    <Button
                      variant="contained"
                      disabled={record.isPending || s.status === 'absent' || s.status === 'leave'}
                      onClick={() => tap(s.teacherID, 'check_in')}
                      data-testid={`staff-check-in-${s.teacherID}`}
                    >
                      {t('attendance.checkIn')}
                    </Button>
                    {!s.status && (
                      <>
                        <Button disabled={record.isPending} onClick={() => tap(s.teacherID, 'absent')}>
                          {t('attendance.absent')}
                        </Button>
                        <Button disabled={record.isPending} onClick={() => tap(s.teacherID, 'leave')}>
                          {t('attendance.markLeave')}
                        </Button>
                      </>
                    )}
                  </>
                )}
              </Stack>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  )
}
