import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form'
import { GqlError } from './request'

/** A server refusal split for a form: messages for its fields, and what is left for the form as a whole. */
export interface ServerErrors<Path extends string> {
  fields: [Path, string][]
  formMessage: string | null
}

/**
 * Splits a server refusal into messages for the fields the form has (GqlError.fields, keyed like 'roleIDs') and
 * what is left for the form as a whole. `also` names refusals that come without a field but belong under one.
 */
export function serverFieldErrors<Path extends string>(
  error: GqlError,
  isFormPath: (key: string) => key is Path,
  also: Partial<Record<string, Path>> = {},
): ServerErrors<Path> {
  const fields = Object.entries(error.fields).filter((entry): entry is [Path, string] => isFormPath(entry[0]))
  const extra = also[error.message]
  if (extra && !fields.some(([path]) => path === extra)) fields.push([extra, error.message])
  return { fields, formMessage: fields.length ? null : error.message }
}

/**
 * Shows a refused save on a react-hook-form form: each field's message under its field, the rest on
 * `root.server` (the form's alert). What is not a GqlError (a bug rather than a refusal) shows `fallbackMessage`.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  split: (error: GqlError) => ServerErrors<FieldPath<T>>,
  fallbackMessage: string,
): void {
  const refusal = error instanceof GqlError ? error : new GqlError([{ message: fallbackMessage }])
  const { fields, formMessage } = split(refusal)
  for (const [name, message] of fields) setError(name, { type: 'server', message })
  if (formMessage) setError('root.server', { type: 'server', message: formMessage })
}
