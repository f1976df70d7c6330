import { unappliedApplySchema } from '@preschool/domain'
import type { MutationApplyUnappliedCardPaymentArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { actorOf } from '../../../platform/authz/actor'
import { guard } from '../../../platform/authz/guard'
import { parseInput } from '../../../platform/errors/domain-error'
import { applyUnapplied } from '../unapplied'
import { toUnappliedResolution } from './payment-mapper'

export const applyUnappliedCardPayment = guard(
  actions.payments.resolveUnapplied,
  // The invoice it goes to is a second target: finance must reach its centre too, refused before it is read.
  (a: MutationApplyUnappliedCardPaymentArgs) => ({
    paymentSession: a.IDPaymentSession,
    invoice: a.IDInvoice,
  }),
  async (args, { viewer }, ctx) => {
    const { IDInvoice } = parseInput(unappliedApplySchema, { IDInvoice: args.IDInvoice })
    return toUnappliedResolution(
      await applyUnapplied(ctx.db, ctx.config, actorOf(viewer), args.IDPaymentSession, IDInvoice),
    )
  },
)
