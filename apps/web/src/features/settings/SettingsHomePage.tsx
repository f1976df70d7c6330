import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useSideMenu } from '../../shell/layout/use-side-menu'
import { CentredProgress } from '../../components/CentredProgress'
import { useCanOpen } from '../../shell/routing/route-access'
import { SettingsCard } from './components/SettingsCard'
import { settingsEntries } from './settings-entries'
import { LoadError } from '../../components/query'

/** /settings: a card for each settings screen the user can open, taken from their side menu. */
export default function SettingsHomePage() {
  const { t } = useTranslation()
  const { tree, isPending, error } = useSideMenu()
  const canOpen = useCanOpen()
  const entries = settingsEntries(tree, canOpen)

  return (
    <Box data-testid="settings-home">
      <Box sx={{ mb: { xs: 3, md: 4 } }}>
        <Typography variant="h5" component="h1">
          {t('settings.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('settings.subtitle')}</Typography>
      </Box>
      {isPending ? (
        <CentredProgress />
      ) : error ? (
        <LoadError query={{ error }} testId="settings-error" />
      ) : entries.length === 0 ? (
        <Paper sx={{ p: 4, textAlign: 'center' }} data-testid="settings-empty">
          <Typography sx={{ color: 'text.secondary' }}>{t('settings.empty')}</Typography>
        </Paper>
      ) : (
        <Box
          component="ul"
          aria-label={t('settings.title')}
          data-testid="settings-cards"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(300px, 1fr))' },
          }}
        >
          {entries.map((entry) => (
            <li key={entry.ID}>
              <SettingsCard entry={entry} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  )
}
