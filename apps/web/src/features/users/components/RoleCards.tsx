import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { StatusChip } from '../../../components/list/StatusChip'
import type { Role } from '../documents'
import { BuiltInChip, LastModified } from './RoleCells'
import { type RoleAction, RoleRowActions } from './RoleRowActions'

interface Props {
  roles: Role[]
  onAction?: (role: Role, action: RoleAction) => void
}

/** The role list on a phone. */
export function RoleCards({ roles, onAction }: Props) {
  const { t } = useTranslation()
  return (
    <Stack spacing={1.5} data-testid="roles-cards">
      {roles.map((role) => (
        <Card key={role.ID} variant="outlined" data-testid={`role-row-${role.ID}`}>
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                {role.label}
              </Typography>
              <StatusChip active={role.active} />
            </Stack>
            <BuiltInChip role={role} />
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('users.users')}: <span data-testid={`role-users-${role.ID}`}>{role.numberOfUsers}</span>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('users.lastModified')}: <LastModified role={role} />
            </Typography>
          </CardContent>
          <CardActions sx={{ justifyContent: 'flex-end' }}>
            <RoleRowActions role={role} onAction={onAction} />
          </CardActions>
        </Card>
      ))}
    </Stack>
  )
}
