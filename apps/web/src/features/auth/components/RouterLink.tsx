import Link, { type LinkProps } from '@mui/material/Link'
import type { MouseEvent } from 'react'
import { Link as RouterLinkBase } from 'react-router'

/**
 * An in-app link styled as a MUI link. A press does not take the focus: the auth forms validate a field when it
 * loses focus, and the message appearing under it would push the link down between mouse down and up, so the
 * click would miss (pressing 'Forgot password?' right after the page opened did nothing). Keyboard focus is
 * unaffected.
 */
export function RouterLink({ to, onMouseDown, ...props }: Omit<LinkProps, 'href'> & { to: string }) {
  const keepFocus = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    onMouseDown?.(event)
  }
  return (
    <Link
      component={RouterLinkBase}
      to={to}
      underline="hover"
      fontWeight={700}
      onMouseDown={keepFocus}
      {...props}
    />
  )
}
