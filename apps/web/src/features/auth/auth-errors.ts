import { ErrorCode } from '@preschool/domain'
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

/**
 * A failed login as the refusal the form shows under the password field: one message, no field named; the code
 * stays, so a request that got no answer still goes to the form's alert.
 */
export function loginRefusal(error: unknown): GqlError {
  const refusal = asGqlError(error)
  return new GqlError([{ message: loginErrorMessage(refusal), code: refusal.code }])
}
