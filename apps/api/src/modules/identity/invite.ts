import { REGISTER_TOKEN_TTL_DAYS } from '@preschool/domain'
import type { Config } from '../../config'
import type { DbOrTx } from '../../db/client'
import { loadMailTheme } from '../../platform/mail/layout'
import { enqueueMessage } from '../../platform/mail/mailer'
import { registerInviteEmail } from './emails'
import { selectLanguage } from './account-queries'
import { issueUserToken } from './user-tokens'

export interface RegisterInvite {
  userId: number
  schoolId: number
  email: string
  firstname: string
}

/**
 * Invites a parent to set a password: a register token (valid 7 days) and the email with its link, written in the
 * caller's transaction so the invite exists exactly when the account does. Called by the enquiry flow; returns the
 * raw token (only its hash is stored). In the invitee's chosen language, English until they choose one.
 */
export async function issueRegisterInvite(
  tx: DbOrTx,
  invite: RegisterInvite,
  config: Pick<Config, 'publicUrl'>,
): Promise<string> {
  const token = await issueUserToken(tx, invite.userId, 'register', REGISTER_TOKEN_TTL_DAYS * 86_400_000)
  await enqueueMessage(
    tx,
    registerInviteEmail({
      theme: await loadMailTheme(tx, invite.schoolId, config.publicUrl),
      to: invite.email,
      firstname: invite.firstname,
      path: `/register?register_token=${token}`,
      language: await selectLanguage(tx, invite.userId),
    }),
  )
  return token
}
