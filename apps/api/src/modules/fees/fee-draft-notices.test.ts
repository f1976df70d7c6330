import { Access } from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { notifications, outbox } from '../../db/schema'
import { buildStaff } from '../../test/builders'
import { gql } from '../../test/server'
import { ALL, APPROVE, REJECT, SUBMIT, UPDATE_ITEMS, newDraft, setup, staffAt } from './test-support'

/** A submitted draft with one changed amount, and who may hear of it. */
async function submitted() {
  const world = await setup()
  const { school, centre, other, tier, maker } = world
  // A centre approver hears it; an approver of another centre, a reader and the maker (who holds approve) do not.
  const centreApprover = await staffAt(school, centre.id, ALL)
  const elsewhere = await staffAt(school, other.id, ALL)
  const reader = await buildStaff(school, { fee_management: Access.read }, [centre.id])
  const selfApprover = await staffAt(school, centre.id, ALL)
  const draftId = await newDraft(school, selfApprover.token, centre.id, tier.tierId)
  const items = [
    { fkLevel: tier.levelId, fkProgram: tier.programId, nationality: 'Singaporean', amount: 135_000 },
  ]
  await gql(UPDATE_ITEMS, { IDFeeDraft: draftId, items }, selfApprover.token)
  const result = await gql(SUBMIT, { IDFeeDraft: draftId, remark: 'Annual review' }, selfApprover.token)
  expect(result.errors).toBeUndefined()
  return { ...world, maker, centreApprover, elsewhere, reader, selfApprover, draftId }
}

const toldUsers = async (w: Awaited<ReturnType<typeof setup>>) =>
  (await w.school.db.select().from(notifications).where(eq(notifications.fkSchool, w.school.id))).map(
    (n) => ({ user: n.fkUser, title: n.title, navigate: n.navigate }),
  )

describe('fee draft notices', () => {
  it('tells the approvers of the centre, by bell and email, when a draft is submitted: not its maker', async () => {
    const w = await submitted()
    const told = await toldUsers(w)
    expect(told.map((t) => t.user).sort()).toEqual([w.approver.id, w.centreApprover.id].sort())
    expect(told[0]).toMatchObject({
      title: 'Fee change waiting for your approval',
      navigate: '/feemanagement?tab=drafts',
    })
    const mails = await w.school.db
      .select()
      .from(outbox)
      .where(
        and(eq(outbox.fkSchool, w.school.id), eq(outbox.subject, 'Fee change waiting for your approval')),
      )
    expect(mails.map((m) => m.recipient).sort()).toEqual([w.approver.email, w.centreApprover.email].sort())
  })

  it('tells the requester when their request is approved, and not the approver', async () => {
    const w = await submitted()
    await w.school.db.delete(notifications).where(eq(notifications.fkSchool, w.school.id))
    const approved = await gql(APPROVE, { IDFeeDraft: w.draftId, remark: 'Fine' }, w.approver.token)
    expect(approved.errors).toBeUndefined()
    expect(await toldUsers(w)).toEqual([
      { user: w.selfApprover.id, title: 'Fee change approved', navigate: '/feemanagement?tab=drafts' },
    ])
  })

  it('tells the requester when their request is rejected, with the reason', async () => {
    const w = await submitted()
    await w.school.db.delete(notifications).where(eq(notifications.fkSchool, w.school.id))
    await gql(REJECT, { IDFeeDraft: w.draftId, remark: 'Too steep' }, w.centreApprover.token)
    const told = await w.school.db.select().from(notifications).where(eq(notifications.fkSchool, w.school.id))
    expect(told).toHaveLength(1)
    expect(told[0]).toMatchObject({ fkUser: w.selfApprover.id, title: 'Fee change rejected' })
    expect(told[0].body).toContain('Too steep')
  })

  it('tells no one when the submission is refused', async () => {
    const { school, centre, tier, maker } = await setup()
    const draftId = await newDraft(school, maker.token, centre.id, tier.tierId)
    const refused = await gql(SUBMIT, { IDFeeDraft: draftId }, maker.token)
    expect(refused.errors).toBeDefined()
    expect(await school.db.select().from(notifications).where(eq(notifications.fkSchool, school.id))).toEqual(
      [],
    )
  })
})
