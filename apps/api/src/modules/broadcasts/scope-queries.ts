import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { centres, childClasses, childLevels, children, childSearchName, classes } from '../../db/schema'
import type { SignedInGrant } from '../../platform/authz/authorize'
import { scopeCondition } from '../../platform/authz/centre-scope'
import { inClassesOf, limitedToClasses } from '../../platform/authz/class-scope'
import { qualified } from '../../platform/authz/parent-of'

const PER_KIND = 10

export interface ScopeOption {
  type: 'centre' | 'class' | 'child'
  ID: number
  label: string
  description: string | null
}

const likeText = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`

/**
 * Centres, classes and children named like the text that the caller may send to: their centres (a class-scope
 * teacher: their classes and those classes' children only), children by their open seat. At most 10 of each.
 */
export async function searchScopes(db: DbOrTx, grant: SignedInGrant, text: string): Promise<ScopeOption[]> {
  const schoolId = grant.viewer.schoolId
  const like = likeText(text)
  const classOnly = limitedToClasses(grant.viewer)
  const [centreRows, classRows, childRows] = await Promise.all([
    classOnly
      ? Promise.resolve([])
      : db
          .select({ ID: centres.id, label: centres.label })
          .from(centres)
          .where(
            and(
              eq(centres.fkSchool, schoolId),
              scopeCondition(grant.centres, centres.id),
              sql`lower(${centres.label}) like ${like}`,
            ),
          )
          .orderBy(asc(centres.label))
          .limit(PER_KIND),
    db
      .select({ ID: classes.id, label: classes.label, description: centres.label })
      .from(classes)
      .innerJoin(centres, eq(centres.id, classes.fkCentre))
      .where(
        and(
          eq(classes.fkSchool, schoolId),
          scopeCondition(grant.centres, classes.fkCentre),
          classOnly ? inClassesOf(classes.id, grant.viewer.userId) : undefined,
          sql`lower(${classes.label}) like ${like}`,
        ),
      )
      .orderBy(asc(classes.label))
      .limit(PER_KIND),
    db
      .select({
        ID: children.id,
        label: sql<string>`${children.firstname} || ' ' || ${children.lastname}`,
        description: centres.label,
      })
      .from(children)
      .innerJoin(childLevels, and(eq(childLevels.fkChild, children.id), isNull(childLevels.to)))
      .innerJoin(centres, eq(centres.id, childLevels.fkCentre))
      .where(
        and(
          eq(children.fkSchool, schoolId),
          scopeCondition(grant.centres, childLevels.fkCentre),
          classOnly
            ? sql`exists (select 1 from ${childClasses} as placed where placed.fk_child = ${qualified(children.id)}
                and placed.to_date is null and ${inClassesOf(sql`placed.fk_class`, grant.viewer.userId)})`
            : undefined,
          sql`${childSearchName(children)} like ${like}`,
        ),
      )
      .orderBy(asc(children.firstname), asc(children.lastname))
      .limit(PER_KIND),
  ])
  return [
    ...centreRows.map((r) => ({ type: 'centre' as const, ...r, description: null })),
    ...classRows.map((r) => ({ type: 'class' as const, ...r })),
    ...childRows.map((r) => ({ type: 'child' as const, ...r })),
  ]
}
