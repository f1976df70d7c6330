import type { GraphQLResolveInfo } from 'graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard, preloadWithViewer } from '../../../platform/authz/guard'
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
function selectsDetails(info: GraphQLResolveInfo): boolean {
  return info.fieldNodes.some((node) =>
    (node.selectionSet?.selections ?? []).some(
      (selection) => selection.kind !== 'Field' || !viewerFields.has(selection.name.value),
    ),
  )
}

/**
 * The caller. When the query asks for more than the viewer answers, the details are read in the viewer's own
 * statement, so the web's full `me` is one statement; if something else loaded the viewer first, one more.
 */
export const me = preloadWithViewer(
  (_args, ctx, info) => {
    if (selectsDetails(info)) ctx.viewerWith(meDetailsExtension)
  },
  guard(actions.identity.self, async (_args: Record<string, never>, { viewer }, ctx) =>
    meSource(ctx.db, viewer, ctx.viewerWith(meDetailsExtension)),
  ),
)
