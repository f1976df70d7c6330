import type { FastifyInstance } from 'fastify'
import type { Config } from '../config'

/** The public enquiry pages, which schools embed in their own sites (they post messages to the parent window). */
const EMBEDDABLE = new Set(['/enquiry', '/enquiry/success'])

const originOf = (url: string) => {
  try {
    return new URL(url.replace(/[{}]/g, '')).origin
  } catch {
    return undefined
  }
}

/** Where the browser reads and writes stored files directly (presigned URLs); the local store is this origin. */
function storageOrigin(config: Config): string | undefined {
  if (!config.s3) return undefined
  if (config.s3.endpoint) return originOf(config.s3.endpoint)
  return `https://${config.s3.bucket}.s3.${config.s3.region}.amazonaws.com`
}

/**
 * The Content-Security-Policy: scripts from this origin only; inline styles because MUI (emotion) and Leaflet
 * write them at run time; images also from data:/blob: (previews, the map's icons), the tile server and storage.
 */
export function contentSecurityPolicy(config: Config, path: string): string {
  const storage = storageOrigin(config)
  const tiles = originOf(config.mapTileUrl)
  const ancestors = EMBEDDABLE.has(path) ? ["'self'", ...config.frameAncestors] : ["'self'"]
  const directives: [string, (string | undefined)[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', tiles, storage]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", storage]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ancestors],
  ]
  return directives
    .map(([name, sources]) => `${name} ${[...new Set(sources.filter(Boolean))].join(' ')}`)
    .join('; ')
}

export const PERMISSIONS_POLICY = 'camera=(self), geolocation=(self), microphone=(), payment=(self)'

/**
 * Security headers on every response the server sends: pages, the API, files and errors alike. Set on the raw
 * response at the start, so the handlers that write to it themselves (the OIDC provider) send them too.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  // Two policies in all (embeddable pages or not), built once: every request, the API's included, sends one.
  const embeddablePolicy = contentSecurityPolicy(config, [...EMBEDDABLE][0])
  const policy = contentSecurityPolicy(config, '/')
  app.addHook('onRequest', async (req, reply) => {
    const path = req.url.split('?')[0].replace(/\/+$/, '') || '/'
    reply.raw.setHeader('content-security-policy', EMBEDDABLE.has(path) ? embeddablePolicy : policy)
    reply.raw.setHeader('referrer-policy', 'strict-origin-when-cross-origin')
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY)
    reply.raw.setHeader('x-content-type-options', 'nosniff')
  })
}
