import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined'
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { StaffMember } from '../documents'
import { fullName } from '../../../lib/format'
import { userPaths } from '../paths'

export type StaffAction = 'remove' | 'activate'

interface Props {
  member: StaffMember
  onAction: (member: StaffMember, action: StaffAction) => void
}

/** Edit, and remove (active staff) or activate (inactive staff); the list renders them only for staff.write. */
export function StaffRowActions({ member, onAction }: Props) {
  const { t } = useTranslation()
  const name = fullName(member.user)
  const edit = t('users.editStaff', { name })
  const toggle = member.active ? t('users.removeStaff', { name }) : t('users.activateStaff', { name })
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title={edit}>
        <IconButton
          component={Link}
          to={userPaths.editUser(member.ID)}
          aria-label={edit}
          data-testid={`staff-edit-${member.ID}`}
        >
          <EditOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={toggle}>
        <IconButton
          onClick={() => onAction(member, member.active ? 'remove' : 'activate')}
          aria-label={toggle}
          data-testid={`staff-${member.active ? 'remove' : 'activate'}-${member.ID}`}
        >
          {member.active ? <PersonOffOutlinedIcon /> : <PersonOutlinedIcon />}
        </IconButton>
      </Tooltip>
    </Stack>
  )
}
