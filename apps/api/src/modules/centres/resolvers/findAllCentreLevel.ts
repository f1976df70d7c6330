import type { QueryFindAllCentreLevelArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { centreScopeOf } from '../../../platform/authz/centre-scope'
import { guard } from '../../../platform/authz/guard'
import { assertOwnSchool } from '../../../platform/authz/school'
import { listOffer } from '../service'
import { toCentreLevel } from './centre-mapper'

// Screens of several modules (classes, fees, enquiries) show what a centre offers, so any staff role may ask;
// the centre must be within the caller's reach.
export const findAllCentreLevel = guard(
  actions.anyStaff,
  async (args: QueryFindAllCentreLevelArgs, { viewer }, ctx) => {
    const schoolId = assertOwnSchool(viewer, args.IDSchool)
    const offer = await listOffer(ctx.db, centreScopeOf(viewer), schoolId, args.centreID)
    return { totalCount: offer.length, data: offer.map(toCentreLevel) }
  },
)
