import Chip from '@mui/material/Chip'
import { useTranslation } from 'react-i18next'
import type { Role } from '../documents'
import { formatDate, fullName } from '../../../lib/format'

/** Who last changed the role and when; built-in roles nobody changed yet show a dash. */
export function LastModified({ role }: { role: Role }) {
  const { t } = useTranslation()
  if (!role.lastModifiedUser) return '—'
  return t('users.lastModifiedOn', {
    name: fullName(role.lastModifiedUser),
    date: formatDate(role.updatedAt),
  })
}

export function BuiltInChip({ role }: { role: Role }) {
  const { t } = useTranslation()
  return role.isRemovable ? null : <Chip size="small" variant="outlined" label={t('users.notRemovable')} />
}
