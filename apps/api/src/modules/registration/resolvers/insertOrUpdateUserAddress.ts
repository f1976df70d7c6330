import type { MutationInsertOrUpdateUserAddressArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { insertOrUpdateAddress } from '../parent-details'

export const insertOrUpdateUserAddress = guard(
  actions.registration.applicant,
  (a: MutationInsertOrUpdateUserAddressArgs) => ({ enquiry: a.IDEnquiry }),
  async (args: MutationInsertOrUpdateUserAddressArgs, { viewer }, ctx) => {
    const row = await insertOrUpdateAddress(ctx.db, viewer, args.IDEnquiry, args.fkUser, args.addressData)
    return {
      ID: row.id,
      fkUser: row.fkUser,
      postcode: row.postcode,
      address: row.address,
      building: row.building,
      floor: row.floor,
      unit: row.unit,
      city: row.city,
      country: row.country,
    }
  },
)
