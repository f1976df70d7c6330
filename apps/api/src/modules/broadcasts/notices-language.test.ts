import { eq, inArray } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { notifications, outbox, users } from '../../db/schema'
import { gql } from '../../test/server'
import { broadcastDelivery, broadcastReminder } from './delivery'
import { buildBroadcastWorld, runJobNow, SAVE, toClass } from './test-support'

it("wraps the school's message in each parent's language, the subject and message as written", async () => {
  const w = await buildBroadcastWorld()
  await w.school.db.update(users).set({ preferredLanguage: 'zh' }).where(eq(users.id, w.ava.parent.id))
  await w.school.db.update(users).set({ preferredLanguage: 'ta' }).where(eq(users.id, w.ben.parent.id))
  const saved = await gql(
    SAVE,
    { IDSchool: w.school.id, dto: toClass(w) as never, publish: true },
    w.teacher.token,
  )
  const id = saved.data!.saveBroadcasting.ID
  await runJobNow(broadcastDelivery, w.school.id, id)
  await runJobNow(broadcastReminder, w.school.id, id)

  const parents = [w.ava.parent, w.ben.parent]
  const bells = await w.school.db
    .select({ userId: notifications.fkUser, title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(
      inArray(
        notifications.fkUser,
        parents.map((p) => p.id),
      ),
    )
    .orderBy(notifications.id)
  const titlesOf = (userId: number) => bells.filter((b) => b.userId === userId).map((b) => b.title)
  expect(titlesOf(w.ava.parent.id)).toEqual(['Sports day', '提醒：Sports day'])
  expect(titlesOf(w.ben.parent.id)).toEqual(['Sports day', 'நினைவூட்டல்: Sports day'])
  expect(new Set(bells.map((b) => b.body))).toEqual(new Set(['Bring sports shoes on Friday.']))

  const mails = await w.school.db
    .select()
    .from(outbox)
    .where(
      inArray(
        outbox.recipient,
        parents.map((p) => p.email),
      ),
    )
    .orderBy(outbox.id)
  const mailsTo = (email: string) => mails.filter((m) => m.recipient === email)
  const [avaNew, avaReminder] = mailsTo(w.ava.parent.email)
  expect(avaNew.subject).toBe('Sports day')
  expect(avaNew.bodyText).toContain('Test，您好：')
  expect(avaNew.bodyText).toContain('Bring sports shoes on Friday.')
  expect(avaNew.bodyText).toContain('阅读信息')
  expect(avaReminder.subject).toBe('提醒：Sports day')
  expect(avaReminder.bodyText).toContain('学校给您的一则信息尚未阅读。')
  const [benNew, benReminder] = mailsTo(w.ben.parent.email)
  expect(benNew.bodyText).toContain('வணக்கம் Test,')
  expect(benNew.bodyText).toContain('செய்தியைப் படியுங்கள்')
  expect(benReminder.subject).toBe('நினைவூட்டல்: Sports day')
})
