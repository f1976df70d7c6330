import type { MenuItem } from './documents'

export interface MenuNode {
  ID: number
  label: string
  path: string | null
  icon: string | null
  active: boolean
  children: MenuNode[]
}

/**
 * The server's flat list as a tree by fkNavigation, keeping the server's order within each level. An entry whose
 * parent is not in the list (hidden from this user) is shown at the top level rather than lost; an entry caught
 * in a parent loop is also put at the top level, so a bad row can never hide the menu.
 */
export function buildMenuTree(items: readonly MenuItem[]): MenuNode[] {
  const byId = new Map(items.map((item) => [item.ID, item]))
  const nodes = new Map<number, MenuNode>(
    items.map((item) => [
      item.ID,
      { ID: item.ID, label: item.label, path: item.path, icon: item.icon, active: item.active, children: [] },
    ]),
  )
  const reachesTop = (item: MenuItem) => {
    const seen = new Set<number>([item.ID])
    let parentId = item.fkNavigation
    while (parentId != null && byId.has(parentId)) {
      if (seen.has(parentId)) return false
      seen.add(parentId)
      parentId = byId.get(parentId)?.fkNavigation ?? null
    }
    return true
  }
  const roots: MenuNode[] = []
  for (const item of items) {
    const node = nodes.get(item.ID)!
    const parent = item.fkNavigation != null ? nodes.get(item.fkNavigation) : undefined
    if (parent && reachesTop(item)) parent.children.push(node)
    else roots.push(node)
  }
  return roots
}

// The dashboard lives on both paths (the menu names /overview); either one marks it current.
export const HOME_PATHS: readonly string[] = ['/dashboard', '/overview']

const matches = (path: string, pathname: string) =>
  pathname === path ||
  pathname.startsWith(`${path}/`) ||
  (HOME_PATHS.includes(path) && HOME_PATHS.includes(pathname))

/** The path of the entry to highlight: the most specific entry path the current address falls under. */
export function currentMenuPath(nodes: readonly MenuNode[], pathname: string): string | null {
  let best: string | null = null
  const visit = (list: readonly MenuNode[]) => {
    for (const node of list) {
      if (node.path && matches(node.path, pathname) && node.path.length > (best?.length ?? -1))
        best = node.path
      visit(node.children)
    }
  }
  visit(nodes)
  return best
}

/** Whether the highlighted entry is this node or below it (its group starts expanded). */
export function containsPath(node: MenuNode, path: string | null): boolean {
  if (!path) return false
  return node.path === path || node.children.some((child) => containsPath(child, path))
}

/** Every entry with a path, in menu order (depth first), for "the first item the user can open". */
export function flattenMenu(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => [node, ...flattenMenu(node.children)])
}
