import type { QueryGetPaymentAccessArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { paymentAccessOf } from '../access'
import { toPaymentAccess } from './payment-mapper'

export const getPaymentAccess = guard(
  actions.payments.access,
  (a: QueryGetPaymentAccessArgs) => ({ enquiry: a.IDEnquiry }),
  async (args, { viewer }, ctx) =>
    toPaymentAccess(await paymentAccessOf(ctx.db, ctx.config, viewer.schoolId, args.IDEnquiry)),
)
