import Box from '@mui/material/Box'
import Drawer from '@mui/material/Drawer'
import Skeleton from '@mui/material/Skeleton'
import type { Theme } from '@mui/material/styles'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { MENU_MINI_WIDTH, MENU_WIDTH } from './layout-sizes'
import { MenuTree } from './MenuTree'
import { useSideMenu } from './use-side-menu'

interface SideMenuProps {
  desktop: boolean
  collapsed: boolean
  mobileOpen: boolean
  onMobileClose: () => void
  onExpand: () => void
}

const widthTransition = (theme: Theme) =>
  theme.transitions.create('width', { duration: theme.transitions.duration.shorter })

/** The side menu: a permanent drawer that collapses to icons on desktop, a temporary one on phones. */
export function SideMenu({ desktop, collapsed, mobileOpen, onMobileClose, onExpand }: SideMenuProps) {
  const { t } = useTranslation()
  const { tree, isPending, error } = useSideMenu()
  const mini = desktop && collapsed

  const body = isPending ? (
    <Box sx={{ px: 2.5, py: 2 }} aria-hidden>
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} height={40} />
      ))}
    </Box>
  ) : error ? (
    <Typography variant="body2" sx={{ px: 3, py: 2, color: 'text.secondary' }}>
      {error.message}
    </Typography>
  ) : (
    <MenuTree
      nodes={tree}
      collapsed={mini}
      onNavigate={desktop ? undefined : onMobileClose}
      onExpandRequest={onExpand}
    />
  )

  if (!desktop) {
    return (
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onMobileClose}
        data-testid="side-menu-drawer"
        slotProps={{ paper: { sx: { width: MENU_WIDTH }, 'aria-label': t('shell.menu') } }}
      >
        {/* The header stays above the phone drawer (its menu button closes it), so the drawer starts below it. */}
        <Toolbar />
        {body}
      </Drawer>
    )
  }

  const width = mini ? MENU_MINI_WIDTH : MENU_WIDTH
  return (
    <Drawer
      variant="permanent"
      sx={{
        width,
        flexShrink: 0,
        transition: widthTransition,
        '& .MuiDrawer-paper': {
          width,
          overflowX: 'hidden',
          transition: widthTransition,
          boxSizing: 'border-box',
          borderRight: 1,
          borderColor: 'divider',
        },
      }}
    >
      <Toolbar />
      {body}
    </Drawer>
  )
}
