import fastifyCompress, { type FastifyCompressRouteOptions } from '@fastify/compress'
import type { FastifyInstance } from 'fastify'

/** Answers smaller than this go as they are: compressing them saves a few hundred bytes for more CPU. */
export const COMPRESS_FROM_BYTES = 1024

/**
 * Brotli or gzip for the API's answers when the client accepts it (decision 0040): a 200-row list is 100-120 KB of
 * JSON and about a tenth of that compressed. Registered before the routes, for the routes that ask for it with
 * `compress: graphqlCompression`; the built web app is not among them (it sends the build's own .br/.gz files).
 * Brotli at quality 4 (the plugin's default): quality 11 would cost tens of milliseconds of CPU per answer.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_FROM_BYTES,
  })
}

/** The /graphql route's compression: JSON answers over COMPRESS_FROM_BYTES (an event stream is never buffered). */
export const graphqlCompression: FastifyCompressRouteOptions['compress'] = {
  encodings: ['br', 'gzip'],
  threshold: COMPRESS_FROM_BYTES,
}
