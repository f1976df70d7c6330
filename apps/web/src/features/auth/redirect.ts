/**
 * The marker in the staff login's redirect query when a single sign-on found no user (spec 000 section 8:
 * 'redirect parameter for unauthenticated shows User Not Found').
 */
export const UNAUTHENTICATED_REDIRECT = 'unauthenticated'

// Single sign-on leaves the app and comes back on /sso: the page to return to survives the round trip here.
// The shell's signIn checks it is a page of this app before following it.
const SSO_REDIRECT_KEY = 'preschool.ssoRedirect'

export function rememberSsoRedirect(redirect: string | null): void {
  if (redirect && redirect !== UNAUTHENTICATED_REDIRECT) sessionStorage.setItem(SSO_REDIRECT_KEY, redirect)
  else sessionStorage.removeItem(SSO_REDIRECT_KEY)
}

export function takeSsoRedirect(): string | null {
  const redirect = sessionStorage.getItem(SSO_REDIRECT_KEY)
  sessionStorage.removeItem(SSO_REDIRECT_KEY)
  return redirect
}
