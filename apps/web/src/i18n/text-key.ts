import type { ParseKeys } from 'i18next'

/**
 * A key of the text bundle, typed. Keys chosen at run time (a visit type, an option list) come from a map of
 * whole keys (`{ trial: 'calendar.visitTypes.trial' }`), never from a template string: every key then appears
 * verbatim in the code, so a dead key can be found by searching and a missing one fails the type check.
 */
export type TextKey = ParseKeys

/** The key for a value the server sends as a plain string; a value this build does not know gets the fallback's. */
export function keyOf<K extends string>(
  map: Readonly<Record<K, TextKey>>,
  value: string,
  fallback: K,
): TextKey {
  return (map as Readonly<Record<string, TextKey>>)[value] ?? map[fallback]
}
