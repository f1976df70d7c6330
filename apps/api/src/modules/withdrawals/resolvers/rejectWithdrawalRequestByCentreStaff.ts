import type { MutationRejectWithdrawalRequestByCentreStaffArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { decideByCentre } from '../decisions'
import { withdrawalView } from '../views'

export const rejectWithdrawalRequestByCentreStaff = guard(
  actions.withdrawals.approveCentre,
  (a: MutationRejectWithdrawalRequestByCentreStaffArgs) => ({ withdrawal: a.IDWithdrawal }),
  async (args: MutationRejectWithdrawalRequestByCentreStaffArgs, { viewer }, ctx) => {
    await decideByCentre(ctx.db, ctx.config.publicUrl, viewer, args.IDWithdrawal, false, args.decision)
    return withdrawalView(ctx.db, viewer.schoolId, args.IDWithdrawal)
  },
)
