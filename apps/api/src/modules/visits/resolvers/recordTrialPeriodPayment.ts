import type { MutationRecordTrialPeriodPaymentArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { recordTrialPayment } from '../decisions'
import { toVisit } from './visit-mapper'

export const recordTrialPeriodPayment = guard(
  actions.visits.approve,
  (a: MutationRecordTrialPeriodPaymentArgs) => ({ visit: a.IDVisit }),
  async (args: MutationRecordTrialPeriodPaymentArgs, grant, ctx) =>
    toVisit(await recordTrialPayment(ctx.db, ctx.config, grant, args.IDVisit)),
)
