import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import Divider from '@mui/material/Divider'
import List from '@mui/material/List'
import Typography from '@mui/material/Typography'
import { Fragment, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { NotificationItem } from './documents'
import { NotificationRow } from './NotificationRow'

interface NotificationPanelProps {
  items: readonly NotificationItem[] | undefined
  unreadCount: number
  loading: boolean
  error: string | null
  onOpen: (path: string) => void
}

/** The bell's dropdown: a header with the unread count, then the list, or its loading, error or empty state. */
export function NotificationPanel({ items, unreadCount, loading, error, onOpen }: NotificationPanelProps) {
  const { t } = useTranslation()
  let content: ReactNode
  if (items?.length) {
    content = (
      <List disablePadding data-testid="notification-list" sx={{ maxHeight: 420, overflowY: 'auto' }}>
        {items.map((item, index) => (
          <Fragment key={item.ID}>
            {index > 0 && <Divider component="li" aria-hidden />}
            <NotificationRow item={item} onOpen={onOpen} />
          </Fragment>
        ))}
      </List>
    )
  } else if (loading) {
    content = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 5 }}>
        <CircularProgress size={28} aria-label={t('common.loading')} />
      </Box>
    )
  } else {
    content = (
      <Box
        data-testid="notifications-empty"
        sx={{ textAlign: 'center', px: 3, py: 5, color: 'text.secondary' }}
      >
        <NotificationsNoneRounded sx={{ fontSize: 40, mb: 1, opacity: 0.6 }} />
        <Typography variant="body2">{error ?? t('shell.noNotifications')}</Typography>
      </Box>
    )
  }
  return (
    <Box
      component="section"
      aria-labelledby="notifications-title"
      sx={{ width: 380, maxWidth: 'calc(100vw - 32px)' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        <Typography
          id="notifications-title"
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 700, flexGrow: 1 }}
        >
          {t('shell.notifications')}
        </Typography>
        {unreadCount > 0 && (
          <Chip size="small" color="primary" label={t('shell.unreadCount', { count: unreadCount })} />
        )}
      </Box>
      <Divider />
      {content}
    </Box>
  )
}
