import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

/**
 * Files under assets/ carry a content hash in their name, so a browser may keep them for good; everything else
 * (index.html, which names the current hashes, and the public files) is checked with the server on each use.
 */
export function cacheControlFor(relativePath: string): string {
  return relativePath.split(path.sep)[0] === 'assets' ? 'public, max-age=31536000, immutable' : 'no-cache'
}

/** The pages search engines may index (decision 0049-public-indexing); every other page is private. */
export const PUBLIC_PAGES = ['/intro', '/parentinfo', '/parentsearch', '/enquiry'] as const

/** robots.txt: the public pages allowed, everything else (the app, the API) disallowed. */
export const ROBOTS_TXT = [
  'User-agent: *',
  ...PUBLIC_PAGES.map((page) => `Allow: ${page}$`),
  'Disallow: /',
  '',
].join('\n')

const isPublicPage = (url: string) => (PUBLIC_PAGES as readonly string[]).includes(url.split('?')[0])

/**
 * The built web app. The build writes .br and .gz copies beside its text files (apps/web/vite-plugins/precompress.ts);
 * the one the browser accepts is sent as it is, so nothing is compressed per request.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', cacheControlFor(path.relative(webDist, filePath)))
      res.setHeader('vary', 'Accept-Encoding')
    },
  })
  app.get('/robots.txt', (_req, reply) => reply.type('text/plain; charset=utf-8').send(ROBOTS_TXT))
  // The single-page app owns every other path (client-side routes, the not-found page); only the public pages may
  // be indexed (a robots header, since index.html is the same for every path).
  app.setNotFoundHandler((req, reply) => {
    if (req.method !== 'GET' || req.url.startsWith('/graphql'))
      return reply.status(404).send({ error: 'Not found' })
    if (!isPublicPage(req.url)) reply.header('x-robots-tag', 'noindex, nofollow')
    return reply.sendFile('index.html')
  })
}
