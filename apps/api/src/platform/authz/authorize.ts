import type { Context } from '../../graphql/context'
import { forbidden, unauthenticated } from '../errors/domain-error'
import type { Action } from './catalogue'
import { type CentreScope, centreScopeOf } from './centre-scope'
import { holds } from './permitted'
import type { Viewer } from './viewer'

export type Grant<A extends Action> = A extends { kind: 'public' }
  ? { viewer: Viewer | null }
  : A extends { kind: 'staff' }
    ? { viewer: Viewer; centres: CentreScope }
    : { viewer: Viewer }

/** Checks an action for the caller; throws `unauthorized` (with a code) when it does not hold. */
export async function authorize<A extends Action>(ctx: Context, action: A): Promise<Grant<A>> {
  const viewer = await ctx.viewer()
  if (action.kind === 'public') return { viewer } as Grant<A>
  if (!viewer) throw unauthenticated()
  if (!holds(viewer, action)) throw forbidden()
  return (action.kind === 'staff' ? { viewer, centres: centreScopeOf(viewer) } : { viewer }) as Grant<A>
}
