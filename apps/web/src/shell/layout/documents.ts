import { graphql } from '../../generated'
import type { SidebarMenuQuery } from '../../generated/graphql'

/** The signed-in user's side menu in their school: a flat list the web turns into a tree by fkNavigation. */
export const sidebarMenuQuery = graphql(`
  query SidebarMenu($fkSchool: Int!) {
    findSidebarMenuByUser(filter: { fkSchool: $fkSchool }) {
      ID
      icon
      path
      active
      label
      fkNavigation
    }
  }
`)

export type MenuItem = SidebarMenuQuery['findSidebarMenuByUser'][number]
