import type { CapacityDraft } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { canField } from '../../../platform/authz/permitted'
import type { DraftView } from '../draft-queries'

/** A request as the API answers it; what the caller may do with it is its `can` field (below). */
export type CapacityDraftSource = Omit<CapacityDraft, 'can'>

export function toCapacityDraft(d: DraftView): CapacityDraftSource {
  return {
    ID: d.id,
    fkSchool: d.fkSchool,
    fkCentre: d.fkCentre,
    centreLabel: d.centreLabel,
    fkRequester: d.fkRequester,
    status: d.status,
    year: d.year,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
    requesterName: d.requesterName,
    approverName: d.approverName,
    items: d.items.map((i) => ({
      ID: i.id,
      fkLevel: i.fkLevel,
      capacity: i.capacity,
      date: i.date,
      label: i.label,
      currentCapacity: i.currentCapacity,
    })),
    activityLogs: d.logs.map((l) => ({
      ID: l.id,
      remark: l.remark,
      status: l.status,
      userName: l.userName,
      createdAt: l.createdAt.toISOString(),
    })),
  }
}

/**
 * A pending request offers its decision (approvers of its centre other than its requester: Review) and its recall
 * (those who may submit there: Recall; spec 000 s.4), by the catalogue's rules.
 */
export const capacityDraftCan = canField(
  (d: CapacityDraftSource) => ({ centreIds: [d.fkCentre], isParent: false, makerId: d.fkRequester }),
  (d) => (d.status === 'pending' ? [actions.planning.decide, actions.planning.recall] : []),
)

/** The CapacityDraft type's own fields, collected into the module's generated resolver map. */
export const CapacityDraftFields = { can: capacityDraftCan }
