import { canonicalMimeType, FileMsg, MAX_UPLOAD_BYTES, UPLOAD_RULES } from '@preschool/domain'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { HttpDeps } from '../context'
import { type ParsedKey, parseFileKey } from './keys'
import { LocalStorage, ObjectExistsError, type SignedQuery } from './local-adapter'

type SignedRequest = FastifyRequest<{ Params: { '*': string }; Querystring: Partial<SignedQuery> }>

const linkRefused = 'This link is invalid or has expired'

/**
 * The embedded storage's URLs (S3 serves its own): `PUT /files/upload/<key>` stores the body and answers 200
 * only once the bytes are on disk; `GET /files/<key>` streams them. Both need a valid, unexpired signature.
 */
export async function registerStorageRoutes(app: FastifyInstance, deps: HttpDeps): Promise<void> {
  const storage = deps.platform.storage
  if (!(storage instanceof LocalStorage)) return

  // Checked before the body is read: a bad link or an announced oversize body costs no upload.
  const parseSigned = (method: 'PUT' | 'GET', req: SignedRequest, reply: FastifyReply): ParsedKey | null => {
    const key = req.params['*']
    const parsed = parseFileKey(key)
    const { expires = '', signature = '' } = req.query
    if (!parsed || !storage.verify(method, key, { expires, signature }, req.headers['content-type'])) {
      void reply.status(403).send({ error: linkRefused })
      return null
    }
    return parsed
  }

  await app.register(async (scope) => {
    // In this scope every body, whatever its type, arrives as raw bytes.
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
      (_req, body, done) => {
        done(null, body)
      },
    )

    scope.put<{ Params: { '*': string }; Querystring: Partial<SignedQuery> }>(
      '/files/upload/*',
      {
        bodyLimit: MAX_UPLOAD_BYTES,
        onRequest: async (req, reply) => {
          const parsed = parseSigned('PUT', req, reply)
          if (!parsed) return reply
          const declared = Number(req.headers['content-length'])
          if (declared > UPLOAD_RULES[parsed.purpose].maxBytes) return tooLarge(reply, parsed)
        },
      },
      async (req, reply) => {
        // The signature was checked in onRequest; parsing again only recovers the purpose.
        const parsed = parseFileKey(req.params['*']) as ParsedKey
        const body = req.body
        if (!Buffer.isBuffer(body) || body.length === 0)
          return reply.status(400).send({ error: FileMsg.uploadFailed })
        // A chunked body announces no length; its size is known only now.
        if (body.length > UPLOAD_RULES[parsed.purpose].maxBytes) return tooLarge(reply, parsed)
        try {
          await storage.put(req.params['*'], body)
        } catch (error) {
          if (error instanceof ObjectExistsError)
            return reply.status(409).send({ error: FileMsg.uploadFailed })
          throw error
        }
        return reply.status(200).send({ key: req.params['*'], size: body.length })
      },
    )

    scope.get<{ Params: { '*': string }; Querystring: Partial<SignedQuery> }>(
      '/files/*',
      async (req, reply) => {
        const parsed = parseSigned('GET', req, reply)
        if (!parsed) return reply
        const object = await storage.stream(req.params['*'])
        if (!object) return reply.status(404).send({ error: 'Not found' })
        return reply
          .header('content-type', canonicalMimeType(parsed.format))
          .header('content-length', object.size)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, max-age=600')
          .send(object.body)
      },
    )
  })
}

function tooLarge(reply: FastifyReply, parsed: ParsedKey) {
  return reply.status(413).send({ error: FileMsg.tooLarge(UPLOAD_RULES[parsed.purpose].maxBytes) })
}
