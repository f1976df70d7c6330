import { useTranslation } from 'react-i18next'
import type { Column } from '../../../components/list/ResponsiveList'
import { formatMoney } from '../../../lib/format'
import type { RunDraft } from '../documents'
import { ExplainedLines } from './DraftLines'

const signed = (cents: number) => (cents > 0 ? `+${formatMoney(cents)}` : formatMoney(cents))

/** A billed child's drafted invoice: its total, CDA part, change from last month, and every line explained. */
export function useBilledColumns(): Column<RunDraft>[] {
  const { t } = useTranslation()
  const change = (d: RunDraft) =>
    d.change === null
      ? t('finance.runs.noPrevious')
      : `${signed(d.change)} (${t('finance.runs.previous')}: ${formatMoney(d.previousGrandTotal ?? 0)})`
  return [
    {
      key: 'child',
      header: t('finance.child'),
      cell: (d) => d.childName,
      card: 'title',
      strong: true,
      exportValue: (d) => d.childName,
    },
    {
      key: 'total',
      header: t('finance.total'),
      cell: (d) => formatMoney(d.grandTotal),
      card: 'badge',
      align: 'right',
      nowrap: true,
      exportValue: (d) => d.grandTotal / 100,
    },
    {
      key: 'cda',
      header: t('finance.runs.cda'),
      cell: (d) => formatMoney(d.CDAAmount),
      align: 'right',
      exportValue: (d) => d.CDAAmount / 100,
    },
    {
      key: 'change',
      header: t('finance.runs.change'),
      cell: change,
      exportValue: (d) => (d.change === null ? '' : d.change / 100),
    },
    {
      key: 'lines',
      header: t('finance.invoice.items'),
      cell: (d) => <ExplainedLines lines={d.items} testId={`finance-draft-lines-${d.IDChild}`} />,
      exportValue: (d) => d.items.map((l) => `${l.label}: ${l.explanation}`).join('; '),
    },
  ]
}

/** A skipped child and why. */
export function useSkippedColumns(): Column<RunDraft>[] {
  const { t } = useTranslation()
  return [
    {
      key: 'child',
      header: t('finance.child'),
      cell: (d) => d.childName,
      card: 'title',
      strong: true,
      exportValue: (d) => d.childName,
    },
    {
      key: 'centre',
      header: t('finance.centre'),
      cell: (d) => d.centreName,
      exportValue: (d) => d.centreName,
    },
    {
      key: 'why',
      header: t('finance.runs.why'),
      cell: (d) => d.skipMessage ?? '',
      exportValue: (d) => d.skipMessage ?? '',
    },
  ]
}
