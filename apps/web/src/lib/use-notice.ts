import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'

/** A success message handed to the list by the page that navigated here (navigate(path, { state: { notice } })). */
export interface NoticeState {
  notice?: string
}

/**
 * The list's snackbar text: starts with the notice from the navigation, then clears it from the history entry so a
 * reload or Back does not show it again.
 */
export function useNotice() {
  const location = useLocation()
  const navigate = useNavigate()
  const fromNavigation = (location.state as NoticeState | null)?.notice ?? null
  const [notice, setNotice] = useState<string | null>(fromNavigation)
  useEffect(() => {
    if (fromNavigation) navigate(location.pathname + location.search, { replace: true, state: null })
  }, [fromNavigation, navigate, location.pathname, location.search])
  return [notice, setNotice] as const
}
