import { assignChildrenSchema, ClassMsg, singaporeToday } from '@preschool/domain'
import type { Db } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { badInput, conflict, notFound, parseInput } from '../../platform/errors/domain-error'
import { insertPlacements, selectAssignable, selectPlacedAtLevel } from './child-queries'
import { logClassChange } from './child-activity'
import { lockClass } from './class-queries'
import { loadClass } from './class-service'
import { type Actor } from '../../platform/authz/actor'

/**
 * Places children in a class from a date, in one transaction. Each must have a live seat at the class's centre
 * and level and no class of that level yet; the database's one-open-placement-per-level index settles two
 * simultaneous assignments of one child (the second is refused with the same message).
 */
export async function assignChildrenToClass(db: Db, actor: Actor, raw: unknown) {
  const { schoolId } = actor
  const input = parseInput(assignChildrenSchema, raw)
  const today = singaporeToday()
  try {
    await db.transaction(async (tx) => {
      const klass = await lockClass(tx, schoolId, input.classID)
      if (!klass) throw notFound('Class')
      const eligible = await selectAssignable(tx, schoolId, today, klass, input.childIDs)
      if (eligible.length !== input.childIDs.length) {
        const placed = await selectPlacedAtLevel(tx, input.childIDs, klass.fkLevel)
        if (placed.size > 0)
          throw conflict(ClassMsg.childAlreadyInClass, { childIDs: ClassMsg.childAlreadyInClass })
        throw badInput(ClassMsg.childNotAtLevel, { childIDs: ClassMsg.childNotAtLevel })
      }
      await insertPlacements(
        tx,
        eligible.map((e) => ({
          fkSchool: schoolId,
          fkChild: e.child.id,
          fkClass: klass.id,
          fkLevel: klass.fkLevel,
          fkProgram: e.fkProgram,
          // An upcoming child starts in the class when its seat starts.
          from: e.seatFrom > input.from ? e.seatFrom : input.from,
        })),
      )
      await logClassChange(tx, {
        schoolId,
        userId: actor.userId,
        childIds: input.childIDs,
        action: 'class_assigned',
        code: String(klass.id),
        remark: `Placed in class ${klass.label} from ${input.from}`,
      })
    })
  } catch (error) {
    if (isUniqueViolation(error, 'child_classes_one_open_per_level'))
      throw conflict(ClassMsg.childAlreadyInClass, { childIDs: ClassMsg.childAlreadyInClass })
    throw error
  }
  return loadClass(db, schoolId, input.classID)
}
