import Chip from '@mui/material/Chip'
import { useTranslation } from 'react-i18next'
import { keyOf } from '../../i18n/text-key'
import { draftKindText, draftStatusText } from './text-keys'
import type { Column } from '../../components/list/ResponsiveList'
import { formatDayAndTime } from '../../lib/format'
import type { BlacklistDraft, BlacklistEntry } from './documents'

const name = (p: { firstname?: string | null; lastname?: string | null }) =>
  `${p.firstname ?? ''} ${p.lastname ?? ''}`.trim()

export function useEntryColumns(): Column<BlacklistEntry>[] {
  const { t } = useTranslation()
  return [
    {
      key: 'child',
      header: t('blacklist.child'),
      cell: (e) => name(e.child),
      card: 'title',
      strong: true,
      exportValue: (e) => name(e.child),
    },
    {
      key: 'parent',
      header: t('blacklist.parent'),
      cell: (e) => `${name(e.parent)} · ${e.parent.email ?? ''}`,
      exportValue: (e) => e.parent.email ?? '',
    },
    {
      key: 'centre',
      header: t('blacklist.centre'),
      cell: (e) => e.centre.label,
      exportValue: (e) => e.centre.label,
    },
    {
      key: 'reason',
      header: t('blacklist.reason'),
      cell: (e) => <Chip size="small" label={e.code.label} />,
      card: 'badge',
      exportValue: (e) => e.code.label,
    },
    { key: 'remark', header: t('blacklist.remark'), cell: (e) => e.remark, exportValue: (e) => e.remark },
    {
      key: 'updated',
      header: t('blacklist.updatedAt'),
      cell: (e) => formatDayAndTime(e.updatedAt),
      nowrap: true,
      exportValue: (e) => e.updatedAt,
    },
  ]
}

export function useDraftColumns(): Column<BlacklistDraft>[] {
  const { t } = useTranslation()
  const item = (d: BlacklistDraft) => d.items[0]
  return [
    {
      key: 'child',
      header: t('blacklist.child'),
      cell: (d) => name(item(d).child),
      card: 'title',
      strong: true,
      exportValue: (d) => name(item(d).child),
    },
    {
      key: 'kind',
      header: t('blacklist.kind'),
      cell: (d) => t(keyOf(draftKindText, d.kind, 'add')),
      exportValue: (d) => d.kind,
    },
    {
      key: 'status',
      header: t('blacklist.status'),
      cell: (d) => (
        <Chip
          size="small"
          label={t(keyOf(draftStatusText, d.status, 'pending'))}
          data-testid={`blacklist-draft-status-${d.ID}`}
        />
      ),
      card: 'badge',
      exportValue: (d) => t(keyOf(draftStatusText, d.status, 'pending')),
    },
    {
      key: 'centre',
      header: t('blacklist.centre'),
      cell: (d) => d.centre.label,
      exportValue: (d) => d.centre.label,
    },
    {
      key: 'reason',
      header: t('blacklist.reason'),
      cell: (d) => item(d).code?.label ?? '',
      exportValue: (d) => item(d).code?.label ?? '',
    },
    {
      key: 'remark',
      header: t('blacklist.remark'),
      cell: (d) => item(d).remark,
      exportValue: (d) => item(d).remark,
    },
    {
      key: 'by',
      header: t('blacklist.requestedBy'),
      cell: (d) => name(d.user),
      exportValue: (d) => name(d.user),
    },
    {
      key: 'decided',
      header: t('blacklist.decidedBy'),
      cell: (d) => [d.approverName, d.decisionRemark].filter(Boolean).join(' · '),
      exportValue: (d) => d.approverName ?? '',
    },
    {
      key: 'created',
      header: t('blacklist.updatedAt'),
      cell: (d) => formatDayAndTime(d.createdAt),
      nowrap: true,
      exportValue: (d) => d.createdAt,
    },
  ]
}
