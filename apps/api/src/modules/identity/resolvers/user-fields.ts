import type { UserResolvers } from '../../../generated/graphql'

/**
 * The User fields the viewer does not answer, read from `me`'s details (one statement for all of them, or none
 * beyond the viewer's: see me.ts). No guard: User is only reachable through the guarded `me`, and the details are
 * keyed by the caller's own user, so they only ever hold the caller's own rows.
 */
export const UserFields: UserResolvers = {
  birthdate: async (source) => (await source.details()).birthdate,
  gender: async (source) => (await source.details()).gender,
  homePhone: async (source) => (await source.details()).homePhone,
  mobilePhone: async (source) => (await source.details()).mobilePhone,
  mobilePhoneCountryCode: async (source) => (await source.details()).mobilePhoneCountryCode,
  preferredLanguage: async (source) => (await source.details()).preferredLanguage,
  parent: async (source) => (await source.details()).parent,
  userRoleRelations: async (source) => (await source.details()).userRoleRelations,
  userAccessControls: async (source) => (await source.details()).userAccessControls,
  childRelations: async (source) => (await source.details()).childRelations,
}
