import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Column } from '../../../components/list/ResponsiveList'
import type { SummaryRow } from '../documents'

/** The centre summary's columns: on screen, on a phone's card, and in the CSV/XLSX register. */
export function useSummaryColumns(): Column<SummaryRow>[] {
  const { t } = useTranslation()
  return useMemo(() => {
    const count = (
      key: 'expected' | 'present' | 'absent' | 'late' | 'notArrived',
      header: string,
    ): Column<SummaryRow> => ({
      key,
      header,
      cell: (r) => r[key],
      exportValue: (r) => r[key],
      align: 'right',
      card: 'line',
    })
    return [
      {
        key: 'date',
        header: t('attendance.day'),
        cell: (r) => r.date,
        exportValue: (r) => r.date,
        card: 'title',
        nowrap: true,
      },
      {
        key: 'class',
        header: t('attendance.class'),
        cell: (r) => r.classLabel,
        exportValue: (r) => r.classLabel,
        card: 'badge',
      },
      count('expected', t('attendance.expected')),
      count('present', t('attendance.present')),
      count('absent', t('attendance.absentCount')),
      count('late', t('attendance.late')),
      count('notArrived', t('attendance.notArrivedCount')),
    ]
  }, [t])
}
