import type { Language } from '@preschool/domain'

/**
 * The app's one JSON store in local storage (the spec: "Local storage holds one JSON store; the user token is
 * kept as userToken").
 */
export interface StoredState {
  userToken?: string
  selectedChild?: number
  fkSchool?: number
  theme?: Record<string, string>
  /** The language chosen on this device (the switcher); a signed-in user's account setting wins over it. */
  language?: Language
}

const KEY = 'preschool'

export function readStore(): StoredState {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '{}') as StoredState
  } catch {
    return {}
  }
}

export function writeStore(patch: Partial<StoredState>): StoredState {
  const next = { ...readStore(), ...patch }
  for (const key of Object.keys(next) as (keyof StoredState)[]) if (next[key] === undefined) delete next[key]
  localStorage.setItem(KEY, JSON.stringify(next))
  return next
}

export const getToken = () => readStore().userToken
