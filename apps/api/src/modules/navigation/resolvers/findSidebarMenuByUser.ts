import type { QueryFindSidebarMenuByUserArgs, SidebarMenuItem } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard, preloadWithViewer } from '../../../platform/authz/guard'
import { navigationWithViewer } from '../queries'
import { menuForViewer } from '../service'

/** On every signed-in page: the school's entries are read in the viewer's statement (one statement in all). */
export const findSidebarMenuByUser = preloadWithViewer(
  (_args, ctx) => ctx.viewerWith(navigationWithViewer),
  guard(
    actions.navigation.menu,
    (a: QueryFindSidebarMenuByUserArgs) => ({ school: a.filter.fkSchool }),
    async (args: QueryFindSidebarMenuByUserArgs, { viewer }, ctx): Promise<SidebarMenuItem[]> => {
      const rows = await menuForViewer(ctx.db, viewer, viewer.schoolId, ctx.viewerWith(navigationWithViewer))
      return rows.map((row) => ({
        ID: row.id,
        icon: row.icon,
        path: row.path,
        active: row.active,
        label: row.label,
        fkNavigation: row.fkNavigation,
      }))
    },
  ),
)
