import { unappliedRefundSchema } from '@preschool/domain'
import type { MutationRefundUnappliedCardPaymentArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { actorOf } from '../../../platform/authz/actor'
import { guard } from '../../../platform/authz/guard'
import { parseInput } from '../../../platform/errors/domain-error'
import { refundUnapplied } from '../unapplied'
import { toUnappliedResolution } from './payment-mapper'

export const refundUnappliedCardPayment = guard(
  actions.payments.resolveUnapplied,
  (a: MutationRefundUnappliedCardPaymentArgs) => ({ paymentSession: a.IDPaymentSession }),
  async (args, { viewer }, ctx) => {
    const { remark } = parseInput(unappliedRefundSchema, { remark: args.remark })
    return toUnappliedResolution(
      await refundUnapplied(
        ctx.db,
        ctx.config.publicUrl,
        actorOf(viewer),
        args.IDPaymentSession,
        remark || null,
      ),
    )
  },
)
