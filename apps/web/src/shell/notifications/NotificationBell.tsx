import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded'
import Badge from '@mui/material/Badge'
import IconButton from '@mui/material/IconButton'
import Popover from '@mui/material/Popover'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { NotificationPanel } from './NotificationPanel'
import { useMarkReadWhileOpen } from './use-mark-read'
import { useNotifications } from './use-notifications'

/** The header's bell: the unread count, and the notification list in a dropdown. */
export function NotificationBell() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [listRequested, setListRequested] = useState(false)
  const { list, unreadCount } = useNotifications(listRequested)
  const items = list.data?.getNotifications.data
  const open = !!anchor
  useMarkReadWhileOpen(open, items)

  const close = () => setAnchor(null)
  const openPath = (path: string) => {
    close()
    navigate(path)
  }

  return (
    <>
      <IconButton
        color="inherit"
        data-testid="notification-bell"
        data-unread={unreadCount}
        aria-label={
          unreadCount ? t('shell.notificationsUnread', { count: unreadCount }) : t('shell.notifications')
        }
        aria-haspopup="true"
        aria-expanded={open}
        onClick={(event) => {
          setListRequested(true)
          setAnchor(event.currentTarget)
        }}
      >
        <Badge badgeContent={unreadCount} max={99} color="secondary">
          <NotificationsNoneRounded />
        </Badge>
      </IconButton>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { mt: 1, borderRadius: 3, border: 1, borderColor: 'divider' }, elevation: 6 },
        }}
      >
        <NotificationPanel
          items={items}
          unreadCount={unreadCount}
          loading={list.isPending}
          error={list.error?.message ?? null}
          onOpen={openPath}
        />
      </Popover>
    </>
  )
}
