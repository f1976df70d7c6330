import { vi } from 'vitest'

/**
 * One GraphQL error as the API sends it: `fields` carries field-level messages for forms, `reason` the key of a
 * refusal the web translates (decision 0083).
 */
export interface GraphQLErrorReply {
  message: string
  extensions?: { code?: string; fields?: Record<string, string>; reason?: string }
}

/** What a handler answers: data, errors, or both. */
export interface GraphQLReply {
  data?: unknown
  errors?: GraphQLErrorReply[]
}

type Handler = (variables: Record<string, unknown>) => GraphQLReply | Promise<GraphQLReply>

export interface GraphQLCall {
  /** The operation's name in the web's document (SchoolTheme, Login...). */
  operation: string
  /** Its first root field, as the API names it (findAllSchoolConfig, login...): what handlers are keyed by. */
  field: string
  variables: Record<string, unknown>
  /** The Authorization header sent, or null. */
  authorization: string | null
}

/**
 * Stubs fetch with a fake GraphQL endpoint answering by the operation's first root field, and records every call
 * in order. A field without a handler is answered with the error 'No mock for <field>', so a test never passes
 * on a request nobody expected (the screen shows that message instead of what the test looks for).
 */
export function mockGraphQL(handlers: Record<string, Handler>) {
  const calls: GraphQLCall[] = []
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> }
    const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? 'anonymous'
    const field = /^[^{]*\{\s*(\w+)/.exec(body.query)?.[1] ?? ''
    const authorization = new Headers(init?.headers).get('authorization')
    calls.push({ operation, field, variables: body.variables, authorization })
    const handler = handlers[field]
    const reply: GraphQLReply = handler
      ? await handler(body.variables)
      : { errors: [{ message: `No mock for ${field}` }] }
    return new Response(JSON.stringify(reply), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return {
    calls,
    /** The calls of one operation, by its document name (Me, Logout...). */
    called: (operation: string) => calls.filter((call) => call.operation === operation),
    /** The calls of one root field, by its API name (login, sendOTP...). */
    callsOf: (field: string) => calls.filter((call) => call.field === field),
  }
}

/** An error reply, optionally with an error code and field-level messages. */
export const gqlError = (message: string, code?: string, fields?: Record<string, string>): GraphQLReply => ({
  errors: [{ message, extensions: { code, fields } }],
})

/** The reply to a request without a valid session. */
export const unauthorized: GraphQLReply = gqlError('unauthorized', 'UNAUTHENTICATED')

/** A promise the test settles itself, to look at the screen while a call is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => {
    resolve = r
  })
  return { promise, resolve }
}
