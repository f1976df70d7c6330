import { actorOf } from '../../../platform/authz/actor'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { myAccount as loadAccount } from '../account'

export const myAccount = guard(actions.account.self, (_args: unknown, { viewer }, ctx) =>
  loadAccount(ctx.db, actorOf(viewer)),
)
