import { BlacklistMsg, enquiryState, ownRequestMessage, StateMapMsg } from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { blacklistDrafts, blacklists, enquiries, enquiryStateMaps } from '../../db/schema'
import { type AdmissionsWorld, buildAdmissionsWorld, buildSchool, type Family } from '../../test/builders'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'

const SUBMIT = graphql(`
  mutation BlacklistSubmit($input: BlacklistNewInput!) {
    submitNewBlacklist(input: $input) {
      ID
      kind
      status
      can
      items {
        remark
        code {
          label
        }
      }
    }
  }
`)
const REMOVE = graphql(`
  mutation BlacklistSubmitRemove($IDBlacklist: Int!, $remark: String!) {
    submitRemoveBlacklist(IDBlacklist: $IDBlacklist, remark: $remark) {
      ID
      kind
      status
    }
  }
`)
const APPROVE = graphql(`
  mutation BlacklistApprove($IDBlacklistDraft: Int!, $remark: String) {
    approveBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {
      ID
      status
      approverName
    }
  }
`)
const REJECT = graphql(`
  mutation BlacklistReject($IDBlacklistDraft: Int!, $remark: String!) {
    rejectBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {
      ID
      status
      decisionRemark
    }
  }
`)
const CANCEL = graphql(`
  mutation BlacklistCancel($IDBlacklistDraft: Int!, $remark: String!) {
    cancelBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {
      ID
      status
    }
  }
`)
const LIST = graphql(`
  query BlacklistList($IDSchool: Int!) {
    getBlackListData(IDSchool: $IDSchool) {
      totalCount
      data {
        ID
        child {
          ID
        }
        code {
          label
        }
      }
    }
  }
`)
const DRAFTS = graphql(`
  query BlacklistDrafts($IDSchool: Int!, $status: String) {
    blacklistDraftsByFkSchool(IDSchool: $IDSchool, status: $status) {
      totalCount
      data {
        ID
        status
        can
      }
    }
  }
`)
const RELATIONS = graphql(`
  query BlacklistRelations($IDChild: Int!) {
    getChildRelationData(IDChild: $IDChild) {
      ID
      email
      isMainApplicant
    }
  }
`)

const message = (r: { errors?: { message: string }[] }) => r.errors?.[0]?.message
const stateOf = async (w: AdmissionsWorld, enquiryId: number) =>
  (await w.school.db.select().from(enquiries).where(eq(enquiries.id, enquiryId)))[0].fkEnquiryState

describe('the blacklist', () => {
  let w: AdmissionsWorld
  let family: Family
  beforeEach(async () => {
    w = await buildAdmissionsWorld()
    family = await w.family('pre_registration')
  })

  const request = (token: string, overrides: Record<string, unknown> = {}) =>
    gql(
      SUBMIT,
      {
        input: {
          fkChild: family.childId,
          fkParent: family.parent.id,
          fkCentre: w.centreId,
          fkCode: w.reasonId,
          remark: 'Fees unpaid since March',
          ...overrides,
        },
      },
      token,
    )

  it('adds a family when another approver approves, moving its open enquiries to blacklisted', async () => {
    const second = await w.family('new_enquiry', w.otherCentreId)
    // the same parent's other child is part of the family
    await w.school.db
      .update(enquiries)
      .set({ fkUser: family.parent.id })
      .where(eq(enquiries.id, second.enquiryId))
    const made = await request(w.staff.token)
    expect(made.data!.submitNewBlacklist).toMatchObject({ kind: 'add', status: 'pending', can: [] })
    const draftId = made.data!.submitNewBlacklist.ID
    const pending = (await gql(DRAFTS, { IDSchool: w.school.id, status: 'pending' }, w.approver.token)).data!
    expect(pending.blacklistDraftsByFkSchool.data).toEqual([
      { ID: draftId, status: 'pending', can: ['blacklist.decide'] },
    ])
    expect(await stateOf(w, family.enquiryId)).toBe(enquiryState('pre_registration').id)

    const approved = await gql(APPROVE, { IDBlacklistDraft: draftId }, w.approver.token)
    expect(approved.data!.approveBlacklistDraft).toMatchObject({
      status: 'approved',
      approverName: 'Test Staff',
    })
    expect(await stateOf(w, family.enquiryId)).toBe(enquiryState('blacklisted').id)
    expect(await stateOf(w, second.enquiryId)).toBe(enquiryState('blacklisted').id)
    const list = (await gql(LIST, { IDSchool: w.school.id }, w.readOnly.token)).data!.getBlackListData
    expect(list.data).toEqual([
      { ID: expect.any(Number), child: { ID: family.childId }, code: { label: 'Unpaid Fees' } },
    ])
    // Decided once: a second decision is refused.
    expect(message(await gql(APPROVE, { IDBlacklistDraft: draftId }, w.hq.token))).toBe(
      BlacklistMsg.notPending,
    )
  })

  it('refuses the maker as approver, read-only and centre staff as approvers', async () => {
    const draftId = (await request(w.hq.token)).data!.submitNewBlacklist.ID
    const own = await gql(APPROVE, { IDBlacklistDraft: draftId }, w.hq.token)
    expect(message(own)).toBe(ownRequestMessage)
    expect(errorCode(own)).toBe('FORBIDDEN')
    expect(message(await gql(REJECT, { IDBlacklistDraft: draftId, remark: 'No' }, w.hq.token))).toBe(
      ownRequestMessage,
    )
    for (const token of [w.staff.token, w.readOnly.token, w.noModule.token])
      expect(message(await gql(APPROVE, { IDBlacklistDraft: draftId }, token))).toBe('unauthorized')
    expect(message(await request(w.readOnly.token, { fkChild: (await w.family()).childId }))).toBe(
      'unauthorized',
    )
    expect(await stateOf(w, family.enquiryId)).toBe(enquiryState('pre_registration').id)
  })

  it('rejects and recalls with a remark; the family stays off the list', async () => {
    const draftId = (await request(w.staff.token)).data!.submitNewBlacklist.ID
    const noRemark = await gql(REJECT, { IDBlacklistDraft: draftId, remark: ' ' }, w.approver.token)
    expect(noRemark.errors?.[0]?.extensions?.fields?.remark).toBe('*Required')
    const rejected = await gql(REJECT, { IDBlacklistDraft: draftId, remark: 'Paid since' }, w.approver.token)
    expect(rejected.data!.rejectBlacklistDraft).toMatchObject({
      status: 'rejected',
      decisionRemark: 'Paid since',
    })
    const again = (await request(w.staff.token)).data!.submitNewBlacklist.ID
    expect(message(await request(w.staff.token))).toBe(BlacklistMsg.pendingExists)
    // Only its maker recalls a request: HQ, who may decide it, is refused and the request still waits.
    const byOther = await gql(CANCEL, { IDBlacklistDraft: again, remark: 'Not mine' }, w.hq.token)
    expect(message(byOther)).toBe(BlacklistMsg.notMaker)
    expect(errorCode(byOther)).toBe('FORBIDDEN')
    const cancelled = await gql(CANCEL, { IDBlacklistDraft: again, remark: 'Sent by mistake' }, w.staff.token)
    expect(cancelled.data!.cancelBlacklistDraft.status).toBe('cancelled')
    expect((await gql(LIST, { IDSchool: w.school.id }, w.hq.token)).data!.getBlackListData.totalCount).toBe(0)
    expect(await stateOf(w, family.enquiryId)).toBe(enquiryState('pre_registration').id)
  })

  it('checks the parent, the reason and a listed child', async () => {
    const stranger = await w.family()
    const notParent = await request(w.staff.token, { fkParent: stranger.parent.id })
    expect(notParent.errors?.[0]?.extensions?.fields?.fkParent).toBe(BlacklistMsg.notParent)
    const badReason = await request(w.staff.token, { fkCode: w.reasonId + 100000 })
    expect(badReason.errors?.[0]?.extensions?.fields?.fkCode).toBe(BlacklistMsg.reasonUnknown)
    const draftId = (await request(w.staff.token)).data!.submitNewBlacklist.ID
    await gql(APPROVE, { IDBlacklistDraft: draftId }, w.approver.token)
    // Its enquiries are closed (blacklisted), so the centre's staff no longer reach the child; head office does.
    expect(message(await request(w.staff.token))).toBe('unauthorized')
    expect(message(await request(w.hq.token))).toBe(BlacklistMsg.alreadyListed)
  })

  it('takes a family off through an approved removal request', async () => {
    const addId = (await request(w.staff.token)).data!.submitNewBlacklist.ID
    await gql(APPROVE, { IDBlacklistDraft: addId }, w.approver.token)
    const [entry] = await w.school.db.select().from(blacklists).where(eq(blacklists.fkChild, family.childId))
    const removal = await gql(REMOVE, { IDBlacklist: entry.id, remark: 'Settled' }, w.staff.token)
    expect(removal.data!.submitRemoveBlacklist).toMatchObject({ kind: 'remove', status: 'pending' })
    await gql(APPROVE, { IDBlacklistDraft: removal.data!.submitRemoveBlacklist.ID }, w.approver.token)
    expect((await gql(LIST, { IDSchool: w.school.id }, w.hq.token)).data!.getBlackListData.totalCount).toBe(0)
    expect(message(await gql(REMOVE, { IDBlacklist: entry.id, remark: 'Again' }, w.staff.token))).toBe(
      BlacklistMsg.notListed,
    )
  })

  it('refuses an approval whose move the school state map does not allow', async () => {
    await w.school.db
      .update(enquiryStateMaps)
      .set({ active: false })
      .where(
        and(
          eq(enquiryStateMaps.fkSchool, w.school.id),
          eq(enquiryStateMaps.fkFromState, enquiryState('pre_registration').id),
          eq(enquiryStateMaps.fkToState, enquiryState('blacklisted').id),
        ),
      )
    const draftId = (await request(w.staff.token)).data!.submitNewBlacklist.ID
    const refused = await gql(APPROVE, { IDBlacklistDraft: draftId }, w.approver.token)
    expect(message(refused)).toBe(StateMapMsg.notAllowed('Pre-Registration', 'Blacklisted'))
    expect((await gql(LIST, { IDSchool: w.school.id }, w.hq.token)).data!.getBlackListData.totalCount).toBe(0)
  })

  it("refuses a request at the caller's centre for a family only at a centre out of their reach", async () => {
    const elsewhere = await w.family('new_enquiry', w.otherCentreId)
    const across = await request(w.staff.token, { fkChild: elsewhere.childId, fkParent: elsewhere.parent.id })
    expect(message(across)).toBe('unauthorized')
    expect(errorCode(across)).toBe('FORBIDDEN')
    expect(
      await w.school.db.select().from(blacklistDrafts).where(eq(blacklistDrafts.fkChild, elsewhere.childId)),
    ).toEqual([])
    // HQ reaches both centres: the same request is taken.
    const hq = await request(w.hq.token, { fkChild: elsewhere.childId, fkParent: elsewhere.parent.id })
    expect(hq.data!.submitNewBlacklist).toMatchObject({ kind: 'add', status: 'pending' })
  })

  it('keeps centre staff to their centres and parents and other schools out', async () => {
    const elsewhere = await w.family('new_enquiry', w.otherCentreId)
    const outOfReach = await request(w.staff.token, {
      fkChild: elsewhere.childId,
      fkParent: elsewhere.parent.id,
      fkCentre: w.otherCentreId,
    })
    expect(message(outOfReach)).toBe('unauthorized')
    const theirs = (
      await request(w.hq.token, {
        fkChild: elsewhere.childId,
        fkParent: elsewhere.parent.id,
        fkCentre: w.otherCentreId,
      })
    ).data!.submitNewBlacklist.ID
    expect(
      (await gql(DRAFTS, { IDSchool: w.school.id }, w.staff.token)).data!.blacklistDraftsByFkSchool
        .totalCount,
    ).toBe(0)
    expect(message(await gql(CANCEL, { IDBlacklistDraft: theirs, remark: 'x' }, w.staff.token))).toBe(
      'unauthorized',
    )
    const relations = (await gql(RELATIONS, { IDChild: family.childId }, w.staff.token)).data!
      .getChildRelationData
    expect(relations).toEqual([{ ID: family.parent.id, email: family.parent.email, isMainApplicant: true }])
    for (const token of [family.parent.token, w.noModule.token, undefined]) {
      expect(message(await gql(LIST, { IDSchool: w.school.id }, token))).toBe('unauthorized')
      expect(message(await gql(DRAFTS, { IDSchool: w.school.id }, token))).toBe('unauthorized')
      expect(message(await gql(RELATIONS, { IDChild: family.childId }, token))).toBe('unauthorized')
    }
    const other = await buildSchool()
    expect(message(await gql(LIST, { IDSchool: other.id }, w.hq.token))).toBe('unauthorized')
  })
})
