import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { StatusChip } from '../../../components/list/StatusChip'
import type { StaffMember } from '../documents'
import { formatPhone, fullName } from '../format'
import { CentreChips, RoleChips } from './StaffCells'
import { type StaffAction, StaffRowActions } from './StaffRowActions'

interface Props {
  staff: StaffMember[]
  /** Set only when the user may change staff: without it there is no actions column. */
  onAction?: (member: StaffMember, action: StaffAction) => void
}

const Secondary = ({ children }: { children: ReactNode }) => (
  <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
    {children}
  </Typography>
)

/** An address that wraps after its @ first, rather than anywhere in the middle. */
function BreakableEmail({ email }: { email: string }) {
  const at = email.indexOf('@')
  if (at < 0) return email
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  )
}

export function StaffTable({ staff, onAction }: Props) {
  const { t } = useTranslation()
  return (
    <TableContainer>
      <Table size="small" aria-label={t('users.tabStaff')} data-testid="staff-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('users.name')}</TableCell>
            <TableCell>{t('users.contact')}</TableCell>
            <TableCell>{t('users.centres')}</TableCell>
            <TableCell>{t('users.roles')}</TableCell>
            <TableCell>{t('users.status')}</TableCell>
            {onAction && <TableCell align="right">{t('users.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {staff.map((member) => (
            <TableRow key={member.ID} data-testid={`staff-row-${member.ID}`}>
              <TableCell sx={{ minWidth: 120 }}>
                <strong>{fullName(member.user)}</strong>
                <Secondary>{member.staffID}</Secondary>
              </TableCell>
              <TableCell>
                <Box sx={{ overflowWrap: 'anywhere' }}>
                  <BreakableEmail email={member.user.email} />
                </Box>
                <Secondary>
                  {formatPhone(member.user.mobilePhoneCountryCode, member.user.mobilePhone) ?? '—'}
                </Secondary>
              </TableCell>
              <TableCell>
                <CentreChips member={member} />
              </TableCell>
              <TableCell>
                <RoleChips member={member} />
              </TableCell>
              <TableCell>
                <StatusChip active={member.active} />
              </TableCell>
              {onAction && (
                <TableCell align="right">
                  <StaffRowActions member={member} onAction={onAction} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
