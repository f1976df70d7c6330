import { Access, singaporeToday } from '@preschool/domain'
import { capacityDraftItems, capacityDrafts, centreLevels, levels, programs } from '../../db/schema'
import {
  buildCentre,
  buildHQ,
  buildSchool,
  buildStaff,
  type TestSchool,
  type TestUser,
  unique,
} from './school'

type Centre = Awaited<ReturnType<typeof buildCentre>>

/** A level of the school (with one programme) that the centres offer. */
export async function buildOfferedLevel(
  school: TestSchool,
  centreIds: readonly number[],
  opts: { fromMonth?: number; toMonth?: number; promotionDate?: string | null } = {},
) {
  const [level] = await school.db
    .insert(levels)
    .values({
      fkSchool: school.id,
      label: `Nursery ${unique()}`,
      fromMonth: opts.fromMonth ?? 36,
      toMonth: opts.toMonth ?? 48,
      promotionDate: opts.promotionDate ?? null,
    })
    .returning()
  const [program] = await school.db
    .insert(programs)
    .values({ fkSchool: school.id, fkLevel: level.id, label: 'Full Day', from: '07:00', to: '19:00' })
    .returning()
  for (const fkCentre of centreIds)
    await school.db
      .insert(centreLevels)
      .values({ fkSchool: school.id, fkCentre, fkLevel: level.id, fkProgram: program.id })
  return level
}

/** A capacity change request written straight to the tables (pending unless told), by `requesterId`. */
export async function buildCapacityDraft(
  school: TestSchool,
  opts: { centreId: number; levelId: number; requesterId: number; capacity?: number; month?: string },
) {
  const month = opts.month ?? `${singaporeToday().slice(0, 7)}-01`
  const [draft] = await school.db
    .insert(capacityDrafts)
    .values({
      fkSchool: school.id,
      fkCentre: opts.centreId,
      year: Number(month.slice(0, 4)),
      fkRequester: opts.requesterId,
    })
    .returning()
  await school.db.insert(capacityDraftItems).values({
    fkSchool: school.id,
    fkDraft: draft.id,
    fkLevel: opts.levelId,
    date: month,
    capacity: opts.capacity ?? 10,
  })
  return draft
}

export const PLANNING_ALL = Access.read | Access.write | Access.approve

/** A school whose centre offers a level, and the people of a capacity change. */
export interface PlanningWorld {
  school: TestSchool
  centre: Centre
  otherCentre: Centre
  levelId: number
  /** HQ with read and write on enrollment_planning: the maker. */
  maker: TestUser
  /** HQ with approve (and write): an approver of every centre. */
  approver: TestUser
  /** Staff of `centre` with approve: an approver of that centre only. */
  centreApprover: TestUser
  /** Staff of `centre` with read only. */
  readOnly: TestUser
  /** Staff of `otherCentre` with every access. */
  otherCentreStaff: TestUser
}

export async function buildPlanningWorld(): Promise<PlanningWorld> {
  const school = await buildSchool()
  const centre = await buildCentre(school, { label: `New Centre ${unique()}` })
  const otherCentre = await buildCentre(school)
  const level = await buildOfferedLevel(school, [centre.id, otherCentre.id])
  return {
    school,
    centre,
    otherCentre,
    levelId: level.id,
    maker: await buildHQ(school, { enrollment_planning: Access.read | Access.write }),
    approver: await buildHQ(school, { enrollment_planning: PLANNING_ALL }),
    centreApprover: await buildStaff(school, { enrollment_planning: Access.read | Access.approve }, [
      centre.id,
    ]),
    readOnly: await buildStaff(school, { enrollment_planning: Access.read }, [centre.id]),
    otherCentreStaff: await buildStaff(school, { enrollment_planning: PLANNING_ALL }, [otherCentre.id]),
  }
}
