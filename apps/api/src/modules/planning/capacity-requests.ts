import {
  type CapacityDraftStatus,
  CapacityMsg,
  capacityRequestSchema,
  optionalRemarksSchema,
  requiredRemarksSchema,
  singaporeToday,
} from '@preschool/domain'
import type { Db, DbOrTx } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import type { SignedInGrant } from '../../platform/authz/authorize'
import { badInput, conflict, notFound, parseInput } from '../../platform/errors/domain-error'
import { tellStaff, tellStaffMember } from '../notifications'
import {
  closePendingDraft,
  type DraftRow,
  type DraftView,
  insertDraft,
  insertDraftItems,
  insertDraftLog,
  selectDraft,
  selectDraftItems,
  selectDraftViews,
  selectCentreLabel,
  selectOfferedLevelIds,
  writeCapacities,
} from './draft-queries'

/** What telling staff needs: the app's address for the emails' links. */
export interface RequestDeps {
  publicUrl: string
}

/** Where the requests are listed. */
export const PLANNING_PAGE = '/enrollmentplanning'

/** The request itself, at its centre's request tab: what the bell and the emails open. */
export const requestPage = (centreId: number, draftId: number) =>
  `${PLANNING_PAGE}?centre=${centreId}&tab=requests&request=${draftId}`

export interface SubmitArgs {
  fkCentre: number
  remarks: string | null | undefined
  items: unknown
}

const view = async (tx: DbOrTx, schoolId: number, id: number): Promise<DraftView> =>
  (await selectDraftViews(tx, schoolId, [id]))[0]

/**
 * submitVacancyPlanning: a request for the centre's capacity from given months on. Each level must be one the
 * centre offers; a centre has one pending request at a time (the database's unique index decides between two
 * simultaneous submissions). The centre's approvers are told.
 */
export async function submitCapacityRequest(
  db: Db,
  deps: RequestDeps,
  grant: SignedInGrant,
  args: SubmitArgs,
): Promise<DraftView> {
  const request = parseInput(capacityRequestSchema(singaporeToday()), {
    remarks: args.remarks,
    items: args.items,
  })
  const schoolId = grant.viewer.schoolId
  try {
    return await db.transaction(async (tx) => {
      const offered = await selectOfferedLevelIds(
        tx,
        schoolId,
        args.fkCentre,
        request.items.map((i) => i.fkLevel),
      )
      request.items.forEach((item, i) => {
        if (!offered.has(item.fkLevel))
          throw badInput(CapacityMsg.levelNotOffered, { [`items.${i}.fkLevel`]: CapacityMsg.levelNotOffered })
      })
      const year = Number(
        request.items
          .map((i) => i.date)
          .sort()[0]
          .slice(0, 4),
      )
      const draft = await insertDraft(tx, {
        fkSchool: schoolId,
        fkCentre: args.fkCentre,
        year,
        fkRequester: grant.viewer.userId,
      })
      await insertDraftItems(tx, schoolId, draft.id, request.items)
      await log(tx, draft, 'pending', request.remarks, grant.viewer.userId)
      const who = `${grant.viewer.firstname} ${grant.viewer.lastname}`
      await tellStaff(
        tx,
        {
          schoolId,
          centreId: args.fkCentre,
          module: 'enrollment_planning',
          access: 'approve',
          title: 'Capacity change waiting for your approval',
          body: `${who} asks to change the capacity of ${await selectCentreLabel(tx, schoolId, args.fkCentre)}. Please review the request.`,
          navigate: requestPage(args.fkCentre, draft.id),
          actionLabel: 'Review the request',
        },
        deps.publicUrl,
      )
      return view(tx, schoolId, draft.id)
    })
  } catch (error) {
    if (isUniqueViolation(error, 'capacity_drafts_one_pending')) throw conflict(CapacityMsg.pendingExists)
    throw error
  }
}

function log(
  tx: DbOrTx,
  draft: DraftRow,
  status: CapacityDraftStatus,
  remark: string | null,
  userId: number,
) {
  return insertDraftLog(tx, { fkSchool: draft.fkSchool, fkDraft: draft.id, status, remark, fkUser: userId })
}

/** One way a pending request ends: who may take it, whether remarks are required, what it writes. */
interface Ending {
  status: 'approved' | 'rejected' | 'cancelled'
  remarksRequired: boolean
  /** Approving and rejecting are the approver's; the requester may not decide their own request. */
  decision: boolean
  verb: string
}

const Endings = {
  approve: { status: 'approved', remarksRequired: false, decision: true, verb: 'approved' },
  reject: { status: 'rejected', remarksRequired: true, decision: true, verb: 'rejected' },
  recall: { status: 'cancelled', remarksRequired: true, decision: false, verb: 'recalled' },
} as const satisfies Record<string, Ending>

/**
 * Ends a pending request in one transaction: checks it is pending and (for a decision) that the caller is not its
 * requester, moves it only if still pending (a second, simultaneous decision finds it decided), writes the
 * capacity records on approval and an activity entry, and tells the requester of a decision.
 */
async function end(
  db: Db,
  deps: RequestDeps,
  grant: SignedInGrant,
  draftId: number,
  rawRemarks: string | null | undefined,
  ending: Ending,
): Promise<DraftView> {
  const remarks = ending.remarksRequired
    ? parseInput(requiredRemarksSchema, rawRemarks ?? '')
    : parseInput(optionalRemarksSchema, rawRemarks)
  const schoolId = grant.viewer.schoolId
  const userId = grant.viewer.userId
  return db.transaction(async (tx) => {
    const found = await selectDraft(tx, schoolId, draftId)
    if (!found) throw notFound('Capacity change request')
    if (found.status !== 'pending') throw conflict(CapacityMsg.notPending)
    const closed = await closePendingDraft(tx, schoolId, draftId, {
      status: ending.status,
      fkApprover: ending.decision ? userId : null,
    })
    if (!closed) throw conflict(CapacityMsg.notPending)
    if (ending.status === 'approved') await writeCapacities(tx, closed, await selectDraftItems(tx, closed.id))
    await log(tx, closed, ending.status, remarks, userId)
    const result = await view(tx, schoolId, closed.id)
    if (closed.fkRequester !== userId)
      await tellStaffMember(
        tx,
        {
          schoolId,
          userId: closed.fkRequester,
          title: `Capacity change ${ending.verb}`,
          body:
            `Your capacity change request for ${result.centreLabel} was ${ending.verb} by ` +
            `${grant.viewer.firstname} ${grant.viewer.lastname}${remarks ? `: ${remarks}` : '.'}`,
          navigate: requestPage(closed.fkCentre, closed.id),
          actionLabel: 'See the request',
        },
        deps.publicUrl,
      )
    return result
  })
}

/** approveCapacityChangeRequest: an approver other than the requester approves; its capacity records are written. */
export const approveCapacityRequest = (
  db: Db,
  deps: RequestDeps,
  grant: SignedInGrant,
  draftId: number,
  remarks?: string | null,
) => end(db, deps, grant, draftId, remarks, Endings.approve)

/** rejectCapacityChangeRequest: an approver other than the requester rejects, with remarks. */
export const rejectCapacityRequest = (
  db: Db,
  deps: RequestDeps,
  grant: SignedInGrant,
  draftId: number,
  remarks?: string | null,
) => end(db, deps, grant, draftId, remarks, Endings.reject)

/** cancelCapacityChangeRequest: the requester or other staff who may submit for the centre recall it, with remarks. */
export const recallCapacityRequest = (
  db: Db,
  deps: RequestDeps,
  grant: SignedInGrant,
  draftId: number,
  remarks?: string | null,
) => end(db, deps, grant, draftId, remarks, Endings.recall)
