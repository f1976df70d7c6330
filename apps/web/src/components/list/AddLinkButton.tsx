import AddIcon from '@mui/icons-material/Add'
import Button from '@mui/material/Button'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

interface Props {
  /** The add page. */
  to: string
  label: string
  testId: string
  /** Add (+) unless given. */
  icon?: ReactNode
  /** Keeps the label on one line beside other controls. */
  noWrap?: boolean
}

/** A list's main button: opens its add page. */
export function AddLinkButton({ to, label, testId, icon = <AddIcon />, noWrap }: Props) {
  return (
    <Button
      component={Link}
      to={to}
      variant="contained"
      startIcon={icon}
      sx={noWrap ? { whiteSpace: 'nowrap' } : undefined}
      data-testid={testId}
    >
      {label}
    </Button>
  )
}
