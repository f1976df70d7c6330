import type { Db } from '../../db/client'
import { actorName, type NamedActor } from '../../platform/authz/actor'
import { type EsignDeps, sendWithdrawalFormLink } from '../esign'

/**
 * sendWithdrawalFormLink: the link of whoever's turn it is goes out again; at the centre's turn the calling staff
 * member becomes the centre's signer and is mailed their own link.
 */
export async function sendFormLink(db: Db, deps: EsignDeps, actor: NamedActor, withdrawalId: number) {
  await db.transaction((tx) =>
    sendWithdrawalFormLink(tx, deps, withdrawalId, {
      displayName: actorName(actor),
      email: actor.email,
    }),
  )
}
