import type { MutationCreatePaymentSessionArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { openPaymentSession } from '../open-session'
import { toPaymentSession } from './payment-mapper'

export const createPaymentSession = guard(
  actions.payments.pay,
  (a: MutationCreatePaymentSessionArgs) => ({ invoice: a.InvoiceID }),
  async (args, { viewer }, ctx) => {
    const opened = await openPaymentSession(
      ctx.db,
      { config: ctx.config, gateway: ctx.platform.cardGateway },
      { schoolId: viewer.schoolId, userId: viewer.userId },
      args.InvoiceID,
    )
    return toPaymentSession(opened.session, opened.checkoutUrl, opened.description)
  },
)
