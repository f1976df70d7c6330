import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'
import type { Column } from '../../../components/list/ResponsiveList'
import { StatusChip } from '../../../components/list/StatusChip'
import type { Role } from '../documents'
import { BuiltInChip, LastModified } from './RoleCells'

/** The role list's columns: table headings, what a phone's card shows. */
export function useRoleColumns(): Column<Role>[] {
  const { t } = useTranslation()
  return [
    {
      key: 'label',
      header: t('users.role'),
      cell: (role) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <strong>{role.label}</strong>
          <BuiltInChip role={role} />
        </Stack>
      ),
      card: 'title',
    },
    {
      key: 'users',
      header: t('users.users'),
      cell: (role) => <span data-testid={`role-users-${role.ID}`}>{role.numberOfUsers}</span>,
      align: 'right',
    },
    { key: 'modified', header: t('users.lastModified'), cell: (role) => <LastModified role={role} /> },
    {
      key: 'status',
      header: t('users.status'),
      cell: (role) => <StatusChip active={role.active} />,
      card: 'badge',
    },
  ]
}
