import type { Db } from '../../db/client'
import type { User } from '../../generated/graphql'
import { permittedActions } from '../../platform/authz/permitted'
import type { Viewer } from '../../platform/authz/viewer'
import { unauthenticated } from '../../platform/errors/domain-error'
import { type ProfileRow, selectProfile } from './me-queries'

/** The User fields the viewer already answers, so `me { ID firstname email isStaff can }` reads nothing more. */
type ViewerFields =
  | 'ID'
  | 'fkSchool'
  | 'firstname'
  | 'lastname'
  | 'email'
  | 'isHQStaff'
  | 'hasCentreScopeAccess'
  | 'hasClassScopeAccess'
  | 'isStaff'
  | 'can'

/**
 * What `me` resolves to (the codegen mapper of User): the viewer's fields, the viewer itself for the field
 * resolvers in resolvers/user-fields.ts (which only ever read this viewer's rows), and its profile row, loaded on
 * first use and at most once per request.
 */
export type MeSource = Pick<User, ViewerFields> & {
  viewer: Viewer
  profile: () => Promise<ProfileRow>
}

export function meSource(db: Db, viewer: Viewer): MeSource {
  let profile: Promise<ProfileRow> | undefined
  const loadProfile = async () => {
    const [row] = await selectProfile(db, viewer.userId, viewer.schoolId)
    // A user gone since the session was checked counts as signed out.
    if (!row) throw unauthenticated()
    return row
  }
  return {
    ID: viewer.userId,
    fkSchool: viewer.schoolId,
    firstname: viewer.firstname,
    lastname: viewer.lastname,
    email: viewer.email,
    isHQStaff: viewer.isHQStaff,
    hasCentreScopeAccess: viewer.hasCentreScopeAccess,
    hasClassScopeAccess: viewer.hasClassScopeAccess,
    isStaff: viewer.isStaff,
    can: permittedActions(viewer),
    viewer,
    profile: () => (profile ??= loadProfile()),
  }
}
