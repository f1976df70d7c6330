import type { QueryGeocodePostalCodeArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { geocodePostalCode as lookup } from '../service'

export const geocodePostalCode = guard(
  actions.geocoding.lookup,
  (args: QueryGeocodePostalCodeArgs, _grant, ctx) => lookup(ctx.db, ctx.platform.geocoder, ctx.ip, args),
)
