import type { GraphQLResolveInfo } from 'graphql'
import type { Context } from '../../../graphql/context'
import { actions } from '../../../platform/authz/catalogue'
import { GUARDED, guard } from '../../../platform/authz/guard'
import { meSource } from '../me'
import { meDetailsExtension } from '../me-queries'

/** The User fields the viewer answers (see me.ts); any other selected field needs `me`'s details. */
const viewerFields = new Set([
  '__typename',
  'ID',
  'fkSchool',
  'firstname',
  'lastname',
  'email',
  'isHQStaff',
  'hasCentreScopeAccess',
  'hasClassScopeAccess',
  'isStaff',
  'can',
])

/** Whether the query selects a field beyond the viewer's (a fragment counts as yes: it usually does). */
export function selectsDetails(info: GraphQLResolveInfo): boolean {
  return info.fieldNodes.some((node) =>
    (node.selectionSet?.selections ?? []).some(
      (selection) => selection.kind !== 'Field' || !viewerFields.has(selection.name.value),
    ),
  )
}

const self = guard(actions.identity.self, async (_args: Record<string, never>, { viewer }) => viewer)

/**
 * The caller. When the query asks for more than the viewer answers, the details are read in the viewer's own
 * statement (requested before the guard loads the viewer; nothing is returned unless the guard passes), so the
 * web's full `me` is one statement; if something else loaded the viewer first, one more.
 */
export const me = Object.assign(
  async (parent: unknown, args: Record<string, never>, ctx: Context, info: GraphQLResolveInfo) => {
    const preloaded = selectsDetails(info) ? ctx.viewerWith(meDetailsExtension) : null
    const viewer = await self(parent, args, ctx, info)
    return meSource(ctx.db, viewer, preloaded)
  },
  { [GUARDED]: self[GUARDED] },
)
