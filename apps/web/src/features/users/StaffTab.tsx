import PersonAddIcon from '@mui/icons-material/PersonAdd'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import { useTheme } from '@mui/material/styles'
import TablePagination from '@mui/material/TablePagination'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { CentredProgress } from '../../shell/pages/CentredProgress'
import { type Confirmation, ConfirmDialog } from './components/ConfirmDialog'
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
import { useStaffSession } from './use-staff-session'

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
          <Button
            component={Link}
            to={userPaths.createUser}
            variant="contained"
            startIcon={<PersonAddIcon />}
            data-testid="staff-add"
          >
            {t('users.addStaff')}
          </Button>
        )}
      </Stack>
      <StaffFilters
        params={params}
        roles={roles.data?.findRoleByFkSchool.data ?? []}
        centres={centres.data?.getAccessibleCentresForModule ?? []}
        onChange={update}
      />
      {staff.isPending ? (
        <CentredProgress />
      ) : staff.isError ? (
        <Alert
          severity="error"
          data-testid="staff-error"
          action={
            <Button color="inherit" size="small" onClick={() => staff.refetch()}>
              {t('users.retry')}
            </Button>
          }
        >
          {staff.error.message}
        </Alert>
      ) : staff.data.findAllStaff.data.length === 0 ? (
        <Paper sx={{ p: 4, textAlign: 'center' }} data-testid="staff-empty">
          <Typography color="text.secondary">{t('common.noData')}</Typography>
        </Paper>
      ) : (
        <Paper sx={{ p: phone ? 1 : 0 }}>
          <List staff={staff.data.findAllStaff.data} onAction={onAction} />
          <TablePagination
            component="div"
            count={staff.data.findAllStaff.totalCount}
            page={params.page - 1}
            rowsPerPage={params.perPage}
            rowsPerPageOptions={[...PER_PAGE_OPTIONS]}
            onPageChange={(_event, page) => update({ page: page + 1 })}
            onRowsPerPageChange={(event) => update({ perPage: Number(event.target.value) })}
            data-testid="staff-pagination"
            // On a phone the toolbar wraps instead of pushing the page arrows out of view.
            sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: 1 } }}
          />
        </Paper>
      )}
      <ConfirmDialog
        confirmation={confirmation}
        pending={mutation.isPending}
        error={mutation.error?.message ?? null}
        onConfirm={confirm}
        onClose={close}
        testId="staff-confirm"
      />
    </Stack>
  )
}
