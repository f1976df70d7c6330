import type { MutationSubmitVacancyPlanningArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { submitCapacityRequest } from '../capacity-requests'
import { toCapacityDraft } from './draft-mapper'

export const submitVacancyPlanning = guard(
  actions.planning.submit,
  (a: MutationSubmitVacancyPlanningArgs) => ({ centre: a.CapacityDraft.fkCentre }),
  async (args: MutationSubmitVacancyPlanningArgs, grant, ctx) =>
    toCapacityDraft(
      await submitCapacityRequest(ctx.db, ctx.config, grant, {
        fkCentre: args.CapacityDraft.fkCentre,
        remarks: args.remarks,
        items: args.CapacityDraftItems,
      }),
    ),
)
