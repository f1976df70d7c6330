import type { ActionKey } from '@preschool/domain'
import { createContext, useContext } from 'react'
import type { GqlError } from '../../lib/request'
import type { Me } from './documents'

/**
 * anonymous: no token stored; loading: a token is stored and `me` is on its way; ready: `me` is loaded;
 * error: `me` failed for a reason other than an expired session (network, server), so the role is unknown.
 */
export type SessionStatus = 'anonymous' | 'loading' | 'ready' | 'error'

export interface Session {
  token: string | null
  status: SessionStatus
  me: Me | null
  error: GqlError | null
  /** The first role's isStaff (the spec): staff get the staff route set, everyone else the parent set. */
  isStaff: boolean
  /** HQ staff or staff with centre-scope access see the principal view of the dashboard. */
  isPrincipalView: boolean
  /** Whether the user holds a catalogue action, such as 'levels.read' (from me.can). */
  can: (key: ActionKey) => boolean
  /**
   * Stores the token, loads `me` and opens the redirect (the raw or encoded `redirect` query value; by default
   * the current address's) or the dashboard. Rejects with the error to show when the user cannot be loaded.
   */
  signIn: (token: string, redirect?: string | null) => Promise<void>
  /** Ends the session (server call best-effort), clears the store, goes to login and reloads the page. */
  /** Ends the session here and reloads at `then` (a path of this app; by default the sign-in page). */
  logout: (then?: string) => Promise<void>
  /** Loads `me` again after an error. */
  retry: () => void
}

export const SessionContext = createContext<Session | null>(null)

export function useSession(): Session {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession must be used inside SessionProvider')
  return session
}
