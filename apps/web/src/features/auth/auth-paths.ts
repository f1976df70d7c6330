/** The auth screens, and the path each one lives on. */
export const AuthPath = {
  login: '/login',
  staffLogin: '/login/staff',
  register: '/register',
  reset: '/reset',
  forgot: '/forgot',
  sso: '/sso',
  enquiry: '/enquiry',
} as const

/** The query parameters that carry a link's token (spec 000 section 2, auth screens). */
export const TokenParam = {
  register: 'register_token',
  reset: 'reset_password_token',
  sso: 'authorization_token',
} as const

/**
 * The staff login is chosen when the address contains 'staff' (spec 000 section 2): the host or the path, not the
 * query, whose redirect may name any page. Undefined: stay on the parent login. (A link's token in the query is
 * routed by the shell's AuthGate before any auth screen renders.)
 */
export function staffLoginTarget(host: string, pathname: string, search: string): string | undefined {
  if (pathname === AuthPath.staffLogin || !`${host}${pathname}`.toLowerCase().includes('staff'))
    return undefined
  return `${AuthPath.staffLogin}${search}`
}
