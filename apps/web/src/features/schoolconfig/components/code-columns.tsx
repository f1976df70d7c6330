import Chip from '@mui/material/Chip'
import { useTranslation } from 'react-i18next'
import type { Column } from '../../../components/list/ResponsiveList'
import type { AdminCode } from '../documents'
import { CodeActiveSwitch } from './CodeActiveSwitch'

interface Options {
  /** Set only for users who may change codes: without it the status is a chip. */
  onToggle?: (code: AdminCode, active: boolean) => void
  /** The code whose switch is being saved. */
  pendingId: number | null
}

/** The columns of one option list's codes: table headings, what a phone's card shows, and the export. */
export function useCodeColumns({ onToggle, pendingId }: Options): Column<AdminCode>[] {
  const { t } = useTranslation()
  const active = (code: AdminCode) => (code.active ? t('common.active') : t('common.inactive'))
  return [
    {
      key: 'label',
      header: t('schoolConfig.codes.label'),
      cell: (code) => code.label,
      card: 'title',
      strong: true,
      exportValue: (code) => code.label,
    },
    {
      key: 'description',
      header: t('schoolConfig.codes.description'),
      cell: (code) => code.description,
      exportValue: (code) => code.description,
    },
    {
      key: 'sortOrder',
      header: t('schoolConfig.codes.sortOrder'),
      cell: (code) => code.sortOrder,
      align: 'right',
      exportValue: (code) => code.sortOrder,
    },
    {
      key: 'status',
      header: t('schoolConfig.codes.status'),
      cell: (code) =>
        onToggle ? (
          <CodeActiveSwitch code={code} disabled={pendingId === code.ID} onToggle={onToggle} />
        ) : (
          <Chip
            size="small"
            label={active(code)}
            color={code.active ? 'success' : 'default'}
            variant="outlined"
          />
        ),
      card: 'badge',
      exportValue: active,
    },
  ]
}
