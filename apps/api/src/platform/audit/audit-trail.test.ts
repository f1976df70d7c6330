import { Access } from '@preschool/domain'
import { and, desc, eq } from 'drizzle-orm'
import { type GraphQLResolveInfo, GraphQLString } from 'graphql'
import { describe, expect, it } from 'vitest'
import { auditLog, levels, rateLimits } from '../../db/schema'
import type { Context } from '../context'
import { buildHQ, buildParent, buildSchool, buildStaff, type TestSchool } from '../../test/builders'
import { graphql } from '../../test/generated'
import { errorCode, gql, testServer } from '../../test/server'
import { LOGIN } from '../../modules/identity/test-support'
import { levelInput, SAVE_LEVEL } from '../../modules/levels/level-test-support'
import { hashPassword } from '../auth/passwords'
import { actions } from '../authz/catalogue'
import { auditedRoot } from './hook'
import { keepOnRollback } from './request-scope'

const level = levelInput()
const LOG = graphql(`
  query AuditLog($IDSchool: Int!, $filter: AuditLogFilter, $pagination: Pagination) {
    findAllAuditLog(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
      totalCount
      totalCountCapped
      data {
        ID
        kind
        operation
        action
        userId
        userEmail
        role
        targetType
        targetId
        outcome
        errorCode
        clientIp
      }
    }
  }
`)
const rowsOf = async (school: TestSchool) =>
  school.db.select().from(auditLog).where(eq(auditLog.fkSchool, school.id)).orderBy(desc(auditLog.id))

describe('audit trail of mutations', () => {
  it('records a mutation in its own transaction, and HQ finds it by person, action and target', async () => {
    const school = await buildSchool()
    const hq = await buildHQ(school, { level_management: Access.read | Access.write, audit_log: Access.read })
    const saved = await gql(SAVE_LEVEL, { IDSchool: school.id, levelData: level }, hq.token)
    const levelId = saved.data!.insertOrUpdateLevelForSchool.ID

    const byEmail = await gql(
      LOG,
      { IDSchool: school.id, filter: { person: hq.email.toUpperCase() } },
      hq.token,
    )
    expect(byEmail.data!.findAllAuditLog.data[0]).toMatchObject({
      kind: 'mutation',
      operation: 'insertOrUpdateLevelForSchool',
      action: 'levels.write',
      userId: hq.id,
      userEmail: hq.email,
      role: 'hq',
      targetType: 'level',
      targetId: levelId,
      outcome: 'ok',
      errorCode: null,
    })
    const byTarget = await gql(
      LOG,
      {
        IDSchool: school.id,
        filter: { action: 'insertOrUpdateLevelForSchool', targetType: 'level', targetId: levelId },
      },
      hq.token,
    )
    expect(byTarget.data!.findAllAuditLog.totalCount).toBe(1)
    const none = await gql(LOG, { IDSchool: school.id, filter: { action: 'removeLevelForSchool' } }, hq.token)
    expect(none.data!.findAllAuditLog).toMatchObject({ totalCount: 0, totalCountCapped: false, data: [] })
  })

  it('records refusals and failures after the rollback, with their codes, and never the input', async () => {
    const school = await buildSchool()
    const readOnly = await buildStaff(school, { level_management: Access.read })
    const hq = await buildHQ(school, { level_management: Access.read | Access.write })
    expect(errorCode(await gql(SAVE_LEVEL, { IDSchool: school.id, levelData: level }, readOnly.token))).toBe(
      'FORBIDDEN',
    )
    const bad = { ...level, label: 'Secret label 123', toMonth: 1 }
    expect(errorCode(await gql(SAVE_LEVEL, { IDSchool: school.id, levelData: bad }, hq.token))).toBe(
      'BAD_USER_INPUT',
    )

    const [failed, refused] = await rowsOf(school)
    expect(refused).toMatchObject({
      fkUser: readOnly.id,
      role: 'staff',
      outcome: 'refused',
      errorCode: 'FORBIDDEN',
    })
    expect(failed).toMatchObject({ fkUser: hq.id, outcome: 'failed', errorCode: 'BAD_USER_INPUT' })
    expect(JSON.stringify([failed, refused])).not.toContain('Secret label')
    expect(await school.db.select().from(levels).where(eq(levels.fkSchool, school.id))).toEqual([])
  })

  it('rolls back a failed mutation with its savepoints, keeps what must survive, and records the failure', async () => {
    const { db, platform } = await testServer()
    const school = await buildSchool()
    const hq = await buildHQ(school, { level_management: Access.read | Access.write })
    const info = {
      parentType: { name: 'Mutation' },
      fieldName: 'probe',
      returnType: GraphQLString,
    } as unknown as GraphQLResolveInfo
    const viewer = { userId: hq.id, schoolId: school.id, isStaff: true, isHQStaff: true, roleIds: [] }
    const ctx = { db, platform, ip: '203.0.113.9', viewer: async () => viewer } as unknown as Context
    const key = `audit-test:${school.id}`

    const run = auditedRoot(
      { ctx, info, action: actions.levels.write, args: { levelID: 77 } },
      async (scoped) => {
        // A service's own transaction nests as a savepoint of the request transaction.
        await scoped.db.transaction(async (tx) => {
          await tx.insert(levels).values({ fkSchool: school.id, label: 'Gone', fromMonth: 1, toMonth: 2 })
        })
        await scoped.db.insert(rateLimits).values({ key, windowStart: new Date(), count: 1 })
        keepOnRollback((root) => root.insert(rateLimits).values({ key, windowStart: new Date(), count: 1 }))
        throw new Error('boom')
      },
    )
    await expect(run).rejects.toThrow('boom')

    expect(await db.select().from(levels).where(eq(levels.fkSchool, school.id))).toEqual([])
    expect(await db.select().from(rateLimits).where(eq(rateLimits.key, key))).toHaveLength(1)
    const [row] = await rowsOf(school)
    expect(row).toMatchObject({
      operation: 'probe',
      action: 'levels.write',
      targetType: 'level',
      targetId: 77,
      outcome: 'failed',
      errorCode: 'INTERNAL',
      clientIp: '203.0.113.9',
    })
  })

  it('lets only holders of the audit log module read it, in their own school', async () => {
    const school = await buildSchool()
    const other = await buildSchool()
    const hq = await buildHQ(school, { audit_log: Access.read })
    const staff = await buildStaff(school, { level_management: Access.read })
    expect(errorCode(await gql(LOG, { IDSchool: school.id }, staff.token))).toBe('FORBIDDEN')
    expect(errorCode(await gql(LOG, { IDSchool: school.id }))).toBe('UNAUTHENTICATED')
    expect(errorCode(await gql(LOG, { IDSchool: other.id }, hq.token))).toBe('FORBIDDEN')
    const bad = await gql(
      LOG,
      { IDSchool: school.id, filter: { from: '2026-02-01', to: '2026-01-01' } },
      hq.token,
    )
    expect(bad.errors?.[0]?.extensions?.fields).toEqual({ to: 'To date must be on or after from date' })
  })
})

describe('audit trail of sign-ins and reads', () => {
  const CHILDREN = graphql(`
    query AuditChildren {
      findAllChildrenByParent {
        ID
      }
    }
  `)
  it('records sign-ins and failed sign-ins against the account, without the password', async () => {
    const school = await buildSchool()
    const parent = await buildParent(school, await hashPassword('Right123'))
    expect(errorCode(await gql(LOGIN, { email: parent.email, password: 'Wrong123' }))).toBe(
      'INCORRECT_PASSWORD',
    )
    expect((await gql(LOGIN, { email: parent.email, password: 'Right123' })).data).not.toBeNull()

    const [ok, failed] = await school.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.fkUser, parent.id), eq(auditLog.kind, 'sign_in')))
      .orderBy(desc(auditLog.id))
    expect(ok).toMatchObject({ operation: 'login', outcome: 'ok', fkSchool: school.id, role: 'parent' })
    expect(failed).toMatchObject({ operation: 'login', outcome: 'failed', errorCode: 'INCORRECT_PASSWORD' })
    expect(JSON.stringify([ok, failed])).not.toMatch(/Wrong123|Right123/)
  })

  it("records a parent's read of their family's children", async () => {
    const school = await buildSchool()
    const parent = await buildParent(school)
    await gql(CHILDREN, {}, parent.token)
    const [row] = await rowsOf(school)
    expect(row).toMatchObject({
      kind: 'read',
      operation: 'findAllChildrenByParent',
      action: 'enquiries.family',
      fkUser: parent.id,
      targetType: 'family',
      targetId: parent.id,
      outcome: 'ok',
    })
  })
})
