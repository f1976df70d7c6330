import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { StatusChip } from '../../../components/list/StatusChip'
import type { StaffMember } from '../documents'
import { formatPhone, fullName } from '../format'
import { CentreChips, RoleChips } from './StaffCells'
import { type StaffAction, StaffRowActions } from './StaffRowActions'

interface Props {
  staff: StaffMember[]
  onAction?: (member: StaffMember, action: StaffAction) => void
}

/** The staff list on a phone: seven columns do not fit 375 px. */
export function StaffCards({ staff, onAction }: Props) {
  return (
    <Stack spacing={1.5} data-testid="staff-cards">
      {staff.map((member) => (
        <Card key={member.ID} variant="outlined" data-testid={`staff-row-${member.ID}`}>
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                {fullName(member.user)}
              </Typography>
              <StatusChip active={member.active} />
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {member.staffID} · {member.user.email}
            </Typography>
            <Typography variant="body2" gutterBottom>
              {formatPhone(member.user.mobilePhoneCountryCode, member.user.mobilePhone)}
            </Typography>
            <Stack spacing={1}>
              <CentreChips member={member} />
              <RoleChips member={member} />
            </Stack>
          </CardContent>
          {onAction && (
            <CardActions sx={{ justifyContent: 'flex-end' }}>
              <StaffRowActions member={member} onAction={onAction} />
            </CardActions>
          )}
        </Card>
      ))}
    </Stack>
  )
}
