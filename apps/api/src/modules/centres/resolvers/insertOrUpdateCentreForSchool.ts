import type { Db } from '../../../db/client'
import type { MutationInsertOrUpdateCentreForSchoolArgs as Args } from '../../../generated/graphql'
import type { SignedInGrant } from '../../../platform/authz/authorize'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard, guardByCase } from '../../../platform/authz/guard'
import type { Geocoder } from '../../../platform/geocoding/geocoder'
import { saveCentre } from '../service'
import { toCentre } from './centre-mapper'

type SaveContext = { db: Db; platform: { geocoder: Geocoder } }

const save = async (args: Args, { viewer }: SignedInGrant, ctx: SaveContext) => {
  const { centreData, addressData, postcodes, levels } = args
  const saved = await saveCentre(ctx.db, ctx.platform.geocoder, viewer.schoolId, args.centreID ?? undefined, {
    centreData,
    addressData,
    postcodes,
    levels,
  })
  return toCentre(saved)
}

// A new centre is head office's (centres.create); an existing one, staff who reach it (centres.write).
export const insertOrUpdateCentreForSchool = guardByCase(
  (a: Args) => a.centreID === null || a.centreID === undefined,
  guard(actions.centres.create, bySchool, save),
  guard(actions.centres.write, (a: Args) => ({ school: a.IDSchool, centre: a.centreID }), save),
)
