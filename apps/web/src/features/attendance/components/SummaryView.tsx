import { useTranslation } from 'react-i18next'
import { ResponsiveList } from '../../../components/list/ResponsiveList'
import { useCentreSummary } from '../hooks'
import { useSummaryColumns } from './summary-columns'

/** A centre's register per class and weekday of a range, exportable as the monthly register. */
export function SummaryView({
  centreId,
  classID,
  from,
  to,
}: {
  centreId: number
  classID: number | null
  from: string
  to: string
}) {
  const { t } = useTranslation()
  const summary = useCentreSummary(centreId, from, to, classID)
  return (
    <ResponsiveList
      query={summary}
      rowsOf={(d) => d.getCentreAttendanceSummaries}
      rowKey={(r) => `${r.date}-${r.classID}`}
      columns={useSummaryColumns()}
      label={t('attendance.tabSummary')}
      emptyText={t('attendance.summaryEmpty')}
      testId="attendance-summary"
      rowTestId="attendance-summary-row"
      exportName={`attendance-${from}-${to}`}
    />
  )
}
