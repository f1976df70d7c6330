import { ErrorCode } from '@preschool/domain'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import i18n from '../../i18n'
import { GqlError } from '../../lib/request'

/** Any failure as a GqlError (the request helper's, or a thrown one wrapped with the default message). */
export function asGqlError(error: unknown): GqlError {
  return error instanceof GqlError ? error : new GqlError([{ message: i18n.t('common.somethingWrong') }])
}

/**
 * The login failure shown under the password field (spec 000 section 8): the server's first message, with "user
 * does not exist" and "incorrect password" replaced by the text bundle's wording.
 */
export function loginErrorMessage(error: GqlError): string {
  switch (error.code) {
    case ErrorCode.UserNotFound:
      return i18n.t('auth.login.userNotFound')
    case ErrorCode.IncorrectPassword:
      return i18n.t('auth.login.incorrectPassword')
    default:
      return error.message || i18n.t('common.somethingWrong')
  }
}

/** A failed login as the refusal the form shows under the password field: one message, no field named. */
export const loginRefusal = (error: unknown): GqlError =>
  new GqlError([{ message: loginErrorMessage(asGqlError(error)) }])

/**
 * Puts a server failure on the form: field-level messages the server names (extensions.fields) go under their own
 * fields when the form has them; the overall message goes under `fallbackField`, where the spec places it.
 */
export function showServerError<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: GqlError,
  fallbackField: Path<T>,
  knownFields: readonly Path<T>[],
  message: string = error.message || i18n.t('common.somethingWrong'),
): void {
  const named = knownFields.filter((field) => error.fields[field])
  for (const field of named) setError(field, { type: 'server', message: error.fields[field] })
  if (named.length === 0) setError(fallbackField, { type: 'server', message }, { shouldFocus: true })
}
