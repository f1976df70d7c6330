export const DASHBOARD_PATH = '/dashboard'
export const LOGIN_PATH = '/login'
export const STAFF_LOGIN_PATH = '/login/staff'

/**
 * Where log-out lands: the same school's login (the school in the address, so its brand shows and not the
 * header's fallback school), the single sign-on page for staff and the password page for parents.
 */
export function loginAfterLogout(isStaff: boolean, schoolId: number): string {
  return `${isStaff ? STAFF_LOGIN_PATH : LOGIN_PATH}?fkSchool=${schoolId}`
}

/** Where an unauthenticated visit to a protected page goes: login, remembering the page and its query. */
export function loginRedirectFor(pathname: string, search: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(pathname + search)}`
}

/**
 * The page to open after sign-in: the redirect (already decoded by URLSearchParams, or still encoded) when it is
 * a path of this app, else the dashboard. Absolute and protocol-relative addresses are refused so a crafted
 * link cannot send a freshly signed-in user to another site.
 */
export function afterSignInPath(redirect: string | null | undefined): string {
  if (!redirect) return DASHBOARD_PATH
  let path = redirect
  if (/^%2F/i.test(path)) {
    try {
      path = decodeURIComponent(path)
    } catch {
      return DASHBOARD_PATH
    }
  }
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return DASHBOARD_PATH
  if (path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}?`) || path.startsWith(`${LOGIN_PATH}/`)) {
    return DASHBOARD_PATH
  }
  return path
}
