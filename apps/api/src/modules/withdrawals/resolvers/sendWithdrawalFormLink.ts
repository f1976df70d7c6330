import { namedActorOf } from '../../../platform/authz/actor'
import type { MutationSendWithdrawalFormLinkArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { sendFormLink } from '../form-link'
import { withdrawalView } from '../views'

export const sendWithdrawalFormLink = guard(
  actions.withdrawals.sendFormLink,
  (a: MutationSendWithdrawalFormLinkArgs) => ({ withdrawal: a.IDWithdrawal }),
  async (args: MutationSendWithdrawalFormLinkArgs, { viewer }, ctx) => {
    await sendFormLink(ctx.db, ctx, namedActorOf(viewer), args.IDWithdrawal)
    return withdrawalView(ctx.db, viewer.schoolId, args.IDWithdrawal)
  },
)
