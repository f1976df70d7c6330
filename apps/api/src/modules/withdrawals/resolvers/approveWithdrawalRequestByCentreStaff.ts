import type { MutationApproveWithdrawalRequestByCentreStaffArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { decideByCentre } from '../decisions'
import { withdrawalView } from '../views'

export const approveWithdrawalRequestByCentreStaff = guard(
  actions.withdrawals.approveCentre,
  (a: MutationApproveWithdrawalRequestByCentreStaffArgs) => ({ withdrawal: a.IDWithdrawal }),
  async (args: MutationApproveWithdrawalRequestByCentreStaffArgs, { viewer }, ctx) => {
    await decideByCentre(ctx.db, ctx.config.publicUrl, viewer, args.IDWithdrawal, true, args.decision)
    return withdrawalView(ctx.db, viewer.schoolId, args.IDWithdrawal)
  },
)
