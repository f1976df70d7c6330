import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded'
import MenuOpenRounded from '@mui/icons-material/MenuOpenRounded'
import MenuRounded from '@mui/icons-material/MenuRounded'
import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Toolbar from '@mui/material/Toolbar'
import { useTranslation } from 'react-i18next'
import { NotificationBell } from '../notifications/NotificationBell'
import { DASHBOARD_PATH } from '../session/redirect'
import { useSession } from '../session/session-context'
import { headerBarSx } from './header-style'
import { LanguageSwitcher } from './LanguageSwitcher'
import { SchoolLogo } from './SchoolLogo'
import { UserMenu } from './UserMenu'

/** The staff help pages: a static page shipped with the app, opened beside the back office. */
export const FAQ_URL = '/faq.html'

interface HeaderProps {
  menuOpen: boolean
  onMenuClick: () => void
}

/** The signed-in header: menu button, school logo, FAQ (staff only), notification bell and the user menu. */
export function Header({ menuOpen, onMenuClick }: HeaderProps) {
  const { t } = useTranslation()
  const { isStaff } = useSession()
  return (
    <AppBar position="fixed" sx={(theme) => ({ ...headerBarSx(theme), zIndex: theme.zIndex.drawer + 1 })}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 }, px: { xs: 1, sm: 2 } }}>
        <IconButton
          color="inherit"
          edge="start"
          data-testid="menu-toggle"
          aria-label={t('shell.toggleMenu')}
          aria-expanded={menuOpen}
          onClick={onMenuClick}
        >
          {menuOpen ? <MenuOpenRounded /> : <MenuRounded />}
        </IconButton>
        <SchoolLogo to={DASHBOARD_PATH} />
        <Box sx={{ flexGrow: 1 }} />
        {isStaff && (
          <Button
            color="inherit"
            href={FAQ_URL}
            target="_blank"
            rel="noopener"
            data-testid="faq-link"
            aria-label={t('shell.faqLink')}
            startIcon={<HelpOutlineRounded />}
            sx={{ fontWeight: 400, minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {t('shell.faq')}
            </Box>
          </Button>
        )}
        <LanguageSwitcher />
        <NotificationBell />
        <UserMenu />
      </Toolbar>
    </AppBar>
  )
}
