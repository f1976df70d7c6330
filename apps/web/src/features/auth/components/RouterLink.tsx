import Link, { type LinkProps } from '@mui/material/Link'
import { Link as RouterLinkBase } from 'react-router'

/** An in-app link styled as a MUI link. */
export function RouterLink({ to, ...props }: Omit<LinkProps, 'href'> & { to: string }) {
  return <Link component={RouterLinkBase} to={to} underline="hover" fontWeight={700} {...props} />
}
