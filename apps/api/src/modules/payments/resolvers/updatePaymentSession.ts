import { PaymentMsg } from '@preschool/domain'
import type { MutationUpdatePaymentSessionArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { notFound } from '../../../platform/errors/domain-error'
import { confirmSession } from '../confirm'
import { sessionIdOfOrder } from '../order-id'
import { selectSessionByOrder } from '../queries'
import { toOrderStatus } from './payment-mapper'

/** The guard resolves the session the order id names; the whole id must then match (a forged suffix: not found). */
export const updatePaymentSession = guard(
  actions.payments.confirm,
  (a: MutationUpdatePaymentSessionArgs) => ({ paymentSession: sessionIdOfOrder(a.paymentOrderID) }),
  async (args, { viewer }, ctx) => {
    const session = await selectSessionByOrder(ctx.db, args.paymentOrderID)
    if (!session) throw notFound(PaymentMsg.unknownOrderLabel)
    const deps = { config: ctx.config, gateway: ctx.platform.cardGateway }
    return toOrderStatus(await confirmSession(ctx.db, deps, session, viewer.userId))
  },
)
