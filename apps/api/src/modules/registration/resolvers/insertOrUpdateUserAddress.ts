import type { MutationInsertOrUpdateUserAddressArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { insertOrUpdateAddress } from '../parent-details'
import { toUserAddress } from './contacts-mapper'

export const insertOrUpdateUserAddress = guard(
  actions.registration.applicant,
  (a: MutationInsertOrUpdateUserAddressArgs) => ({ enquiry: a.IDEnquiry }),
  async (args: MutationInsertOrUpdateUserAddressArgs, { viewer }, ctx) => {
    const row = await insertOrUpdateAddress(ctx.db, viewer, args.IDEnquiry, args.fkUser, args.addressData)
    return toUserAddress(row)
  },
)
