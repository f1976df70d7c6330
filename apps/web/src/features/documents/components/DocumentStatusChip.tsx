import { StatusChip, type StatusTone } from '../../visits-parent/status-chip'

const tones: Record<string, StatusTone> = {
  'Pending Verification': 'warning',
  Verified: 'success',
  Rejected: 'error',
  'Not Required': 'neutral',
  'Not Uploaded': 'neutral',
}

/** A document's status as the spec writes it (Pending Verification, Verified, Rejected...). */
export function DocumentStatusChip({ status, testId }: { status: string; testId: string }) {
  return <StatusChip label={status} tone={tones[status] ?? 'neutral'} testId={testId} />
}
