import { vi } from 'vitest'

interface GraphQLError {
  message: string
  extensions?: { code?: string; fields?: Record<string, string> }
}
export type MockAnswer = { data: Record<string, unknown> } | { errors: GraphQLError[] }
type Handler = (variables: Record<string, unknown>) => MockAnswer | Promise<MockAnswer>

export interface GraphqlCall {
  /** The operation's root field, as the API names it (login, sendOTP...). */
  field: string
  variables: Record<string, unknown>
}

/**
 * Replaces fetch with a GraphQL server answering by the operation's root field; records each call. A field without
 * a handler fails the test loudly.
 */
export function mockGraphql(handlers: Record<string, Handler>) {
  const calls: GraphqlCall[] = []
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { query: string; variables: Record<string, unknown> }
    const field = /^[^{]*\{\s*(\w+)/.exec(body.query)?.[1] ?? ''
    calls.push({ field, variables: body.variables })
    const handler = handlers[field]
    if (!handler) throw new Error(`No mock for ${field}`)
    const answer = await handler(body.variables)
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetchMock)
  const callsOf = (field: string) => calls.filter((call) => call.field === field)
  return { calls, callsOf }
}

export const gqlError = (message: string, code?: string, fields?: Record<string, string>): MockAnswer => ({
  errors: [{ message, extensions: { code, fields } }],
})

/** A promise the test settles itself, to look at the screen while a call is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => {
    resolve = r
  })
  return { promise, resolve }
}
