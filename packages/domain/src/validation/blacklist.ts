import { z } from 'zod'
import { V } from './messages'

export const BLACKLIST_REMARK_MAX = 1000

/** Reasons a family is put on the blacklist: a configuration code category, edited like the other option lists. */
export const BLACKLIST_REASON_CATEGORY = 'blacklist_reason'

export const BlacklistDraftStatus = ['pending', 'approved', 'rejected', 'cancelled'] as const
export type BlacklistDraftStatus = (typeof BlacklistDraftStatus)[number]
export const BlacklistDraftKind = ['add', 'remove'] as const
export type BlacklistDraftKind = (typeof BlacklistDraftKind)[number]

export const BlacklistMsg = {
  remarkMax: `At most ${BLACKLIST_REMARK_MAX} characters`,
  reasonUnknown: 'Choose a reason from the list',
  notParent: 'The parent chosen is not a parent of this child',
  alreadyListed: 'This child is already on the blacklist',
  notListed: 'This child is not on the blacklist',
  pendingExists: 'A request for this child is already waiting for approval',
  notPending: 'This request is no longer waiting for a decision',
  status: 'Choose a status: pending, approved, rejected or cancelled',
} as const

const remark = z
  .string({ error: V.required })
  .trim()
  .min(1, V.required)
  .max(BLACKLIST_REMARK_MAX, BlacklistMsg.remarkMax)

const id = z.number({ error: V.required }).int().positive()

/** submitNew: put a family (child, parent) on the blacklist, as asked by a centre, with a reason code and a remark. */
export const blacklistNewSchema = z.object({
  fkChild: id,
  fkParent: id,
  fkCentre: id,
  fkCode: z.number({ error: BlacklistMsg.reasonUnknown }).int().positive(BlacklistMsg.reasonUnknown),
  remark,
})
export type BlacklistNewInput = z.input<typeof blacklistNewSchema>

/** submitRemove: take a family off the blacklist, with a remark. */
export const blacklistRemoveSchema = z.object({ IDBlacklist: id, remark })

/** approve (remark optional), reject and cancel (remark required) of a pending request. */
export const blacklistApproveSchema = z.object({
  remark: z.string().trim().max(BLACKLIST_REMARK_MAX, BlacklistMsg.remarkMax).nullish(),
})
export const blacklistDecisionSchema = z.object({ remark })
