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
