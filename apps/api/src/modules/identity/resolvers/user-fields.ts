import type { UserResolvers } from '../../../generated/graphql'
import { selectAccessControlRows, selectChildRows, selectRoleRows } from '../me-queries'
import { toAccessControls, toChildRelations, toParent, toRoleRelations } from './user-mapper'

/**
 * The User fields the viewer does not answer, each read only when the query selects it (one statement each; the
 * profile columns and parent share one, loaded once). No guard: User is only reachable through the guarded `me`,
 * and every read is keyed by the source's viewer, so it only ever returns the caller's own rows.
 */
export const User: UserResolvers = {
  birthdate: async (source) => (await source.profile()).user.birthdate,
  gender: async (source) => (await source.profile()).user.gender,
  homePhone: async (source) => (await source.profile()).user.homePhone,
  mobilePhone: async (source) => (await source.profile()).user.mobilePhone,
  mobilePhoneCountryCode: async (source) => (await source.profile()).user.mobilePhoneCountryCode,
  parent: async (source) => toParent(await source.profile()),
  userRoleRelations: async ({ viewer }, _args, ctx) =>
    toRoleRelations(await selectRoleRows(ctx.db, viewer.userId)),
  userAccessControls: async ({ viewer }, _args, ctx) =>
    toAccessControls(await selectAccessControlRows(ctx.db, viewer.userId, viewer.schoolId)),
  childRelations: async ({ viewer }, _args, ctx) =>
    toChildRelations(await selectChildRows(ctx.db, viewer.userId, viewer.schoolId)),
}
