import type { TFunction } from 'i18next'
import { formatMoney } from '../../../lib/format'

/** A fee of a draft: what it is for, and its amount before and after (cents; null when it is new). */
interface FeeLine {
  level: { label: string }
  nationality: string
  program: { label: string }
  lastAmount: number | null
  amount: number
}

/** The headings of a fee line wherever one is listed (the draft's fees, the impact of approving it). */
export const feeLineHeaders = (t: TFunction) => [
  t('fees.level'),
  t('fees.nationality'),
  t('fees.program'),
  t('fees.lastAmount'),
  t('fees.newAmount'),
]

/** A fee line's cells, under feeLineHeaders. */
export const feeLineCells = (line: FeeLine) => [
  line.level.label,
  line.nationality,
  line.program.label,
  line.lastAmount === null ? '—' : formatMoney(line.lastAmount),
  formatMoney(line.amount),
]
