import type { QueryEnquiryStateMachineMapImpactArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { mappingImpact } from '../state-map'
import { toStateImpact } from './state-map-mapper'

export const enquiryStateMachineMapImpact = guard(
  actions.stateMap.read,
  bySchool,
  async (args: QueryEnquiryStateMachineMapImpactArgs, { viewer }, ctx) => ({
    states: (await mappingImpact(ctx.db, viewer.schoolId, args.IDMap, args.toState)).map(toStateImpact),
  }),
)
