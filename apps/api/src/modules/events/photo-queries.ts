import type { EventPhotoStatus } from '@preschool/domain'
import { and, asc, eq, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { childPhotoConsents, children, eventPhotos, eventPhotoTags, eventRsvps } from '../../db/schema'
import { parentOfChild, qualified } from '../../platform/authz/parent-of'

export type PhotoRow = typeof eventPhotos.$inferSelect
export interface TagRow {
  photoId: number
  childId: number
  childName: string
  consent: boolean
}

const consentOf = sql<boolean>`coalesce(${childPhotoConsents.consent}, false)`

/** Whether a child's family lets the child appear on photos other families see: no row, no consent. */
const withoutConsent = (childColumn: SQL) => sql`not exists (select 1 from ${childPhotoConsents} as consent
  where consent.fk_child = ${childColumn} and consent.consent)`

/** The album as staff see it: every photo still in it, oldest first. */
export function selectAlbum(db: DbOrTx, eventId: number): Promise<PhotoRow[]> {
  return db
    .select()
    .from(eventPhotos)
    .where(and(eq(eventPhotos.fkEvent, eventId), eq(eventPhotos.active, true)))
    .orderBy(asc(eventPhotos.id))
}

/**
 * The album as a parent sees it (decision 0059): published photos, leaving out any that shows a child without photo
 * consent, unless that child is the parent's own.
 */
export function selectFamilyAlbum(db: DbOrTx, eventId: number, userId: number): Promise<PhotoRow[]> {
  return db
    .select()
    .from(eventPhotos)
    .where(
      and(
        eq(eventPhotos.fkEvent, eventId),
        eq(eventPhotos.active, true),
        eq(eventPhotos.status, 'published'),
        sql`not exists (select 1 from ${eventPhotoTags}
          where ${qualified(eventPhotoTags.fkPhoto)} = ${qualified(eventPhotos.id)}
            and ${withoutConsent(qualified(eventPhotoTags.fkChild))}
            and not ${parentOfChild(eventPhotoTags.fkChild, userId)})`,
      ),
    )
    .orderBy(asc(eventPhotos.id))
}

/** The children tagged on photos, with their names and their families' consent. */
export async function selectTags(db: DbOrTx, photoIds: readonly number[]): Promise<TagRow[]> {
  if (photoIds.length === 0) return []
  return db
    .select({
      photoId: eventPhotoTags.fkPhoto,
      childId: eventPhotoTags.fkChild,
      childName: sql<string>`${children.firstname} || ' ' || ${children.lastname}`,
      consent: consentOf,
    })
    .from(eventPhotoTags)
    .innerJoin(children, eq(children.id, eventPhotoTags.fkChild))
    .leftJoin(childPhotoConsents, eq(childPhotoConsents.fkChild, eventPhotoTags.fkChild))
    .where(inArray(eventPhotoTags.fkPhoto, [...photoIds]))
    .orderBy(asc(children.firstname), asc(children.lastname))
}

/** Of the children, those attending the event (the only ones a photo may tag), with their names and consent. */
export function selectTaggable(db: DbOrTx, eventId: number, childIds: readonly number[]) {
  return db
    .select({
      childId: eventRsvps.fkChild,
      childName: sql<string>`${children.firstname} || ' ' || ${children.lastname}`,
      consent: consentOf,
    })
    .from(eventRsvps)
    .innerJoin(children, eq(children.id, eventRsvps.fkChild))
    .leftJoin(childPhotoConsents, eq(childPhotoConsents.fkChild, eventRsvps.fkChild))
    .where(
      and(
        eq(eventRsvps.fkEvent, eventId),
        eq(eventRsvps.status, 'attending'),
        inArray(eventRsvps.fkChild, [...childIds]),
      ),
    )
}

/** Adds a photo and its tags once: a key sent again (a replay) adds nothing. */
export async function insertPhoto(
  tx: DbOrTx,
  values: typeof eventPhotos.$inferInsert,
  childIds: readonly number[],
): Promise<void> {
  const [row] = await tx
    .insert(eventPhotos)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: eventPhotos.id })
  if (!row || childIds.length === 0) return
  await tx
    .insert(eventPhotoTags)
    .values(childIds.map((fkChild) => ({ fkSchool: values.fkSchool, fkPhoto: row.id, fkChild })))
}

/**
 * Photos (of any album, active or not) holding one of the batch's keys other than exactly as the batch sends them:
 * a replay of the same photo is no conflict, a key reused as another photo's file or thumbnail is.
 */
export async function selectKeysInUse(
  db: DbOrTx,
  photos: readonly { fileKey: string; thumbnailKey: string | null }[],
) {
  const keys = photoKeys(photos)
  const rows = await db
    .select({ fileKey: eventPhotos.fileKey, thumbnailKey: eventPhotos.thumbnailKey })
    .from(eventPhotos)
    .where(or(inArray(eventPhotos.fileKey, keys), inArray(eventPhotos.thumbnailKey, keys)))
  const sent = new Set(photos.map((p) => `${p.fileKey} ${p.thumbnailKey ?? ''}`))
  return rows.filter((r) => !sent.has(`${r.fileKey} ${r.thumbnailKey ?? ''}`))
}

/** Every file key of a batch of photos: originals and thumbnails. */
export const photoKeys = (photos: readonly { fileKey: string; thumbnailKey: string | null }[]) =>
  photos.flatMap((p) => (p.thumbnailKey ? [p.fileKey, p.thumbnailKey] : [p.fileKey]))

/** The event's photos among the ids (active or not): to refuse ids of another album. */
export function selectPhotosOf(db: DbOrTx, eventId: number, photoIds: readonly number[]) {
  return db
    .select()
    .from(eventPhotos)
    .where(and(eq(eventPhotos.fkEvent, eventId), inArray(eventPhotos.id, [...photoIds])))
}

/** Sets the status of the photos not already in it; answers the photos that changed. */
export function setPhotosStatus(
  tx: DbOrTx,
  eventId: number,
  photoIds: readonly number[],
  status: EventPhotoStatus,
  userId: number,
) {
  return tx
    .update(eventPhotos)
    .set({ status, fkStatusBy: userId, statusAt: new Date() })
    .where(
      and(
        eq(eventPhotos.fkEvent, eventId),
        eq(eventPhotos.active, true),
        inArray(eventPhotos.id, [...photoIds]),
        sql`${eventPhotos.status} <> ${status}`,
      ),
    )
    .returning({ id: eventPhotos.id })
}

/** Takes photos out of the album; answers the keys of those removed now (their bytes go after the commit). */
export function deactivatePhotos(tx: DbOrTx, eventId: number, photoIds: readonly number[], userId: number) {
  return tx
    .update(eventPhotos)
    .set({ active: false, removedAt: new Date(), fkRemovedBy: userId })
    .where(
      and(
        eq(eventPhotos.fkEvent, eventId),
        eq(eventPhotos.active, true),
        inArray(eventPhotos.id, [...photoIds]),
      ),
    )
    .returning({ fileKey: eventPhotos.fileKey, thumbnailKey: eventPhotos.thumbnailKey })
}

/**
 * Replaces a photo's tags with `childIds`; answers the children newly tagged (the caller checks them, in the same
 * transaction, against the attending list and photo consent).
 */
export async function replaceTags(
  tx: DbOrTx,
  schoolId: number,
  photoId: number,
  childIds: readonly number[],
): Promise<number[]> {
  await tx
    .delete(eventPhotoTags)
    .where(
      and(
        eq(eventPhotoTags.fkPhoto, photoId),
        childIds.length > 0 ? notInArray(eventPhotoTags.fkChild, [...childIds]) : undefined,
      ),
    )
  if (childIds.length === 0) return []
  const added = await tx
    .insert(eventPhotoTags)
    .values(childIds.map((fkChild) => ({ fkSchool: schoolId, fkPhoto: photoId, fkChild })))
    .onConflictDoNothing()
    .returning({ childId: eventPhotoTags.fkChild })
  return added.map((r) => r.childId)
}

/** A child's photo consent (false when never given). */
export async function selectConsent(db: DbOrTx, childId: number): Promise<boolean> {
  const [row] = await db
    .select({ consent: childPhotoConsents.consent })
    .from(childPhotoConsents)
    .where(eq(childPhotoConsents.fkChild, childId))
  return row?.consent ?? false
}

export async function upsertConsent(
  tx: DbOrTx,
  values: { fkSchool: number; fkChild: number; consent: boolean; fkUser: number },
) {
  await tx
    .insert(childPhotoConsents)
    .values(values)
    .onConflictDoUpdate({
      target: childPhotoConsents.fkChild,
      set: { consent: values.consent, fkUser: values.fkUser, updatedAt: new Date() },
    })
}
