import { type ActionKey, Messages } from '@preschool/domain'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { operationName, useGqlQuery } from '../../lib/graphql-hooks'
import { forgetOfflineCopies } from '../../lib/offline-contract'
import { GqlError, request, requestOrThrow } from '../../lib/request'
import { getToken, writeStore } from '../../lib/store'
import { useSchoolBranding } from '../theme/branding-context'
import { schoolThemeQuery } from '../theme/documents'
import { logoutMutation, meQuery } from './documents'
import { afterSignInPath, loginAfterLogout } from './redirect'
import { reloadAt } from './reload-page'
import { type Session, SessionContext, type SessionStatus } from './session-context'
import { isPrincipalUser, isSessionExpired, isStaffUser, isUsableUser } from './session-user'

const meKey = [operationName(meQuery), {}]

/**
 * Holds the signed-in user. Dropping a session (expired token, no school, no role) clears the stored token,
 * child and theme; the route gates then send the user to login, remembering a protected page they were on.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const location = useLocation()
  const { setSchoolId, schoolId } = useSchoolBranding()
  const [token, setToken] = useState(() => getToken() ?? null)
  const query = useGqlQuery(
    meQuery,
    {},
    {
      enabled: !!token,
      retry: (count, error) => !isSessionExpired(error) && count < 1,
    },
  )
  const { data: meData, error: meError, refetch: refetchMe } = query

  // signIn may run after the address changed; it reads the latest query string.
  const searchRef = useRef(location.search)
  searchRef.current = location.search

  // The device's offline copies too (the parent app's service worker keeps them): the next user sees none.
  const forgetUserData = useCallback(() => {
    const theme = operationName(schoolThemeQuery)
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== theme })
    void forgetOfflineCopies()
  }, [queryClient])

  const dropSession = useCallback(() => {
    writeStore({ userToken: undefined, selectedChild: undefined, theme: undefined })
    setToken(null)
    forgetUserData()
  }, [forgetUserData])

  const me = token ? (meData?.me ?? null) : null
  useEffect(() => {
    if (!token) return
    if ((meData && !isUsableUser(meData.me)) || (meError && isSessionExpired(meError))) {
      dropSession()
    }
  }, [token, meData, meError, dropSession])

  useEffect(() => {
    if (me && isUsableUser(me)) setSchoolId(me.fkSchool)
  }, [me, setSchoolId])

  const signIn = useCallback(
    async (nextToken: string, redirect?: string | null) => {
      writeStore({ userToken: nextToken })
      forgetUserData()
      try {
        const data = await queryClient.fetchQuery({
          queryKey: meKey,
          queryFn: () => requestOrThrow(meQuery, {}),
        })
        if (!isUsableUser(data.me)) throw new GqlError([{ message: Messages.noAccess }])
      } catch (error) {
        dropSession()
        throw error
      }
      setToken(nextToken)
      const fromAddress = new URLSearchParams(searchRef.current).get('redirect')
      navigate(afterSignInPath(redirect ?? fromAddress), { replace: true })
    },
    [queryClient, forgetUserData, dropSession, navigate],
  )

  const logout = useCallback(
    async (then?: string) => {
      // Best-effort: the session ends locally even when the server cannot be reached.
      await request(logoutMutation)
      // The school stays: the next sign-in on this browser is at the same school.
      writeStore({ userToken: undefined, selectedChild: undefined })
      await forgetOfflineCopies()
      // No state change before the page goes: the gates would otherwise redirect in between.
      reloadAt(then ?? loginAfterLogout(isStaffUser(me), me?.fkSchool ?? schoolId))
    },
    [me, schoolId],
  )

  const session = useMemo<Session>(() => {
    const usable = me && isUsableUser(me) ? me : null
    let status: SessionStatus = 'anonymous'
    if (token) status = usable ? 'ready' : meError && !isSessionExpired(meError) ? 'error' : 'loading'
    const can = new Set<string>(usable?.can ?? [])
    return {
      token,
      status,
      me: usable,
      error: status === 'error' ? meError : null,
      isStaff: isStaffUser(usable),
      isPrincipalView: isPrincipalUser(usable),
      can: (key: ActionKey) => can.has(key),
      signIn,
      logout,
      retry: () => void refetchMe(),
    }
  }, [token, me, meError, refetchMe, signIn, logout])

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
}
