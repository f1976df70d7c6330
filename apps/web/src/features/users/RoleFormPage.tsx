import Alert from '@mui/material/Alert'
import { HQ_ADMIN_ROLE, type RoleInput } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { CentredProgress } from '../../components/CentredProgress'
import { FormFrame } from '../../components/form/FormFrame'
import { useSaveAndReturn } from '../../lib/use-save-and-return'
import { RoleForm } from './components/RoleForm'
import { useAddRole, useModuleCategories, useRoles, useUpdateRole } from './hooks'
import { UserTab, userPaths } from './paths'
import { roleToFormValues } from './role-form-values'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { LoadError } from '../../components/query'

const rolesTab = userPaths.tab(UserTab.roles)

/** /settings/usermanagement/createrole and /settings/usermanagement/editrole/:id. */
export default function RoleFormPage() {
  const { t } = useTranslation()
  const { id } = useParams()
  const navigate = useNavigate()
  const { me, can } = useStaffSession()
  const modules = useModuleCategories(me.fkSchool)
  // Edit takes the role from the list query (the spec has no single-role query), usually already cached.
  const roles = useRoles(me.fkSchool)
  const add = useAddRole()
  const update = useUpdateRole()
  const roleId = id === undefined ? undefined : Number(id)

  const onSave = useSaveAndReturn(
    (roleData: RoleInput) =>
      roleId === undefined
        ? add.mutateAsync({ IDSchool: me.fkSchool, roleData })
        : update.mutateAsync({ IDSchool: me.fkSchool, roleID: roleId, roleData }),
    (roleData) => ({ to: rolesTab, notice: t('users.roleSaved', { label: roleData.label }) }),
  )

  const title = t(roleId === undefined ? 'users.addRoleTitle' : 'users.editRoleTitle')
  const failed = modules.error ?? (roleId === undefined ? null : roles.error)
  const role = roles.data?.findRoleByFkSchool.data.find((r) => r.ID === roleId)
  const loading = modules.isPending || (roleId !== undefined && roles.isPending)

  return (
    <FormFrame title={title} back={rolesTab} backLabel={t('users.backToList')} backTestId="users-back">
      {failed ? (
        <LoadError query={{ error: failed }} testId="role-load-error" />
      ) : loading || !modules.data ? (
        <CentredProgress />
      ) : roleId !== undefined && !role ? (
        <Alert severity="warning" data-testid="role-not-found">
          {t('users.roleNotFound')}
        </Alert>
      ) : (
        <RoleForm
          key={role?.ID ?? 'new'}
          defaultValues={roleToFormValues(role, modules.data.findAllModuleCategory)}
          modules={modules.data.findAllModuleCategory}
          locked={role?.name === HQ_ADMIN_ROLE || !can('roles.write')}
          onSave={onSave}
          onCancel={() => navigate(rolesTab)}
        />
      )}
    </FormFrame>
  )
}
