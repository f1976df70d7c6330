import type { Language } from '@preschool/domain'
import { and, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { notifications, outbox, pushMutedKinds, pushSubscriptions, users } from '../../db/schema'
import { recordStatements } from '../../db/statements'
import { buildParent, buildSchool, type TestSchool, type TestUser } from '../../test/builders'
import { type ParentNotice, tellParents } from './tell-parent'

const PUBLIC_URL = 'http://127.0.0.1:3999'
const TITLES: Record<Language, string> = {
  en: 'Invoice ready',
  zh: '账单已出',
  ms: 'Invois sedia',
  ta: 'விலைப்பட்டியல் தயார்',
}

async function parentIn(
  school: TestSchool,
  language: Language,
  device?: { muted?: boolean },
): Promise<TestUser> {
  const parent = await buildParent(school)
  await school.db.update(users).set({ preferredLanguage: language }).where(eq(users.id, parent.id))
  if (device) {
    await school.db.insert(pushSubscriptions).values({
      fkSchool: school.id,
      fkUser: parent.id,
      endpoint: `https://push.example.com/send/${parent.id}`,
      p256dh: 'p256dh',
      auth: 'auth',
    })
    if (device.muted)
      await school.db
        .insert(pushMutedKinds)
        .values({ fkSchool: school.id, fkUser: parent.id, kind: 'invoice' })
  }
  return parent
}

const invoiceNotice = (school: TestSchool, parent: TestUser, invoiceId: number): ParentNotice => ({
  schoolId: school.id,
  userId: parent.id,
  kind: 'invoice',
  navigate: `/finance/invoice/${invoiceId}`,
  inLanguage: (language) => ({ title: `${TITLES[language]} ${invoiceId}`, body: `${language} body` }),
})

describe('tellParents: many parents at once (a month of invoices)', () => {
  it("writes each parent's bell, push and email in their language, with their own link and push choice", async () => {
    const school = await buildSchool()
    const english = await parentIn(school, 'en', {})
    const chinese = await parentIn(school, 'zh', { muted: true })
    const tamil = await parentIn(school, 'ta')
    const told = [english, chinese, tamil]
    await tellParents(
      school.db,
      told.map((parent, i) => invoiceNotice(school, parent, 100 + i)),
      PUBLIC_URL,
    )

    const bells = await school.db
      .select()
      .from(notifications)
      .where(
        inArray(
          notifications.fkUser,
          told.map((p) => p.id),
        ),
      )
    expect(bells.map((b) => [b.fkUser, b.title, b.navigate]).sort()).toEqual(
      [
        [english.id, 'Invoice ready 100', '/finance/invoice/100'],
        [chinese.id, '账单已出 101', '/finance/invoice/101'],
        [tamil.id, 'விலைப்பட்டியல் தயார் 102', '/finance/invoice/102'],
      ].sort(),
    )
    const sent = await school.db
      .select()
      .from(outbox)
      .where(eq(outbox.fkSchool, school.id))
      .orderBy(outbox.id)
    // The Chinese parent turned invoice pushes off; the Tamil parent has no device: one push.
    expect(
      sent.filter((m) => m.channel === 'push').map((m) => [m.recipient, JSON.parse(m.bodyText)]),
    ).toEqual([
      [
        `https://push.example.com/send/${english.id}`,
        { title: 'Invoice ready 100', body: 'en body', navigate: '/finance/invoice/100' },
      ],
    ])
    const emails = sent.filter((m) => m.channel === 'email')
    expect(emails.map((m) => m.subject).sort()).toEqual(
      ['Invoice ready 100', '账单已出 101', 'விலைப்பட்டியல் தயார் 102'].sort(),
    )
    const tamilMail = emails.find((m) => m.subject.endsWith('102'))!
    expect(tamilMail.bodyText).toContain('ta body')
    expect(tamilMail.bodyText).toContain(`${PUBLIC_URL}`)
    expect(tamilMail.bodyText).toContain('/finance/invoice/102')
  })

  it('issues as many statements for forty parents as for two', async () => {
    const school = await buildSchool()
    const parents: TestUser[] = []
    for (let i = 0; i < 40; i++)
      parents.push(await parentIn(school, (['en', 'zh', 'ms', 'ta'] as const)[i % 4], {}))
    const count = async (some: TestUser[]) =>
      (
        await recordStatements(() =>
          tellParents(
            school.db,
            some.map((parent, i) => invoiceNotice(school, parent, i + 1)),
            PUBLIC_URL,
          ),
        )
      ).statements.length
    const few = await count(parents.slice(0, 2))
    expect(await count(parents)).toBe(few)
    expect(few).toBeLessThanOrEqual(8)
  })

  it('refuses a parent of another school and writes nothing for anyone', async () => {
    const school = await buildSchool()
    const other = await buildSchool()
    const ours = await parentIn(school, 'en')
    const theirs = await parentIn(other, 'en')
    await expect(
      school.db.transaction((tx) =>
        tellParents(
          tx,
          [invoiceNotice(school, ours, 1), { ...invoiceNotice(school, theirs, 2) }],
          PUBLIC_URL,
        ),
      ),
    ).rejects.toThrow(/not in school/)
    const written = await school.db
      .select()
      .from(notifications)
      .where(and(inArray(notifications.fkUser, [ours.id, theirs.id])))
    expect(written).toEqual([])
  })
})
