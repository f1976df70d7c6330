import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerWebApp } from './web-app'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))}\n`
const serviceWorker = `const CONFIG = ${JSON.stringify({ version: 'abc', precache: ['/index.html'] })}\n${'// padding\n'.repeat(100)}`
const manifest = JSON.stringify({ name: 'Preschool', start_url: '/dashboard', display: 'standalone' })
const page = `<!doctype html><html><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`

/** A built web app as the build leaves it: hashed assets and index.html, each with its .br and .gz copy. */
function writeDist(dir: string) {
  mkdirSync(path.join(dir, 'assets'))
  const withCopies = (file: string, body: string) => {
    writeFileSync(path.join(dir, file), body)
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(body))
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(body))
  }
  withCopies('assets/index-Ab12Cd34.js', script)
  withCopies('index.html', page)
  // Too small to be worth compressing: the build writes no copies.
  writeFileSync(path.join(dir, 'assets/tiny-Ef56Gh78.js'), 'export {}\n')
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  // The parent app's worker and manifest (apps/web/vite-plugins/service-worker.ts writes them).
  withCopies('sw.js', serviceWorker)
  writeFileSync(path.join(dir, 'manifest.webmanifest'), manifest)
}

describe('the built web app', () => {
  let dist: string
  let app: FastifyInstance
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'))
    writeDist(dist)
    app = Fastify({ logger: false })
    await registerWebApp(app, dist)
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    rmSync(dist, { recursive: true, force: true })
  })

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} })

  it('lets search engines index the public pages only: robots.txt and a noindex header on every other page', async () => {
    const robots = await get('/robots.txt')
    expect(robots.statusCode).toBe(200)
    expect(robots.body).toContain('Allow: /parentsearch$')
    expect(robots.body).toContain('Allow: /enquiry$')
    expect(robots.body).toContain('Allow: /intro$')
    expect(robots.body).toContain('Allow: /parentinfo$')
    expect(robots.body).toContain('Disallow: /')
    expect(robots.body).not.toContain('Allow: /dashboard')
    for (const url of ['/parentsearch', '/enquiry?centre=3', '/intro', '/parentinfo'])
      expect((await get(url)).headers['x-robots-tag'], url).toBeUndefined()
    for (const url of [
      '/dashboard',
      '/login',
      '/settings/publicpages',
      '/finance/invoice/1',
      '/parentsearch/x',
    ])
      expect((await get(url)).headers['x-robots-tag'], url).toBe('noindex, nofollow')
  })

  it('sends a hashed asset Brotli-compressed when the browser accepts it, cached for good', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toMatch(/javascript/)
    expect(response.headers['cache-control']).toBe(IMMUTABLE)
    expect(response.headers['vary']).toBe('Accept-Encoding')
    expect(Number(response.headers['content-length'])).toBeLessThan(script.length / 10)
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script)
  })

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', 'gzip')
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(response.headers['cache-control']).toBe(IMMUTABLE)
    expect(gunzipSync(response.rawPayload).toString()).toBe(script)
  })

  it('sends the file as it is without Accept-Encoding, or when it has no compressed copy', async () => {
    const plain = await get('/assets/index-Ab12Cd34.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers['cache-control']).toBe(IMMUTABLE)
    expect(plain.body).toBe(script)

    const tiny = await get('/assets/tiny-Ef56Gh78.js', 'br, gzip')
    expect(tiny.statusCode).toBe(200)
    expect(tiny.headers['content-encoding']).toBeUndefined()
    expect(tiny.headers['cache-control']).toBe(IMMUTABLE)
    expect(tiny.body).toBe('export {}\n')
  })

  it('has index.html checked with the server on every use, at its own path and at client-side routes', async () => {
    for (const url of ['/index.html', '/enquiry?fkSchool=1', '/login']) {
      const response = await get(url, 'br, gzip')
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['cache-control'], url).toBe('no-cache')
      expect(response.headers['content-type'], url).toMatch(/^text\/html/)
      expect(response.headers['content-encoding'], url).toBe('br')
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(page)
    }
  })

  it('has the unhashed public files revalidated too', async () => {
    const response = await get('/favicon.svg', 'br, gzip')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.headers['content-encoding']).toBeUndefined()
  })

  it('sends the service worker as JavaScript revalidated on every use, so a new release reaches installed apps', async () => {
    for (const acceptEncoding of [undefined, 'br, gzip']) {
      const response = await get('/sw.js', acceptEncoding)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/)
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.headers['cache-control']).not.toMatch(/immutable|max-age=[1-9]/)
    }
  })

  it('sends the web app manifest as application/manifest+json, revalidated on every use', async () => {
    const response = await get('/manifest.webmanifest', 'br, gzip')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/)
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(JSON.parse(response.body)).toMatchObject({ start_url: '/dashboard', display: 'standalone' })
  })
})
