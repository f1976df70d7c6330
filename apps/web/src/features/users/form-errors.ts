import type { GqlError } from '../../lib/request'

/**
 * Splits a server refusal into messages for the fields the form has (GqlError.fields, keyed like 'roleIDs') and
 * what is left for the form as a whole. `also` names refusals that come without a field but belong under one.
 */
export function serverFieldErrors<Path extends string>(
  error: GqlError,
  isFormPath: (key: string) => key is Path,
  also: Partial<Record<string, Path>> = {},
): { fields: [Path, string][]; formMessage: string | null } {
  const fields = Object.entries(error.fields).filter((entry): entry is [Path, string] => isFormPath(entry[0]))
  const extra = also[error.message]
  if (extra && !fields.some(([path]) => path === extra)) fields.push([extra, error.message])
  return { fields, formMessage: fields.length ? null : error.message }
}
