import type { MutationUpdateChildEmergencyContactArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { saveEmergencyContact } from '../family-contacts'
import { toFamilyContacts } from './contacts-mapper'

export const updateChildEmergencyContact = guard(
  actions.children.contacts,
  (a: MutationUpdateChildEmergencyContactArgs) => ({ child: a.IDChild }),
  async (args: MutationUpdateChildEmergencyContactArgs, { viewer }, ctx) =>
    toFamilyContacts(await saveEmergencyContact(ctx.db, viewer, args.IDChild, args.data)),
)
