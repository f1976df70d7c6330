import type { MutationUpdateMyAddressFromChildArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { familyContacts, saveMyAddress } from '../family-contacts'
import { toFamilyContacts } from './contacts-mapper'

export const updateMyAddressFromChild = guard(
  actions.children.contacts,
  (a: MutationUpdateMyAddressFromChildArgs) => ({ child: a.IDChild }),
  async (args: MutationUpdateMyAddressFromChildArgs, { viewer }, ctx) => {
    await saveMyAddress(ctx.db, viewer, args.addressData)
    return toFamilyContacts(await familyContacts(ctx.db, viewer, args.IDChild))
  },
)
