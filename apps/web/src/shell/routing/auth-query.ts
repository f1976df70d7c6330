/**
 * The auth form a link's token asks for (the spec: reset_password_token gives reset, register_token gives
 * register, authorization_token is the single-sign-on return), checked in the spec's order. Null: none.
 */
export function authPathForQuery(search: string): string | null {
  const query = new URLSearchParams(search)
  if (query.has('reset_password_token')) return '/reset'
  if (query.has('register_token')) return '/register'
  if (query.has('authorization_token')) return '/sso'
  return null
}

/** A single-sign-on return finishes a sign-in, so it is let through even where a stale session is stored. */
export const isSsoReturn = (search: string) => new URLSearchParams(search).has('authorization_token')
