import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'
import type { StaffMember } from '../documents'

/** Pieces of a staff row shared by the desktop table and the phone cards. */

export function CentreChips({ member }: { member: StaffMember }) {
  const { t } = useTranslation()
  if (member.user.isHQStaff && member.centres.length === 0)
    return <Chip size="small" color="primary" variant="outlined" label={t('users.headOffice')} />
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {member.centres.map((c) => (
        <Chip key={c.ID} size="small" variant="outlined" label={c.label} />
      ))}
    </Stack>
  )
}

export function RoleChips({ member }: { member: StaffMember }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {member.roles.map((r) => (
        <Chip
          key={r.ID}
          size="small"
          label={r.label}
          // A deactivated role grants nothing: shown struck through so nobody counts on it.
          sx={r.active ? undefined : { textDecoration: 'line-through' }}
        />
      ))}
    </Stack>
  )
}
