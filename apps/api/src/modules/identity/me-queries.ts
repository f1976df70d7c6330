import { and, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  accessControls,
  childClasses,
  childRelations,
  children,
  classes,
  moduleCategories,
  parents,
  programs,
  roles,
  roleTemplates,
  schools,
  userRoles,
  users,
} from '../../db/schema'
import type {
  UserAccessControl,
  UserChildRelation,
  UserParent,
  UserRoleRelation,
} from '../../generated/graphql'
import type { ViewerExtension } from '../../platform/auth/sessions'

/*
 * What `me` shows beyond the viewer, as columns over the viewer's own `users` row: the profile columns, and the
 * parent, roles, access controls and children as json subqueries already in the GraphQL shape. `me` is on every
 * page load, so all of it comes in the viewer's own statement when `me` is what loads the viewer
 * (`meDetailsExtension`), else in one statement of its own (`selectMeDetails`). Every subquery is keyed by the
 * user's id and school.
 */

/** The parent profile of the user (null for staff). */
const parent = sql<UserParent | null>`(
  select json_build_object('ID', ${parents.id}, 'monthlyIncome', ${parents.monthlyIncome}, 'workplaceStaff', ${parents.workplaceStaff})
  from ${parents} where ${parents.fkUser} = ${users.id})`

/** A role's templates of active module categories, oldest first (correlated on the enclosing `roles` row). */
const roleTemplateList = sql`(
  select coalesce(json_agg(json_build_object(
    'ID', ${roleTemplates.id}, 'fkModuleCategory', ${roleTemplates.fkModuleCategory}, 'access', ${roleTemplates.access},
    'moduleCategory', json_build_object('ID', ${moduleCategories.id}, 'moduleCategoryCode', ${moduleCategories.moduleCategoryCode}, 'label', ${moduleCategories.label})
  ) order by ${roleTemplates.id}), '[]')
  from ${roleTemplates}
  inner join ${moduleCategories}
    on ${moduleCategories.id} = ${roleTemplates.fkModuleCategory} and ${moduleCategories.active}
  where ${roleTemplates.fkRole} = ${roles.id})`

/** Active roles with their templates, oldest assignment first. */
const roleRelations = sql<UserRoleRelation[]>`(
  select coalesce(json_agg(json_build_object(
    'ID', ${userRoles.id}, 'fkRole', ${roles.id},
    'role', json_build_object('ID', ${roles.id}, 'name', ${roles.name}, 'label', ${roles.label}, 'isStaff', ${roles.isStaff}, 'roleTemplates', ${roleTemplateList})
  ) order by ${userRoles.id}), '[]')
  from ${userRoles} inner join ${roles} on ${roles.id} = ${userRoles.fkRole} and ${roles.active}
  where ${userRoles.fkUser} = ${users.id})`

/** The user's access controls in their own school, with the school's name. */
const accessControlList = sql<UserAccessControl[]>`(
  select coalesce(json_agg(json_build_object(
    'ID', ${accessControls.id}, 'fkSchool', ${accessControls.fkSchool}, 'fkCentre', ${accessControls.fkCentre},
    'fkClass', ${accessControls.fkClass}, 'school', json_build_object('ID', ${schools.id}, 'name', ${schools.name})
  ) order by ${accessControls.id}), '[]')
  from ${accessControls} inner join ${schools} on ${schools.id} = ${accessControls.fkSchool}
  where ${accessControls.fkUser} = ${users.id} and ${accessControls.fkSchool} = ${users.fkSchool})`

/** A child's class placements, oldest first (correlated on the enclosing `children` row). */
const placements = sql`(
  select coalesce(json_agg(json_build_object(
    'from', ${childClasses.from}, 'to', ${childClasses.to},
    'program', case when ${programs.id} is null then null else json_build_object('ID', ${programs.id}, 'label', ${programs.label}) end,
    'class', json_build_object('ID', ${classes.id}, 'fkCentre', ${classes.fkCentre}, 'fkLevel', ${classes.fkLevel}, 'label', ${classes.label})
  ) order by ${childClasses.from}, ${childClasses.id}), '[]')
  from ${childClasses}
  inner join ${classes} on ${classes.id} = ${childClasses.fkClass}
  left join ${programs} on ${programs.id} = ${childClasses.fkProgram}
  where ${childClasses.fkChild} = ${children.id})`

/** The user's active children in their own school. */
const childRelationList = sql<UserChildRelation[]>`(
  select coalesce(json_agg(json_build_object(
    'ID', ${childRelations.id}, 'fkChild', ${children.id},
    'child', json_build_object(
      'ID', ${children.id}, 'firstname', ${children.firstname}, 'lastname', ${children.lastname}, 'race', ${children.race},
      'nationality', ${children.nationality}, 'dateOfBirth', ${children.dateOfBirth}, 'birthCertificate', ${children.birthCertificate},
      'householdIncomeRange', ${children.householdIncomeRange}, 'childClasses', ${placements})
  ) order by ${children.id}, ${childRelations.id}), '[]')
  from ${childRelations}
  inner join ${children} on ${children.id} = ${childRelations.fkChild} and ${children.active}
  where ${childRelations.fkUser} = ${users.id} and ${childRelations.fkSchool} = ${users.fkSchool})`

const meDetailColumns = {
  birthdate: sql<string | null>`${users.birthdate}::text`,
  gender: sql<string | null>`${users.gender}`,
  homePhone: sql<string | null>`${users.homePhone}`,
  mobilePhone: sql<string | null>`${users.mobilePhone}`,
  mobilePhoneCountryCode: sql<string | null>`${users.mobilePhoneCountryCode}`,
  preferredLanguage: sql<string | null>`${users.preferredLanguage}`,
  parent,
  userRoleRelations: roleRelations,
  userAccessControls: accessControlList,
  childRelations: childRelationList,
}

/** `me`'s details in the viewer's statement. */
export const meDetailsExtension: ViewerExtension<typeof meDetailColumns> = {
  name: 'load_viewer_me',
  columns: meDetailColumns,
}

/** `me`'s details in a statement of their own (when something else loaded the viewer first). */
export async function selectMeDetails(db: DbOrTx, userId: number, schoolId: number) {
  const [row] = await db
    .select(meDetailColumns)
    .from(users)
    // A join, so the columns are written with their table's name: the json subqueries refer to the outer user.
    .innerJoin(schools, eq(schools.id, users.fkSchool))
    .where(and(eq(users.id, userId), eq(users.fkSchool, schoolId)))
  return row
}
export type MeDetails = NonNullable<Awaited<ReturnType<typeof selectMeDetails>>>
