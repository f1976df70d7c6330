import Chip from '@mui/material/Chip'
import { useTranslation } from 'react-i18next'

/** Active or inactive, as every list shows it. */
export function StatusChip({ active }: { active: boolean }) {
  const { t } = useTranslation()
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'default'}
      label={active ? t('common.active') : t('common.inactive')}
    />
  )
}
