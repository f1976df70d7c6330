import { BroadcastMsg } from '@preschool/domain'
import { and, eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { notifications, outbox } from '../../db/schema'
import { buildSchool } from '../../test/builders'
import { errorCode, gql, testServer } from '../../test/server'
import { broadcastDelivery, broadcastReminder } from './delivery'
import {
  type BroadcastWorld,
  buildBroadcastWorld,
  DELETE,
  LIST,
  MARK,
  RECEIPTS,
  runJobNow,
  SAVE,
  SEARCH,
  toClass,
} from './test-support'

let w: BroadcastWorld
beforeAll(async () => {
  w = await buildBroadcastWorld()
})

const publish = async (dto: Record<string, unknown>, token = w.teacher.token) => {
  const result = await gql(SAVE, { IDSchool: w.school.id, dto: dto as never, publish: true }, token)
  expect(result.errors).toBeUndefined()
  return result.data!.saveBroadcasting
}
const inbox = (token: string) => gql(LIST, { IDSchool: w.school.id }, token)

const runDue = (job: typeof broadcastDelivery, recordId: number) => runJobNow(job, w.school.id, recordId)

describe('publishing a broadcast to a class', () => {
  it('reaches the families of the class only, with the sender shown by role, and sanitises the text', async () => {
    const sent = await publish(
      toClass(w, { description: '<p onclick="x()">Hi<script>alert(1)</script></p>' }),
    )
    expect(sent.status).toBe('published')
    expect(sent.recipientCount).toBe(2)
    expect(sent.description).toBe('<p>Hi</p>')
    expect(sent.sender.roles[0].label).toBeTruthy()
    expect(sent.scopes).toEqual([{ type: 'class', ID: w.sunflower.id, label: 'Sunflower' }])
    expect((await inbox(w.ava.parent.token)).data!.getBroadcasting.data.map((b) => b.ID)).toContain(sent.ID)
    expect((await inbox(w.cai.parent.token)).data!.getBroadcasting.data.map((b) => b.ID)).not.toContain(
      sent.ID,
    )
  })

  it('keeps the toolbar’s formatting and drops scripts, javascript: links and everything that loads', async () => {
    const toolbar =
      '<p><b>Picnic</b> on <i>Friday</i>: <a href="https://school.example/picnic">details</a></p>' +
      '<ul><li>hat</li></ul><ol><li>water</li></ol>'
    const hostile =
      '<p><a href="javascript:alert(1)">win</a><a href="JaVaScRiPt&#58;alert(2)">x</a>' +
      '<img src="x" onerror="alert(3)"><script>alert(4)</script><iframe src="https://x"></iframe>' +
      '<span style="color:red">plain</span><div>line</div></p>'
    const sent = await publish(toClass(w, { description: toolbar + hostile }))
    expect(sent.description).toBe(
      '<p><b>Picnic</b> on <i>Friday</i>: ' +
        '<a href="https://school.example/picnic" target="_blank" rel="noopener noreferrer">details</a></p>' +
        '<ul><li>hat</li></ul><ol><li>water</li></ol>' +
        '<p><a target="_blank" rel="noopener noreferrer">win</a><a target="_blank" rel="noopener noreferrer">x</a>' +
        // A <div> closes the open paragraph as HTML parsing does; its text is kept, the tag dropped.
        'plain</p>line<p></p>',
    )
  })

  it('tells each parent by bell and email through the delivery job, not in the request', async () => {
    const sent = await publish(toClass(w, { subject: `Bell ${Date.now()}` }))
    const { db } = await testServer()
    const bells = () =>
      db
        .select()
        .from(notifications)
        .where(and(eq(notifications.title, sent.subject)))
    expect(await bells()).toHaveLength(0)
    await runDue(broadcastDelivery, sent.ID)
    expect((await bells()).map((n) => n.fkUser).sort()).toEqual([w.ava.parent.id, w.ben.parent.id].sort())
    const mails = await db.select().from(outbox).where(eq(outbox.subject, sent.subject))
    expect(mails.map((m) => m.recipient).sort()).toEqual([w.ava.parent.email, w.ben.parent.email].sort())
    expect(mails[0].bodyText).toContain('Bring sports shoes on Friday.')
    expect(mails[0].bodyText).not.toContain('{{firstname}}')
  })

  it('shows who read it per class, and reminds only the families who have not', async () => {
    const sent = await publish(toClass(w, { subject: `Ack ${Date.now()}` }))
    expect((await gql(MARK, { ids: [sent.ID], isRead: true }, w.ava.parent.token)).data).toBeTruthy()
    const receipts = (await gql(RECEIPTS, { id: sent.ID }, w.teacher.token)).data!.getBroadcastingReadReceipts
    expect(receipts).toMatchObject({ readCount: 1, totalCount: 2 })
    expect(receipts.classes).toEqual([{ classLabel: 'Sunflower', readCount: 1, totalCount: 2 }])
    expect(receipts.recipients[0]).toMatchObject({
      childName: 'Ben Tan',
      readAt: null,
      mobile: '+65 91234567',
    })
    const unread = (await gql(RECEIPTS, { id: sent.ID, unreadOnly: true }, w.teacher.token)).data!
    expect(unread.getBroadcastingReadReceipts.recipients.map((r) => r.childName)).toEqual(['Ben Tan'])

    await runDue(broadcastReminder, sent.ID)
    await runDue(broadcastReminder, sent.ID)
    const { db } = await testServer()
    const reminders = await db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Reminder: ${sent.subject}`))
    expect(reminders.map((m) => m.recipient)).toEqual([w.ben.parent.email])
  })

  it("reminds at once through the job queue's development hook, not after the school's delay", async () => {
    const sent = await publish(toClass(w, { subject: `Hook ${Date.now()}`, needsAcknowledgement: true }))
    await gql(MARK, { ids: [sent.ID], isRead: true }, w.ava.parent.token)
    const { app, db } = await testServer()
    const run = await app.inject({ method: 'POST', url: '/dev/jobs/broadcast-reminder/run' })
    expect(run.statusCode).toBe(200)
    expect(run.json<{ ran: number }>().ran).toBeGreaterThanOrEqual(1)
    const reminders = await db
      .select({ recipient: outbox.recipient })
      .from(outbox)
      .where(eq(outbox.subject, `Reminder: ${sent.subject}`))
    expect(reminders).toEqual([{ recipient: w.ben.parent.email }])
    const unknown = await app.inject({ method: 'POST', url: '/dev/jobs/no-such-job/run' })
    expect(unknown.statusCode).toBe(404)
  })

  it('lists the parent inbox unread first and counts the unread', async () => {
    const first = await publish(toClass(w, { subject: 'Older' }))
    const second = await publish(toClass(w, { subject: 'Newer' }))
    await gql(MARK, { ids: [second.ID], isRead: true }, w.ben.parent.token)
    const list = (await inbox(w.ben.parent.token)).data!.getBroadcasting
    const firstIndex = list.data.findIndex((b) => b.ID === first.ID)
    const secondIndex = list.data.findIndex((b) => b.ID === second.ID)
    expect(firstIndex).toBeLessThan(secondIndex)
    expect(list.data[secondIndex].isRead).toBe(true)
    expect(list.unreadCount).toBe(list.data.filter((b) => !b.isRead).length)
  })
})

describe('editing and deleting', () => {
  it('marks an edit after publishing as edited, keeps the recipients, and withdraws on delete', async () => {
    const sent = await publish(toClass(w, { subject: 'Trip' }))
    expect(sent.editedAt).toBeNull()
    const edited = await publish(toClass(w, { ID: sent.ID, subject: 'Trip (new time)' }))
    expect(edited.editedAt).not.toBeNull()
    expect(edited.publishedAt).toBe(sent.publishedAt)
    const moved = await gql(
      SAVE,
      {
        IDSchool: w.school.id,
        dto: { ...toClass(w), ID: sent.ID, scopes: [{ type: 'centre', ID: w.east.id }] },
        publish: true,
      },
      w.teacher.token,
    )
    expect(moved.errors?.[0].message).toBe(BroadcastMsg.scopeLocked)
    expect(errorCode(await gql(DELETE, { id: sent.ID }, w.teacher.token))).toBeUndefined()
    expect((await inbox(w.ava.parent.token)).data!.getBroadcasting.data.map((b) => b.ID)).not.toContain(
      sent.ID,
    )
    expect(errorCode(await gql(MARK, { ids: [sent.ID], isRead: true }, w.ava.parent.token))).toBe('FORBIDDEN')
  })

  it('keeps a draft from parents until it is published', async () => {
    const draft = await gql(
      SAVE,
      { IDSchool: w.school.id, dto: toClass(w, { subject: 'Draft' }), publish: false },
      w.teacher.token,
    )
    const id = draft.data!.saveBroadcasting.ID
    expect(draft.data!.saveBroadcasting.status).toBe('draft')
    expect((await inbox(w.ava.parent.token)).data!.getBroadcasting.data.map((b) => b.ID)).not.toContain(id)
    const staffList = await gql(LIST, { IDSchool: w.school.id, filter: { status: 'draft' } }, w.teacher.token)
    expect(staffList.data!.getBroadcasting.data.map((b) => b.ID)).toContain(id)
  })

  it('deletes a draft that was never published, which then leaves the staff list', async () => {
    const draft = await gql(
      SAVE,
      { IDSchool: w.school.id, dto: toClass(w, { subject: 'Draft to drop' }), publish: false },
      w.teacher.token,
    )
    const id = draft.data!.saveBroadcasting.ID
    const deleted = await gql(DELETE, { id }, w.teacher.token)
    expect(deleted.errors).toBeUndefined()
    const drafts = await gql(LIST, { IDSchool: w.school.id, filter: { status: 'draft' } }, w.teacher.token)
    expect(drafts.data!.getBroadcasting.data.map((b) => b.ID)).not.toContain(id)
    const again = await gql(
      SAVE,
      { IDSchool: w.school.id, dto: toClass(w, { ID: id }), publish: true },
      w.teacher.token,
    )
    expect(again.errors?.[0].message).toBe(BroadcastMsg.notEditable)
  })
})

describe('refusals', () => {
  it('refuses input the rules do not allow, with the message on the field', async () => {
    const send = (dto: Record<string, unknown>) =>
      gql(SAVE, { IDSchool: w.school.id, dto: toClass(w, dto) as never, publish: true }, w.teacher.token)
    expect((await send({ scopes: [] })).errors?.[0].extensions?.fields).toEqual({
      scopes: BroadcastMsg.scopesRequired,
    })
    expect((await send({ description: '<script>x</script>' })).errors?.[0].message).toBe(
      BroadcastMsg.descriptionRequired,
    )
    expect((await send({ subject: 'x'.repeat(201) })).errors?.[0].extensions?.fields).toEqual({
      subject: BroadcastMsg.subjectMax,
    })
    expect(errorCode(await send({ subject: 'Bad\u0000' }))).toBe('BAD_USER_INPUT')
  })

  it("refuses a school-wide broadcast to centre staff and another school's scope, through the guard", async () => {
    const send = (scopes: { type: string; ID: number }[], token: string) =>
      gql(SAVE, { IDSchool: w.school.id, dto: toClass(w, { scopes }) as never, publish: false }, token)
    const whole = [{ type: 'school', ID: w.school.id }]
    const centreStaff = await send(whole, w.teacher.token)
    expect(errorCode(centreStaff)).toBe('FORBIDDEN')
    expect(centreStaff.errors?.[0].message).toBe(BroadcastMsg.schoolScopeHQ)
    // A school scope beside a class the teacher reaches is still the whole school's.
    const mixed = await send([...whole, { type: 'class', ID: w.sunflower.id }], w.teacher.token)
    expect(errorCode(mixed)).toBe('FORBIDDEN')
    const other = await buildSchool()
    expect(errorCode(await send([{ type: 'school', ID: other.id }], w.hq.token))).toBe('FORBIDDEN')
    const draft = await send(whole, w.hq.token)
    expect(draft.errors).toBeUndefined()
    expect(draft.data!.saveBroadcasting.scopes.map((s) => s.type)).toEqual(['school'])
  })

  it('refuses staff of another centre, read-only staff, staff without the module and parents', async () => {
    const dto = toClass(w)
    const save = (token: string) => gql(SAVE, { IDSchool: w.school.id, dto, publish: true }, token)
    for (const token of [w.westStaff.token, w.readOnly.token, w.noModule.token, w.ava.parent.token])
      expect(errorCode(await save(token))).toBe('FORBIDDEN')
    expect(errorCode(await save(''))).toBe('UNAUTHENTICATED')
    const sent = await publish(dto)
    expect(errorCode(await gql(RECEIPTS, { id: sent.ID }, w.westStaff.token))).toBe('FORBIDDEN')
    expect(errorCode(await gql(RECEIPTS, { id: sent.ID }, w.ava.parent.token))).toBe('FORBIDDEN')
    expect(errorCode(await gql(DELETE, { id: sent.ID }, w.readOnly.token))).toBe('FORBIDDEN')
    expect(errorCode(await gql(MARK, { ids: [sent.ID], isRead: true }, w.cai.parent.token))).toBe('FORBIDDEN')
    expect(errorCode(await gql(MARK, { ids: [sent.ID], isRead: true }, w.teacher.token))).toBe('FORBIDDEN')
    const westList = (await gql(LIST, { IDSchool: w.school.id }, w.westStaff.token)).data!.getBroadcasting
    expect(westList.data.map((b) => b.ID)).not.toContain(sent.ID)
  })

  it('publishes once when the same draft is published twice at the same time', async () => {
    const draft = await gql(SAVE, { IDSchool: w.school.id, dto: toClass(w), publish: false }, w.teacher.token)
    const dto = toClass(w, { ID: draft.data!.saveBroadcasting.ID })
    const both = await Promise.all([publish(dto), publish(dto)])
    expect(both.map((b) => b.recipientCount)).toEqual([2, 2])
    const receipts = await gql(RECEIPTS, { id: both[0].ID }, w.teacher.token)
    expect(receipts.data!.getBroadcastingReadReceipts.totalCount).toBe(2)
  })
})

describe('scope search', () => {
  it('finds classes and children within the caller centres only', async () => {
    const found = (await gql(SEARCH, { IDSchool: w.school.id, search: 'an' }, w.teacher.token)).data!
    const labels = found.searchBroadcastingScope.map((o) => o.label)
    expect(labels).toEqual(expect.arrayContaining(['Ava Tan', 'Ben Tan']))
    expect(labels).not.toContain('Cai Tan')
    const hq = (await gql(SEARCH, { IDSchool: w.school.id, search: 'tulip' }, w.hq.token)).data!
    expect(hq.searchBroadcastingScope).toMatchObject([{ type: 'class', ID: w.tulip.id }])
    expect(errorCode(await gql(SEARCH, { IDSchool: w.school.id, search: 'a' }, w.readOnly.token))).toBe(
      'FORBIDDEN',
    )
  })
})

describe('whole school', () => {
  it('head office sends to every family of the school', async () => {
    const sent = await publish(toClass(w, { scopes: [{ type: 'school', ID: w.school.id }] }), w.hq.token)
    expect(sent.recipientCount).toBe(3)
    const { db } = await testServer()
    await runDue(broadcastDelivery, sent.ID)
    const bells = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.title, sent.subject), inArray(notifications.fkUser, [w.cai.parent.id])))
    expect(bells.length).toBeGreaterThan(0)
  })
})
