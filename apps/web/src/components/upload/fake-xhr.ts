import { vi } from 'vitest'

type Listener = (() => void) | null

/**
 * A stand-in for XMLHttpRequest (jsdom's would try the network): records each request and lets the test
 * drive it with `progress`, `respond` and `fail`.
 */
export class FakeXHR {
  static requests: FakeXHR[] = []
  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: unknown = undefined
  status = 0
  aborted = false
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null
  } = { onprogress: null }
  onload: Listener = null
  onerror: Listener = null
  onabort: Listener = null
  ontimeout: Listener = null

  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value
  }
  send(body: unknown) {
    this.body = body
    FakeXHR.requests.push(this)
  }
  abort() {
    this.aborted = true
    this.onabort?.()
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total })
  }
  respond(status: number) {
    this.status = status
    this.onload?.()
  }
  fail() {
    this.onerror?.()
  }
}

export function installFakeXHR() {
  FakeXHR.requests = []
  vi.stubGlobal('XMLHttpRequest', FakeXHR)
}

/** The last request once it was sent (uploads start after an awaited target). */
export async function sentRequest(): Promise<FakeXHR> {
  await vi.waitFor(() => {
    if (FakeXHR.requests.length === 0) throw new Error('no upload sent yet')
  })
  return FakeXHR.requests[FakeXHR.requests.length - 1]
}
