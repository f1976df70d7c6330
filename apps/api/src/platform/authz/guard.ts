import type { GraphQLResolveInfo } from 'graphql'
import type { Context } from '../../graphql/context'
import { auditedRoot } from '../audit/hook'
import { authorize, type Grant } from './authorize'
import type { Action } from './catalogue'

export const GUARDED = Symbol('guarded')

export type GuardedResolver<Result, Parent, Args> = ((
  parent: Parent,
  args: Args,
  ctx: Context,
  info: GraphQLResolveInfo,
) => Promise<Result>) & { [GUARDED]: Action }

/**
 * The only way to write a root resolver: the action is checked before the body runs.
 * The schema builder refuses a root field whose resolver did not come from here.
 */
export function guard<A extends Action, Args, Result, Parent = unknown>(
  action: A,
  body: (args: Args, grant: Grant<A>, ctx: Context) => Promise<Result> | Result,
): GuardedResolver<Result, Parent, Args> {
  const resolver = async (_parent: Parent, args: Args, ctx: Context, info: GraphQLResolveInfo) =>
    // The audit hook (platform/audit): mutations run in one request transaction with their audit row.
    auditedRoot({ ctx, info, action, args }, async (scoped) =>
      body(args, await authorize(scoped, action), scoped),
    )
  return Object.assign(resolver, { [GUARDED]: action })
}
