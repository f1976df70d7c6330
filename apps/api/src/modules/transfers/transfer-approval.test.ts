import { enquiryState, ownRequestMessage, SeatOfferMsg, TransferMsg } from '@preschool/domain'
import { and, eq, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { childClasses, childLevels, enquiries, notifications, seatOffers } from '../../db/schema'
import type { Db } from '../../db/client'
import { buildFamilyAtCentre } from '../../test/builders'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'
import {
  approved,
  CANCEL,
  COMPLETE,
  COMPLETED,
  DESTINATION_APPROVE,
  DRAFTS,
  effectiveMonth,
  GET,
  setup,
  SOURCE_APPROVE,
  sourceApproved,
  submitted,
  VACANCIES,
  type World,
} from './test-support'

// The rejections' documents sit with their only test: a new operation adds no line to test-support.ts.
const SOURCE_REJECT = graphql(`
  mutation TransfersSourceReject($IDTransfer: Int!, $decision: TransferDecisionInput!) {
    rejectTransferRequestBySourceCentreStaff(IDTransfer: $IDTransfer, decision: $decision) {
      ...TransferFields
    }
  }
`)

const DESTINATION_REJECT = graphql(`
  mutation TransfersDestinationReject($IDTransfer: Int!, $decision: TransferDecisionInput!) {
    rejectTransferRequestByDestinationCentreStaff(IDTransfer: $IDTransfer, decision: $decision) {
      ...TransferFields
    }
  }
`)

async function vacancy(w: World, centreId: number, status: string) {
  const month = effectiveMonth()
  const rows = await gql(
    VACANCIES,
    { CentreID: centreId, ServiceLevel: w.levelId, Year: Number(month.slice(0, 4)), fromMonth: month },
    w.planner.token,
  )
  return rows.data!.findAllVacancies.find((r) => r.month === month && r.status === status)?.count
}

/** The parent's bell notices, oldest first. */
const bellOf = (w: { school: { db: Db } }, userId: number) =>
  w.school.db.select().from(notifications).where(eq(notifications.fkUser, userId)).orderBy(notifications.id)

describe('approving a transfer at both centres', () => {
  it('goes source then destination, opens the transfer enquiry holding the seat, and tells the parent', async () => {
    const w = await setup()
    const id = await submitted(w)
    const pending = await gql(GET, { IDTransfer: id }, w.sourceStaff.token)
    expect(pending.data!.getTransferDraft).toMatchObject({
      status: 'pending_source',
      vacancyAvailableForTransferRequest: true,
      can: ['transfers.approveSource'],
    })
    expect((await gql(GET, { IDTransfer: id }, w.destinationStaff.token)).data!.getTransferDraft.can).toEqual(
      [],
    )
    expect((await gql(GET, { IDTransfer: id }, w.parent.token)).data!.getTransferDraft.can).toEqual([
      'transfers.cancel',
    ])
    const source = await gql(
      SOURCE_APPROVE,
      { IDTransfer: id, decision: { remark: 'Fine' } },
      w.sourceStaff.token,
    )
    expect(source.data!.approveTransferRequestBySourceCentreStaff).toMatchObject({
      status: 'pending_destination',
      sourceApprover: { ID: w.sourceStaff.id },
      withdrawalEConsentCompleted: true,
    })
    const dest = await gql(DESTINATION_APPROVE, { IDTransfer: id }, w.destinationStaff.token)
    const draft = dest.data!.approveTransferRequestByDestinationCentreStaff
    expect(draft).toMatchObject({
      status: 'approved',
      destinationApprover: { ID: w.destinationStaff.id },
      activityLogs: [
        { status: 'pending_source', user: { ID: w.parent.id } },
        { status: 'pending_destination', remark: 'Fine', user: { ID: w.sourceStaff.id } },
        { status: 'approved', user: { ID: w.destinationStaff.id } },
      ],
    })
    const [enquiry] = await w.school.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.id, draft.item.fkEnquiry!))
    expect(enquiry).toMatchObject({
      fkCentre: w.destination.id,
      fkChild: w.childId,
      fkUser: w.parent.id,
      isTransferEnquiry: true,
      skipCentreVisit: true,
      skipTrial: true,
      fkEnquiryState: enquiryState('pre_registration').id,
      enrollmentPlan: effectiveMonth(),
    })
    const [offer] = await w.school.db.select().from(seatOffers).where(eq(seatOffers.fkEnquiry, enquiry.id))
    expect(offer).toMatchObject({ status: 'offered', fkCentre: w.destination.id, month: effectiveMonth() })
    // Both centres' vacancy plans count it; the destination's as a transfer in, not a registration.
    expect(await vacancy(w, w.destination.id, 'transfer_in')).toBe(1)
    expect(await vacancy(w, w.destination.id, 'pending_registration')).toBe(0)
    expect(await vacancy(w, w.source.id, 'transfer_out')).toBe(1)
    const bell = await bellOf(w, w.parent.id)
    expect(bell.map((n) => n.body).join(' ')).toContain(TransferMsg.subsidyNotice)
    // The notice opens the transfer's record, not the dashboard.
    expect(bell.map((n) => n.navigate)).toEqual([`/transfers/${id}`])
    expect((await gql(GET, { IDTransfer: id }, w.destinationStaff.token)).data!.getTransferDraft.can).toEqual(
      ['transfers.complete'],
    )
  })

  it('keeps each centre to its own step', async () => {
    const w = await setup()
    const id = await submitted(w)
    for (const staff of [w.destinationStaff, w.elsewhere, w.readOnly, w.hq]) {
      const r = await gql(SOURCE_APPROVE, { IDTransfer: id }, staff.token)
      if (staff === w.hq)
        expect(r.data?.approveTransferRequestBySourceCentreStaff.status).toBe('pending_destination')
      else expect(errorCode(r)).toBe('FORBIDDEN')
    }
    const w2 = await setup()
    const id2 = await sourceApproved(w2)
    for (const staff of [w2.sourceStaff, w2.elsewhere, w2.readOnly, w2.parent, w2.otherParent]) {
      expect(errorCode(await gql(DESTINATION_APPROVE, { IDTransfer: id2 }, staff.token))).toBe('FORBIDDEN')
      expect(errorCode(await gql(COMPLETE, { IDTransfer: id2 }, staff.token))).toBe('FORBIDDEN')
    }
    expect(errorCode(await gql(SOURCE_APPROVE, { IDTransfer: id2 }, w2.parent.token))).toBe('FORBIDDEN')
  })

  it('never lets the maker decide, nor the source approver approve again for the destination', async () => {
    const w = await setup()
    const byStaff = await submitted(w, w.bothCentres)
    const own = await gql(SOURCE_APPROVE, { IDTransfer: byStaff }, w.bothCentres.token)
    expect(own.errors?.[0].message).toBe(ownRequestMessage)
    const w2 = await setup()
    const id = await submitted(w2)
    await gql(SOURCE_APPROVE, { IDTransfer: id }, w2.bothCentres.token)
    const again = await gql(DESTINATION_APPROVE, { IDTransfer: id }, w2.bothCentres.token)
    expect(again.errors?.[0].message).toBe(TransferMsg.sameApprover)
    expect((await gql(GET, { IDTransfer: id }, w2.hq.token)).data!.getTransferDraft.status).toBe(
      'pending_destination',
    )
  })

  it('rejects with a remark at either step, and refuses a step out of turn', async () => {
    const w = await setup()
    const id = await submitted(w)
    const bare = await gql(SOURCE_REJECT, { IDTransfer: id, decision: {} }, w.sourceStaff.token)
    expect(bare.errors?.[0].message).toContain(TransferMsg.remarkRequired)
    const early = await gql(DESTINATION_APPROVE, { IDTransfer: id }, w.destinationStaff.token)
    expect(early.errors?.[0].message).toBe(TransferMsg.notPendingDestination)
    const rejected = await gql(
      SOURCE_REJECT,
      { IDTransfer: id, decision: { remark: 'Class is settled' } },
      w.sourceStaff.token,
    )
    expect(rejected.data!.rejectTransferRequestBySourceCentreStaff).toMatchObject({
      status: 'rejected',
      additionalStatus: null,
      can: [],
    })
    expect(await bellOf(w, w.parent.id)).toMatchObject([
      { title: 'Transfer not approved', navigate: `/transfers/${id}` },
    ])
    const replay = await gql(SOURCE_APPROVE, { IDTransfer: id }, w.sourceStaff2.token)
    expect(replay.errors?.[0].message).toBe(TransferMsg.notPendingSource)
    const w2 = await setup()
    const id2 = await sourceApproved(w2)
    const no = await gql(
      DESTINATION_REJECT,
      { IDTransfer: id2, decision: { remark: 'No teacher' } },
      w2.destinationStaff.token,
    )
    expect(no.data!.rejectTransferRequestByDestinationCentreStaff.status).toBe('rejected')
    expect(await bellOf(w2, w2.parent.id)).toMatchObject([
      { title: 'Transfer not approved', navigate: `/transfers/${id2}` },
    ])
    expect(
      await w2.school.db.select().from(enquiries).where(eq(enquiries.fkCentre, w2.destination.id)),
    ).toEqual([])
  })

  it('gives the last seat to one of two simultaneous approvals', async () => {
    const w = await setup(1)
    const other = await buildFamilyAtCentre(w.school, w.source.id, { levelId: w.levelId, from: '2024-01-01' })
    const first = await sourceApproved(w)
    const second = await sourceApproved(w, other.childId, other.parent)
    const [a, b] = await Promise.all([
      gql(DESTINATION_APPROVE, { IDTransfer: first }, w.destinationStaff.token),
      gql(DESTINATION_APPROVE, { IDTransfer: second }, w.destinationStaff.token),
    ])
    const results = [a, b]
    expect(results.filter((r) => r.data?.approveTransferRequestByDestinationCentreStaff.status)).toHaveLength(
      1,
    )
    expect(results.flatMap((r) => r.errors ?? []).map((e) => e.message)).toEqual([SeatOfferMsg.noSeat])
    const loser = results[0].errors ? first : second
    const left = await gql(GET, { IDTransfer: loser }, w.hq.token)
    expect(left.data!.getTransferDraft).toMatchObject({
      status: 'pending_destination',
      vacancyAvailableForTransferRequest: false,
      item: { fkEnquiry: null },
    })
    expect(await vacancy(w, w.destination.id, 'transfer_in')).toBe(1)
  })
})

describe('completing and cancelling a transfer', () => {
  it('moves the seat, class and enquiry in one step, and lists it as completed', async () => {
    const w = await setup()
    const id = await approved(w)
    const done = await gql(COMPLETE, { IDTransfer: id }, w.destinationStaff.token)
    expect(done.data!.completeTransferRequest).toMatchObject({
      status: 'completed',
      destinationCentreEnrollmentCompleted: true,
      can: [],
    })
    const seats = await w.school.db
      .select()
      .from(childLevels)
      .where(eq(childLevels.fkChild, w.childId))
      .orderBy(childLevels.from)
    expect(seats).toMatchObject([
      { fkCentre: w.source.id, moveReason: 'transfer' },
      { fkCentre: w.destination.id, from: effectiveMonth(), to: null },
    ])
    expect(seats[0].to! < effectiveMonth()).toBe(true)
    const [placement] = await w.school.db
      .select()
      .from(childClasses)
      .where(and(eq(childClasses.fkChild, w.childId), isNull(childClasses.to)))
    expect(placement).toMatchObject({ fkClass: w.destinationClass.id, from: effectiveMonth() })
    const [enquiry] = await w.school.db
      .select()
      .from(enquiries)
      .where(and(eq(enquiries.fkChild, w.childId), eq(enquiries.fkCentre, w.destination.id)))
    expect(enquiry).toMatchObject({
      fkEnquiryState: enquiryState('enrolled').id,
      isTransferEnquiryReadyForEnrolment: true,
    })
    expect(await vacancy(w, w.destination.id, 'transfer_in')).toBe(0)
    const completed = await gql(COMPLETED, { IDSchool: w.school.id }, w.destinationStaff.token)
    expect(completed.data!.getCompletedTransferRequests).toMatchObject({ totalCount: 1, data: [{ ID: id }] })
    const drafts = await gql(DRAFTS, { IDSchool: w.school.id }, w.sourceStaff.token)
    expect(drafts.data!.getTransferDrafts.totalCount).toBe(0)
    const late = await gql(CANCEL, { IDTransfer: id }, w.parent.token)
    expect(late.errors?.[0].message).toBe(TransferMsg.notCancellable)
    const twice = await gql(COMPLETE, { IDTransfer: id }, w.destinationStaff.token)
    expect(twice.errors?.[0].message).toBe(TransferMsg.notApproved)
  })

  it('lets the parent cancel an approved transfer, freeing the seat; nobody else cancels', async () => {
    const w = await setup()
    const id = await approved(w)
    for (const user of [w.otherParent, w.sourceStaff, w.destinationStaff, w.hq])
      expect(errorCode(await gql(CANCEL, { IDTransfer: id }, user.token))).toBe('FORBIDDEN')
    const cancelled = await gql(CANCEL, { IDTransfer: id, remark: 'Staying' }, w.parent.token)
    expect(cancelled.data!.cancelTransferRequestByUser).toMatchObject({ status: 'cancelled', can: [] })
    const [enquiry] = await w.school.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.id, cancelled.data!.cancelTransferRequestByUser.item.fkEnquiry!))
    expect(enquiry).toMatchObject({ active: false, fkEnquiryState: enquiryState('cancelled_enquiry').id })
    expect(await vacancy(w, w.destination.id, 'transfer_in')).toBe(0)
    expect(await vacancy(w, w.source.id, 'transfer_out')).toBe(0)
    // The child may ask again.
    expect(await submitted(w)).toBeGreaterThan(id)
  })
})
