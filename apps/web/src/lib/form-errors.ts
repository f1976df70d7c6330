import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form'
import { GqlError, NO_ANSWER } from './request'

/** A server refusal split for a form: messages for its fields, and what is left for the form as a whole. */
export interface ServerErrors<Path extends string> {
  fields: [Path, string][]
  formMessage: string | null
}

const isRecord = (value: unknown): value is object =>
  value !== null && typeof value === 'object' && !(value instanceof Date) && !(value instanceof Blob)

/**
 * Every field path a form's values hold: 'a', 'a.b', 'list', 'list.0.x'. A list of plain values (ids, postal codes)
 * is one field, and so is each path in `whole` (a matrix the form edits as one): nothing below them is a field.
 */
export function valuePaths(
  value: unknown,
  whole: ReadonlySet<string> = new Set(),
  prefix = '',
  into = new Set<string>(),
): Set<string> {
  if (!isRecord(value) || whole.has(prefix)) return into
  if (Array.isArray(value) && !value.some(isRecord)) return into
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key
    into.add(path)
    valuePaths(inner, whole, path, into)
  }
  return into
}

/**
 * The form field a server path belongs to. The server names the input at fault by its path inside the argument
 * ('label', 'centreData.code', 'availability.start', 'templates.3.access', 'postcodes.0'); the field is the
 * first run of its segments the form has, longest first: a leading argument name is dropped ('availability.start'
 * -> 'start'), an item of a list lands on the list when the form edits it as one field ('levels.1' -> 'levels').
 */
export function formPathOf(serverPath: string, formPaths: ReadonlySet<string>): string | undefined {
  const parts = serverPath.split('.')
  for (let start = 0; start < parts.length; start++) {
    for (let end = parts.length; end > start; end--) {
      const candidate = parts.slice(start, end).join('.')
      if (formPaths.has(candidate)) return candidate
    }
  }
  return undefined
}

/** Splits a refusal into the messages for fields the form has (GqlError.fields) and what is left for the form. */
export function serverFieldErrors(error: GqlError, formPaths: ReadonlySet<string>): ServerErrors<string> {
  const fields = new Map<string, string>()
  for (const [key, message] of Object.entries(error.fields)) {
    const path = formPathOf(key, formPaths)
    if (path && !fields.has(path)) fields.set(path, message)
  }
  return { fields: [...fields], formMessage: fields.size ? null : error.message }
}

/**
 * Shows a refusal on a react-hook-form form: each message the server names a field for under that field, the rest
 * on `root.server` (the form's alert), or under `formMessageAt` where the spec places a form's message under a
 * field (the login password). A request that got no answer (offline, the server unreachable) is not a refusal of
 * anything the parent typed: it always goes to the form's alert. What is not a GqlError (a bug rather than a
 * refusal) shows `fallbackMessage`.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  fallbackMessage: string,
  where: { formMessageAt?: FieldPath<T>; whole?: readonly FieldPath<T>[] } = {},
): void {
  const { formMessageAt, whole = [] } = where
  const refusal = error instanceof GqlError ? error : new GqlError([{ message: fallbackMessage }])
  const { fields, formMessage } = serverFieldErrors(refusal, valuePaths(form.getValues(), new Set(whole)))
  for (const [name, message] of fields)
    form.setError(name as FieldPath<T>, { type: 'server', message }, { shouldFocus: true })
  if (formMessage === null) return
  if (formMessageAt && refusal.code !== NO_ANSWER)
    form.setError(formMessageAt, { type: 'server', message: formMessage }, { shouldFocus: true })
  else form.setError('root.server', { type: 'server', message: formMessage })
}
