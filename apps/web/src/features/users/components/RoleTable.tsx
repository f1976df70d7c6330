import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useTranslation } from 'react-i18next'
import { StatusChip } from '../../../components/list/StatusChip'
import type { Role } from '../documents'
import { BuiltInChip, LastModified } from './RoleCells'
import { type RoleAction, RoleRowActions } from './RoleRowActions'

interface Props {
  roles: Role[]
  onAction?: (role: Role, action: RoleAction) => void
}

export function RoleTable({ roles, onAction }: Props) {
  const { t } = useTranslation()
  return (
    <TableContainer>
      <Table size="small" aria-label={t('users.tabRoles')} data-testid="roles-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('users.role')}</TableCell>
            <TableCell align="right">{t('users.users')}</TableCell>
            <TableCell>{t('users.lastModified')}</TableCell>
            <TableCell>{t('users.status')}</TableCell>
            <TableCell align="right">{t('users.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {roles.map((role) => (
            <TableRow key={role.ID} data-testid={`role-row-${role.ID}`}>
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <strong>{role.label}</strong>
                  <BuiltInChip role={role} />
                </Stack>
              </TableCell>
              <TableCell align="right" data-testid={`role-users-${role.ID}`}>
                {role.numberOfUsers}
              </TableCell>
              <TableCell>
                <LastModified role={role} />
              </TableCell>
              <TableCell>
                <StatusChip active={role.active} />
              </TableCell>
              <TableCell align="right">
                <RoleRowActions role={role} onAction={onAction} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
