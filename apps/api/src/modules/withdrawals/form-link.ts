import type { Db } from '../../db/client'
import type { Viewer } from '../../platform/authz/viewer'
import { type EsignDeps, sendWithdrawalFormLink } from '../esign'

/**
 * sendWithdrawalFormLink: the link of whoever's turn it is goes out again; at the centre's turn the calling staff
 * member becomes the centre's signer and is mailed their own link.
 */
export async function sendFormLink(db: Db, deps: EsignDeps, viewer: Viewer, withdrawalId: number) {
  await db.transaction((tx) =>
    sendWithdrawalFormLink(tx, deps, withdrawalId, {
      displayName: `${viewer.firstname} ${viewer.lastname}`.trim(),
      email: viewer.email,
    }),
  )
}
