import { z } from 'zod'
import { planningDateSchema } from './date-bounds'
import { V } from './messages'

/**
 * A transfer's life (spec 002 section 4; its values are not shown, so these are ours): the request waits for the
 * source centre (pending_source), then the destination centre (pending_destination); approved holds the seat at
 * the destination until the effective date, when it is completed. Rejected and cancelled end it.
 */
export const TransferStatus = [
  'pending_source',
  'pending_destination',
  'approved',
  'completed',
  'rejected',
  'cancelled',
] as const
export type TransferStatus = (typeof TransferStatus)[number]
/** The statuses in which a child's transfer is live: at most one per child; the parent may cancel it. */
export const LiveTransferStatus = ['pending_source', 'pending_destination', 'approved'] as const

export const TransferMsg = {
  sameCentre: 'The destination centre must differ from the current centre',
  notEnrolled: 'Only an enrolled child can be transferred',
  levelNotOffered: "The destination centre does not offer the child's level",
  effectiveDay: 'The transfer can take effect only on the 1st or 15th of a month',
  effectiveNotFuture: 'The effective date must be after today',
  liveExists: 'This child already has a transfer in progress',
  withdrawing: 'This child has a withdrawal in progress',
  unknownReason: 'Choose a reason from the list',
  notPendingSource: 'Only a transfer waiting for the source centre can be approved or rejected by it',
  notPendingDestination:
    'Only a transfer approved by the source centre can be approved or rejected by the destination centre',
  sameApprover:
    'The destination centre approval must be given by someone other than the source centre approver',
  notCancellable: 'Only a transfer that is not completed can be cancelled',
  notApproved: 'Only an approved transfer can be completed',
  openEnquiry: 'The child already has an open enquiry at the destination centre',
  remarkRequired: 'Give a reason for rejecting',
  subsidyNotice:
    'A transfer is a new enrolment for subsidy: the subsidy will be reassessed at the destination centre.',
} as const

const id = z.number({ error: V.required }).int().positive()
const remark = z
  .string()
  .trim()
  .max(1000, 'At most 1000 characters')
  .nullish()
  .transform((s) => s || null)

/** The 1st or the 15th: a transfer is a new enrolment at the destination, which starts on those days. */
export const isTransferDay = (date: string) => ['01', '15'].includes(date.slice(8, 10))

/** submitNewTransferRequest's data: the rules that need the child and today's date are the server's. */
export const transferInputSchema = z.object({
  fkDestinationCentre: id,
  effectiveDate: planningDateSchema().refine(isTransferDay, TransferMsg.effectiveDay),
  codeByReason: id,
  remark,
})
export type TransferInput = z.output<typeof transferInputSchema>

/** A centre's decision: a remark, required to reject. */
export const transferDecisionSchema = z.object({ remark })
export const transferRejectionSchema = z.object({
  remark: remark.refine((r) => r !== null, TransferMsg.remarkRequired),
})
export const transferRemarkSchema = remark

export const transferFilterSchema = z
  .object({
    fkCentre: id.nullish(),
    fkChild: id.nullish(),
    status: z.enum(TransferStatus).nullish().or(z.literal('')),
    search: z.string().trim().max(100).nullish(),
  })
  .nullish()
  // Empty filter values are dropped, as the withdrawal lists' (spec 002 section 5).
  .transform((f) => ({
    fkCentre: f?.fkCentre ?? null,
    fkChild: f?.fkChild ?? null,
    status: f?.status || null,
    search: f?.search || null,
  }))
export type TransferFilter = z.output<typeof transferFilterSchema>
