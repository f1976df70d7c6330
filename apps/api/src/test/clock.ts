import { afterEach, beforeEach, vi } from 'vitest'

/**
 * Runs every test of the calling file at `instant` (an ISO string with its offset): only Date is faked and it keeps
 * ticking from there, so timers, the database and timeouts behave as usual while "today" is always the same day.
 */
export function onFixedClock(instant: string) {
  beforeEach(() => setClock(instant))
  afterEach(() => {
    vi.useRealTimers()
  })
}

/** Moves the faked clock of the running test to `instant` (inside a file on onFixedClock, or on its own). */
export function setClock(instant: string) {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  vi.setSystemTime(new Date(instant))
}

/**
 * The next `weekday` (0 Sunday … 6 Saturday) at `hour` in Singapore after the real now, as an instant for
 * onFixedClock: a fixed day of the week that lies ahead of a PostgreSQL server's own clock (its now() is not faked),
 * so the sessions and slots a test makes there are not already past.
 */
export function nextInSingapore(weekday: number, hour: number): string {
  const singaporeNow = new Date(Date.now() + 8 * 3_600_000)
  const days = (weekday - singaporeNow.getUTCDay() + 7) % 7 || 7
  const day = new Date(
    Date.UTC(singaporeNow.getUTCFullYear(), singaporeNow.getUTCMonth(), singaporeNow.getUTCDate() + days),
  )
  return `${day.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00:00+08:00`
}
