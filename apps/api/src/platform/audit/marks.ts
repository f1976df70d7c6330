import { eq } from 'drizzle-orm'
import type { GraphQLResolveInfo } from 'graphql'
import { users } from '../../db/schema'
import type { Context } from '../context'
import { loadViewer } from '../auth/sessions'
import { GUARDED, type GuardedResolver } from '../authz/guard'
import type { Viewer } from '../authz/viewer'
import { actionKey } from '../authz/catalogue'
import { type AuditOutcome, outcomeOf, writeAudit } from './record'
import { targetOf } from './targets'

type Resolver<R, P, A> = GuardedResolver<R, P, A>

/** Wraps a guarded resolver so that every call, allowed or not, leaves one audit row after it. */
function recorded<R, P, A>(
  resolver: Resolver<R, P, A>,
  record: (
    ctx: Context,
    info: GraphQLResolveInfo,
    args: A,
    result: R | undefined,
    outcome: AuditOutcome,
  ) => Promise<void>,
): Resolver<R, P, A> {
  const wrapped = async (parent: P, args: A, ctx: Context, info: GraphQLResolveInfo) => {
    let result: R
    try {
      result = await resolver(parent, args, ctx, info)
    } catch (error) {
      await record(ctx, info, args, undefined, outcomeOf(error))
      throw error
    }
    await record(ctx, info, args, result, { outcome: 'ok' })
    return result
  }
  return Object.assign(wrapped, { [GUARDED]: resolver[GUARDED] })
}

/**
 * Marks a query that returns a child's or a parent's full record (PDPA): each read is audited with its target.
 * One line in the resolver file: `export const x = auditedRead('child', guard(actions..., body))`.
 * `targetType` names what is read; the target id comes from the arguments (`IDEnquiry`), else the reader's own
 * family (the parent's user id) when the query reads "my children".
 */
export function auditedRead<R, P, A>(targetType: string, resolver: Resolver<R, P, A>): Resolver<R, P, A> {
  return recorded(resolver, async (ctx, info, args, _result, outcome) => {
    const viewer = await ctx.viewer()
    const target = targetOf(info, (args ?? {}) as Record<string, unknown>, undefined, targetType)
    await writeAudit(
      ctx.db,
      {
        kind: 'read',
        operation: info.fieldName,
        action: actionKey(resolver[GUARDED].action),
        viewer,
        target: target.id === null ? { type: targetType, id: viewer?.userId ?? null } : target,
        clientIp: ctx.ip,
      },
      outcome,
    )
  })
}

async function userByEmail(ctx: Context, email: string) {
  const [user] = await ctx.db
    .select({ userId: users.id, schoolId: users.fkSchool })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
  return user ?? null
}

/** The account a sign-in tried: from the issued token when it worked, else by the email it gave (never stored). */
async function signInAccount(
  ctx: Context,
  args: unknown,
  result: unknown,
): Promise<Viewer | { userId: number; schoolId: number } | null> {
  const token = (result as { token?: unknown } | undefined)?.token
  if (typeof token === 'string') return loadViewer(ctx.db, token)
  const email = (args as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? userByEmail(ctx, email) : null
}

/** Marks a root field that signs a user in: successes and failures are audited (who, when, from where). */
export function auditedSignIn<R, P, A>(resolver: Resolver<R, P, A>): Resolver<R, P, A> {
  return recorded(resolver, async (ctx, info, args, result, outcome) => {
    const account = await signInAccount(ctx, args, result)
    await writeAudit(
      ctx.db,
      {
        kind: 'sign_in',
        operation: info.fieldName,
        action: actionKey(resolver[GUARDED].action),
        viewer: account && 'sessionId' in account ? account : null,
        userId: account?.userId ?? null,
        schoolId: account?.schoolId ?? null,
        target: { type: 'user', id: account?.userId ?? null },
        clientIp: ctx.ip,
      },
      outcome,
    )
  })
}
