import { useEffect, useRef } from 'react'

/** Marks the history entry a full-screen dialog pushed, so its cleanup knows whether it is still on top. */
const DIALOG_ENTRY = 'fullScreenDialog'

/**
 * On a phone a full-screen dialog looks like a page, so the back button must close it rather than leave the page
 * under it: while `open`, a history entry is pushed (the address unchanged); back pops it and calls `onClose`.
 * When the dialog closes another way, the entry is taken back off, unless a navigation already replaced it.
 */
export function useBackClosesDialog(open: boolean, onClose: () => void) {
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  })
  useEffect(() => {
    if (!open) return
    // The router's own state (its key and index) is kept, so it reads this entry as the page's own.
    const current: unknown = window.history.state
    const base = typeof current === 'object' && current !== null ? current : {}
    window.history.pushState({ ...base, [DIALOG_ENTRY]: true }, '')
    let popped = false
    const onPop = () => {
      popped = true
      onCloseRef.current()
    }
    window.addEventListener('popstate', onPop)
    return () => {
      window.removeEventListener('popstate', onPop)
      const state: unknown = window.history.state
      const onTop = typeof state === 'object' && state !== null && DIALOG_ENTRY in state
      if (!popped && onTop) window.history.back()
    }
  }, [open])
}
