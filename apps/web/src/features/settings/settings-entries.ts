import type { MenuNode } from '../../shell/layout/menu-tree'
import { SETTINGS_PATH } from './paths'

/** The menu's 'settings' entry, wherever the school's menu puts it. */
function findSettings(nodes: readonly MenuNode[]): MenuNode | undefined {
  for (const node of nodes) {
    if (node.path === SETTINGS_PATH) return node
    const found = findSettings(node.children)
    if (found) return found
  }
  return undefined
}

/** A menu entry that opens a screen. */
export type ScreenEntry = MenuNode & { path: string }

/**
 * The settings screens the user can open, in menu order: the active children of the 'settings' entry whose
 * path leads to a screen this user gets. Read from the menu, so a screen another feature adds to the menu under
 * settings shows here without a change to this page.
 */
export function settingsEntries(
  tree: readonly MenuNode[],
  canOpen: (path: string) => boolean,
): ScreenEntry[] {
  return (findSettings(tree)?.children ?? []).filter(
    (entry): entry is ScreenEntry => entry.active && !!entry.path && canOpen(entry.path),
  )
}

/** The key of an entry's description in the text bundle: the last part of its path (levelmanagement). */
export const descriptionKey = (path: string) =>
  path
    .replace(/\/+$/, '')
    .split('/')
    .pop()
    ?.toLowerCase()
    .replace(/[^a-z0-9]/g, '') ?? ''
