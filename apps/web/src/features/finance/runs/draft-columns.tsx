import { useTranslation } from 'react-i18next'
import type { Column } from '../../../components/list/ResponsiveList'
import { formatMoney } from '../../../lib/format'
import type { RunDraft } from '../documents'
import { ExplainedLines } from './DraftLines'

const signed = (cents: number) => (cents > 0 ? `+${formatMoney(cents)}` : formatMoney(cents))

/** The child a drafted invoice is for: the card's title. */
const childColumn = (header: string): Column<RunDraft> => ({
  key: 'child',
  header,
  cell: (d) => d.childName,
  card: 'title',
  strong: true,
  exportValue: (d) => d.childName,
})

/** A billed child's drafted invoice: its total, CDA part, change from last month, and every line explained. */
export function useBilledColumns(): Column<RunDraft>[] {
  const { t } = useTranslation()
  const change = (d: RunDraft) =>
    d.change === null
      ? t('finance.runs.noPrevious')
      : `${signed(d.change)} (${t('finance.runs.previous')}: ${formatMoney(d.previousGrandTotal ?? 0)})`
  return [
    childColumn(t('finance.child')),
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
    childColumn(t('finance.child')),
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
