import type { FastifyServerOptions } from 'fastify'
import type { DestinationStream } from 'pino'
import type { Config } from '../../config'
import { serializeError, serializeRequest } from './serializers'

/** The server's logger: credentials redacted, one-time link tokens out of URLs, no SQL values in errors. */
export function loggerOptions(config: Config, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
    serializers: { req: serializeRequest, err: serializeError },
    ...(stream ? { stream } : {}),
  }
}
