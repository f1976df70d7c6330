import { singaporeToday } from '@preschool/domain'
import type {
  Child,
  ChildClassPlacement,
  ChildLevel,
  ChildResolvers,
  Guardian,
} from '../../../generated/graphql'
import { groupBy, requestBatch } from '../../../platform/request-batch'
import { signedFileUrl, type StorageDeps } from '../../../platform/storage/files'
import {
  type ChildRow,
  type GuardianRow,
  type PlacementRow,
  type SeatRow,
  selectGuardiansOf,
  selectPlacementsOf,
  selectSeatsOf,
} from '../child-queries'
import { teachersOf } from './class-mapper'

type Computed =
  | 'childCurrentEstimatedPromotionDate'
  | 'currentLevel'
  | 'upcomingLevel'
  | 'closestLevel'
  | 'currentClass'
  | 'upcomingClass'
  | 'levels'
  | 'classes'
  | 'mainApplicant'
  | 'secondApplicant'
export type ChildSource = Omit<Child, Computed>
export type PlacementSource = Omit<ChildClassPlacement, 'teachers'>

export async function toChild(row: ChildRow, deps: StorageDeps): Promise<ChildSource> {
  return {
    ID: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    dateOfBirth: row.dateOfBirth,
    birthCertificate: row.birthCertificate,
    nationality: row.nationality,
    race: row.race,
    gender: row.gender,
    householdIncomeRange: row.householdIncomeRange,
    numFamilyMembers: row.numFamilyMembers,
    imageKey: row.imageKey,
    imageURL: row.imageKey ? await signedFileUrl(deps, row.imageKey) : null,
    active: row.active,
    enrolmentDate: row.enrolmentDate,
  }
}

const toLevel = (r: SeatRow): ChildLevel => ({
  ID: r.seat.id,
  centre: { ID: r.seat.fkCentre, label: r.centreLabel },
  level: { ID: r.seat.fkLevel, label: r.levelLabel },
  program: r.seat.fkProgram && r.programLabel ? { ID: r.seat.fkProgram, label: r.programLabel } : null,
  from: r.seat.from,
  to: r.seat.to,
  moveReason: r.seat.moveReason,
  nextLevel:
    r.seat.fkNextLevel && r.nextLevelLabel ? { ID: r.seat.fkNextLevel, label: r.nextLevelLabel } : null,
})

const toPlacement = (r: PlacementRow): PlacementSource => ({
  ID: r.placement.id,
  class: { ID: r.placement.fkClass, label: r.classLabel },
  level: { ID: r.placement.fkLevel, label: r.levelLabel },
  from: r.placement.from,
  to: r.placement.to,
})

export const toGuardian = (g: GuardianRow): Guardian => ({
  ID: g.userId,
  firstname: g.firstname,
  lastname: g.lastname,
  email: g.email,
  mobilePhone: g.mobilePhone,
  mobilePhoneCountryCode: g.mobilePhoneCountryCode,
  relation: g.relation,
  isMainApplicant: g.isMainApplicant,
  isParent: g.isParent,
  guardianAccess: g.guardianAccess,
})

// One statement per kind for a whole list of children, and none when no field of that kind is asked for.
const seatsOf = requestBatch(
  async (ctx, ids: number[]) => groupBy(await selectSeatsOf(ctx.db, ids), (r) => r.seat.fkChild),
  [],
)
const placementsOf = requestBatch(
  async (ctx, ids: number[]) => groupBy(await selectPlacementsOf(ctx.db, ids), (r) => r.placement.fkChild),
  [],
)
export const guardiansOf = requestBatch(
  async (ctx, ids: number[]) => groupBy(await selectGuardiansOf(ctx.db, ids), (r) => r.childId),
  [],
)

const isCurrent = (p: { from: string; to: string | null }, today: string) =>
  p.from <= today && (p.to === null || p.to >= today)
const current = <T extends { from: string; to: string | null }>(rows: T[]) =>
  rows.find((r) => isCurrent(r, singaporeToday())) ?? null
const upcoming = <T extends { from: string }>(rows: T[]) =>
  rows.find((r) => r.from > singaporeToday()) ?? null

export const ChildFields: Pick<ChildResolvers, Computed> = {
  levels: async (c, _a, ctx) => (await seatsOf(ctx, c.ID)).map(toLevel),
  currentLevel: async (c, _a, ctx) => {
    const row = current((await seatsOf(ctx, c.ID)).map((r) => ({ ...r, from: r.seat.from, to: r.seat.to })))
    return row && toLevel(row)
  },
  upcomingLevel: async (c, _a, ctx) => {
    const row = upcoming((await seatsOf(ctx, c.ID)).map((r) => ({ ...r, from: r.seat.from })))
    return row && toLevel(row)
  },
  closestLevel: async (c, _a, ctx) => {
    const rows = (await seatsOf(ctx, c.ID)).map((r) => ({ ...r, from: r.seat.from, to: r.seat.to }))
    const row = current(rows) ?? upcoming(rows) ?? rows.at(-1) ?? null
    return row && toLevel(row)
  },
  childCurrentEstimatedPromotionDate: async (c, _a, ctx) => {
    const row = current((await seatsOf(ctx, c.ID)).map((r) => ({ ...r, from: r.seat.from, to: r.seat.to })))
    return row?.promotionDate ?? null
  },
  classes: async (c, _a, ctx) => (await placementsOf(ctx, c.ID)).map(toPlacement),
  currentClass: async (c, _a, ctx) => {
    const rows = (await placementsOf(ctx, c.ID)).map(toPlacement)
    return current(rows)
  },
  upcomingClass: async (c, _a, ctx) => upcoming((await placementsOf(ctx, c.ID)).map(toPlacement)),
  mainApplicant: async (c, _a, ctx) => {
    const main = (await guardiansOf(ctx, c.ID)).find((g) => g.isMainApplicant)
    return main ? toGuardian(main) : null
  },
  secondApplicant: async (c, _a, ctx) => {
    const second = (await guardiansOf(ctx, c.ID)).find((g) => !g.isMainApplicant)
    return second ? toGuardian(second) : null
  },
}

export const ChildClassPlacementFields = {
  teachers: (p: PlacementSource, _a: unknown, ctx: Parameters<typeof teachersOf>[0]) =>
    teachersOf(ctx, p.class.ID),
}
