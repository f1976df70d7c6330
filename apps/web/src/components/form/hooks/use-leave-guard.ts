import { useEffect } from 'react'
import { useBlocker } from 'react-router'

/**
 * Asks before leaving a form with unsaved changes: a navigation inside the app is held (`blocker.state ===
 * 'blocked'`, answered by LeaveFormDialog), and closing or reloading the tab shows the browser's own prompt.
 */
export function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  )
  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])
  return blocker
}
