import Box from '@mui/material/Box'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import Typography from '@mui/material/Typography'
import type { NotificationItem } from './documents'
import { exactTime, fromNow } from './relative-time'

interface NotificationRowProps {
  item: NotificationItem
  onOpen: (path: string) => void
}

/** One notification: title, body and when; clickable when it points at a page. */
export function NotificationRow({ item, onOpen }: NotificationRowProps) {
  const body = (
    <Box sx={{ display: 'flex', gap: 1.5, width: '100%', alignItems: 'flex-start' }}>
      <Box
        aria-hidden
        sx={{
          mt: 0.9,
          width: 8,
          height: 8,
          flexShrink: 0,
          borderRadius: '50%',
          bgcolor: item.read ? 'transparent' : 'primary.main',
          transition: 'background-color 400ms',
        }}
      />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="subtitle2" sx={{ fontWeight: item.read ? 400 : 700, lineHeight: 1.4 }}>
          {item.content.title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {item.content.body}
        </Typography>
        <Typography
          component="time"
          dateTime={item.createdAt}
          title={exactTime(item.createdAt)}
          variant="caption"
          sx={{ color: 'text.secondary', display: 'block', mt: 0.5 }}
        >
          {fromNow(item.createdAt)}
        </Typography>
      </Box>
    </Box>
  )
  const testId = `notification-${item.ID}`
  const state = item.read ? 'read' : 'unread'
  if (!item.navigate) {
    return (
      <ListItem data-testid={testId} data-state={state} sx={{ px: 2, py: 1.25 }}>
        {body}
      </ListItem>
    )
  }
  const path = item.navigate
  return (
    <ListItem disablePadding data-testid={testId} data-state={state}>
      <ListItemButton onClick={() => onOpen(path)} sx={{ px: 2, py: 1.25, borderRadius: 0 }}>
        {body}
      </ListItemButton>
    </ListItem>
  )
}
