import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Column } from '../../../components/list/ResponsiveList'
import { StatusChip } from '../../../components/list/StatusChip'
import type { StaffMember } from '../documents'
import { formatPhone } from '../format'
import { fullName } from '../../../lib/format'
import { CentreChips, RoleChips } from './StaffCells'

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

const phoneOf = (m: StaffMember) => formatPhone(m.user.mobilePhoneCountryCode, m.user.mobilePhone)

/** The staff list's columns: table headings, what a phone's card shows, and what an export holds. */
export function useStaffColumns(): Column<StaffMember>[] {
  const { t } = useTranslation()
  return [
    {
      key: 'name',
      header: t('users.name'),
      cell: (m) => (
        <Box sx={{ minWidth: 120 }}>
          <strong>{fullName(m.user)}</strong>
          <Secondary>{m.staffID}</Secondary>
        </Box>
      ),
      card: 'title',
      exportValue: (m) => fullName(m.user),
    },
    {
      key: 'contact',
      header: t('users.contact'),
      cell: (m) => (
        <>
          <Box sx={{ overflowWrap: 'anywhere' }}>
            <BreakableEmail email={m.user.email} />
          </Box>
          <Secondary>{phoneOf(m) ?? '—'}</Secondary>
        </>
      ),
      exportValue: (m) => [m.user.email, phoneOf(m)].filter(Boolean).join(' '),
    },
    {
      key: 'centres',
      header: t('users.centres'),
      cell: (m) => <CentreChips member={m} />,
      exportValue: (m) => m.centres.map((c) => c.label).join(', '),
    },
    {
      key: 'roles',
      header: t('users.roles'),
      cell: (m) => <RoleChips member={m} />,
      exportValue: (m) => m.roles.map((r) => r.label).join(', '),
    },
    {
      key: 'status',
      header: t('users.status'),
      cell: (m) => <StatusChip active={m.active} />,
      card: 'badge',
      exportValue: (m) => (m.active ? t('common.active') : t('common.inactive')),
    },
  ]
}
