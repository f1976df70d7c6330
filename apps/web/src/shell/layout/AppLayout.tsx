import Box from '@mui/material/Box'
import { useTheme } from '@mui/material/styles'
import Toolbar from '@mui/material/Toolbar'
import useMediaQuery from '@mui/material/useMediaQuery'
import { type ReactNode, useState } from 'react'
import { OfflineNotice } from '../parent-app/OfflineNotice'
import { useParentApp } from '../parent-app/use-parent-app'
import { useAccountLanguage } from '../session/account-language'
import { useSession } from '../session/session-context'
import { Footer } from './Footer'
import { Header } from './Header'
import { SideMenu } from './SideMenu'
import { SkipLink } from './SkipLink'

/** The signed-in layout: header, side menu, the screen, footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  const theme = useTheme()
  const desktop = useMediaQuery(theme.breakpoints.up('md'))
  const [collapsed, setCollapsed] = useState(false)
  const [mobileOpen, setMobileOpen] = useState(false)
  const { me, isStaff } = useSession()
  useAccountLanguage(me)
  const offlineSavedAt = useParentApp(!!me && !isStaff)

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <Header
        menuOpen={desktop ? !collapsed : mobileOpen}
        onMenuClick={() => (desktop ? setCollapsed((value) => !value) : setMobileOpen((value) => !value))}
      />
      <SideMenu
        desktop={desktop}
        collapsed={collapsed}
        mobileOpen={mobileOpen}
        onMobileClose={() => setMobileOpen(false)}
        onExpand={() => setCollapsed(false)}
      />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{
            flexGrow: 1,
            width: '100%',
            maxWidth: 1360,
            mx: 'auto',
            px: { xs: 2, sm: 3, md: 5 },
            py: { xs: 3, md: 5 },
            outline: 'none',
          }}
        >
          {offlineSavedAt && <OfflineNotice savedAt={offlineSavedAt} />}
          {children}
        </Box>
        <Footer />
      </Box>
    </Box>
  )
}
