import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'
import { type Confirmation, ConfirmDialog } from '../../components/ConfirmDialog'
import { AddLinkButton } from '../../components/list/AddLinkButton'
import { ResponsiveList } from '../../components/list/ResponsiveList'
import { useRoleColumns } from './components/role-columns'
import { type RoleAction, RoleRowActions } from './components/RoleRowActions'
import type { Role } from './documents'
import { useActivateRole, useRemoveRole, useRoles } from './hooks'
import { userPaths } from './paths'
import { usePendingAction } from './use-pending-action'
import { useStaffSession } from '../../shell/session/use-staff-session'

const texts = {
  remove: { title: 'users.removeRoleTitle', text: 'users.removeRoleConfirm', confirm: 'users.remove' },
  activate: {
    title: 'users.activateRoleTitle',
    text: 'users.activateRoleConfirm',
    confirm: 'users.activate',
  },
  deactivate: {
    title: 'users.deactivateRoleTitle',
    text: 'users.deactivateRoleConfirm',
    confirm: 'users.deactivate',
  },
} as const
const notices = {
  remove: 'users.roleRemoved',
  activate: 'users.roleActivated',
  deactivate: 'users.roleDeactivated',
} as const

/** The Roles tab: the school's staff roles with their holders, and their changes for roles.write. */
export function RolesTab({ onNotice }: { onNotice: (notice: string) => void }) {
  const { t } = useTranslation()
  const { me, can } = useStaffSession()
  const roles = useRoles(me.fkSchool)
  const canWrite = can('roles.write')
  const remove = useRemoveRole()
  const activate = useActivateRole()
  const { pending, ask, close, dialog } = usePendingAction<Role, RoleAction>({
    remove,
    activate,
    deactivate: activate,
  })

  const confirm = () => {
    if (!pending) return
    const { row: role, action } = pending
    const done = () => {
      close()
      onNotice(t(notices[action], { label: role.label }))
    }
    const variables = { IDSchool: me.fkSchool, roleID: role.ID }
    if (action === 'remove') remove.mutate(variables, { onSuccess: done })
    else activate.mutate({ ...variables, active: action === 'activate' }, { onSuccess: done })
  }
  const confirmation: Confirmation | null = pending && {
    title: t(texts[pending.action].title),
    text: t(texts[pending.action].text, { label: pending.row.label }),
    confirmLabel: t(texts[pending.action].confirm),
    destructive: pending.action !== 'activate',
  }
  const onAction = canWrite ? ask : undefined
  const columns = useRoleColumns()

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        {canWrite && <AddLinkButton to={userPaths.createRole} label={t('users.addRole')} testId="role-add" />}
      </Stack>
      <ResponsiveList
        query={roles}
        rowsOf={(data) => data.findRoleByFkSchool.data}
        rowKey={(role) => role.ID}
        columns={columns}
        label={t('users.tabRoles')}
        emptyText={t('common.noData')}
        testId="roles"
        rowTestId="role-row"
        rowActions={(role) => <RoleRowActions role={role} onAction={onAction} />}
      />
      <ConfirmDialog {...dialog} confirmation={confirmation} onConfirm={confirm} testId="role-confirm" />
    </Stack>
  )
}
