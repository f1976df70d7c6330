import type { QueryStrandedEnquiryStatesArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { strandedStates } from '../state-map'
import { toStateImpact } from './state-map-mapper'

export const strandedEnquiryStates = guard(
  actions.stateMap.read,
  bySchool,
  async (_args: QueryStrandedEnquiryStatesArgs, { viewer }, ctx) => ({
    states: (await strandedStates(ctx.db, viewer.schoolId)).map(toStateImpact),
  }),
)
