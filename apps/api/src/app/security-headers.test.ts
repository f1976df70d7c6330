import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { testServer } from '../test/server'
import { contentSecurityPolicy } from './security-headers'

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1)

describe('security headers', () => {
  it('are on every kind of response: the API, health, platform pages and not-found', async () => {
    const { app } = await testServer()
    const responses = [
      await app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ __typename }' } }),
      await app.inject({ method: 'GET', url: '/health' }),
      await app.inject({ method: 'GET', url: '/dev/mailbox' }),
      await app.inject({ method: 'GET', url: '/no-such-page' }),
    ]
    for (const response of responses) {
      expect(response.headers['content-security-policy']).toContain("script-src 'self'")
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(response.headers['permissions-policy']).toBe(
        'camera=(self), geolocation=(self), microphone=(), payment=(self)',
      )
      expect(response.headers['x-content-type-options']).toBe('nosniff')
    }
  })

  it('lets only this origin frame staff pages, and the configured origins frame the enquiry pages', async () => {
    const { app } = await testServer()
    const staffPage = await app.inject({ method: 'GET', url: '/staff/login' })
    expect(directive(String(staffPage.headers['content-security-policy']), 'frame-ancestors')).toBe("'self'")
    const config = loadConfig({ FRAME_ANCESTORS: 'https://www.school.example https://kids.example:8443/' })
    for (const path of ['/enquiry', '/enquiry/success'])
      expect(directive(contentSecurityPolicy(config, path), 'frame-ancestors')).toBe(
        "'self' https://www.school.example https://kids.example:8443",
      )
    expect(directive(contentSecurityPolicy(config, '/parent/home'), 'frame-ancestors')).toBe("'self'")
    expect(directive(contentSecurityPolicy(loadConfig({}), '/enquiry'), 'frame-ancestors')).toBe("'self'")
  })

  it('allows scripts and connections to this origin only, images from the tile server and storage', () => {
    const local = contentSecurityPolicy(loadConfig({}), '/enquiry')
    expect(directive(local, 'script-src')).toBe("'self'")
    expect(directive(local, 'connect-src')).toBe("'self'")
    expect(directive(local, 'img-src')).toBe("'self' data: blob: https://tile.openstreetmap.org")
    expect(directive(local, 'style-src')).toBe("'self' 'unsafe-inline'")
    const s3 = contentSecurityPolicy(
      loadConfig({
        S3_BUCKET: 'files',
        S3_ENDPOINT: 'https://minio.example:9000',
        MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png',
      }),
      '/',
    )
    expect(directive(s3, 'img-src')).toBe(
      "'self' data: blob: https://tiles.example https://minio.example:9000",
    )
    expect(directive(s3, 'connect-src')).toBe("'self' https://minio.example:9000")
  })

  it('refuses a FRAME_ANCESTORS entry that is not an origin', () => {
    expect(() => loadConfig({ FRAME_ANCESTORS: '*' })).toThrow(/FRAME_ANCESTORS/)
    expect(() => loadConfig({ FRAME_ANCESTORS: 'https://a.example/path' })).toThrow(/FRAME_ANCESTORS/)
  })
})
