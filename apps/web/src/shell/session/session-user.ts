import { ErrorCode, Messages } from '@preschool/domain'
import type { GqlError } from '../../lib/request'
import type { Me } from './documents'

/** The spec: a user without a school or without a role cannot use the app; their session is dropped. */
export const isUsableUser = (me: Me) => me.fkSchool > 0 && me.userRoleRelations.length > 0

/** An expired or revoked token: the server answers 'unauthorized'. */
export const isSessionExpired = (error: GqlError) =>
  error.code === ErrorCode.Unauthenticated || error.message === Messages.unauthorized

export const isStaffUser = (me: Me | null) => me?.userRoleRelations[0]?.role.isStaff ?? false

export const isPrincipalUser = (me: Me | null) => !!me && (me.isHQStaff || me.hasCentreScopeAccess)
