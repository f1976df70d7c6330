import { ErrorCode, type StaffInput } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { FormFrame } from '../../components/form/FormFrame'
import { LoadedRecord } from '../../components/form/LoadedRecord'
import { useSaveAndReturn } from '../../lib/use-save-and-return'
import { StaffForm } from './components/StaffForm'
import type { StaffMember } from './documents'
import { useAddStaff, useRoles, useStaffMember, useUpdateStaff, useUserManagementCentres } from './hooks'
import { userPaths } from './paths'
import { newStaffDefaults, staffToFormValues } from './staff-form-values'
import { useStaffSession } from '../../shell/session/use-staff-session'

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
  return useSaveAndReturn(save, (input) => ({
    to: userPaths.list,
    notice: t('users.staffSaved', { name: `${input.firstname} ${input.lastname}` }),
  }))
}

function AddStaff() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { me, can } = useStaffSession()
  const add = useAddStaff()
  const options = useOptions()
  const onSave = useSubmit((staffData) => add.mutateAsync({ IDSchool: me.fkSchool, staffData }))
  return (
    <FormFrame
      title={t('users.addStaffTitle')}
      back={userPaths.list}
      backLabel={t('users.backToList')}
      backTestId="users-back"
    >
      <StaffForm
        defaultValues={newStaffDefaults}
        isNew
        {...options}
        canSetHeadOffice={can('staff.headOffice')}
        onSave={onSave}
        onCancel={() => navigate(userPaths.list)}
      />
    </FormFrame>
  )
}

function EditStaff({ id }: { id: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { me, can } = useStaffSession()
  const member = useStaffMember(me.fkSchool, id)
  const update = useUpdateStaff()
  const options = useOptions(member.data?.findStaffByID)
  const onSave = useSubmit((staffData) =>
    update.mutateAsync({ IDSchool: me.fkSchool, staffID: id, staffData }),
  )
  const found = member.data?.findStaffByID

  return (
    <FormFrame
      title={t('users.editStaffTitle')}
      back={userPaths.list}
      backLabel={t('users.backToList')}
      backTestId="users-back"
    >
      <LoadedRecord
        // An id that is no number is not asked for (the query stays disabled): not found at once.
        pending={member.isPending && Number.isInteger(id)}
        // A member on screen stays there; a missing one (NotFound) is said in words, not as an error.
        error={found || member.error?.code === ErrorCode.NotFound ? null : member.error}
        record={found}
        notFound={t('users.staffNotFound')}
        testId="staff"
      >
        {(member) => (
          // Keyed so that a refetch with another member's data cannot keep stale defaults.
          <StaffForm
            key={member.ID}
            defaultValues={staffToFormValues(member)}
            {...options}
            canSetHeadOffice={can('staff.headOffice')}
            onSave={onSave}
            onCancel={() => navigate(userPaths.list)}
          />
        )}
      </LoadedRecord>
    </FormFrame>
  )
}
