import { canonicalMimeType, type UploadPurpose } from '@preschool/domain'
import type { FastifyInstance } from 'fastify'
import type { HttpDeps } from '../../platform/context'
import { parseFileKey } from '../../platform/storage/keys'
import { findFileByKey } from '../../platform/storage/queries'
import { PUBLIC_FILES_PATH } from './branding'

/** Only what every visitor of a school sees anyway: its logo, its login banner and its public pages' pictures. */
const PUBLIC_PURPOSES: readonly UploadPurpose[] = ['school_logo', 'school_banner', 'public_page_image']

/**
 * `GET /files/public/<key>`: a school's uploaded logo or banner, without signature or session, because the
 * login page shows them before anyone signs in and the address is stored in the school's configuration. Any
 * other file, or one not yet accepted by a save (still pending), is answered 404 like a missing one.
 */
export async function registerPublicFileRoutes(app: FastifyInstance, deps: HttpDeps): Promise<void> {
  app.get<{ Params: { '*': string } }>(`${PUBLIC_FILES_PATH}*`, async (req, reply) => {
    const key = req.params['*']
    const parsed = parseFileKey(key)
    const notFound = () => reply.status(404).send({ error: 'Not found' })
    if (!parsed || !PUBLIC_PURPOSES.includes(parsed.purpose)) return notFound()
    const file = await findFileByKey(deps.db, key)
    if (file?.status !== 'uploaded' || file.purpose !== parsed.purpose) return notFound()
    const object = await deps.platform.storage.stream(key)
    if (!object) return notFound()
    return (
      reply
        .header('content-type', canonicalMimeType(parsed.format))
        .header('content-length', object.size)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        // A key names one upload for good (a new logo gets a new key), so browsers may keep it a day.
        .header('cache-control', 'public, max-age=86400')
        .send(object.body)
    )
  })
}
