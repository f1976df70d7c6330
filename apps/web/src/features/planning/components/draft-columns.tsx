import { CapacityDraftStatusText, type CapacityDraftStatus } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import type { Column } from '../../../components/list/ResponsiveList'
import type { CapacityDraftRow } from '../documents'
import { formatDayAndTime, formatShortMonth } from '../../../lib/format'
import { StatusChip } from '../../../components/StatusChip'

const statusText = (status: string) => CapacityDraftStatusText[status as CapacityDraftStatus] ?? status
// Filled warning chips fail the contrast check; pending is the primary one.
const tone = { pending: 'warning', approved: 'success', rejected: 'error', cancelled: 'neutral' } as const

/** The request list's columns; the stored status values are never shown (spec 000 s.4), their labels are. */
export function useDraftColumns(): Column<CapacityDraftRow>[] {
  const { t } = useTranslation()
  const itemLines = (d: CapacityDraftRow) =>
    d.items.map((i) =>
      t('planning.itemLine', { level: i.label, month: formatShortMonth(i.date), capacity: i.capacity }),
    )
  return [
    {
      key: 'changes',
      header: t('planning.requestChanges'),
      cell: (d) => itemLines(d).map((line) => <div key={line}>{line}</div>),
      card: 'title',
      exportValue: (d) => itemLines(d).join('; '),
    },
    {
      key: 'status',
      header: t('planning.requestStatus'),
      cell: (d) => (
        <StatusChip
          label={statusText(d.status)}
          tone={tone[d.status as CapacityDraftStatus] ?? 'neutral'}
          testId={`planning-draft-status-${d.ID}`}
        />
      ),
      card: 'badge',
      exportValue: (d) => statusText(d.status),
    },
    {
      key: 'requester',
      header: t('planning.requestedBy'),
      cell: (d) => d.requesterName,
      exportValue: (d) => d.requesterName,
    },
    {
      key: 'approver',
      header: t('planning.decidedBy'),
      cell: (d) => d.approverName ?? '–',
      exportValue: (d) => d.approverName ?? '',
    },
    {
      key: 'updated',
      header: t('planning.updated'),
      cell: (d) => formatDayAndTime(d.updatedAt),
      nowrap: true,
      exportValue: (d) => formatDayAndTime(d.updatedAt),
    },
  ]
}

export { statusText }
