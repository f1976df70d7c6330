import type { QueryFindSidebarMenuByUserArgs, SidebarMenuItem } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { assertOwnSchool } from '../../../platform/authz/school'
import { menuForViewer } from '../service'

export const findSidebarMenuByUser = guard(
  actions.signedIn,
  async (args: QueryFindSidebarMenuByUserArgs, { viewer }, ctx): Promise<SidebarMenuItem[]> => {
    const rows = await menuForViewer(ctx.db, viewer, assertOwnSchool(viewer, args.filter.fkSchool))
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
