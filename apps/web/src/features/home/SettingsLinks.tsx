import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded'
import Card from '@mui/material/Card'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { menuIcon } from '../../shell/layout/menu-icons'
import type { MenuNode } from '../../shell/layout/menu-tree'

/** Quick links to the settings screens the user can open. */
export function SettingsLinks({ entries, labelledBy }: { entries: readonly MenuNode[]; labelledBy: string }) {
  const { t } = useTranslation()
  if (!entries.length) {
    return (
      <Card sx={{ p: 3 }}>
        <Typography sx={{ color: 'text.secondary' }}>{t('home.noSettings')}</Typography>
      </Card>
    )
  }
  return (
    <Card>
      <List component="nav" aria-labelledby={labelledBy} disablePadding data-testid="settings-links">
        {entries.map((entry) => {
          const Icon = menuIcon(entry.icon)
          return (
            <ListItemButton
              key={entry.ID}
              component={Link}
              to={entry.path ?? '/'}
              divider
              sx={{ py: 1.5, borderRadius: 0, '&:last-of-type': { borderBottom: 0 } }}
            >
              <ListItemIcon sx={{ color: 'primary.main' }}>
                <Icon />
              </ListItemIcon>
              <ListItemText primary={entry.label} />
              <ChevronRightRounded sx={{ color: 'text.secondary' }} aria-hidden />
            </ListItemButton>
          )
        })}
      </List>
    </Card>
  )
}
