import type { TypedDocumentString } from '../generated/graphql'
import { getToken } from './store'

/** How long to wait before opening a dropped stream again (the server restarted, the network blinked). */
const RECONNECT_MS = 3_000

/**
 * Opens a GraphQL subscription over server-sent events (a POST asking for `text/event-stream`, as the API serves
 * them) and calls `onData` with each event's data, until `signal` aborts. A stream that ends or fails is opened
 * again after a pause; a refusal (an `errors` message) ends it for good.
 */
export function subscribe<TData, TVariables>(
  document: TypedDocumentString<TData, TVariables>,
  variables: TVariables,
  onData: (data: TData) => void,
  signal: AbortSignal,
  /** Called each time the stream is open: the server answers only once it listens, so nothing after is missed. */
  onOpen?: (open: boolean) => void,
): void {
  const open = async (): Promise<boolean> => {
    const token = getToken()
    const response = await fetch('/graphql', {
      method: 'POST',
      signal,
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query: document.toString(), variables }),
    })
    if (!response.ok || !response.body) return false
    onOpen?.(true)
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    let buffer = ''
    for (;;) {
      const chunk = await reader.read()
      if (chunk.done) return true
      buffer += chunk.value
      let end: number
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const data = buffer
          .slice(0, end)
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trim())
          .join('')
        buffer = buffer.slice(end + 2)
        if (!data) continue
        const message = JSON.parse(data) as { data?: TData; errors?: unknown[] }
        if (message.errors?.length) return false
        if (message.data) onData(message.data)
      }
    }
  }
  const run = async () => {
    while (!signal.aborted) {
      const again = await open().catch(() => true)
      onOpen?.(false)
      if (!again || signal.aborted) return
      await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS))
    }
  }
  void run()
}
