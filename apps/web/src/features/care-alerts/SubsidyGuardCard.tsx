import Link from '@mui/material/Link'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { formatDate, formatMonth } from '../../lib/format'
import { useGqlQuery } from '../../lib/graphql-hooks'
import { childAttendancePath } from './paths'
import { childrenWithoutAttendanceQuery } from './documents'
import { LoadError } from '../../components/query'

interface Centre {
  ID: number
  label: string
}

/** One centre's children with a seat in the month and not one check-in, each opening the child's attendance. */
function CentreWithoutAttendance({ centre, month }: { centre: Centre; month: string }) {
  const { t } = useTranslation()
  const query = useGqlQuery(childrenWithoutAttendanceQuery, { centreId: centre.ID, month })
  if (query.error) return <LoadError query={query} />
  if (!query.data) return <Skeleton variant="text" width="60%" />
  const rows = query.data.getChildrenWithoutAttendance
  if (rows.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" data-testid={`subsidy-guard-none-${centre.ID}`}>
        {t('careAlerts.subsidyNone', { centre: centre.label })}
      </Typography>
    )
  return (
    <Stack spacing={0.5} data-testid={`subsidy-guard-centre-${centre.ID}`}>
      <Typography sx={{ fontWeight: 600 }}>
        {t('careAlerts.subsidyCount', { count: rows.length, centre: centre.label })}
      </Typography>
      <List dense disablePadding>
        {rows.map((c) => (
          <ListItem key={c.childID} disableGutters data-testid={`subsidy-guard-child-${c.childID}`}>
            <Link component={RouterLink} to={childAttendancePath(c.childID)}>
              {c.firstname} {c.lastname}
            </Link>
            {c.enrolledTo && (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                {t('careAlerts.subsidyLeft', { date: formatDate(c.enrolledTo) })}
              </Typography>
            )}
          </ListItem>
        ))}
      </List>
    </Stack>
  )
}

/**
 * The subsidy guard (decision 0052): before the invoice run of `month` (YYYY-MM-DD, its first day), the children
 * of each centre with no attendance in it, for finance and the principal to check.
 */
export function SubsidyGuardCard({ centres, month }: { centres: readonly Centre[]; month: string }) {
  const { t } = useTranslation()
  if (centres.length === 0) return null
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="subsidy-guard">
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          {t('careAlerts.subsidyTitle', { month: formatMonth(month) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('careAlerts.subsidyHelp')}
        </Typography>
        {centres.map((centre) => (
          <CentreWithoutAttendance key={centre.ID} centre={centre} month={month.slice(0, 7)} />
        ))}
      </Stack>
    </Paper>
  )
}
