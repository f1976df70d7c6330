import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { notifications, outbox } from '../../db/schema'
import { gql } from '../../test/server'
import {
  approved,
  CANCEL,
  CANCEL_REQUEST,
  CENTRE_APPROVE,
  CENTRE_REJECT,
  HQ_APPROVE,
  HQ_REJECT,
  setup,
  submitted,
  type World,
} from './test-support'

const bell = (w: World) =>
  w.school.db
    .select()
    .from(notifications)
    .where(eq(notifications.fkUser, w.parent.id))
    .orderBy(asc(notifications.id))

const mails = async (w: World) =>
  (await w.school.db.select().from(outbox).where(eq(outbox.fkSchool, w.school.id))).filter(
    (m) => m.recipient === w.parent.email,
  )

describe('telling the family of each withdrawal decision', () => {
  it('rings the bell and emails on the centre and head office approvals, each opening the record', async () => {
    const w = await setup()
    const id = await approved(w)
    const rung = await bell(w)
    expect(rung.map((n) => n.title)).toEqual(['Withdrawal approved by the centre', 'Withdrawal approved'])
    expect(rung.every((n) => n.navigate === `/withdrawals/${id}`)).toBe(true)
    const sent = await mails(w)
    expect(sent.map((m) => m.subject)).toEqual(
      expect.arrayContaining(['Withdrawal approved by the centre', 'Withdrawal approved']),
    )
    expect(sent.find((m) => m.subject === 'Withdrawal approved')!.bodyText).toContain(`/withdrawals/${id}`)
  })

  it('tells of a rejection by the centre and by head office', async () => {
    const w = await setup()
    const first = await submitted(w)
    await gql(CENTRE_REJECT, { IDWithdrawal: first, decision: { remark: 'Fees owed' } }, w.centreStaff.token)
    const second = await submitted(w)
    await gql(CENTRE_APPROVE, { IDWithdrawal: second }, w.centreStaff.token)
    await gql(HQ_REJECT, { IDWithdrawal: second, decision: { remark: 'Speak to us' } }, w.hq.token)
    const rung = await bell(w)
    expect(rung.map((n) => [n.title, n.navigate])).toEqual([
      ['Withdrawal not approved', `/withdrawals/${first}`],
      ['Withdrawal approved by the centre', `/withdrawals/${second}`],
      ['Withdrawal not approved', `/withdrawals/${second}`],
    ])
    expect(rung[2].body).toContain('Head office')
  })

  it('tells of a cancelled request and a cancelled approved withdrawal', async () => {
    const w = await setup()
    const request = await submitted(w)
    await gql(CANCEL_REQUEST, { IDWithdrawal: request, remark: 'Staying' }, w.centreStaff.token)
    const withdrawal = await approved(w)
    await gql(CANCEL, { IDWithdrawal: withdrawal, remark: 'Staying after all' }, w.hq2.token)
    const cancelled = (await bell(w)).filter((n) => n.title === 'Withdrawal cancelled')
    expect(cancelled.map((n) => n.navigate)).toEqual([
      `/withdrawals/${request}`,
      `/withdrawals/${withdrawal}`,
    ])
  })

  it('tells nothing when a decision is refused', async () => {
    const w = await setup()
    const id = await submitted(w)
    await gql(HQ_APPROVE, { IDWithdrawal: id }, w.hq.token)
    await gql(CENTRE_APPROVE, { IDWithdrawal: id }, w.elsewhere.token)
    expect(await bell(w)).toEqual([])
  })
})
