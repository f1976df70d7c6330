import { addMonths, singaporeToday } from '@preschool/domain'
import { and, eq, inArray } from 'drizzle-orm'
import type { Tx } from '../../client'
import {
  capacityDraftItems,
  capacityDraftLogs,
  capacityDrafts,
  centreCapacities,
  centreLevels,
  levels,
  users,
} from '../../schema'
import { lookup } from '../lookup'
import type { SeededCentre } from './centres'

/** Who asks and who decides in the demo: head office plans, the HQ planner approves, the principal asks too. */
const PEOPLE = ['hq@littlesteps.demo', 'planner@littlesteps.demo', 'principal@littlesteps.demo']

/**
 * Capacity change requests of the demo school: an approved one at Little Steps @ Tampines (more places from the
 * month after next, in force as a capacity record) and a pending one at Punggol waiting for an HQ approver.
 */
export async function insertCapacityRequests(
  tx: Tx,
  seededCentres: ReadonlyMap<string, SeededCentre>,
  today: Date,
): Promise<void> {
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, PEOPLE))
  const idOf = (email: string) => lookup(new Map(people.map((p) => [p.email, p.id])), email, 'user')
  const thisMonth = `${singaporeToday(today).slice(0, 7)}-01`
  const requests = [
    {
      centre: 'LS-TMP',
      by: 'hq@littlesteps.demo',
      decidedBy: 'planner@littlesteps.demo',
      months: 2,
      extra: 4,
    },
    { centre: 'LS-PGL', by: 'principal@littlesteps.demo', decidedBy: null, months: 1, extra: 2 },
  ]
  for (const request of requests) {
    const centre = lookup(seededCentres, request.centre, 'centre')
    const [level] = await tx
      .selectDistinct({ id: levels.id, label: levels.label })
      .from(centreLevels)
      .innerJoin(levels, eq(levels.id, centreLevels.fkLevel))
      .where(and(eq(centreLevels.fkCentre, centre.id), eq(levels.label, 'Nursery 1')))
    if (!level) continue
    const [current] = await tx
      .select({ capacity: centreCapacities.capacity })
      .from(centreCapacities)
      .where(and(eq(centreCapacities.fkCentre, centre.id), eq(centreCapacities.fkLevel, level.id)))
    const month = addMonths(thisMonth, request.months)
    const capacity = (current?.capacity ?? 0) + request.extra
    const approved = request.decidedBy !== null
    const [draft] = await tx
      .insert(capacityDrafts)
      .values({
        fkSchool: centre.fkSchool,
        fkCentre: centre.id,
        year: Number(month.slice(0, 4)),
        fkRequester: idOf(request.by),
        status: approved ? 'approved' : 'pending',
        fkApprover: request.decidedBy ? idOf(request.decidedBy) : null,
        decidedAt: approved ? today : null,
      })
      .returning()
    await tx
      .insert(capacityDraftItems)
      .values({ fkSchool: centre.fkSchool, fkDraft: draft.id, fkLevel: level.id, date: month, capacity })
    await tx.insert(capacityDraftLogs).values({
      fkSchool: centre.fkSchool,
      fkDraft: draft.id,
      status: 'pending',
      remark: 'Second Nursery 1 classroom opens',
      fkUser: idOf(request.by),
    })
    if (request.decidedBy) {
      await tx.insert(capacityDraftLogs).values({
        fkSchool: centre.fkSchool,
        fkDraft: draft.id,
        status: 'approved',
        remark: 'Fire safety certificate received',
        fkUser: idOf(request.decidedBy),
      })
      await tx.insert(centreCapacities).values({
        fkSchool: centre.fkSchool,
        fkCentre: centre.id,
        fkLevel: level.id,
        date: month,
        capacity,
        fkDraft: draft.id,
      })
    }
  }
}
