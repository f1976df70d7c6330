import type { QueryGetFamilyContactsArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { familyContacts } from '../family-contacts'
import { toFamilyContacts } from './contacts-mapper'

export const getFamilyContacts = guard(
  actions.children.contacts,
  (a: QueryGetFamilyContactsArgs) => ({ child: a.IDChild }),
  async (args: QueryGetFamilyContactsArgs, { viewer }, ctx) =>
    toFamilyContacts(await familyContacts(ctx.db, viewer, args.IDChild)),
)
