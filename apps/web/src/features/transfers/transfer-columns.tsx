import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Column } from '../../components/list/ResponsiveList'
import { StatusChip, type StatusTone } from '../../components/StatusChip'
import { keyOf } from '../../i18n/text-key'
import { formatDate } from '../../lib/format'
import type { Transfer } from './documents'
import { transferPaths } from './paths'
import { transferStatusText } from './text-keys'

const childName = (t: Transfer) => `${t.item.child.firstname} ${t.item.child.lastname}`

const tones: Record<string, StatusTone> = {
  pending_source: 'warning',
  pending_destination: 'warning',
  approved: 'success',
  completed: 'neutral',
  rejected: 'error',
  cancelled: 'neutral',
}

export function TransferStatus({ transfer }: { transfer: Pick<Transfer, 'ID' | 'status'> }) {
  const { t } = useTranslation()
  return (
    <StatusChip
      label={t(keyOf(transferStatusText, transfer.status, 'pending_source'))}
      tone={tones[transfer.status] ?? 'neutral'}
      testId={`transfer-status-${transfer.ID}`}
    />
  )
}

/** The columns of both transfer lists: one declaration for the table, the phone's cards and the export. */
export function useTransferColumns(): Column<Transfer>[] {
  const { t } = useTranslation()
  return [
    {
      key: 'child',
      header: t('transfers.child'),
      cell: (row) => <Link to={transferPaths.detail(row.ID)}>{childName(row)}</Link>,
      card: 'title',
      strong: true,
      exportValue: childName,
    },
    {
      key: 'status',
      header: t('transfers.status'),
      cell: (row) => <TransferStatus transfer={row} />,
      card: 'badge',
      exportValue: (row) => t(keyOf(transferStatusText, row.status, 'pending_source')),
    },
    {
      key: 'from',
      header: t('transfers.from'),
      cell: (row) => row.sourceCentre.label,
      exportValue: (row) => row.sourceCentre.label,
    },
    {
      key: 'to',
      header: t('transfers.to'),
      cell: (row) => row.destinationCentre.label,
      exportValue: (row) => row.destinationCentre.label,
    },
    {
      key: 'effectiveDate',
      header: t('transfers.effectiveDate'),
      cell: (row) => formatDate(row.item.effectiveDate),
      nowrap: true,
      exportValue: (row) => row.item.effectiveDate,
    },
    {
      key: 'vacancy',
      header: t('transfers.vacancy'),
      cell: (row) =>
        t(row.vacancyAvailableForTransferRequest ? 'transfers.vacancyYes' : 'transfers.vacancyNo'),
      exportValue: (row) =>
        t(row.vacancyAvailableForTransferRequest ? 'transfers.vacancyYes' : 'transfers.vacancyNo'),
    },
    {
      key: 'reason',
      header: t('transfers.reason'),
      cell: (row) => row.item.reason.label,
      exportValue: (row) => row.item.reason.label,
    },
  ]
}
