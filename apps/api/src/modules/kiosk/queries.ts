import { and, asc, eq, getTableColumns, gt, inArray, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  authorisedPickups,
  centres,
  childClasses,
  childRelations,
  children,
  classes,
  kioskPasses,
  kioskSessions,
  users,
} from '../../db/schema'
import { placedOn } from '../attendance'

export type PickupRow = typeof authorisedPickups.$inferSelect
export type KioskSessionRow = typeof kioskSessions.$inferSelect & { centreLabel: string }
export type PassRow = typeof kioskPasses.$inferSelect

/** A child's active authorised pickup persons, by name. */
export const selectPickups = (db: DbOrTx, schoolId: number, childIds: number[]) =>
  db
    .select()
    .from(authorisedPickups)
    .where(
      and(
        eq(authorisedPickups.fkSchool, schoolId),
        inArray(authorisedPickups.fkChild, childIds),
        eq(authorisedPickups.active, true),
      ),
    )
    .orderBy(asc(authorisedPickups.name), asc(authorisedPickups.id))

export const insertPickup = async (db: DbOrTx, row: typeof authorisedPickups.$inferInsert) =>
  (await db.insert(authorisedPickups).values(row).returning())[0]

/** One active person of the child, locked for a change; null when the child has no such person. */
export const selectPickupForUpdate = async (db: DbOrTx, schoolId: number, childId: number, id: number) =>
  (
    await db
      .select()
      .from(authorisedPickups)
      .where(
        and(
          eq(authorisedPickups.fkSchool, schoolId),
          eq(authorisedPickups.fkChild, childId),
          eq(authorisedPickups.id, id),
          eq(authorisedPickups.active, true),
        ),
      )
      .for('update')
  )[0] ?? null

/** Whether any person of the school (kept or taken off) still shows a photo: only then are its bytes kept. */
export const photoStillShown = async (db: DbOrTx, schoolId: number, key: string) =>
  (
    await db
      .select({ id: authorisedPickups.id })
      .from(authorisedPickups)
      .where(and(eq(authorisedPickups.fkSchool, schoolId), eq(authorisedPickups.photoKey, key)))
      .limit(1)
  ).length > 0

/** Changes one active person of the child; null when the child has no such person. */
export const updatePickup = async (
  db: DbOrTx,
  schoolId: number,
  childId: number,
  id: number,
  set: Pick<PickupRow, 'name' | 'relation' | 'mobile' | 'photoKey'>,
) =>
  (
    await db
      .update(authorisedPickups)
      .set({ ...set, updatedAt: new Date() })
      .where(
        and(
          eq(authorisedPickups.fkSchool, schoolId),
          eq(authorisedPickups.fkChild, childId),
          eq(authorisedPickups.id, id),
          eq(authorisedPickups.active, true),
        ),
      )
      .returning()
  )[0] ?? null

/** Takes a person off (their photo goes: the name stays for past pickups); the photo's key it had, if any. */
export const deactivatePickup = async (db: DbOrTx, schoolId: number, childId: number, id: number) => {
  const row = await selectPickupForUpdate(db, schoolId, childId, id)
  if (!row) return null
  await db
    .update(authorisedPickups)
    .set({ active: false, photoKey: null, updatedAt: new Date() })
    .where(eq(authorisedPickups.id, row.id))
  return { photoKey: row.photoKey }
}

/** Serialises a child's pickup changes, so two saves at once cannot pass the count together. */
export const lockChild = (db: DbOrTx, childId: number) =>
  db.select({ id: children.id }).from(children).where(eq(children.id, childId)).for('update')

export const insertKioskSession = async (db: DbOrTx, row: typeof kioskSessions.$inferInsert) =>
  (await db.insert(kioskSessions).values(row).returning())[0]

/** The open kiosk of a token's hash (not ended, not expired by the server's clock), with its centre's name. */
export const selectOpenKiosk = async (db: DbOrTx, tokenHash: string): Promise<KioskSessionRow | null> =>
  (
    await db
      .select({ ...getTableColumns(kioskSessions), centreLabel: centres.label })
      .from(kioskSessions)
      .innerJoin(centres, eq(centres.id, kioskSessions.fkCentre))
      .where(
        and(
          eq(kioskSessions.tokenHash, tokenHash),
          isNull(kioskSessions.endedAt),
          gt(kioskSessions.expiresAt, new Date()),
        ),
      )
  )[0] ?? null

export const endKiosk = (db: DbOrTx, id: number) =>
  db.update(kioskSessions).set({ endedAt: new Date() }).where(eq(kioskSessions.id, id))

export const insertPass = async (db: DbOrTx, row: typeof kioskPasses.$inferInsert) =>
  (await db.insert(kioskPasses).values(row).returning())[0]

export const selectPass = async (db: DbOrTx, schoolId: number, id: number): Promise<PassRow | null> =>
  (
    await db
      .select()
      .from(kioskPasses)
      .where(and(eq(kioskPasses.fkSchool, schoolId), eq(kioskPasses.id, id)))
  )[0] ?? null

/** The unspent, unexpired passes of a PIN's hash in the school (more than one: a clash, refused). */
export const selectLivePassesByPin = (db: DbOrTx, schoolId: number, pinHash: string) =>
  db
    .select()
    .from(kioskPasses)
    .where(
      and(
        eq(kioskPasses.fkSchool, schoolId),
        eq(kioskPasses.pinHash, pinHash),
        isNull(kioskPasses.usedAt),
        gt(kioskPasses.expiresAt, new Date()),
      ),
    )
    .limit(2)

/** Spends a pass once: false when it was spent already (a replay, two kiosks at once). */
export const spendPass = async (db: DbOrTx, id: number) =>
  (
    await db
      .update(kioskPasses)
      .set({ usedAt: new Date() })
      .where(and(eq(kioskPasses.id, id), isNull(kioskPasses.usedAt)))
      .returning({ id: kioskPasses.id })
  ).length > 0

/** A parent's earlier unspent passes, spent when a new one is shown: one live code per parent. */
export const spendPassesOf = (db: DbOrTx, userId: number) =>
  db
    .update(kioskPasses)
    .set({ usedAt: new Date() })
    .where(and(eq(kioskPasses.fkUser, userId), isNull(kioskPasses.usedAt)))

/**
 * A parent's children placed at the centre on the day, with their class: who the kiosk may check in or out for a
 * pass. Children of the parent only; another family's child is never listed.
 */
export const selectFamilyAtCentre = (
  db: DbOrTx,
  schoolId: number,
  userId: number,
  centreId: number,
  date: string,
) =>
  db
    .select({
      childId: children.id,
      firstname: children.firstname,
      lastname: children.lastname,
      classId: classes.id,
      classLabel: classes.label,
    })
    .from(childRelations)
    .innerJoin(children, eq(children.id, childRelations.fkChild))
    .innerJoin(childClasses, and(eq(childClasses.fkChild, children.id), placedOn(date)))
    .innerJoin(classes, and(eq(classes.id, childClasses.fkClass), eq(classes.fkCentre, centreId)))
    .where(
      and(
        eq(childRelations.fkSchool, schoolId),
        eq(childRelations.fkUser, userId),
        eq(childRelations.guardianAccess, true),
      ),
    )
    .orderBy(asc(children.firstname), asc(children.id))

/** The parents (with guardian access) of children, with their names and mobiles: who may always collect them. */
export const selectParentContacts = (db: DbOrTx, childIds: number[]) =>
  db
    .select({
      childId: childRelations.fkChild,
      userId: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      mobile: users.mobilePhone,
    })
    .from(childRelations)
    .innerJoin(users, eq(users.id, childRelations.fkUser))
    .where(and(inArray(childRelations.fkChild, childIds), eq(childRelations.guardianAccess, true)))
