import { addMonths, singaporeToday } from '@preschool/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FilterSelect } from '../../components/list/FilterSelect'
import { formatMonth } from '../../lib/format'

/** The months a finance action offers, by their distance from this month in Singapore; the first is chosen. */
export function useMonthChoice(offsets: readonly number[]) {
  const [months] = useState(() => offsets.map((n) => addMonths(singaporeToday(), n)))
  const [month, setMonth] = useState(months[0])
  return { months, month, setMonth }
}

/** The month of a finance action (an invoice run, a GIRO file). */
export function MonthSelect({
  choice,
  testId,
}: {
  choice: ReturnType<typeof useMonthChoice>
  testId: string
}) {
  const { t } = useTranslation()
  return (
    <FilterSelect
      label={t('finance.month')}
      value={choice.month}
      options={choice.months.map((m) => ({ value: m, label: formatMonth(m) }))}
      onChange={(m) => m && choice.setMonth(m)}
      testId={testId}
    />
  )
}
