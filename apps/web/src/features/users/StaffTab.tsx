import PersonAddIcon from '@mui/icons-material/PersonAdd'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'
import { type Confirmation, ConfirmDialog } from '../../components/ConfirmDialog'
import { AddLinkButton } from '../../components/list/AddLinkButton'
import { ListPagination } from '../../components/list/ListPagination'
import { ResponsiveList } from '../../components/list/ResponsiveList'
import { useListParams } from '../../components/list/use-list-params'
import { useStaffColumns } from './components/staff-columns'
import { StaffFilters } from './components/StaffFilters'
import { type StaffAction, StaffRowActions } from './components/StaffRowActions'
import type { StaffMember } from './documents'
import { fullName } from '../../lib/format'
import { useActivateStaff, useRemoveStaff, useRoles, useStaffList, useUserManagementCentres } from './hooks'
import { STAFF_LIST, toStaffListVariables } from './list-params'
import { userPaths } from './paths'
import { usePendingAction } from './use-pending-action'
import { useStaffSession } from '../../shell/session/use-staff-session'

/** The Staff tab: the school's staff in the caller's reach, filtered and paged by the URL. */
export function StaffTab({ onNotice }: { onNotice: (notice: string) => void }) {
  const { t } = useTranslation()
  const { me, can } = useStaffSession()
  const list = useListParams(STAFF_LIST)
  const { set: setList } = list
  const staff = useStaffList(
    toStaffListVariables(me.fkSchool, list.query, { page: list.page, perPage: list.perPage }),
  )
  const columns = useStaffColumns()
  const roles = useRoles(me.fkSchool)
  const centres = useUserManagementCentres('read')
  const canWrite = can('staff.write')
  const remove = useRemoveStaff()
  const activate = useActivateStaff()
  const { pending, ask, close, dialog } = usePendingAction<StaffMember, StaffAction>({ remove, activate })

  const confirm = () => {
    if (!pending) return
    const { row: member, action } = pending
    const name = fullName(member.user)
    const done = () => {
      close()
      onNotice(t(action === 'remove' ? 'users.staffRemoved' : 'users.staffActivated', { name }))
    }
    const variables = { IDSchool: me.fkSchool, staffID: member.ID }
    if (action === 'remove') remove.mutate(variables, { onSuccess: done })
    else activate.mutate(variables, { onSuccess: done })
  }
  const confirmation: Confirmation | null = pending && {
    title: t(pending.action === 'remove' ? 'users.removeStaffTitle' : 'users.activateStaffTitle'),
    text: t(pending.action === 'remove' ? 'users.removeStaffConfirm' : 'users.activateStaffConfirm', {
      name: fullName(pending.row.user),
    }),
    confirmLabel: t(pending.action === 'remove' ? 'users.remove' : 'users.activate'),
    destructive: pending.action === 'remove',
  }

  const onAction = canWrite ? ask : undefined

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        {canWrite && (
          <AddLinkButton
            to={userPaths.createUser}
            label={t('users.addStaff')}
            icon={<PersonAddIcon />}
            testId="staff-add"
          />
        )}
      </Stack>
      <StaffFilters
        filters={list.filters}
        roles={roles.data?.findRoleByFkSchool.data ?? []}
        centres={centres.data?.getAccessibleCentresForModule ?? []}
        onChange={(filters) => setList({ filters })}
      />
      <ResponsiveList
        query={staff}
        rowsOf={(data) => data.findAllStaff.data}
        rowKey={(member) => member.ID}
        columns={columns}
        label={t('users.tabStaff')}
        emptyText={t('common.noData')}
        testId="staff"
        rowActions={onAction && ((member) => <StaffRowActions member={member} onAction={onAction} />)}
        footer={({ findAllStaff: result }) => (
          <ListPagination count={result.totalCount} paging={list} testId="staff-pagination" />
        )}
      />
      <ConfirmDialog {...dialog} confirmation={confirmation} onConfirm={confirm} testId="staff-confirm" />
    </Stack>
  )
}
