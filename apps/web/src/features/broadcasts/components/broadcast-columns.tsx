import Chip from '@mui/material/Chip'
import { useTranslation } from 'react-i18next'
import type { Column } from '../../../components/list/ResponsiveList'
import { keyOf } from '../../../i18n/text-key'
import { formatDateTime, fullName } from '../../../lib/format'
import type { Broadcast } from '../documents'
import { broadcastStatusText } from '../text-keys'

/** The sender as the spec shows them: name, and the role's label. */
export const senderLine = (b: Broadcast) => {
  const role = b.sender.roles[0]?.label
  return role ? `${fullName(b.sender)} · ${role}` : fullName(b.sender)
}

export function useBroadcastColumns(): Column<Broadcast>[] {
  const { t } = useTranslation()
  const status = (b: Broadcast) => t(keyOf(broadcastStatusText, b.status, 'draft'))
  const scopes = (b: Broadcast) => b.scopes.map((s) => s.label).join(', ')
  const reads = (b: Broadcast) =>
    b.status === 'published' ? t('broadcasts.readsOf', { read: b.readCount, total: b.recipientCount }) : '–'
  return [
    {
      key: 'subject',
      header: t('broadcasts.subject'),
      cell: (b) => b.subject,
      card: 'title',
      strong: true,
      exportValue: (b) => b.subject,
    },
    { key: 'scopes', header: t('broadcasts.sentTo'), cell: scopes, card: 'line', exportValue: scopes },
    { key: 'sender', header: t('broadcasts.sender'), cell: senderLine, exportValue: senderLine },
    {
      key: 'updated',
      header: t('broadcasts.updated'),
      cell: (b) => formatDateTime(b.publishedAt ?? b.updatedAt),
      nowrap: true,
      exportValue: (b) => formatDateTime(b.publishedAt ?? b.updatedAt),
    },
    {
      key: 'reads',
      header: t('broadcasts.reads'),
      cell: reads,
      nowrap: true,
      card: 'line',
      exportValue: reads,
    },
    {
      key: 'status',
      header: t('broadcasts.status'),
      cell: (b) => (
        <Chip size="small" color={b.status === 'published' ? 'success' : 'default'} label={status(b)} />
      ),
      card: 'badge',
      exportValue: status,
    },
  ]
}
