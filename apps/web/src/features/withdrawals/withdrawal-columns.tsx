import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Column } from '../../components/list/ResponsiveList'
import { StatusChip, type StatusTone } from '../../components/StatusChip'
import { keyOf } from '../../i18n/text-key'
import { formatDate, formatMoney } from '../../lib/format'
import type { Withdrawal } from './documents'
import { withdrawalPaths } from './paths'
import { withdrawalStatusText } from './text-keys'

const childName = (w: Withdrawal) =>
  `${w.withdrawalDraftItem.child.firstname} ${w.withdrawalDraftItem.child.lastname}`

const tones: Record<string, StatusTone> = {
  pending_centre: 'warning',
  pending_hq: 'warning',
  approved: 'success',
  withdrawn: 'neutral',
  rejected: 'error',
  cancelled: 'neutral',
}

export function WithdrawalStatus({ w }: { w: Pick<Withdrawal, 'ID' | 'status'> }) {
  const { t } = useTranslation()
  return (
    <StatusChip
      label={t(keyOf(withdrawalStatusText, w.status, 'pending_centre'))}
      tone={tones[w.status] ?? 'neutral'}
      testId={`withdrawal-status-${w.ID}`}
    />
  )
}

/** The columns of both withdrawal lists: one declaration for the table, the phone's cards and the export. */
export function useWithdrawalColumns(): Column<Withdrawal>[] {
  const { t } = useTranslation()
  return [
    {
      key: 'child',
      header: t('withdrawals.child'),
      cell: (w) => <Link to={withdrawalPaths.detail(w.ID)}>{childName(w)}</Link>,
      card: 'title',
      strong: true,
      exportValue: childName,
    },
    {
      key: 'status',
      header: t('withdrawals.status'),
      cell: (w) => <WithdrawalStatus w={w} />,
      card: 'badge',
      exportValue: (w) => t(keyOf(withdrawalStatusText, w.status, 'pending_centre')),
    },
    {
      key: 'centre',
      header: t('withdrawals.centre'),
      cell: (w) => w.centre.label,
      exportValue: (w) => w.centre.label,
    },
    {
      key: 'lastDay',
      header: t('withdrawals.lastDay'),
      cell: (w) => formatDate(w.withdrawalDraftItem.effectiveDate),
      nowrap: true,
      exportValue: (w) => w.withdrawalDraftItem.effectiveDate,
    },
    {
      key: 'reason',
      header: t('withdrawals.parentReason'),
      cell: (w) => w.withdrawalDraftItem.codeByParentReason.label,
      exportValue: (w) => w.withdrawalDraftItem.codeByParentReason.label,
    },
    {
      key: 'deposit',
      header: t('withdrawals.refundDeposit'),
      cell: (w) => formatMoney(w.withdrawalDraftItem.refundDepositAmount),
      align: 'right',
      exportValue: (w) => w.withdrawalDraftItem.refundDepositAmount / 100,
    },
  ]
}
