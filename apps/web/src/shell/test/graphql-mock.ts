import { vi } from 'vitest'

export interface GraphQLReply {
  data?: unknown
  errors?: { message: string; extensions?: { code?: string } }[]
}

type Handler = (variables: Record<string, unknown>) => GraphQLReply | Promise<GraphQLReply>

export interface GraphQLCall {
  /** The operation's name in the web's document (SchoolTheme, NotificationCount...). */
  operation: string
  /** Its first root field, as the API names it (findAllSchoolConfig, me...): what handlers are keyed by. */
  field: string
  variables: Record<string, unknown>
  authorization: string | null
}

/**
 * Stubs fetch with a fake GraphQL endpoint answering by the operation's first root field; a field without a
 * handler fails loudly so a test never passes on a request nobody expected. Returns the calls made, in order.
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
  return { calls, called: (operation: string) => calls.filter((call) => call.operation === operation) }
}

export const unauthorized: GraphQLReply = {
  errors: [{ message: 'unauthorized', extensions: { code: 'UNAUTHENTICATED' } }],
}
