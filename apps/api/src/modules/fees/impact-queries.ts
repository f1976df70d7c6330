import { and, asc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { childLevels, childRelations, children, users } from '../../db/schema'
import { placedOn } from './queries'

/**
 * The children holding a seat at a centre on `day`, with its level and programme, their nationality and main
 * applicant: whom a fee change of the centre reaches (the caller keeps those whose fee changes).
 */
export function selectChildrenAtCentreOn(db: DbOrTx, schoolId: number, centreId: number, day: string) {
  return db
    .selectDistinctOn([children.id], {
      ID: children.id,
      firstname: children.firstname,
      lastname: children.lastname,
      nationality: children.nationality,
      fkLevel: childLevels.fkLevel,
      fkProgram: childLevels.fkProgram,
      parent: { ID: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email },
    })
    .from(childLevels)
    .innerJoin(children, eq(children.id, childLevels.fkChild))
    .leftJoin(
      childRelations,
      and(eq(childRelations.fkChild, children.id), eq(childRelations.isMainApplicant, true)),
    )
    .leftJoin(users, eq(users.id, childRelations.fkUser))
    .where(
      and(
        eq(children.fkSchool, schoolId),
        eq(childLevels.fkCentre, centreId),
        placedOn(day),
        sql`${children.active}`,
      ),
    )
    .orderBy(asc(children.id))
}
export type ChildAtCentre = Awaited<ReturnType<typeof selectChildrenAtCentreOn>>[number]
