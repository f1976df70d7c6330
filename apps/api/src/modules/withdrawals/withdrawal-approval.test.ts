import { ownRequestMessage, WithdrawalMsg } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { refunds, withdrawals } from '../../db/schema'
import { errorCode, gql } from '../../test/server'
import {
  approved,
  CANCEL,
  CANCEL_REQUEST,
  CENTRE_APPROVE,
  CENTRE_REJECT,
  DRAFTS,
  GET,
  HQ_APPROVE,
  HQ_REJECT,
  notice,
  setup,
  SUBMIT,
  submitted,
  today,
  VERIFY,
} from './test-support'

describe('approving a withdrawal in two levels', () => {
  it('goes centre then head office, each step logged with its approver, and offers each its action', async () => {
    const w = await setup()
    const id = await submitted(w)
    const pending = await gql(GET, { IDWithdrawal: id }, w.centreStaff.token)
    expect(pending.data!.getWithdrawalDraft.can).toEqual(
      expect.arrayContaining(['withdrawals.approveCentre', 'withdrawals.cancelRequest']),
    )
    const centre = await gql(
      CENTRE_APPROVE,
      { IDWithdrawal: id, decision: { codeByReason: w.centreReason, remark: 'Checked' } },
      w.centreStaff.token,
    )
    expect(centre.data!.approveWithdrawalRequestByCentreStaff).toMatchObject({
      status: 'pending_hq',
      centreApprover: { ID: w.centreStaff.id },
      withdrawalDraftItem: { codeByReason: { label: expect.stringContaining('Reason') } },
    })
    const hq = await gql(HQ_APPROVE, { IDWithdrawal: id }, w.hq.token)
    expect(hq.data!.approveWithdrawalRequestByHQ).toMatchObject({
      status: 'approved',
      hqApprover: { ID: w.hq.id },
      activityLogs: [
        { status: 'pending_centre', user: { ID: w.parent.id } },
        { status: 'pending_hq', remark: 'Checked', user: { ID: w.centreStaff.id } },
        { status: 'approved', user: { ID: w.hq.id } },
      ],
    })
    expect(hq.data!.approveWithdrawalRequestByHQ.can).toContain('withdrawals.cancel')
  })

  it('never lets the submitter decide, nor the centre approver approve again as head office', async () => {
    const w = await setup()
    const staffNotice = await gql(
      SUBMIT,
      { childID: w.childId, withdrawalData: notice(w) },
      w.centreStaff.token,
    )
    const id = staffNotice.data!.submitWithdrawalRequest.ID
    const own = await gql(CENTRE_APPROVE, { IDWithdrawal: id }, w.centreStaff.token)
    expect(own.errors?.[0].message).toBe(ownRequestMessage)
    // Head office approving as the centre cannot then approve as head office.
    await gql(CENTRE_APPROVE, { IDWithdrawal: id }, w.hq.token)
    const twice = await gql(HQ_APPROVE, { IDWithdrawal: id }, w.hq.token)
    expect(errorCode(twice)).toBe('FORBIDDEN')
    expect(twice.errors?.[0].message).toBe(WithdrawalMsg.sameApprover)
    expect(
      (await gql(HQ_APPROVE, { IDWithdrawal: id }, w.hq2.token)).data!.approveWithdrawalRequestByHQ.status,
    ).toBe('approved')
  })

  it('refuses steps out of order, and centre staff deciding for head office', async () => {
    const w = await setup()
    const id = await submitted(w)
    expect((await gql(HQ_APPROVE, { IDWithdrawal: id }, w.hq.token)).errors?.[0].message).toBe(
      WithdrawalMsg.notPendingHQ,
    )
    await gql(CENTRE_APPROVE, { IDWithdrawal: id }, w.centreStaff.token)
    expect((await gql(CENTRE_APPROVE, { IDWithdrawal: id }, w.centreStaff2.token)).errors?.[0].message).toBe(
      WithdrawalMsg.notPendingCentre,
    )
    expect(errorCode(await gql(HQ_APPROVE, { IDWithdrawal: id }, w.centreStaff2.token))).toBe('FORBIDDEN')
  })

  it('rejects only with a remark, at either level, and then the family may give notice again', async () => {
    const w = await setup()
    const id = await submitted(w)
    const bare = await gql(CENTRE_REJECT, { IDWithdrawal: id, decision: {} }, w.centreStaff.token)
    expect(bare.errors?.[0].extensions?.fields).toEqual({ remark: WithdrawalMsg.remarkRequired })
    const rejected = await gql(
      CENTRE_REJECT,
      { IDWithdrawal: id, decision: { remark: 'Wrong date' } },
      w.centreStaff.token,
    )
    expect(rejected.data!.rejectWithdrawalRequestByCentreStaff.status).toBe('rejected')
    const again = await submitted(w)
    await gql(CENTRE_APPROVE, { IDWithdrawal: again }, w.centreStaff.token)
    const hq = await gql(HQ_REJECT, { IDWithdrawal: again, decision: { remark: 'Fee owed' } }, w.hq.token)
    expect(hq.data!.rejectWithdrawalRequestByHQ.status).toBe('rejected')
  })

  it('decides once when two approvers act at the same moment', async () => {
    const w = await setup()
    const id = await submitted(w)
    const both = await Promise.all([
      gql(CENTRE_APPROVE, { IDWithdrawal: id }, w.centreStaff.token),
      gql(CENTRE_REJECT, { IDWithdrawal: id, decision: { remark: 'No' } }, w.centreStaff2.token),
    ])
    expect(both.filter((r) => r.data).length).toBe(1)
    const logs = (await gql(GET, { IDWithdrawal: id }, w.hq.token)).data!.getWithdrawalDraft.activityLogs
    expect(logs).toHaveLength(2)
  })

  it('refuses decisions to the parent, other centres, read-only staff and staff without the module', async () => {
    const w = await setup()
    const id = await submitted(w)
    for (const intruder of [w.parent, w.otherParent, w.elsewhere, w.readOnly, w.noModule, w.writer]) {
      expect(errorCode(await gql(CENTRE_APPROVE, { IDWithdrawal: id }, intruder.token))).toBe('FORBIDDEN')
    }
    for (const intruder of [w.otherParent, w.elsewhere, w.noModule]) {
      expect(errorCode(await gql(GET, { IDWithdrawal: id }, intruder.token))).toBe('FORBIDDEN')
    }
  })

  it('marks the documents verified once', async () => {
    const w = await setup()
    const id = await submitted(w)
    const verified = await gql(VERIFY, { IDWithdrawal: id }, w.writer.token)
    expect(verified.data!.onAllWithdrawalDocumentedVerified).toMatchObject({
      documentsVerified: true,
      status: 'pending_centre',
    })
    expect((await gql(VERIFY, { IDWithdrawal: id }, w.writer.token)).errors?.[0].message).toBe(
      WithdrawalMsg.alreadyVerified,
    )
    expect(errorCode(await gql(VERIFY, { IDWithdrawal: id }, w.parent.token))).toBe('FORBIDDEN')
  })
})

describe('cancelling a withdrawal', () => {
  it('lets the family cancel its request before approval, not after', async () => {
    const w = await setup()
    const id = await submitted(w)
    expect(errorCode(await gql(CANCEL_REQUEST, { IDWithdrawal: id }, w.otherParent.token))).toBe('FORBIDDEN')
    const cancelled = await gql(CANCEL_REQUEST, { IDWithdrawal: id, remark: 'Staying' }, w.parent.token)
    expect(cancelled.data!.cancelWithdrawalRequest.status).toBe('cancelled')
    const done = await approved(w)
    expect((await gql(CANCEL_REQUEST, { IDWithdrawal: done }, w.parent.token)).errors?.[0].message).toBe(
      WithdrawalMsg.notCancellable,
    )
  })

  it('lets approvers cancel an approved withdrawal before its last day, cancelling its refunds', async () => {
    const w = await setup()
    const id = await approved(w)
    await w.school.db.insert(refunds).values({
      fkSchool: w.school.id,
      fkCentre: w.centre.id,
      fkChild: w.childId,
      refundDate: today(),
      label: 'Deposit refund',
      amountCents: 120_000,
      refundType: 'deposit',
      source: 'withdrawal',
      sourceId: id,
    })
    expect(errorCode(await gql(CANCEL, { IDWithdrawal: id }, w.parent.token))).toBe('FORBIDDEN')
    const cancelled = await gql(CANCEL, { IDWithdrawal: id, remark: 'Family stays' }, w.centreStaff.token)
    expect(cancelled.data!.cancelWithdrawal.status).toBe('cancelled')
    const [refund] = await w.school.db.select().from(refunds).where(eq(refunds.sourceId, id))
    expect(refund.status).toBe('cancelled')
    const list = await gql(DRAFTS, { IDSchool: w.school.id, filter: { status: 'cancelled' } }, w.hq.token)
    expect(list.data!.findAllWithdrawalDraft.data.map((d) => d.ID)).toEqual([id])
  })

  it('refuses to cancel on or after the last day', async () => {
    const w = await setup()
    const id = await approved(w)
    await w.school.db
      .update(withdrawals)
      .set({ noticeDate: today(), effectiveDate: today() })
      .where(eq(withdrawals.id, id))
    expect((await gql(CANCEL, { IDWithdrawal: id }, w.centreStaff.token)).errors?.[0].message).toBe(
      WithdrawalMsg.pastLastDay,
    )
  })
})

describe('the withdrawal lists', () => {
  it('shows staff their centres and parents their own children, with filters; empty filters are dropped', async () => {
    const w = await setup()
    const id = await submitted(w)
    const mine = await gql(
      DRAFTS,
      { IDSchool: w.school.id, filter: { status: '', fkCentre: null } },
      w.parent.token,
    )
    expect(mine.data!.findAllWithdrawalDraft.data.map((d) => d.ID)).toEqual([id])
    for (const outsider of [w.otherParent, w.elsewhere]) {
      const theirs = await gql(DRAFTS, { IDSchool: w.school.id }, outsider.token)
      expect(theirs.data!.findAllWithdrawalDraft.totalCount).toBe(0)
    }
    const searched = await gql(DRAFTS, { IDSchool: w.school.id, filter: { search: 'zzz' } }, w.hq.token)
    expect(searched.data!.findAllWithdrawalDraft.totalCount).toBe(0)
    const byChild = await gql(
      DRAFTS,
      { IDSchool: w.school.id, filter: { fkChild: w.childId } },
      w.readOnly.token,
    )
    expect(byChild.data!.findAllWithdrawalDraft.totalCount).toBe(1)
    expect(errorCode(await gql(DRAFTS, { IDSchool: w.school.id }, w.noModule.token))).toBe('FORBIDDEN')
  })
})
