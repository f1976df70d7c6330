import { WithdrawalMsg } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { schoolConfigs } from '../../db/schema'
import { buildChildAtCentre, buildWithdrawalCode } from '../../test/builders'
import { errorCode, gql } from '../../test/server'
import { DRAFTS, ESTIMATE, inDays, notice, setup, SUBMIT, today } from './test-support'

describe('giving notice of a withdrawal', () => {
  it('shows the estimate: the deposit paid comes back whole with 30 days notice, less the fee in lieu when shorter', async () => {
    const w = await setup()
    const full = await gql(
      ESTIMATE,
      { childID: w.childId, noticeDate: today(), effectiveDate: inDays(29) },
      w.parent.token,
    )
    expect(full.data!.getWithdrawalDefaultRefundAmount).toEqual({
      defaultDepositRefundAmount: 120_000,
      defaultFeeRefundAmount: 0,
      monthlyFee: 120_000,
      depositAmount: 120_000,
      noticeInDays: 30,
      earliestLastDay: inDays(29),
      shortNoticeDays: 0,
      feeInLieuAmount: 0,
    })
    // Ten days short: ten thirtieths of $1,200 come off the deposit.
    const short = await gql(
      ESTIMATE,
      { childID: w.childId, noticeDate: today(), effectiveDate: inDays(19) },
      w.parent.token,
    )
    expect(short.data!.getWithdrawalDefaultRefundAmount).toMatchObject({
      shortNoticeDays: 10,
      feeInLieuAmount: 40_000,
      defaultDepositRefundAmount: 80_000,
    })
  })

  it('follows the school withdraw_notice_in_days', async () => {
    const w = await setup()
    await w.school.db
      .insert(schoolConfigs)
      .values({ fkSchool: w.school.id, key: 'withdraw_notice_in_days', value: '60' })
    const result = await gql(
      ESTIMATE,
      { childID: w.childId, noticeDate: today(), effectiveDate: inDays(40) },
      w.centreStaff.token,
    )
    expect(result.data!.getWithdrawalDefaultRefundAmount).toMatchObject({
      noticeInDays: 60,
      shortNoticeDays: 19,
    })
    const refused = await gql(SUBMIT, { childID: w.childId, withdrawalData: notice(w) }, w.parent.token)
    expect(refused.errors?.[0].message).toBe(WithdrawalMsg.shortNotice(60))
  })

  it('takes the parent notice with the refund frozen, pending the centre, and logs it', async () => {
    const w = await setup()
    const result = await gql(SUBMIT, { childID: w.childId, withdrawalData: notice(w) }, w.parent.token)
    expect(result.data!.submitWithdrawalRequest).toMatchObject({
      status: 'pending_centre',
      fkCentre: w.centre.id,
      withdrawalDraftItem: { refundDepositAmount: 120_000, feeInLieuAmount: 0, effectiveDate: inDays(40) },
      activityLogs: [{ status: 'pending_centre', remark: 'Moving to Johor', user: { ID: w.parent.id } }],
      can: ['withdrawals.cancelRequest'],
    })
  })

  it('lets staff give notice for the parent', async () => {
    const w = await setup()
    const result = await gql(SUBMIT, { childID: w.childId, withdrawalData: notice(w) }, w.writer.token)
    expect(result.data!.submitWithdrawalRequest.status).toBe('pending_centre')
  })

  it('refuses a notification in the future or before enrolment, with the spec wording on the field', async () => {
    const w = await setup()
    const future = await gql(
      SUBMIT,
      { childID: w.childId, withdrawalData: notice(w, { noticeDate: inDays(1), effectiveDate: inDays(60) }) },
      w.parent.token,
    )
    expect(future.errors?.[0].message).toBe(WithdrawalMsg.noticeInFuture)
    expect(future.errors?.[0].extensions?.fields).toEqual({ noticeDate: WithdrawalMsg.noticeInFuture })
    const early = await gql(
      SUBMIT,
      { childID: w.childId, withdrawalData: notice(w, { noticeDate: '2023-12-31' }) },
      w.parent.token,
    )
    expect(early.errors?.[0].message).toBe(WithdrawalMsg.noticeBeforeEnrolment)
    const list = await gql(DRAFTS, { IDSchool: w.school.id }, w.hq.token)
    expect(list.data!.findAllWithdrawalDraft.totalCount).toBe(0)
  })

  it('refuses a short notice unless the fee in lieu is accepted, then takes it off the deposit', async () => {
    const w = await setup()
    const short = notice(w, { effectiveDate: inDays(19) })
    const refused = await gql(SUBMIT, { childID: w.childId, withdrawalData: short }, w.parent.token)
    expect(refused.errors?.[0].message).toBe(WithdrawalMsg.shortNotice(30))
    expect(refused.errors?.[0].extensions?.fields).toEqual({ effectiveDate: WithdrawalMsg.shortNotice(30) })
    const accepted = await gql(
      SUBMIT,
      { childID: w.childId, withdrawalData: { ...short, feeInLieuAccepted: true } },
      w.parent.token,
    )
    expect(accepted.data!.submitWithdrawalRequest.withdrawalDraftItem).toMatchObject({
      feeInLieuAmount: 40_000,
      feeInLieuAccepted: true,
      refundDepositAmount: 80_000,
    })
  })

  it('refuses a last day before the notice, an unknown reason, a second live notice and a child not enrolled', async () => {
    const w = await setup()
    const backwards = await gql(
      SUBMIT,
      { childID: w.childId, withdrawalData: notice(w, { effectiveDate: inDays(-1) }) },
      w.parent.token,
    )
    expect(backwards.errors?.[0].extensions?.fields).toEqual({
      effectiveDate: WithdrawalMsg.lastDayBeforeNotice,
    })
    const otherList = await buildWithdrawalCode(w.school, 'withdrawal_reason')
    const badReason = await gql(
      SUBMIT,
      { childID: w.childId, withdrawalData: notice(w, { codeByParentReason: otherList }) },
      w.parent.token,
    )
    expect(badReason.errors?.[0].message).toBe(WithdrawalMsg.unknownReason)
    await gql(SUBMIT, { childID: w.childId, withdrawalData: notice(w) }, w.parent.token)
    const twice = await gql(SUBMIT, { childID: w.childId, withdrawalData: notice(w) }, w.parent.token)
    expect(twice.errors?.[0].message).toBe(WithdrawalMsg.liveExists)
    expect(twice.errors?.[0].extensions?.reason).toBe('withdrawals.liveExists')
    const left = await buildChildAtCentre(w.school, w.centre.id, { from: '2020-01-01', to: '2021-01-01' })
    const notEnrolled = await gql(SUBMIT, { childID: left, withdrawalData: notice(w) }, w.hq.token)
    expect(notEnrolled.errors?.[0].message).toBe(WithdrawalMsg.notEnrolled)
  })

  it('keeps two simultaneous notices for one child to one', async () => {
    const w = await setup()
    const both = await Promise.all([
      gql(SUBMIT, { childID: w.childId, withdrawalData: notice(w) }, w.parent.token),
      gql(SUBMIT, { childID: w.childId, withdrawalData: notice(w) }, w.writer.token),
    ])
    expect(both.filter((r) => r.data).length).toBe(1)
    expect(both.find((r) => r.errors)?.errors?.[0].message).toBe(WithdrawalMsg.liveExists)
  })

  it('refuses other families, staff of another centre, staff without the module and read-only staff', async () => {
    const w = await setup()
    const data = { childID: w.childId, withdrawalData: notice(w) }
    for (const intruder of [w.otherParent, w.elsewhere, w.noModule, w.readOnly]) {
      expect(errorCode(await gql(SUBMIT, data, intruder.token))).toBe('FORBIDDEN')
    }
    const estimate = { childID: w.childId, noticeDate: today(), effectiveDate: inDays(40) }
    for (const intruder of [w.otherParent, w.elsewhere, w.noModule]) {
      expect(errorCode(await gql(ESTIMATE, estimate, intruder.token))).toBe('FORBIDDEN')
    }
    expect(errorCode(await gql(SUBMIT, data))).toBe('UNAUTHENTICATED')
  })

  it('refuses an over-long remark and changes nothing', async () => {
    const w = await setup()
    const long = await gql(
      SUBMIT,
      { childID: w.childId, withdrawalData: notice(w, { remark: 'x'.repeat(1001) }) },
      w.parent.token,
    )
    expect(errorCode(long)).toBe('BAD_USER_INPUT')
    const list = await gql(DRAFTS, { IDSchool: w.school.id }, w.hq.token)
    expect(list.data!.findAllWithdrawalDraft.totalCount).toBe(0)
  })
})
