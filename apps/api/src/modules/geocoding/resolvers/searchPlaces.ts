import type { QuerySearchPlacesArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { searchPlaces as search } from '../service'

export const searchPlaces = guard(actions.geocoding.lookup, (args: QuerySearchPlacesArgs, _grant, ctx) =>
  search(ctx.db, ctx.platform.geocoder, ctx.ip, args),
)
