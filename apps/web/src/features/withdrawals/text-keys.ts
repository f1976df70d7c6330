import type { TextKey } from '../../i18n/text-key'

/** A withdrawal's status (and the activity of a step that changes none), as text. */
export const withdrawalStatusText = {
  pending_centre: 'withdrawals.statuses.pending_centre',
  pending_hq: 'withdrawals.statuses.pending_hq',
  approved: 'withdrawals.statuses.approved',
  withdrawn: 'withdrawals.statuses.withdrawn',
  rejected: 'withdrawals.statuses.rejected',
  cancelled: 'withdrawals.statuses.cancelled',
  documents_verified: 'withdrawals.statuses.documents_verified',
} as const satisfies Record<string, TextKey>

/** A withdrawal form's type, its status and its signers' statuses and roles, as text. */
export const formTypeText = {
  form2: 'withdrawals.form.form2',
  form3: 'withdrawals.form.form3',
} as const satisfies Record<string, TextKey>

export const formStatusText = {
  Waiting: 'withdrawals.form.statuses.Waiting',
  Sent: 'withdrawals.form.statuses.Sent',
  PendingStaffSign: 'withdrawals.form.statuses.PendingStaffSign',
  Signed: 'withdrawals.form.statuses.Signed',
  Pending: 'withdrawals.form.statuses.Pending',
  Completed: 'withdrawals.form.statuses.Completed',
} as const satisfies Record<string, TextKey>

export const signerRoleText = {
  applicant: 'withdrawals.form.roles.applicant',
  spouse: 'withdrawals.form.roles.spouse',
  staff: 'withdrawals.form.roles.staff',
} as const satisfies Record<string, TextKey>
