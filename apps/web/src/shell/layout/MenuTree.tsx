import ExpandLess from '@mui/icons-material/ExpandLess'
import ExpandMore from '@mui/icons-material/ExpandMore'
import Box from '@mui/material/Box'
import Collapse from '@mui/material/Collapse'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import { alpha } from '@mui/material/styles'
import Tooltip from '@mui/material/Tooltip'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { menuIcon } from './menu-icons'
import { containsPath, currentMenuPath, type MenuNode } from './menu-tree'

interface MenuTreeProps {
  nodes: readonly MenuNode[]
  /** The desktop mini variant: icons only, labels in tooltips. */
  collapsed?: boolean
  /** Called after following an entry (the phone drawer closes). */
  onNavigate?: () => void
  /** A group was clicked while collapsed: the menu widens to show its entries. */
  onExpandRequest?: () => void
}

/** A stable test id from the entry's path (or label for a group without one): menu-item-settings-levelmanagement. */
export const menuTestId = (node: MenuNode) =>
  `menu-item-${(node.path ?? node.label)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`

export function MenuTree({ nodes, collapsed = false, onNavigate, onExpandRequest }: MenuTreeProps) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const current = currentMenuPath(nodes, pathname)
  // A navigation landmark holding real lists: every entry (and each group with its own nested list) is an <li>,
  // so screen readers announce how many entries a level has and axe's list rules hold in every state.
  return (
    <Box component="nav" aria-label={t('shell.menu')} data-testid="side-menu" sx={{ px: 1.5, py: 2 }}>
      <List disablePadding>
        {nodes.map((node) => (
          <MenuEntry
            key={node.ID}
            node={node}
            depth={0}
            current={current}
            collapsed={collapsed}
            onNavigate={onNavigate}
            onExpandRequest={onExpandRequest}
          />
        ))}
      </List>
    </Box>
  )
}

interface MenuEntryProps extends Omit<MenuTreeProps, 'nodes'> {
  node: MenuNode
  depth: number
  current: string | null
}

function MenuEntry({ node, depth, current, collapsed, onNavigate, onExpandRequest }: MenuEntryProps) {
  const hasChildren = node.children.length > 0
  const holdsCurrent = hasChildren && containsPath(node, current)
  const [open, setOpen] = useState(holdsCurrent)
  useEffect(() => {
    if (holdsCurrent) setOpen(true)
  }, [holdsCurrent])

  const Icon = menuIcon(node.icon)
  const disabled = !node.active
  const selected = !hasChildren && !!node.path && node.path === current
  // A group toggles its entries; a leaf is a link, except when inactive (a disabled link must not navigate).
  const action = hasChildren
    ? {
        onClick: () => {
          if (collapsed) {
            onExpandRequest?.()
            setOpen(true)
          } else setOpen((value) => !value)
        },
        'aria-expanded': open,
      }
    : node.path && !disabled
      ? { component: Link, to: node.path, onClick: onNavigate }
      : {}

  const button = (
    <ListItemButton
      data-testid={menuTestId(node)}
      disabled={disabled}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      {...action}
      sx={(theme) => ({
        mb: 0.5,
        minHeight: 44,
        pl: collapsed ? 1.75 : 1.75 + depth * 2,
        color: holdsCurrent ? 'primary.main' : 'text.primary',
        '& .MuiListItemIcon-root': { minWidth: 40, color: holdsCurrent ? 'primary.main' : 'text.secondary' },
        '&.Mui-selected, &.Mui-selected:hover': {
          bgcolor: alpha(theme.palette.primary.main, 0.12),
          color: 'primary.main',
          '& .MuiListItemIcon-root': { color: 'primary.main' },
        },
      })}
    >
      <ListItemIcon>
        <Icon fontSize={depth > 0 ? 'small' : 'medium'} />
      </ListItemIcon>
      <ListItemText
        primary={node.label}
        slotProps={{ primary: { noWrap: true, sx: { fontWeight: selected || holdsCurrent ? 700 : 400 } } }}
        sx={{ opacity: collapsed ? 0 : 1, transition: 'opacity 150ms' }}
      />
      {hasChildren &&
        !collapsed &&
        (open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
    </ListItemButton>
  )

  return (
    <Box component="li">
      {collapsed ? (
        <Tooltip title={node.label} placement="right">
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      {hasChildren && (
        <Collapse in={open && !collapsed && !disabled} timeout="auto" unmountOnExit>
          <List disablePadding>
            {node.children.map((child) => (
              <MenuEntry
                key={child.ID}
                node={child}
                depth={depth + 1}
                current={current}
                collapsed={collapsed}
                onNavigate={onNavigate}
                onExpandRequest={onExpandRequest}
              />
            ))}
          </List>
        </Collapse>
      )}
    </Box>
  )
}
