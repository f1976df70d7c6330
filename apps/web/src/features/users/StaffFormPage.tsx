import Alert from '@mui/material/Alert'
import { ErrorCode, type StaffInput } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { CentredProgress } from '../../shell/pages/CentredProgress'
import type { NoticeState } from '../../lib/use-notice'
import { FormFrame } from './components/FormFrame'
import { StaffForm } from './components/StaffForm'
import type { StaffMember } from './documents'
import { useAddStaff, useRoles, useStaffMember, useUpdateStaff, useUserManagementCentres } from './hooks'
import { userPaths } from './paths'
import { newStaffDefaults, staffToFormValues } from './staff-form-values'
import { useStaffSession } from './use-staff-session'

/** /settings/usermanagement/createuser and /settings/usermanagement/edituser/:id. */
export default function StaffFormPage() {
  const { id } = useParams()
  return id === undefined ? <AddStaff /> : <EditStaff id={Number(id)} />
}

/** What the form offers: the centres the editor may assign, and active roles plus those the member already has. */
function useOptions(member?: StaffMember) {
  const { me } = useStaffSession()
  const centres = useUserManagementCentres('write')
  const roles = useRoles(me.fkSchool)
  const roleOptions = (roles.data?.findRoleByFkSchool.data ?? []).filter(
    (r) => r.active || member?.roles.some((held) => held.ID === r.ID),
  )
  return {
    centres: centres.data?.getAccessibleCentresForModule ?? [],
    roles: roleOptions,
    loadingOptions: centres.isPending || roles.isPending,
  }
}

/** Saves, then returns to the staff list, which shows the notice in a snackbar. */
function useSubmit(save: (input: StaffInput) => Promise<unknown>) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return async (input: StaffInput) => {
    await save(input)
    const state: NoticeState = {
      notice: t('users.staffSaved', { name: `${input.firstname} ${input.lastname}` }),
    }
    navigate(userPaths.list, { state })
  }
}

function AddStaff() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { me } = useStaffSession()
  const add = useAddStaff()
  const options = useOptions()
  const onSave = useSubmit((staffData) => add.mutateAsync({ IDSchool: me.fkSchool, staffData }))
  return (
    <FormFrame title={t('users.addStaffTitle')} back={userPaths.list}>
      <StaffForm
        defaultValues={newStaffDefaults}
        {...options}
        canSetHeadOffice={me.isHQStaff}
        onSave={onSave}
        onCancel={() => navigate(userPaths.list)}
      />
    </FormFrame>
  )
}

function EditStaff({ id }: { id: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { me } = useStaffSession()
  const member = useStaffMember(me.fkSchool, id)
  const update = useUpdateStaff()
  const options = useOptions(member.data?.findStaffByID)
  const onSave = useSubmit((staffData) =>
    update.mutateAsync({ IDSchool: me.fkSchool, staffID: id, staffData }),
  )
  const found = member.data?.findStaffByID

  return (
    <FormFrame title={t('users.editStaffTitle')} back={userPaths.list}>
      {member.isPending && Number.isInteger(id) ? (
        <CentredProgress />
      ) : found ? (
        // Keyed so that a refetch with another member's data cannot keep stale defaults.
        <StaffForm
          key={found.ID}
          defaultValues={staffToFormValues(found)}
          {...options}
          canSetHeadOffice={me.isHQStaff}
          onSave={onSave}
          onCancel={() => navigate(userPaths.list)}
        />
      ) : member.error && member.error.code !== ErrorCode.NotFound ? (
        <Alert severity="error" data-testid="staff-load-error">
          {member.error.message}
        </Alert>
      ) : (
        <Alert severity="warning" data-testid="staff-not-found">
          {t('users.staffNotFound')}
        </Alert>
      )}
    </FormFrame>
  )
}
