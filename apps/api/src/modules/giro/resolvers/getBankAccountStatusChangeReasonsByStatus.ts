import type { QueryGetBankAccountStatusChangeReasonsByStatusArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { reasonsFor } from '../status'

export const getBankAccountStatusChangeReasonsByStatus = guard(
  actions.giro.reasons,
  async (args: QueryGetBankAccountStatusChangeReasonsByStatusArgs, { viewer }, ctx) =>
    (await reasonsFor(ctx.db, viewer.schoolId, args.status)).map((r) => ({
      ID: r.id,
      label: r.label,
      description: r.description,
    })),
)
