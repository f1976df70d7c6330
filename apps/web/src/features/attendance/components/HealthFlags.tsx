import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { formatDate, singaporeTime } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { useHealthFlags } from '../hooks'
import { attendancePaths } from '../paths'
import { ClusterFlags } from './ClusterFlags'
import { LoadError } from '../../../components/query'

/**
 * A centre's health flags on the dashboard: its symptom clusters, the day's fevers and the injuries no parent has
 * acknowledged yet, each opening the child's Health tab (an injury at the injury). Refetched live with the rest of
 * the dashboard.
 */
export function HealthFlags({ centreId, date }: { centreId: number; date: string }) {
  const { t } = useTranslation()
  const flags = useHealthFlags(centreId, date)
  const data = flags.data?.getCentreHealthFlags
  if (flags.error) return <LoadError query={flags} />
  if (!data || data.fevers.length + data.injuries.length + data.clusters.length === 0) return null
  const health = attendancePaths.childHealth
  return (
    <Stack spacing={0.5} sx={{ mt: 1 }} data-testid={`health-flags-${centreId}`}>
      <Typography variant="subtitle2" component="h4">
        {t('attendance.healthFlags')}
      </Typography>
      <ClusterFlags clusters={data.clusters} />
      {data.fevers.map((f) => (
        <Link
          key={`fever-${f.childID}-${f.time}`}
          component={RouterLink}
          to={health(f.childID)}
          color="error"
          data-testid="fever-flag"
        >
          {t('attendance.feverFlag', {
            name: `${f.firstname} ${f.lastname}`,
            className: f.classLabel,
            temperature: f.temperature?.toFixed(1) ?? '',
            time: singaporeTime(new Date(f.time)),
          })}
        </Link>
      ))}
      {data.injuries.map((i) => (
        <Link
          key={`injury-${i.injury.ID}`}
          component={RouterLink}
          to={`${health(i.injury.childID)}?injury=${i.injury.ID}`}
          color="warning.dark"
          data-testid="injury-flag"
        >
          {t('attendance.injuryFlag', {
            name: `${i.firstname} ${i.lastname}`,
            className: i.classLabel,
            date: formatDate(i.injury.date),
          })}
        </Link>
      ))}
    </Stack>
  )
}
