import type { GraphQLResolveInfo } from 'graphql'
import type { Db } from '../../db/client'
import type { Context } from '../context'
import type { Action } from '../authz/catalogue'
import { actionKey } from '../authz/catalogue'
import { type AuditEvent, outcomeOf, writeAudit } from './record'
import { runInRequestScope } from './request-scope'
import { targetOf } from './targets'

export interface RootCall {
  ctx: Context
  info: GraphQLResolveInfo
  action: Action
  args: unknown
}

/** The school a public caller acts in, from the contract's argument names. */
function argumentSchool(args: Record<string, unknown>): number | null {
  const school = args.IDSchool ?? args.fkSchool
  return typeof school === 'number' ? school : null
}

/**
 * Every root mutation runs here, from the guard: inside one request transaction (ctx.db is the transaction,
 * so the services' own `db.transaction` calls become savepoints), with its audit row written in it before the
 * commit. On any error the transaction is rolled back, the writes kept by `keepOnRollback` are made again, and
 * the refusal or failure is recorded outside it. Queries pass straight through (marked reads: marks.ts).
 */
export async function auditedRoot<T>(call: RootCall, run: (ctx: Context) => Promise<T>): Promise<T> {
  const { ctx, info } = call
  if (info.parentType.name !== 'Mutation') return run(ctx)
  // Loaded through the root connection: on the embedded database it would wait for the open transaction.
  const viewer = await ctx.viewer()
  const args = (call.args ?? {}) as Record<string, unknown>
  return runInRequestScope(ctx.platform.apartDb, async (scope) => {
    const event = (result: unknown): AuditEvent => ({
      kind: 'mutation',
      operation: info.fieldName,
      action: actionKey(call.action),
      viewer,
      schoolId: argumentSchool(args) ?? scope.schoolId,
      target: targetOf(info, args, result),
      clientIp: ctx.ip,
    })
    let value: T
    try {
      value = await ctx.db.transaction(async (tx) => {
        // A transaction offers the same query API as the database handle; nested transactions are savepoints.
        const result = await run({ ...ctx, db: tx as unknown as Db })
        await writeAudit(tx, event(result), { outcome: 'ok' })
        return result
      })
    } catch (error) {
      for (const write of scope.keptOnRollback) await write(ctx.db)
      await writeAudit(ctx.db, event(undefined), outcomeOf(error))
      throw error
    }
    for (const work of scope.afterCommit) {
      // The change is committed; a follow-up that fails is retried by the scheduled sweeps, not reported.
      await work(ctx.platform.jobs).catch((error: unknown) =>
        ctx.log.warn({ err: error }, 'after-commit work'),
      )
    }
    return value
  })
}
