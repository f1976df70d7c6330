import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import ToggleOffOutlinedIcon from '@mui/icons-material/ToggleOffOutlined'
import ToggleOnOutlinedIcon from '@mui/icons-material/ToggleOnOutlined'
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import { HQ_ADMIN_ROLE } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Role } from '../documents'
import { userPaths } from '../paths'

export type RoleAction = 'remove' | 'activate' | 'deactivate'

interface Props {
  role: Role
  /** Absent for a user who may only read roles: each role can then only be viewed. */
  onAction?: (role: Role, action: RoleAction) => void
}

/**
 * Edit, activate or deactivate, and remove (removable roles only). The HQ Administrator role is fixed, and a user
 * with roles.read only changes nothing, so those get View (the form opens read-only); the server refuses the rest
 * when the user lacks the role's access.
 */
export function RoleRowActions({ role, onAction }: Props) {
  const { t } = useTranslation()
  const label = { label: role.label }
  if (role.name === HQ_ADMIN_ROLE || !onAction) {
    const view = t('users.viewRole', label)
    return (
      <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
        <Tooltip title={view}>
          <IconButton
            component={Link}
            to={userPaths.editRole(role.ID)}
            aria-label={view}
            data-testid={`role-view-${role.ID}`}
          >
            <VisibilityOutlinedIcon />
          </IconButton>
        </Tooltip>
      </Stack>
    )
  }
  const edit = t('users.editRole', label)
  const toggle = t(role.active ? 'users.deactivateRole' : 'users.activateRole', label)
  const remove = t('users.removeRole', label)
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title={edit}>
        <IconButton
          component={Link}
          to={userPaths.editRole(role.ID)}
          aria-label={edit}
          data-testid={`role-edit-${role.ID}`}
        >
          <EditOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={toggle}>
        <IconButton
          onClick={() => onAction(role, role.active ? 'deactivate' : 'activate')}
          aria-label={toggle}
          data-testid={`role-${role.active ? 'deactivate' : 'activate'}-${role.ID}`}
        >
          {role.active ? <ToggleOnOutlinedIcon /> : <ToggleOffOutlinedIcon />}
        </IconButton>
      </Tooltip>
      {role.isRemovable && (
        <Tooltip title={remove}>
          <IconButton
            onClick={() => onAction(role, 'remove')}
            aria-label={remove}
            data-testid={`role-remove-${role.ID}`}
          >
            <DeleteOutlinedIcon />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  )
}
