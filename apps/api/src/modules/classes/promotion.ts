import {
  addDays,
  ClassMsg,
  classCapacity,
  type PromotionItem,
  promotionSchema,
  proposePromotion,
  singaporeToday,
} from '@preschool/domain'
import type { Db, DbOrTx } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import type { SignedInGrant } from '../../platform/authz/authorize'
import { badInput, conflict, parseInput } from '../../platform/errors/domain-error'
import { defineJob } from '../../platform/jobs/define'
import { sql } from 'drizzle-orm'
import { logClassChange } from './child-activity'
import { insertPlacements } from './child-queries'
import { childReach } from './children-service'
import {
  closeSeat,
  endPlacements,
  insertSeat,
  selectActiveLevels,
  selectClassesOfCentres,
  selectLevelsPromotingOn,
  selectOfferedLevelKeys,
  selectOpenSeats,
} from './promotion-queries'

/**
 * Whose children, and who acts (null: the promotion-day job), which the activity log records. `offeredOnly`: each
 * new level must be one the child's centre offers (staff's run; the job follows the preview, which proposes only
 * offered levels).
 */
type Scope = {
  schoolId: number
  reach: ReturnType<typeof childReach>
  userId?: number | null
  offeredOnly?: boolean
}

async function propose(
  db: DbOrTx,
  scope: Scope,
  opts: { centreId?: number | null; levelIds?: number[] },
  today: string,
) {
  const seats = await selectOpenSeats(db, scope.schoolId, scope.reach, opts)
  const centreIds = [...new Set(seats.map((s) => s.centreId))]
  const [levels, classRows, offered] = await Promise.all([
    selectActiveLevels(db, scope.schoolId),
    selectClassesOfCentres(db, scope.schoolId, centreIds),
    selectOfferedLevelKeys(db, scope.schoolId, centreIds),
  ])
  const proposals = proposePromotion({
    children: seats.map((s) => ({
      childID: s.childId,
      dateOfBirth: s.dateOfBirth,
      centreID: s.centreId,
      levelID: s.levelId,
    })),
    levels,
    classes: classRows.map((c) => ({ ...c, capacity: classCapacity(c.teacherRatio, c.teacherCount) })),
    today,
    offers: (centreID, levelID) => offered.has(`${centreID}:${levelID}`),
  })
  return { proposals, seats, levels, classRows }
}

/** The year-end preview: every child of age, its next level and class; nothing changes. */
export async function promotionPreview(
  db: DbOrTx,
  grant: SignedInGrant,
  centreId: number | null | undefined,
) {
  const scope = { schoolId: grant.viewer.schoolId, reach: childReach(grant) }
  const { proposals, seats, levels, classRows } = await propose(db, scope, { centreId }, singaporeToday())
  const seatOf = new Map(seats.map((s) => [s.childId, s]))
  const levelOf = new Map(levels.map((l) => [l.ID, { ID: l.ID, label: l.label }]))
  const classOf = new Map(classRows.map((c) => [c.ID, c]))
  return proposals.map((p) => {
    const s = seatOf.get(p.childID)!
    const klass = p.classID ? classOf.get(p.classID)! : null
    return {
      child: {
        ID: s.childId,
        firstname: s.firstname,
        lastname: s.lastname,
        dateOfBirth: s.dateOfBirth,
        from: s.from,
        to: null,
        upcoming: false,
      },
      centre: { ID: s.centreId, label: classRows.find((c) => c.centreID === s.centreId)?.centreLabel ?? '' },
      fromLevel: levelOf.get(p.fromLevelID)!,
      toLevel: p.toLevelID ? (levelOf.get(p.toLevelID) ?? null) : null,
      class: klass ? { ID: klass.ID, label: klass.label } : null,
      from: p.from,
      moveReason: p.moveReason,
      warning: p.warning,
    }
  })
}

/**
 * Moves children to their new level and class, all in one transaction: each open seat ends the day before the
 * move (with its reason and next level), the new seat opens, placements of the old level end and the new class
 * takes the child. Any item that does not hold refuses the whole run.
 */
async function applyMoves(tx: DbOrTx, scope: Scope, items: readonly PromotionItem[]) {
  const seats = await selectOpenSeats(tx, scope.schoolId, scope.reach, {
    childIds: items.map((i) => i.childID),
    lock: true,
  })
  const seatOf = new Map(seats.map((s) => [s.childId, s]))
  const levelLabels = new Map((await selectActiveLevels(tx, scope.schoolId)).map((l) => [l.ID, l.label]))
  const centreIds = [...new Set(seats.map((s) => s.centreId))]
  const classRows = await selectClassesOfCentres(tx, scope.schoolId, centreIds)
  const offered = await selectOfferedLevelKeys(tx, scope.schoolId, centreIds)
  for (const item of items) {
    const current = seatOf.get(item.childID)
    if (!current) throw badInput(ClassMsg.noOpenSeat, { childID: ClassMsg.noOpenSeat })
    if (item.from <= current.from) throw badInput(ClassMsg.movePast, { from: ClassMsg.movePast })
    if (item.levelID !== null && !levelLabels.has(item.levelID))
      throw badInput(ClassMsg.classOfLevel, { levelID: ClassMsg.classOfLevel })
    if (scope.offeredOnly && item.levelID !== null && !offered.has(`${current.centreId}:${item.levelID}`))
      throw badInput(ClassMsg.levelNotOffered, { levelID: ClassMsg.levelNotOffered })
    const klass = item.classID ? classRows.find((c) => c.ID === item.classID) : null
    if (item.classID && (!klass || klass.levelID !== item.levelID || klass.centreID !== current.centreId))
      throw badInput(ClassMsg.classOfLevel, { classID: ClassMsg.classOfLevel })
    const dayBefore = addDays(item.from, -1)
    await closeSeat(tx, current.seatId, {
      to: dayBefore,
      moveReason: item.moveReason,
      fkNextLevel: item.levelID,
    })
    await endPlacements(tx, item.childID, item.from, dayBefore)
    await logMove(tx, scope, item, levelLabels.get(current.levelId) ?? '', klass?.label ?? null, levelLabels)
    if (item.levelID === null) continue
    await insertSeat(tx, {
      fkSchool: scope.schoolId,
      fkChild: item.childID,
      fkCentre: current.centreId,
      fkLevel: item.levelID,
      from: item.from,
    })
    if (klass)
      await insertPlacements(tx, [
        {
          fkSchool: scope.schoolId,
          fkChild: item.childID,
          fkClass: klass.ID,
          fkLevel: klass.levelID,
          from: item.from,
        },
      ])
  }
  return items.length
}

/** One entry in the child's activity log for its move: the level it leaves and where it goes, with the reason. */
function logMove(
  tx: DbOrTx,
  scope: Scope,
  item: PromotionItem,
  fromLabel: string,
  classLabel: string | null,
  levelLabels: Map<number, string>,
) {
  const to = item.levelID === null ? null : (levelLabels.get(item.levelID) ?? '')
  const where = to === null ? 'graduated' : `moved to ${to}${classLabel ? `, class ${classLabel}` : ''}`
  return logClassChange(tx, {
    schoolId: scope.schoolId,
    userId: scope.userId ?? null,
    childIds: [item.childID],
    action: to === null ? 'graduated' : 'level_changed',
    code: item.moveReason,
    remark: `${fromLabel} ${where} from ${item.from} (${item.moveReason})${item.remark ? `: ${item.remark}` : ''}`,
  })
}

export async function promoteChildren(db: Db, grant: SignedInGrant, raw: unknown) {
  const { items } = parseInput(promotionSchema, raw)
  const scope = {
    schoolId: grant.viewer.schoolId,
    reach: childReach(grant),
    userId: grant.viewer.userId,
    offeredOnly: true,
  }
  try {
    return await db.transaction((tx) => applyMoves(tx, scope, items))
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ClassMsg.childAlreadyInClass)
    throw error
  }
}

/** On a level's promotion date its children move to the next level and a class of it, as the preview proposes. */
export async function runDuePromotions(db: Db, today: string) {
  const due = await selectLevelsPromotingOn(db, today)
  const schools = new Map<number, number[]>()
  for (const d of due) schools.set(d.schoolId, [...(schools.get(d.schoolId) ?? []), d.levelId])
  let moved = 0
  for (const [schoolId, levelIds] of schools) {
    const scope = { schoolId, reach: sql`true` }
    moved += await db.transaction(async (tx) => {
      const { proposals } = await propose(tx, scope, { levelIds }, today)
      const items = proposals
        .filter((p) => p.from === today)
        .map((p) => ({
          childID: p.childID,
          levelID: p.toLevelID,
          classID: p.classID,
          from: p.from,
          moveReason: p.moveReason,
          remark: null,
        }))
      return items.length ? applyMoves(tx, scope, items) : 0
    })
  }
  return moved
}

export const promotionDay = defineJob({
  name: 'promotion-day',
  retry: { limit: 3, delaySeconds: 600, backoff: true },
  // Just after midnight in Singapore (16:05 UTC the day before).
  cron: '5 16 * * *',
  policy: 'stately',
  async handle(_data, { db }) {
    await runDuePromotions(db, singaporeToday())
  },
})
