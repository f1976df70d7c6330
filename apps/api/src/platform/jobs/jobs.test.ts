import { Access } from '@preschool/domain'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import { auditLog, outbox, schoolConfigs } from '../../db/schema'
import { buildHQ, buildSchool } from '../../test/builders'
import { graphql } from '../../test/generated'
import { gql, testServer } from '../../test/server'
import { deleteExpiredAuditRows } from '../audit/retention'
import { enqueueMessage } from '../mail/mailer'
import { outboxDelivery, outboxSweep } from '../mail/delivery-jobs'
import type { OutboxMessage } from '../mail/sender'
import type { Platform } from '../platform'
import { defineJob } from './define'
import { createJobs, type Jobs } from './jobs'

const FAILED = graphql(`
  query JobsFailed($IDSchool: Int!) {
    findAllFailedJob(IDSchool: $IDSchool) {
      totalCount
      data {
        name
        recordId
        retryCount
        error
      }
    }
  }
`)

const quietLog = { error() {}, warn() {}, info() {} } as unknown as Parameters<Jobs['start']>[0]['log']

/** A queue instance of its own on the shared test database, working nothing by itself (runDue does). */
async function instance(definitions: Parameters<typeof createJobs>[2], platform?: Partial<Platform>) {
  const server = await testServer()
  const database = {
    db: server.db,
    kind: 'pglite' as const,
    apart: null,
    sql: server.sql,
    close: async () => {},
  }
  const jobs = createJobs(loadConfig({ JOBS_WORK: '0' }), database, definitions)
  await jobs.start({ platform: { ...server.platform, ...platform, jobs } as Platform, log: quietLog })
  return jobs
}

/** Makes waiting retries of a queue due now, as if their back-off had passed. */
async function backOffPassed(name: string) {
  const { sql: raw } = await testServer()
  await raw.executeSql(
    `update pgboss.job set start_after = now() - interval '1 second' where name = $1 and state = 'retry'`,
    [name],
  )
}

describe('job queue', () => {
  it('runs a job sent before a restart after it, once, with two instances on the database', async () => {
    const ran: number[] = []
    const job = defineJob<{ n: number }>({
      name: `test-restart-${Date.now()}`,
      retry: { limit: 0, delaySeconds: 0, backoff: false },
      async handle({ n }) {
        ran.push(n)
      },
    })
    const before = await instance([job])
    await before.send(job, { n: 1 })
    await before.stop()

    const [a, b] = [await instance([job]), await instance([job])]
    const counts = await Promise.all([a.runDue(job), b.runDue(job), a.runDue(job)])
    expect(counts.reduce((x, y) => x + y)).toBe(1)
    expect(ran).toEqual([1])
    await Promise.all([a.stop(), b.stop()])
  })

  it('retries with back-off, then records the failure where HQ sees it', async () => {
    const school = await buildSchool()
    const hq = await buildHQ(school, { audit_log: Access.read })
    const attempts: boolean[] = []
    const job = defineJob<{ schoolId: number; recordId: number }>({
      name: `test-retry-${school.id}`,
      retry: { limit: 2, delaySeconds: 60, backoff: true },
      async handle(_data, { lastAttempt }) {
        attempts.push(lastAttempt)
        throw new Error('provider down')
      },
    })
    const jobs = await instance([job])
    await jobs.send(job, { schoolId: school.id, recordId: 42 })
    expect(await jobs.runDue(job)).toBe(1)
    // The retry waits for its back-off: nothing is due until it has passed.
    expect(await jobs.runDue(job)).toBe(0)
    await backOffPassed(job.name)
    expect(await jobs.runDue(job)).toBe(1)
    await backOffPassed(job.name)
    expect(await jobs.runDue(job)).toBe(1)
    await backOffPassed(job.name)
    expect(await jobs.runDue(job)).toBe(0)
    expect(attempts).toEqual([false, false, true])

    const failed = await gql(FAILED, { IDSchool: school.id }, hq.token)
    expect(failed.data!.findAllFailedJob).toEqual({
      totalCount: 1,
      data: [{ name: job.name, recordId: 42, retryCount: 2, error: 'provider down' }],
    })
    await jobs.stop()
  })

  it('records a failed statement by its code, never its SQL or the values it carried', async () => {
    const school = await buildSchool()
    const hq = await buildHQ(school, { audit_log: Access.read })
    const job = defineJob<{ schoolId: number; recordId: number }>({
      name: `test-statement-${school.id}`,
      retry: { limit: 0, delaySeconds: 0, backoff: false },
      async handle(_data, { db }) {
        await db.execute(sql`select ${'jane.tan@example.com'}::int`)
      },
    })
    const jobs = await instance([job])
    await jobs.send(job, { schoolId: school.id, recordId: 7 })
    expect(await jobs.runDue(job)).toBe(1)
    const failed = await gql(FAILED, { IDSchool: school.id }, hq.token)
    expect(failed.data!.findAllFailedJob.data.map((j) => j.error)).toEqual(['Database error 22P02'])
    const { sql: raw } = await testServer()
    const { rows } = await raw.executeSql(`select output::text as output from pgboss.job where name = $1`, [
      job.name,
    ])
    expect(JSON.stringify(rows)).not.toContain('jane.tan')
    await jobs.stop()
  })

  it('delivers outbox messages through the delivery job, and marks the last failed attempt', async () => {
    const school = await buildSchool()
    const delivered: OutboxMessage[] = []
    const mail = {
      async deliver(message: OutboxMessage) {
        if (message.recipient.startsWith('bounce')) throw new Error('mailbox unavailable')
        delivered.push(message)
      },
    }
    const jobs = await instance([outboxSweep, outboxDelivery], { mail })
    const { db } = await testServer()
    await enqueueMessage(db, {
      fkSchool: school.id,
      channel: 'email',
      recipient: `ok-${school.id}@example.com`,
      subject: 'Hi',
      text: 'Hello',
    })
    await enqueueMessage(db, {
      fkSchool: school.id,
      channel: 'email',
      recipient: `bounce-${school.id}@example.com`,
      subject: 'Hi',
      text: 'Hello',
    })
    // Outside a request nothing kicks the sweep: its schedule (every minute) does, here by hand.
    await jobs.send(outboxSweep, {})
    // A sweep that fills its batch sends itself again at once (the backlog of other files' messages here).
    expect(await jobs.runDue(outboxSweep)).toBeGreaterThanOrEqual(1)
    // The sweep takes the oldest pending messages first: other files of this worker left theirs in the outbox.
    const ownUnqueued = async () =>
      (
        await db
          .select({ id: outbox.id })
          .from(outbox)
          .where(and(eq(outbox.fkSchool, school.id), isNull(outbox.queuedAt)))
      ).length
    for (let sweep = 0; sweep < 50 && (await ownUnqueued()) > 0; sweep++) {
      await jobs.send(outboxSweep, {})
      await jobs.runDue(outboxSweep)
    }
    await jobs.runDue(outboxDelivery)
    for (let retry = 0; retry < outboxDelivery.retry.limit; retry++) {
      await backOffPassed(outboxDelivery.name)
      await jobs.runDue(outboxDelivery)
    }
    const rows = await db.select().from(outbox).where(eq(outbox.fkSchool, school.id)).orderBy(outbox.id)
    expect(rows.map((r) => [r.recipient.split('-')[0], r.status, r.error])).toEqual([
      ['ok', 'sent', null],
      ['bounce', 'failed', 'mailbox unavailable'],
    ])
    expect(delivered.filter((m) => m.fkSchool === school.id)).toHaveLength(1)
    await jobs.stop()
  })
})

describe('audit retention', () => {
  it("deletes only rows older than their school's period (default 7 years)", async () => {
    const { db } = await testServer()
    const [short, long] = [await buildSchool(), await buildSchool()]
    await db.insert(schoolConfigs).values({ fkSchool: short.id, key: 'audit_retention_years', value: '1' })
    const row = (fkSchool: number, yearsAgo: number) => ({
      fkSchool,
      role: 'hq',
      kind: 'mutation',
      operation: `aged-${yearsAgo}`,
      action: 'levels.write',
      outcome: 'ok',
      clientIp: '127.0.0.1',
      createdAt: sql`now() - make_interval(years => ${yearsAgo}) - interval '1 day'`,
    })
    for (const school of [short, long])
      await db.insert(auditLog).values([row(school.id, 0), row(school.id, 1), row(school.id, 7)])
    while ((await deleteExpiredAuditRows(db)) > 0);
    const kept = async (schoolId: number) =>
      (await db.select().from(auditLog).where(eq(auditLog.fkSchool, schoolId))).map((r) => r.operation).sort()
    expect(await kept(short.id)).toEqual(['aged-0'])
    expect(await kept(long.id)).toEqual(['aged-0', 'aged-1'])
  })
})
