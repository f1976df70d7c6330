import { useMemo } from 'react'
import { useGqlQuery } from '../../lib/graphql-hooks'
import { useSession } from '../session/session-context'
import { sidebarMenuQuery } from './documents'
import { buildMenuTree } from './menu-tree'

/** The signed-in user's side menu as a tree (shared by the menu and the staff dashboard's landing redirect). */
export function useSideMenu() {
  const { me } = useSession()
  const query = useGqlQuery(sidebarMenuQuery, { fkSchool: me?.fkSchool ?? 0 }, { enabled: !!me })
  const tree = useMemo(() => buildMenuTree(query.data?.findSidebarMenuByUser ?? []), [query.data])
  return { tree, isPending: query.isPending, error: query.error }
}
