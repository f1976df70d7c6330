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
  // The single-page app owns every other path (client-side routes, the not-found page).
  app.setNotFoundHandler((req, reply) => {
    if (req.method !== 'GET' || req.url.startsWith('/graphql'))
      return reply.status(404).send({ error: 'Not found' })
    return reply.sendFile('index.html')
  })
}
