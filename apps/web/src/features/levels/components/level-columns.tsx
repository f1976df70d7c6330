import { useTranslation } from 'react-i18next'
import type { Column } from '../../../components/list/ResponsiveList'
import { StatusChip } from '../../../components/list/StatusChip'
import type { Level } from '../documents'
import { formatDate, formatHours } from '../format'
import { AgeRangeLines, ProgrammeChips, PromotionDate, YesNo } from './LevelCells'

/** The level list's columns: table headings, what a phone's card shows, and what an export holds. */
export function useLevelColumns(): Column<Level>[] {
  const { t } = useTranslation()
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'))
  return [
    {
      key: 'label',
      header: t('levels.label'),
      cell: (l) => l.label,
      card: 'title',
      strong: true,
      exportValue: (l) => l.label,
    },
    {
      key: 'age',
      header: t('levels.ageRangeHeader'),
      cell: (l) => (
        <span data-testid={`level-age-${l.ID}`}>
          <AgeRangeLines level={l} />
        </span>
      ),
      exportValue: (l) => `${l.fromMonth}–${l.toMonth}`,
    },
    {
      key: 'programmes',
      header: t('levels.programmes'),
      cell: (l) => <ProgrammeChips level={l} />,
      exportValue: (l) =>
        l.programs
          .filter((p) => p.active)
          .map((p) => `${p.label} ${formatHours(p.from, p.to)}`)
          .join('; '),
    },
    {
      key: 'promotionDate',
      header: t('levels.promotionDate'),
      cell: (l) => <PromotionDate level={l} />,
      nowrap: true,
      exportValue: (l) => formatDate(l.promotionDate),
    },
    {
      key: 'offOnSaturday',
      header: t('levels.offOnSaturday'),
      cell: (l) => <YesNo value={l.offOnSaturday} />,
      exportValue: (l) => yesNo(l.offOnSaturday),
    },
    {
      key: 'isInfant',
      header: t('levels.isInfant'),
      cell: (l) => <YesNo value={l.isInfant} />,
      exportValue: (l) => yesNo(l.isInfant),
    },
    {
      key: 'status',
      header: t('levels.status'),
      cell: (l) => <StatusChip active={l.active} />,
      card: 'badge',
      exportValue: (l) => (l.active ? t('common.active') : t('common.inactive')),
    },
  ]
}
