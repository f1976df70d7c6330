import Chip from '@mui/material/Chip'

const colours: Record<string, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  'Pending Verification': 'info',
  Verified: 'success',
  Rejected: 'error',
  'Not Required': 'default',
  'Not Uploaded': 'warning',
}

/** A document's status as the spec writes it (Pending Verification, Verified, Rejected...). */
export function DocumentStatusChip({ status, testId }: { status: string; testId: string }) {
  return <Chip size="small" color={colours[status] ?? 'default'} label={status} data-testid={testId} />
}
