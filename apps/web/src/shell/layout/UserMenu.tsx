import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded'
import LogoutRounded from '@mui/icons-material/LogoutRounded'
import ManageAccountsRounded from '@mui/icons-material/ManageAccountsRounded'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import ListItemIcon from '@mui/material/ListItemIcon'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { accountPaths } from './account-paths'
import type { Me } from '../session/documents'
import { useSession } from '../session/session-context'

const initials = (me: Me) => `${me.firstname.charAt(0)}${me.lastname.charAt(0)}`.toUpperCase()

/** The user's name in the header, opening a menu with who is signed in and Log out. */
export function UserMenu() {
  const { t } = useTranslation()
  const { me, logout } = useSession()
  const navigate = useNavigate()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  if (!me) return null
  const name = `${me.firstname} ${me.lastname}`.trim()
  return (
    <>
      <Button
        color="inherit"
        data-testid="user-menu"
        aria-label={t('shell.userMenu', { name })}
        aria-haspopup="true"
        aria-expanded={!!anchor}
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={<KeyboardArrowDownRounded sx={{ display: { xs: 'none', sm: 'block' } }} />}
        sx={{ fontWeight: 400, px: 1, minWidth: 0 }}
      >
        <Avatar sx={{ width: 34, height: 34, fontSize: 14, fontWeight: 700, bgcolor: 'primary.main' }}>
          {initials(me)}
        </Avatar>
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, ml: 1, maxWidth: 180 }}>
          <Typography component="span" noWrap sx={{ display: 'block', fontWeight: 700 }}>
            {name}
          </Typography>
        </Box>
      </Button>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            sx: { mt: 1, minWidth: 240, borderRadius: 3 },
            role: 'region',
            'aria-label': t('shell.account'),
          },
        }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {me.email}
          </Typography>
        </Box>
        <Divider />
        {!me.isStaff && (
          <MenuItem
            data-testid="account-link"
            onClick={() => {
              setAnchor(null)
              navigate(accountPaths.account)
            }}
            sx={{ py: 1.25 }}
          >
            <ListItemIcon>
              <ManageAccountsRounded fontSize="small" />
            </ListItemIcon>
            {t('account.menu')}
          </MenuItem>
        )}
        <MenuItem
          data-testid="logout"
          onClick={() => {
            setAnchor(null)
            void logout()
          }}
          sx={{ py: 1.25 }}
        >
          <ListItemIcon>
            <LogoutRounded fontSize="small" />
          </ListItemIcon>
          {t('shell.logout')}
        </MenuItem>
      </Menu>
    </>
  )
}
