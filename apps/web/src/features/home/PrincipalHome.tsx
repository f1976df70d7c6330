import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { singaporeToday } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { useGqlQuery } from '../../lib/graphql-hooks'
import { flattenMenu } from '../../shell/layout/menu-tree'
import { useSideMenu } from '../../shell/layout/use-side-menu'
import { useCanOpen } from '../../shell/routing/route-access'
import { useSession } from '../../shell/session/session-context'
import { AttendanceToday } from '../attendance/components/AttendanceToday'
import { SubsidyGuardCard } from '../care-alerts/SubsidyGuardCard'
import { attendancePaths } from '../attendance/paths'
import { CentreCard } from './CentreCard'
import { accessibleCentresQuery } from './documents'
import { PageHeading, SectionHeading } from './PageHeading'
import { SettingsLinks } from './SettingsLinks'
import { WorkWaiting } from './WorkWaiting'
import { LoadError } from '../../components/query'

const SETTINGS_PREFIX = '/settings/'

/**
 * The principal and HQ dashboard: what waits for them (figures opening their lists), the centres they manage and
 * shortcuts to the settings they can open.
 */
export function PrincipalHome() {
  const { t } = useTranslation()
  const { me, can } = useSession()
  const canOpen = useCanOpen()
  const centres = useGqlQuery(accessibleCentresQuery, { module: 'centre_management', accessType: 'read' })
  const { tree } = useSideMenu()
  const settings = flattenMenu(tree).filter(
    (entry) => entry.active && entry.path?.startsWith(SETTINGS_PREFIX) && canOpen(entry.path),
  )

  const list = centres.data?.getAccessibleCentresForModule
  return (
    <Box data-testid="principal-home">
      <PageHeading
        title={t('home.principalTitle', { name: me?.firstname ?? '' })}
        subtitle={me?.userRoleRelations[0]?.role.label}
        tag={
          <Chip
            color="primary"
            size="small"
            label={me?.isHQStaff ? t('home.hqScope') : t('home.centreScope')}
          />
        }
      />
      <Box component="section" aria-labelledby="waiting-heading" sx={{ mb: { xs: 4, md: 5 } }}>
        <SectionHeading id="waiting-heading" title={t('home.waiting')} help={t('home.waitingHelp')} />
        <WorkWaiting />
      </Box>
      {canOpen(attendancePaths.register) && (
        <Box component="section" aria-labelledby="attendance-heading" sx={{ mb: { xs: 4, md: 5 } }}>
          <SectionHeading
            id="attendance-heading"
            title={t('attendance.dashboardTitle')}
            help={t('attendance.dashboardHelp')}
          />
          <AttendanceToday />
        </Box>
      )}
      {can('attendance.subsidyGuard') && list && (
        <Box component="section" sx={{ mb: { xs: 4, md: 5 } }}>
          <SubsidyGuardCard centres={list} month={singaporeToday()} />
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: { xs: 4, md: 5 }, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}>
        <Box component="section" aria-labelledby="centres-heading">
          <SectionHeading id="centres-heading" title={t('home.centres')} help={t('home.centresHelp')} />
          <LoadError query={centres} />
          {centres.isPending && (
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
              aria-hidden
            >
              {[0, 1].map((row) => (
                <Skeleton key={row} variant="rounded" height={112} />
              ))}
            </Box>
          )}
          {list && list.length === 0 && (
            <Card sx={{ p: 3 }} data-testid="no-centres">
              <Typography sx={{ color: 'text.secondary' }}>{t('home.noCentres')}</Typography>
            </Card>
          )}
          {list && list.length > 0 && (
            <Box
              data-testid="centre-list"
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(260px, 1fr))' },
              }}
            >
              {list.map((centre) => (
                <CentreCard key={centre.ID} centre={centre} />
              ))}
            </Box>
          )}
        </Box>
        <Box component="section" aria-labelledby="settings-heading">
          <SectionHeading id="settings-heading" title={t('home.settings')} help={t('home.settingsHelp')} />
          <SettingsLinks entries={settings} labelledBy="settings-heading" />
        </Box>
      </Box>
    </Box>
  )
}
