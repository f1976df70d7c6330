import type { GraphQLResolveInfo } from 'graphql'
import type { Context } from '../context'
import { auditedRoot } from '../audit/hook'
import { authorize, type Grant } from './authorize'
import type { Action } from './catalogue'
import type { TargetIds, TargetKind } from './targets'

export const GUARDED = Symbol('guarded')

/** What a guarded resolver declares: its catalogue action (the access matrix reads it), and any other it may take. */
export interface GuardInfo {
  action: Action
  /** A field that is two actions by its arguments (`guardByCase`): the action of its other case. */
  otherCase?: Action
}

export type GuardedResolver<Result, Parent, Args> = ((
  parent: Parent,
  args: Args,
  ctx: Context,
  info: GraphQLResolveInfo,
) => Promise<Result>) & { [GUARDED]: GuardInfo }

type Body<A extends Action, Args, Result> = (
  args: Args,
  grant: Grant<A>,
  ctx: Context,
) => Promise<Result> | Result

/**
 * The target ids of a request: the action's own kind must be named (null for a new one), others may be; a kind may
 * name several ids (a class and the class its children move to), each checked.
 */
export type TargetOf<A extends Action, Args> = (
  args: Args,
) => Record<A['on'] & TargetKind, TargetIds[TargetKind]> & TargetIds

/**
 * The only way to write a root resolver: the action is checked against its target before the body runs.
 * An action `on` a target kind takes the target's ids from the arguments; an action on the caller's own data
 * (`on: null`) takes none. The schema builder refuses a root field whose resolver did not come from here.
 */
export function guard<A extends Action<null>, Args, Result, Parent = unknown>(
  action: A,
  body: Body<A, Args, Result>,
): GuardedResolver<Result, Parent, Args>
export function guard<A extends Action<TargetKind>, Args, Result, Parent = unknown>(
  action: A,
  target: TargetOf<A, Args>,
  body: Body<A, Args, Result>,
): GuardedResolver<Result, Parent, Args>
export function guard<A extends Action, Args, Result, Parent = unknown>(
  action: A,
  targetOrBody: TargetOf<A, Args> | Body<A, Args, Result>,
  maybeBody?: Body<A, Args, Result>,
): GuardedResolver<Result, Parent, Args> {
  const [targetOf, body] = maybeBody
    ? [targetOrBody as TargetOf<A, Args>, maybeBody]
    : [undefined, targetOrBody as Body<A, Args, Result>]
  const resolver = async (_parent: Parent, args: Args, ctx: Context, info: GraphQLResolveInfo) =>
    // The audit hook (platform/audit): mutations run in one request transaction with their audit row.
    auditedRoot({ ctx, info, action, args }, async (scoped) => {
      const target: TargetIds = targetOf ? targetOf(args) : {}
      return body(args, await authorize(scoped, action, target), scoped)
    })
  return Object.assign(resolver, { [GUARDED]: { action } })
}

/**
 * One root field that is two catalogue actions by its arguments (an insert-or-update whose insert is head office's,
 * a holiday that is public or not): each case is its own guarded resolver, chosen before either runs.
 */
export function guardByCase<Result, Parent, Args>(
  isSpecial: (args: Args) => boolean,
  special: GuardedResolver<Result, Parent, Args>,
  usual: GuardedResolver<Result, Parent, Args>,
): GuardedResolver<Result, Parent, Args> {
  const resolver = (parent: Parent, args: Args, ctx: Context, info: GraphQLResolveInfo) =>
    (isSpecial(args) ? special : usual)(parent, args, ctx, info)
  return Object.assign(resolver, { [GUARDED]: { ...usual[GUARDED], otherCase: special[GUARDED].action } })
}

/** The target of the many school-wide operations that name their school as `IDSchool`. */
export const bySchool = <Args extends { IDSchool: number }>(args: Args) => ({ school: args.IDSchool })

/**
 * A guarded resolver whose own read rides in the viewer's statement (light operations on every page: `me`, the
 * menu, the bell). `start` calls `ctx.viewerWith(extension, params)` before the guard loads the viewer; the body
 * calls it again with the same arguments to get the row, or null when something else loaded the viewer first (it
 * then reads for itself). Nothing reaches the caller unless the guard passes.
 */
export function preloadWithViewer<Result, Parent, Args>(
  start: (args: Args, ctx: Context, info: GraphQLResolveInfo) => void,
  guarded: GuardedResolver<Result, Parent, Args>,
): GuardedResolver<Result, Parent, Args> {
  const resolver = (parent: Parent, args: Args, ctx: Context, info: GraphQLResolveInfo) => {
    start(args, ctx, info)
    return guarded(parent, args, ctx, info)
  }
  return Object.assign(resolver, { [GUARDED]: guarded[GUARDED] })
}
