import type { Fee, FeeDraft, FeeDraftItem, FeeTier } from '../../../generated/graphql'
import { byFeeOrder } from '../fee-order'
import type { FeeDraftItemRow, FeeDraftRow, FeeRow, FeeTierRow } from '../queries'
import { actions } from '../../../platform/authz/catalogue'
import { canField } from '../../../platform/authz/permitted'

export const toFee = (f: FeeRow): Fee => ({
  ID: f.id,
  nationality: f.nationality,
  amount: f.amount,
  effectiveFrom: f.effectiveFrom,
  effectiveTo: f.effectiveTo,
  level: f.level,
  program: f.program,
})

export function toFeeTier(
  r: FeeTierRow,
  feeRows: FeeRow[],
  counts: { level: { ID: number; label: string }; n: number }[],
): FeeTier {
  return {
    ID: r.tier.id,
    fkCentre: r.tier.fkCentre,
    fkGroup: r.tier.fkGroup,
    label: r.tier.label,
    effectiveForRegistrationFrom: r.tier.effectiveForRegistrationFrom,
    effectiveForRegistrationTo: r.tier.effectiveForRegistrationTo,
    isLastTierInGroup: r.tier.isLastTierInGroup,
    active: r.tier.active,
    pending: r.pending,
    feeGroup: { ID: r.group.id, groupCode: r.group.groupCode, label: r.group.label },
    centre: r.centre,
    fees: [...feeRows].sort(byFeeOrder).map(toFee),
    numberOfChildren: counts.map((c) => ({ level: c.level, numberOfChildren: c.n })),
  }
}

type Named = { ID: number; firstname: string; lastname: string }

/** A request as the API answers it; what the caller may do with it is its `can` field (below). */
export type FeeDraftSource = Omit<FeeDraft, 'can'>

/** A pending request offers its decision to the approvers of its centre other than its maker. */
export const feeDraftCan = canField(
  (d: FeeDraftSource) => ({ centreIds: [d.fkCentre], isParent: false, makerId: d.fkUser }),
  (d) => (d.status === 'pending' ? [actions.fees.approve, actions.fees.impact] : []),
)

export function toFeeDraft(
  d: FeeDraftRow,
  parts: {
    centre: { ID: number; label: string }
    tier: { ID: number; label: string }
    users: Map<number, Named>
    items: FeeDraftItemRow[]
    logs: FeeDraft['activityLogs']
  },
): FeeDraftSource {
  const items: FeeDraftItem[] = [...parts.items].sort(byFeeOrder).map((i) => ({
    ID: i.id,
    nationality: i.nationality,
    amount: i.amount,
    lastAmount: i.lastAmount,
    effectiveFrom: d.effectiveFrom,
    level: i.level,
    program: i.program,
  }))
  return {
    ID: d.id,
    fkCentre: d.fkCentre,
    fkFeeTier: d.fkFeeTier,
    fkUser: d.fkUser,
    status: d.status,
    effectiveFrom: d.effectiveFrom,
    createdAt: d.createdAt.toISOString(),
    centre: parts.centre,
    feeTier: parts.tier,
    user: parts.users.get(d.fkUser)!,
    approver: d.fkApprover === null ? null : (parts.users.get(d.fkApprover) ?? null),
    items,
    activityLogs: parts.logs,
  }
}

/** The FeeDraft type's own fields, collected into the module's generated resolver map. */
export const FeeDraftFields = { can: feeDraftCan }
