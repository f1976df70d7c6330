import PersonAddIcon from '@mui/icons-material/PersonAdd'
import Stack from '@mui/material/Stack'
import { useTheme } from '@mui/material/styles'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { type Confirmation, ConfirmDialog } from '../../components/ConfirmDialog'
import { AddLinkButton } from '../../components/list/AddLinkButton'
import { ListContent } from '../../components/list/ListContent'
import { ListPagination } from '../../components/list/ListPagination'
import { StaffCards } from './components/StaffCards'
import { StaffFilters } from './components/StaffFilters'
import type { StaffAction } from './components/StaffRowActions'
import { StaffTable } from './components/StaffTable'
import type { StaffMember } from './documents'
import { fullName } from './format'
import { useActivateStaff, useRemoveStaff, useRoles, useStaffList, useUserManagementCentres } from './hooks'
import {
  PER_PAGE_OPTIONS,
  readStaffParams,
  type StaffListParams,
  toStaffListVariables,
  writeStaffParams,
} from './list-params'
import { userPaths } from './paths'
import { useStaffSession } from '../../shell/session/use-staff-session'

/** The Staff tab: the school's staff in the caller's reach, filtered and paged by the URL. */
export function StaffTab({ onNotice }: { onNotice: (notice: string) => void }) {
  const { t } = useTranslation()
  const { me, can } = useStaffSession()
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'))
  const [searchParams, setSearchParams] = useSearchParams()
  const params = readStaffParams(searchParams)
  const staff = useStaffList(toStaffListVariables(me.fkSchool, params))
  const roles = useRoles(me.fkSchool)
  const centres = useUserManagementCentres('read')
  const canWrite = can('staff.write')
  const [pending, setPending] = useState<{ member: StaffMember; action: StaffAction } | null>(null)
  const remove = useRemoveStaff()
  const activate = useActivateStaff()
  const mutation = pending?.action === 'activate' ? activate : remove

  const update = useCallback(
    (patch: Partial<StaffListParams>) => setSearchParams((current) => writeStaffParams(current, patch)),
    [setSearchParams],
  )

  const close = () => {
    remove.reset()
    activate.reset()
    setPending(null)
  }
  const confirm = () => {
    if (!pending) return
    const { member, action } = pending
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
      name: fullName(pending.member.user),
    }),
    confirmLabel: t(pending.action === 'remove' ? 'users.remove' : 'users.activate'),
    destructive: pending.action === 'remove',
  }

  const onAction = canWrite
    ? (member: StaffMember, action: StaffAction) => setPending({ member, action })
    : undefined
  const List = phone ? StaffCards : StaffTable

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
        params={params}
        roles={roles.data?.findRoleByFkSchool.data ?? []}
        centres={centres.data?.getAccessibleCentresForModule ?? []}
        onChange={update}
      />
      <ListContent
        query={staff}
        isEmpty={(data) => data.findAllStaff.data.length === 0}
        emptyText={t('common.noData')}
        retryLabel={t('users.retry')}
        testId="staff"
      >
        {({ findAllStaff: result }) => (
          <>
            <List staff={result.data} onAction={onAction} />
            <ListPagination
              count={result.totalCount}
              page={params.page}
              perPage={params.perPage}
              perPageOptions={PER_PAGE_OPTIONS}
              onChange={update}
              testId="staff-pagination"
            />
          </>
        )}
      </ListContent>
      <ConfirmDialog
        confirmation={confirmation}
        busy={mutation.isPending}
        error={mutation.error?.message}
        onConfirm={confirm}
        onClose={close}
        testId="staff-confirm"
      />
    </Stack>
  )
}
