import { formatMoney } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { childRelations, invoices, notifications, outbox, paymentSessions, users } from '../../db/schema'
import { buildParent } from '../../test/builders'
import { gql } from '../../test/server'
import { REFUND, unappliedWorld } from './unapplied-test-support'

type World = Awaited<ReturnType<typeof unappliedWorld>>

const bellsOf = (w: World, userId: number) =>
  w.school.db
    .select({ title: notifications.title, body: notifications.body, navigate: notifications.navigate })
    .from(notifications)
    .where(eq(notifications.fkUser, userId))
const mailsTo = (w: World, email: string) =>
  w.school.db
    .select({ subject: outbox.subject, text: outbox.bodyText })
    .from(outbox)
    .where(eq(outbox.recipient, email))
const invoiceNoOf = async (w: World) =>
  (await w.school.db.select({ no: invoices.invoiceNo }).from(invoices).where(eq(invoices.id, w.invoiceId)))[0]
    .no

describe('refunding a card payment taken twice tells the parent who paid', () => {
  it('once, by bell and email opening the invoice, whatever the clicks and replays; nobody else', async () => {
    const w = await unappliedWorld()
    const otherGuardian = await buildParent(w.school)
    await w.school.db
      .insert(childRelations)
      .values({ fkSchool: w.school.id, fkChild: w.childId, fkUser: otherGuardian.id })
    await Promise.all([
      gql(REFUND, { IDPaymentSession: w.sessionId, remark: 'Paid twice' }, w.finance.token),
      gql(REFUND, { IDPaymentSession: w.sessionId }, w.finance.token),
    ])
    await gql(REFUND, { IDPaymentSession: w.sessionId }, w.finance.token)

    const invoiceNo = await invoiceNoOf(w)
    const amount = formatMoney(w.outstanding)
    expect(amount).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/)
    const refundBells = (await bellsOf(w, w.parent.id)).filter((b) => b.title.startsWith('Refund'))
    expect(refundBells).toEqual([
      {
        title: 'Refund of a duplicate card payment',
        body: `Invoice ${invoiceNo} was already paid when your card payment of ${amount} went through, so the school is refunding the ${amount} to you. Nothing more is due for this payment.`,
        navigate: `/finance/invoice/${w.invoiceId}`,
      },
    ])
    const mails = (await mailsTo(w, w.parent.email)).filter((m) => m.subject.startsWith('Refund'))
    expect(mails).toHaveLength(1)
    expect(mails[0].text).toContain(`${amount} went through`)
    expect(mails[0].text).toContain(`/finance/invoice/${w.invoiceId}`)
    // The other guardian did not pay, and finance acted: neither is told.
    expect(await bellsOf(w, otherGuardian.id)).toEqual([])
    expect(await mailsTo(w, otherGuardian.email)).toEqual([])
    expect(await bellsOf(w, w.finance.id)).toEqual([])
  })

  it.each([
    ['zh', '重复刷卡付款的退款', '退还给您'],
    ['ms', 'Bayaran balik bagi bayaran kad berganda', 'membayar balik'],
    ['ta', 'இருமுறை செலுத்தப்பட்ட அட்டைக் கட்டணத்தின் பணத்திருப்பம்', 'திருப்பித் தரும்'],
  ] as const)('in the language the parent chose (%s)', async (language, title, words) => {
    const w = await unappliedWorld()
    await w.school.db.update(users).set({ preferredLanguage: language }).where(eq(users.id, w.parent.id))
    const refunded = await gql(REFUND, { IDPaymentSession: w.sessionId }, w.finance.token)
    expect(refunded.errors).toBeUndefined()
    const [bell] = (await bellsOf(w, w.parent.id)).filter((b) => b.title === title)
    expect(bell.body).toContain(words)
    expect(bell.body).toContain(await invoiceNoOf(w))
    expect(bell.body).toContain(formatMoney(w.outstanding))
    const [mail] = (await mailsTo(w, w.parent.email)).filter((m) => m.subject === title)
    expect(mail.text).toContain(words)
    expect(mail.text).not.toContain('Warm regards')
  })

  it('tells nobody when the payer’s account is gone, and the refund still stands', async () => {
    const w = await unappliedWorld()
    await w.school.db
      .update(paymentSessions)
      .set({ fkCreatedBy: null })
      .where(eq(paymentSessions.id, w.sessionId))
    const refunded = await gql(REFUND, { IDPaymentSession: w.sessionId }, w.finance.token)
    expect(refunded.data?.refundUnappliedCardPayment.resolution).toBe('refunded')
    expect((await bellsOf(w, w.parent.id)).filter((b) => b.title.startsWith('Refund'))).toEqual([])
  })
})
