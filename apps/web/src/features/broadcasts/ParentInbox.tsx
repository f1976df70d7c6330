import Badge from '@mui/material/Badge'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { formatDateTime } from '../../lib/format'
import { BroadcastView } from './components/BroadcastView'
import { senderLine } from './components/broadcast-columns'
import type { Broadcast } from './documents'
import { useBroadcasts, useMarkBroadcastRead } from './hooks'
import { LoadError } from '../../components/query'

const INBOX_PAGE = { page: 1, perPage: 20 }

/**
 * The parent's messages from school on their dashboard: unread first, one opened at a time (the address's
 * ?broadcast=ID, which the bell and the email link to), marked read when opened.
 */
export function ParentInbox({ schoolId, headingId }: { schoolId: number; headingId: string }) {
  const { t } = useTranslation()
  const inbox = useBroadcasts(schoolId, {}, INBOX_PAGE)
  const markRead = useMarkBroadcastRead()
  const [params, setParams] = useSearchParams()
  const openId = Number(params.get('broadcast')) || null
  const list = inbox.data?.getBroadcasting
  const opened = list?.data.find((b) => b.ID === openId)
  const { mutate } = markRead
  useEffect(() => {
    if (opened && !opened.isRead) mutate({ ids: [opened.ID], isRead: true })
  }, [opened, mutate])
  const open = (b: Broadcast | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (b) next.set('broadcast', String(b.ID))
        else next.delete('broadcast')
        return next
      },
      { replace: false },
    )
  return (
    <Stack spacing={1.5} data-testid="parent-inbox">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h2" id={headingId}>
          {t('broadcasts.inbox')}
        </Typography>
        {list && list.unreadCount > 0 && (
          <Chip
            size="small"
            color="primary"
            label={t('broadcasts.unreadCount', { count: list.unreadCount })}
            data-testid="parent-inbox-unread"
          />
        )}
      </Stack>
      <LoadError query={inbox} />
      {inbox.isPending && <Skeleton variant="rounded" height={80} aria-hidden />}
      {list?.data.length === 0 && (
        <Typography color="text.secondary">{t('broadcasts.inboxEmpty')}</Typography>
      )}
      {list?.data.map((b) =>
        b.ID === openId ? (
          <Card key={b.ID} variant="outlined" data-testid={`inbox-open-${b.ID}`}>
            <CardContent>
              <BroadcastView broadcast={b} />
            </CardContent>
            <CardActionArea
              onClick={() => open(null)}
              sx={{ p: 1.5, textAlign: 'center' }}
              data-testid="inbox-close"
            >
              {t('broadcasts.close')}
            </CardActionArea>
          </Card>
        ) : (
          <Card key={b.ID} variant="outlined">
            <CardActionArea onClick={() => open(b)} sx={{ p: 1.5 }} data-testid={`inbox-item-${b.ID}`}>
              <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', justifyContent: 'space-between' }}
              >
                <Badge color="primary" variant="dot" invisible={Boolean(b.isRead)}>
                  <Typography sx={{ fontWeight: b.isRead ? 400 : 700, overflowWrap: 'anywhere' }}>
                    {b.subject}
                  </Typography>
                </Badge>
                {!b.isRead && (
                  <Chip size="small" label={t('broadcasts.unread')} data-testid={`inbox-unread-${b.ID}`} />
                )}
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {senderLine(b)}
                {b.publishedAt ? ` · ${formatDateTime(b.publishedAt)}` : ''}
              </Typography>
            </CardActionArea>
          </Card>
        ),
      )}
    </Stack>
  )
}
