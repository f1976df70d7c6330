import { SchoolConfigKey } from '@preschool/domain'
import { readStore, writeStore } from '../../lib/store'

/**
 * The store's `theme` holds the school's configuration values by key, plus the school's name under this key
 * (not a configuration key), so the next load paints the logo, colours and name before the network answers.
 */
export const SCHOOL_NAME_KEY = 'school_name'

export type SchoolConfigValues = Record<string, string>

export interface SchoolBranding {
  schoolId: number
  name: string | null
  logoUrl: string | null
  loginBanner: string | null
}

/** Key/value rows as the API returns them, as one record (a later row wins, as the server sorts none twice). */
export function toConfigValues(rows: readonly { key: string; value: string }[], name?: string | null) {
  const values: SchoolConfigValues = {}
  for (const row of rows) values[row.key] = row.value
  if (name) values[SCHOOL_NAME_KEY] = name
  return values
}

export function brandingOf(schoolId: number, values: SchoolConfigValues): SchoolBranding {
  const text = (key: string) => values[key]?.trim() || null
  return {
    schoolId,
    name: text(SCHOOL_NAME_KEY),
    logoUrl: text(SchoolConfigKey.logoUrl),
    loginBanner: text(SchoolConfigKey.loginBanner),
  }
}

export const readCachedConfig = (): SchoolConfigValues | undefined => readStore().theme

export const cacheConfig = (values: SchoolConfigValues) => writeStore({ theme: values })
