import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import { alpha } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { menuIcon } from '../../../shell/layout/menu-icons'
import { descriptionKey, type ScreenEntry } from '../settings-entries'
import { settingsDescriptionText } from '../text-keys'

/** One settings screen: its menu icon and label, and a line saying what it is for. The whole card is the link. */
export function SettingsCard({ entry }: { entry: ScreenEntry }) {
  const { t } = useTranslation()
  const Icon = menuIcon(entry.icon)
  const key = descriptionKey(entry.path)
  // A screen without a description of its own shows its name alone: a made-up line ('Open X.') says nothing.
  const own = settingsDescriptionText[key]
  return (
    <Card sx={{ height: '100%' }} data-testid={`settings-card-${key}`}>
      <CardActionArea
        component={Link}
        to={entry.path}
        sx={{ height: '100%', p: 2.5, display: 'flex', alignItems: 'center', gap: 2 }}
      >
        <Box
          aria-hidden
          sx={(theme) => ({
            width: 48,
            height: 48,
            flexShrink: 0,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            color: 'primary.main',
            bgcolor: alpha(theme.palette.primary.main, 0.1),
          })}
        >
          <Icon />
        </Box>
        <Box component="span" sx={{ display: 'block', minWidth: 0, flexGrow: 1 }}>
          <Typography
            component="span"
            variant="h4"
            sx={{ display: 'block' }}
            data-testid="settings-card-title"
          >
            {entry.label}
          </Typography>
          {own && (
            <Typography
              component="span"
              variant="body2"
              sx={{ display: 'block', mt: 0.5, color: 'text.secondary' }}
              data-testid="settings-card-description"
            >
              {t(own)}
            </Typography>
          )}
        </Box>
        <ChevronRightRounded aria-hidden sx={{ color: 'text.secondary', flexShrink: 0 }} />
      </CardActionArea>
    </Card>
  )
}
