import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Toolbar from '@mui/material/Toolbar'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LOGIN_PATH } from '../session/redirect'
import { Footer } from './Footer'
import { headerBarSx } from './header-style'
import { LanguageSwitcher } from './LanguageSwitcher'
import { SchoolLogo } from './SchoolLogo'

/** The layout of pages open to visitors (the enquiry form, not-found): the school's header and the footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="sticky" sx={headerBarSx}>
        <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
          <SchoolLogo />
          <Box sx={{ flexGrow: 1 }} />
          <LanguageSwitcher />
          <Button component={Link} to={LOGIN_PATH} variant="outlined" data-testid="public-login">
            {t('shell.login')}
          </Button>
        </Toolbar>
      </AppBar>
      <Box
        component="main"
        id="main-content"
        sx={{
          flexGrow: 1,
          width: '100%',
          maxWidth: 1200,
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          py: { xs: 3, md: 5 },
        }}
      >
        {children}
      </Box>
      <Footer />
    </Box>
  )
}
