import { Messages, REQUEST_TIMEOUT_MS, stripGraphQLPrefix } from '@preschool/domain'
import type { TypedDocumentString } from '../generated/graphql'
import i18n from '../i18n'
import { refusalFields, refusalMessage } from './refusal-message'
import { getToken } from './store'

export interface RequestError {
  message: string
  code?: string
  fields?: Record<string, string>
  /** The refusal's stable key, when the server gave one (decision 0083); `message` is already its translation. */
  reason?: string
}

/** The spec's response shape: a success flag, data and error. */
export interface Result<T> {
  success: boolean
  data: T | null
  error: RequestError[] | null
}

interface GraphQLBody<T> {
  data?: T | null
  errors?: {
    message: string
    extensions?: { code?: string; fields?: Record<string, string>; reason?: unknown }
  }[]
}

/**
 * The code of a request that got no answer (offline, the server unreachable, a timeout): the web's own, never the
 * server's, so a form shows it in its own alert rather than under a field (`lib/form-errors.ts`).
 */
export const NO_ANSWER = 'NO_ANSWER'

/** The message of a request that got no answer: the browser's own words ('Failed to fetch') never reach a form. */
function failureMessage(error: unknown): string {
  // fetch rejects with a TypeError when the network is down (or the server cannot be reached).
  if (error instanceof TypeError) return offlineMessage()
  return error instanceof Error && error.name !== 'TimeoutError' ? error.message : Messages.tryAgainLater
}

/** 'You appear to be offline…' in the reader's language. */
export const offlineMessage = () => i18n.t('shell.offline')

/** One error of an answer, in the parent's language where the server names a reason this build translates. */
function refusalOf({
  message,
  extensions,
}: NonNullable<GraphQLBody<unknown>['errors']>[number]): RequestError {
  const serverMessage = stripGraphQLPrefix(message)
  const shown = refusalMessage(extensions?.reason, serverMessage)
  return {
    message: shown,
    code: extensions?.code,
    fields: refusalFields(extensions?.fields, serverMessage, shown),
    reason: typeof extensions?.reason === 'string' ? extensions.reason : undefined,
  }
}

/** POSTs one operation with the stored token; times out after 10 s; never throws. */
export async function request<TData, TVariables>(
  document: TypedDocumentString<TData, TVariables>,
  variables?: TVariables,
): Promise<Result<TData>> {
  const token = getToken()
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    const body = (await response.json()) as GraphQLBody<TData>
    if (body.errors?.length) {
      return {
        success: false,
        data: body.data ?? null,
        error: body.errors.map(refusalOf),
      }
    }
    return { success: true, data: body.data ?? null, error: null }
  } catch (error) {
    const message = failureMessage(error)
    return {
      success: false,
      data: null,
      error: [{ message: message || Messages.default, code: NO_ANSWER }],
    }
  }
}

/** An operation's failure, thrown for TanStack Query; carries the first error's message, code and fields. */
export class GqlError extends Error {
  constructor(readonly errors: RequestError[]) {
    super(errors[0]?.message || Messages.default)
    this.name = 'GqlError'
  }
  get code() {
    return this.errors[0]?.code
  }
  get fields() {
    return this.errors[0]?.fields ?? {}
  }
}

export async function requestOrThrow<TData, TVariables>(
  document: TypedDocumentString<TData, TVariables>,
  variables?: TVariables,
): Promise<TData> {
  const result = await request(document, variables)
  if (!result.success || !result.data) throw new GqlError(result.error ?? [{ message: Messages.default }])
  return result.data
}
