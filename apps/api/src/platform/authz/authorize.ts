import { hasAccess } from '@preschool/domain'
import type { Context } from '../../graphql/context'
import { forbidden, unauthenticated } from '../errors/domain-error'
import type { Action } from './catalogue'
import type { CentreScope } from './centre-scope'
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
  switch (action.kind) {
    case 'signedIn':
      return { viewer } as Grant<A>
    case 'parent':
      if (viewer.isStaff) throw forbidden()
      return { viewer } as Grant<A>
    case 'anyStaff':
      if (!viewer.isStaff) throw forbidden()
      return { viewer } as Grant<A>
    case 'staff': {
      if (!viewer.isStaff || !hasAccess(viewer.access[action.module] ?? 0, action.access)) throw forbidden()
      const centres: CentreScope = viewer.isHQStaff ? { all: true } : { all: false, ids: viewer.centreIds }
      return { viewer, centres } as Grant<A>
    }
  }
}
