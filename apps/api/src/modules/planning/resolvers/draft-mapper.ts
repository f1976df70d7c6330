import { hasAccess } from '@preschool/domain'
import type { CapacityDraft } from '../../../generated/graphql'
import type { SignedInGrant } from '../../../platform/authz/authorize'
import { scopeIncludes } from '../../../platform/authz/centre-scope'
import type { DraftView } from '../draft-queries'

/**
 * A request as the API answers it, with what the caller may do with it: Review for the approvers of its centre
 * other than its requester, Recall for the others who may submit there (spec 000 s.4).
 */
export function toCapacityDraft(d: DraftView, grant: SignedInGrant): CapacityDraft {
  const access = grant.viewer.access.enrollment_planning ?? 0
  const pendingHere = d.status === 'pending' && scopeIncludes(grant.centres, d.fkCentre)
  const canReview = pendingHere && hasAccess(access, 'approve') && d.fkRequester !== grant.viewer.userId
  return {
    ID: d.id,
    fkSchool: d.fkSchool,
    fkCentre: d.fkCentre,
    centreLabel: d.centreLabel,
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
    })),
    activityLogs: d.logs.map((l) => ({
      ID: l.id,
      remark: l.remark,
      status: l.status,
      userName: l.userName,
      createdAt: l.createdAt.toISOString(),
    })),
    canReview,
    canRecall: pendingHere && hasAccess(access, 'write') && !canReview,
  }
}
