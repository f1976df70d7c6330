import { type AnyColumn, type SQL, sql } from 'drizzle-orm'
import { accessControls, classTeachers, teachers } from '../../db/schema'
import type { Viewer } from './viewer'

/**
 * The spec's class scope: a user with `hasClassScopeAccess` sees only their classes. The principal view (HQ staff
 * or centre scope) wins over it, so only a class-scope user without either is limited.
 */
export const limitedToClasses = (viewer: Viewer): boolean =>
  viewer.hasClassScopeAccess && !viewer.isHQStaff && !viewer.hasCentreScopeAccess

/**
 * The classes of a user, as a SQL set: those their access controls name, and those they teach (a teacher record
 * linked to their sign-in). Defined once for targets and lists.
 */
export const classesOfUser = (userId: number): SQL => sql`(
  select ${accessControls.fkClass} from ${accessControls}
  where ${accessControls.fkUser} = ${userId} and ${accessControls.fkClass} is not null
  union
  select ${classTeachers.fkClass} from ${classTeachers}
  inner join ${teachers} on ${teachers.id} = ${classTeachers.fkTeacher}
  where ${teachers.fkUser} = ${userId})`

/** A class id column within the user's classes. */
export const inClassesOf = (classId: AnyColumn | SQL, userId: number): SQL =>
  sql`${classId} in ${classesOfUser(userId)}`
