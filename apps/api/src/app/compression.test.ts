import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { testServer } from '../test/server'
import { COMPRESS_FROM_BYTES } from './compression'

// Every type's name: an answer of several KB that needs no session.
const LARGE = '{ __schema { types { name } } }'
const SMALL = '{ health }'

async function post(query: string, acceptEncoding?: string) {
  const { app } = await testServer()
  return app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
    payload: JSON.stringify({ query }),
  })
}

describe('compressed GraphQL answers', () => {
  it('sends a large answer with brotli when the client accepts it, the same JSON once decoded', async () => {
    const plain = await post(LARGE)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_FROM_BYTES)
    const br = await post(LARGE, 'gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2)
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json())
  })

  it('falls back to gzip for a client without brotli', async () => {
    const plain = await post(LARGE)
    const gzip = await post(LARGE, 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json())
  })

  it('leaves a small answer as it is', async () => {
    const small = await post(SMALL, 'gzip, deflate, br')
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.json()).toEqual({ data: { health: 'ok' } })
  })
})
