import { eq, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { buildSchool } from '../test/builders'
import { insertMany } from './insert-many'
import { financeFiles, outbox } from './schema'

// Text that an array literal must quote or escape, and scripts beyond Latin.
const HOSTILE = [
  'a "quoted" {brace}, comma',
  'back\\slash NULL',
  '王小明 முருகன் \u{1F600}',
  '',
  'line\nbreak\ttab',
]

describe('insertMany', () => {
  it('writes every row and value as given, with one parameter per column however many rows', async () => {
    const school = await buildSchool()
    const sentAt = new Date('2027-03-01T01:02:03.456Z')
    const rows = HOSTILE.map((text, i) => ({
      fkSchool: school.id,
      channel: 'email',
      recipient: `r${i}@example.com`,
      subject: text,
      bodyText: `${text} ${i}`,
      bodyHtml: i % 2 === 0 ? null : text,
      sentAt: i === 0 ? sentAt : undefined,
    }))
    const statement = insertMany(outbox, rows)
    const query = new PgDialect().sqlToQuery(statement)
    expect(query.params).toHaveLength(7)
    await school.db.execute(sql`${statement}`)
    const written = await school.db
      .select()
      .from(outbox)
      .where(eq(outbox.fkSchool, school.id))
      .orderBy(outbox.recipient)
    expect(written.map((m) => [m.subject, m.bodyText, m.bodyHtml])).toEqual(
      HOSTILE.map((text, i) => [text, `${text} ${i}`, i % 2 === 0 ? null : text]),
    )
    // A column left unset by a row is null there; one no row sets keeps its default.
    expect(written.map((m) => m.sentAt?.toISOString() ?? null)).toEqual([
      sentAt.toISOString(),
      null,
      null,
      null,
      null,
    ])
    expect(new Set(written.map((m) => m.status))).toEqual(new Set(['pending']))
  })

  it('refuses no rows and array columns, which unnest would flatten', () => {
    expect(() => insertMany(outbox, [])).toThrow('at least one row')
    const file = {
      fkSchool: 1,
      docType: 'subsidy' as const,
      label: 'x',
      status: 'applied' as const,
      log: ['a'],
    }
    expect(() => insertMany(financeFiles, [file])).toThrow('log is an array column')
  })
})
