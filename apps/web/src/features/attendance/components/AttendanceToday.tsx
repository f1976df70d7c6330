import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { singaporeToday } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { useAttendanceCentres, useAttendanceLive, useCentreSummary, useStaffAttendance } from '../hooks'
import { attendancePaths } from '../paths'
import { HealthFlags } from './HealthFlags'
import { LoadError } from '../../../components/query'

const registerLink = (centre: number, klass?: number) =>
  `${attendancePaths.register}?centre=${centre}${klass ? `&class=${klass}` : ''}`

/**
 * One centre's day, class by class: the children in now against the staff in (warned over the centre's teacher
 * ratio), and the day's present of expected, absent and late (weekdays: the centre summary's days).
 */
function CentreToday({ centre, date }: { centre: { ID: number; label: string }; date: string }) {
  const { t } = useTranslation()
  const summary = useCentreSummary(centre.ID, date, date, null)
  const staff = useStaffAttendance(centre.ID, date)
  const day = new Map((summary.data?.getCentreAttendanceSummaries ?? []).map((r) => [r.classID, r]))
  const ratios = staff.data?.getStaffAttendancesByCentre.ratios ?? []
  const error = staff.error ?? summary.error
  return (
    <Card sx={{ p: 2 }} data-testid={`attendance-today-${centre.ID}`}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}>
        <Typography variant="subtitle1" component="h3">
          {centre.label}
        </Typography>
        <Link component={RouterLink} to={registerLink(centre.ID)}>
          {t('attendance.openRegister')}
        </Link>
      </Stack>
      <LoadError query={{ error }} />
      {staff.isPending && <Skeleton variant="rounded" height={48} aria-hidden />}
      {staff.data && ratios.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>{t('attendance.dashboardEmpty')}</Typography>
      )}
      <Stack spacing={1}>
        {ratios.map((ratio) => {
          const row = day.get(ratio.classID)
          return (
            <Box
              key={ratio.classID}
              data-testid={`attendance-today-class-${ratio.classID}`}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
            >
              <Link component={RouterLink} to={registerLink(centre.ID, ratio.classID)} sx={{ minWidth: 160 }}>
                {ratio.classLabel}
              </Link>
              <Chip
                size="small"
                color="success"
                data-testid="children-in"
                label={t('attendance.ratioLine', { children: ratio.childrenIn, staff: ratio.staffIn })}
              />
              {row && (
                <>
                  <Chip size="small" label={`${t('attendance.present')} ${row.present} / ${row.expected}`} />
                  <Chip size="small" label={`${t('attendance.absentCount')} ${row.absent}`} />
                  <Chip size="small" label={`${t('attendance.late')} ${row.late}`} />
                </>
              )}
              {ratio.overRatio && (
                <Chip
                  size="small"
                  color="warning"
                  data-testid="over-ratio"
                  label={t('attendance.overRatio')}
                />
              )}
            </Box>
          )
        })}
      </Stack>
      <HealthFlags centreId={centre.ID} date={date} />
    </Card>
  )
}

/**
 * The dashboard's attendance block (principals and head office): today at each centre in reach, live: every mark
 * committed at one of them refetches it.
 */
export function AttendanceToday() {
  const centres = useAttendanceCentres()
  const live = useAttendanceLive(true)
  const date = singaporeToday()
  const list = centres.data?.getAccessibleCentresForModule ?? []
  return (
    <Box data-testid="attendance-today" data-live={live ? 'on' : 'off'}>
      <LoadError query={centres} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {list.map((centre) => (
          <CentreToday key={centre.ID} centre={centre} date={date} />
        ))}
      </Box>
    </Box>
  )
}
