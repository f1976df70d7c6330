import { useTranslation } from 'react-i18next'
import type { Column } from '../../../components/list/ResponsiveList'
import type { Centre } from '../documents'
import { StatusChip } from '../../../components/list/StatusChip'
import { formatAddress, LevelCount, postcodeOf } from './CentreCells'

/** The centre list's columns: table headings, what a phone's card shows, and what an export holds. */
export function useCentreColumns(): Column<Centre>[] {
  const { t } = useTranslation()
  return [
    { key: 'code', header: t('centres.code'), cell: (c) => c.code, nowrap: true, exportValue: (c) => c.code },
    {
      key: 'label',
      header: t('centres.label'),
      cell: (c) => c.label,
      card: 'title',
      strong: true,
      exportValue: (c) => c.label,
    },
    { key: 'address', header: t('centres.address'), cell: formatAddress, exportValue: formatAddress },
    { key: 'postcode', header: t('centres.postcode'), cell: postcodeOf, exportValue: postcodeOf },
    {
      key: 'levels',
      header: t('centres.levels'),
      cell: (c) => (
        <span data-testid={`centre-levels-${c.ID}`}>
          <LevelCount centre={c} />
        </span>
      ),
      nowrap: true,
      exportValue: (c) => c.levelCount,
    },
    {
      key: 'status',
      header: t('centres.status'),
      cell: (c) => <StatusChip active={c.active} />,
      card: 'badge',
      exportValue: (c) => (c.active ? t('common.active') : t('common.inactive')),
    },
  ]
}
