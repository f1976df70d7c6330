import { unappliedApplySchema } from '@preschool/domain'
import type { MutationApplyUnappliedCardPaymentArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { centreScopeOf } from '../../../platform/authz/centre-scope'
import { guard } from '../../../platform/authz/guard'
import { parseInput } from '../../../platform/errors/domain-error'
import { applyUnapplied } from '../unapplied'
import { toUnappliedResolution } from './payment-mapper'

export const applyUnappliedCardPayment = guard(
  actions.payments.resolveUnapplied,
  (a: MutationApplyUnappliedCardPaymentArgs) => ({ paymentSession: a.IDPaymentSession }),
  async (args, { viewer }, ctx) => {
    const { IDInvoice } = parseInput(unappliedApplySchema, { IDInvoice: args.IDInvoice })
    const by = { schoolId: viewer.schoolId, userId: viewer.userId, scope: centreScopeOf(viewer) }
    return toUnappliedResolution(
      await applyUnapplied(ctx.db, ctx.config, by, args.IDPaymentSession, IDInvoice),
    )
  },
)
