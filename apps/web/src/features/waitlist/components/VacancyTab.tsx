import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { Column } from '../../../components/list/ResponsiveList'
import { ResponsiveList } from '../../../components/list/ResponsiveList'
import type { WaitlistVacancyTabQuery } from '../../../generated/graphql'
import { formatMonth } from '../../../lib/format'
import { useVacancyTab } from '../hooks'

type Row = WaitlistVacancyTabQuery['getVacancyTab'][number]

/**
 * The vacancy tab: a centre's places per level (the level filter's, when chosen) for the next 12 months, beside the
 * families waiting for them.
 */
export function VacancyTab({ centreId, levelId }: { centreId: number | null; levelId: number | null }) {
  const { t } = useTranslation()
  const vacancy = useVacancyTab(centreId)
  if (centreId === null)
    return <Typography sx={{ color: 'text.secondary' }}>{t('waitlist.chooseCentre')}</Typography>
  const columns: Column<Row>[] = [
    {
      key: 'month',
      header: t('waitlist.monthHeader'),
      cell: (r) => formatMonth(r.month),
      card: 'title',
      exportValue: (r) => r.month,
    },
    {
      key: 'level',
      header: t('waitlist.level'),
      cell: (r) => r.levelLabel,
      exportValue: (r) => r.levelLabel,
    },
    {
      key: 'capacity',
      header: t('waitlist.capacity'),
      cell: (r) => r.capacity,
      exportValue: (r) => r.capacity,
    },
    {
      key: 'enrolled',
      header: t('waitlist.enrolled'),
      cell: (r) => r.enrolled,
      exportValue: (r) => r.enrolled,
    },
    {
      key: 'offered',
      header: t('waitlist.offeredSeats'),
      cell: (r) => r.offered,
      exportValue: (r) => r.offered,
    },
    {
      key: 'vacancies',
      header: t('waitlist.vacancies'),
      cell: (r) => r.vacancies,
      card: 'badge',
      exportValue: (r) => r.vacancies,
    },
    { key: 'waiting', header: t('waitlist.waiting'), cell: (r) => r.waiting, exportValue: (r) => r.waiting },
  ]
  return (
    <ResponsiveList
      query={vacancy}
      rowsOf={(data) => data.getVacancyTab.filter((r) => levelId === null || r.fkLevel === levelId)}
      rowKey={(r) => `${r.fkLevel}-${r.month}`}
      columns={columns}
      label={t('waitlist.vacancyTab')}
      emptyText={t('common.noData')}
      testId="waitlist-vacancy"
      exportName="vacancies"
    />
  )
}
