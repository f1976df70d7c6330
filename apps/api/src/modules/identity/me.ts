import type { Db } from '../../db/client'
import type { User } from '../../generated/graphql'
import { permittedActions } from '../../platform/authz/permitted'
import type { Viewer } from '../../platform/authz/viewer'
import { unauthenticated } from '../../platform/errors/domain-error'
import { type MeDetails, selectMeDetails } from './me-queries'

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
 * What `me` resolves to (the codegen mapper of User): the viewer's fields, and the rest (`details`), loaded with
 * the viewer when `me` was what loaded it, else in one statement on first use, at most once per request.
 */
export type MeSource = Pick<User, ViewerFields> & {
  details: () => Promise<MeDetails>
}

export function meSource(db: Db, viewer: Viewer, preloaded: Promise<MeDetails | null> | null): MeSource {
  let details: Promise<MeDetails> | undefined
  const load = async () => {
    const row = (await preloaded) ?? (await selectMeDetails(db, viewer.userId, viewer.schoolId))
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
    details: () => (details ??= load()),
  }
}
