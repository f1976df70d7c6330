import { type Column, getTableName, type SQL, sql } from 'drizzle-orm'
import { childRelations, enquiries } from '../../db/schema'

/**
 * A column always qualified by its table: drizzle leaves columns of a one-table query unqualified, which inside a
 * correlated subquery would bind to the subquery's own table.
 */
export const qualified = (column: Column): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`

/**
 * "Is this user a parent of ...", defined once: target checks and list conditions both use these.
 * A child's parent is a parent or guardian of the child, or the account that enquired for it.
 */
export const parentOfChild = (childId: Column, userId: number): SQL => sql`(exists (
    select 1 from ${childRelations} as relation
    where relation.fk_child = ${qualified(childId)} and relation.fk_user = ${userId}
  ) or exists (
    select 1 from ${enquiries} as own_enquiry
    where own_enquiry.fk_child = ${qualified(childId)} and own_enquiry.fk_user = ${userId}))`

/** A row of `enquiries` the user follows as a parent: made by them, or for a child of theirs. */
export const parentOfEnquiry = (userId: number): SQL =>
  sql`(${qualified(enquiries.fkUser)} = ${userId} or ${parentOfChild(enquiries.fkChild, userId)})`
