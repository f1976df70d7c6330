import { createHash, randomBytes } from 'node:crypto'
import { SIGNING_LINK_TTL_DAYS } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { loadMailTheme, renderEmail, schoolLink } from '../mail/layout'
import { enqueueMessage } from '../mail/mailer'
import type { EsignAdapter, SigningInvitation, SigningRequest } from './adapter'
import { signingText } from './mail-texts'

/** Where the signing page lives in the web app; the token follows. */
export const SIGNING_PATH = '/esign/'

/**
 * The embedded signing service: a 256-bit random token per turn, mailed as a link; only its SHA-256 is stored,
 * so neither the database nor its backups can sign for anyone.
 */
export class EmbeddedEsign implements EsignAdapter {
  readonly kind = 'embedded' as const

  constructor(private readonly publicUrl: string) {}

  hashToken(token: string): string {
    return createHash('sha256').update(token).digest('hex')
  }

  async requestSignature(tx: DbOrTx, request: SigningRequest): Promise<SigningInvitation> {
    const token = randomBytes(32).toString('base64url')
    const expiresAt = new Date(Date.now() + SIGNING_LINK_TTL_DAYS * 24 * 3600 * 1000)
    const theme = await loadMailTheme(tx, request.schoolId, this.publicUrl)
    const say = (key: Parameters<typeof signingText>[1]) =>
      signingText(request.language, key, {
        title: request.documentTitle,
        name: request.displayName,
        days: SIGNING_LINK_TTL_DAYS,
      })
    const { text, html } = renderEmail(theme, {
      greeting: say('greeting'),
      intro: [say(request.isStaff ? 'askStaff' : 'askFamily')],
      action: {
        label: say('action'),
        link: schoolLink(theme, `${SIGNING_PATH}${token}`),
        showAddress: true,
      },
      outro: [say('expiry')],
      language: request.language,
    })
    await enqueueMessage(tx, {
      fkSchool: request.schoolId,
      channel: 'email',
      recipient: request.email,
      subject: say('subject'),
      text,
      html,
    })
    return { tokenHash: this.hashToken(token), expiresAt }
  }
}
