import type { QueryFindSidebarMenuByUserArgs, SidebarMenuItem } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { menuForViewer } from '../service'

export const findSidebarMenuByUser = guard(
  actions.navigation.menu,
  (a: QueryFindSidebarMenuByUserArgs) => ({ school: a.filter.fkSchool }),
  async (args: QueryFindSidebarMenuByUserArgs, { viewer }, ctx): Promise<SidebarMenuItem[]> => {
    const rows = await menuForViewer(ctx.db, viewer, viewer.schoolId)
    return rows.map((row) => ({
      ID: row.id,
      icon: row.icon,
      path: row.path,
      active: row.active,
      label: row.label,
      fkNavigation: row.fkNavigation,
    }))
  },
)
