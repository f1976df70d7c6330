import { useCallback, useEffect, useState } from 'react'

/**
 * Whole seconds left until a moment `seconds` after the last restart. Counted from a deadline rather than by
 * decrementing, so a throttled background tab still shows the right time when it wakes.
 */
export function useCountdown(seconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000)
  const [now, setNow] = useState(() => Date.now())
  const remaining = Math.max(0, Math.ceil((deadline - now) / 1000))

  useEffect(() => {
    if (remaining === 0) return
    const timer = setInterval(() => setNow(Date.now()), 250)
    return () => clearInterval(timer)
  }, [remaining])

  const restart = useCallback(() => {
    const start = Date.now()
    setNow(start)
    setDeadline(start + seconds * 1000)
  }, [seconds])

  const stop = useCallback(() => setDeadline(0), [])

  return { remaining, restart, stop }
}
