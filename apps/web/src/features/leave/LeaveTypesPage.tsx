import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Column, ResponsiveList } from '../../components/list/ResponsiveList'
import { NoticeSnackbar } from '../../components/NoticeSnackbar'
import { useNotice } from '../../lib/use-notice'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { LeaveTypeForm } from './components/LeaveTypeForm'
import type { LeaveTypeRow } from './documents'
import { useLeaveTypesAdmin } from './hooks'

/** /settings/leavetypes: head office's leave types, inactive ones too, each added or changed in one form. */
export default function LeaveTypesPage() {
  const { t } = useTranslation()
  const { me } = useStaffSession()
  const types = useLeaveTypesAdmin(me.fkSchool)
  // null: the form is closed; 'new': adding; a row: changing it.
  const [editing, setEditing] = useState<LeaveTypeRow | 'new' | null>(null)
  const [notice, setNotice] = useNotice()
  const yesNo = (on: boolean) => t(on ? 'leave.yes' : 'leave.no')
  const columns: Column<LeaveTypeRow>[] = [
    { key: 'code', header: t('leave.typeCode'), cell: (r) => r.code, card: 'badge', strong: true },
    { key: 'label', header: t('leave.typeLabel'), cell: (r) => r.label, card: 'title' },
    { key: 'child', header: t('leave.typeForChild'), cell: (r) => yesNo(r.applicableToChild) },
    { key: 'staff', header: t('leave.typeForStaff'), cell: (r) => yesNo(r.applicableToStaff) },
    { key: 'half', header: t('leave.typeHalfDay'), cell: (r) => yesNo(r.halfDayApplicable) },
    { key: 'approval', header: t('leave.typeApproval'), cell: (r) => yesNo(r.approveRequired) },
    { key: 'active', header: t('leave.typeActive'), cell: (r) => yesNo(r.active) },
  ]
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          {t('leave.typesTitle')}
        </Typography>
        {editing === null && (
          <Button variant="contained" onClick={() => setEditing('new')} data-testid="leave-type-add">
            {t('leave.typeAdd')}
          </Button>
        )}
      </Stack>
      {editing !== null && (
        <LeaveTypeForm
          key={editing === 'new' ? 'new' : editing.ID}
          fkSchool={me.fkSchool}
          editing={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            setNotice(t('leave.typeSaved'))
          }}
        />
      )}
      <ResponsiveList
        query={types}
        rowsOf={(data) => data.getLeaveTypes}
        rowKey={(r) => r.ID}
        columns={columns}
        label={t('leave.typesTitle')}
        emptyText={t('common.noData')}
        testId="leave-types"
        rowTestId="leave-type-row"
        rowActions={(r) => (
          <Button size="small" onClick={() => setEditing(r)} data-testid={`leave-type-edit-${r.ID}`}>
            {t('leave.typeEdit')}
          </Button>
        )}
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} testId="leave-types-notice" />
    </Stack>
  )
}
