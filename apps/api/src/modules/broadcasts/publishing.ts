import {
  BROADCAST_REMINDER_HOURS_DEFAULT,
  BroadcastMsg,
  broadcastInputSchema,
  htmlToText,
  SchoolConfigKey,
} from '@preschool/domain'
import type { Db, DbOrTx } from '../../db/client'
import { afterCommit } from '../../platform/audit/request-scope'
import type { Actor } from '../../platform/authz/actor'
import { badInput, conflict, parseInput } from '../../platform/errors/domain-error'
import { claimUploadedFile, type StorageDeps } from '../../platform/storage/files'
import { selectSchoolConfig } from '../tenancy'
import { broadcastDelivery, broadcastReminder } from './delivery'
import {
  type BroadcastRow,
  insertBroadcast,
  replaceAttachments,
  replaceScopes,
  selectAttachments,
  selectBroadcast,
  selectScopes,
  selectSenderRole,
  updateBroadcast,
} from './queries'
import { insertRecipients, updateReadState } from './recipient-queries'
import { sanitizeDescription } from './rich-text'

const scopeKey = (s: { type: string; ID: number }) => `${s.type}:${s.ID}`
const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x))

/** Hours before a "needs acknowledgement" broadcast reminds its non-readers: the school's setting, else 48. */
export async function reminderDelayHours(db: DbOrTx, schoolId: number): Promise<number> {
  const value = Number(
    (await selectSchoolConfig(db, schoolId, SchoolConfigKey.broadcastReminderHours))?.value,
  )
  return Number.isInteger(value) && value > 0 ? value : BROADCAST_REMINDER_HOURS_DEFAULT
}

/** A broadcast's input parsed and checked before anything is written: its words, unique scopes and files. */
function checkInput(raw: unknown) {
  const input = parseInput(broadcastInputSchema, raw)
  const description = sanitizeDescription(input.description)
  if (!htmlToText(description))
    throw badInput(BroadcastMsg.descriptionRequired, { description: BroadcastMsg.descriptionRequired })
  const scopes = [...new Map(input.scopes.map((s) => [scopeKey(s), s])).values()]
  const files = [...new Map(input.attachments.map((a) => [a.fileKey, a])).values()]
  return { input, description, scopes, files }
}

/** Writes a checked broadcast in the caller's transaction; publishing writes its recipients. */
async function writeBroadcast(
  tx: DbOrTx,
  deps: StorageDeps,
  actor: Actor,
  { input, description, scopes, files }: ReturnType<typeof checkInput>,
  publish: boolean,
): Promise<{ saved: BroadcastRow; published: boolean }> {
  const schoolId = actor.schoolId
  const existing = input.ID ? await selectBroadcast(tx, schoolId, input.ID) : undefined
  if (existing?.status === 'deleted') throw conflict(BroadcastMsg.notEditable)
  const wasPublished = existing?.status === 'published'
  if (wasPublished) {
    const before = (await selectScopes(tx, [existing.id])).map(scopeKey)
    if (!sameSet(before, scopes.map(scopeKey)))
      throw conflict(BroadcastMsg.scopeLocked, { scopes: BroadcastMsg.scopeLocked })
  }
  const attachments = []
  for (const [i, file] of files.entries()) {
    const stored = await claimUploadedFile(tx, deps, {
      schoolId,
      key: file.fileKey,
      purpose: 'broadcast_attachment',
      field: 'attachments',
    })
    attachments.push({
      fkSchool: schoolId,
      fileKey: stored.key,
      fileSize: stored.sizeBytes ?? 0,
      name: file.name,
      isPhoto: stored.contentType.startsWith('image/'),
      sortOrder: i,
    })
  }
  const publishNow = publish && !wasPublished
  const words = { subject: input.subject, description, needsAcknowledgement: input.needsAcknowledgement }
  let row: BroadcastRow
  if (!existing) {
    row = await insertBroadcast(tx, {
      fkSchool: schoolId,
      fkUser: actor.userId,
      fkRole: await selectSenderRole(tx, actor.userId),
      ...words,
    })
  } else {
    const changed =
      wasPublished &&
      (existing.subject !== words.subject ||
        existing.description !== words.description ||
        !sameSet(
          (await selectAttachments(tx, [existing.id])).map((a) => a.fileKey),
          attachments.map((a) => a.fileKey),
        ))
    row = await updateBroadcast(tx, existing.id, {
      ...words,
      // Acknowledgement is asked at publishing; a later edit cannot start or stop reminders.
      needsAcknowledgement: wasPublished ? existing.needsAcknowledgement : words.needsAcknowledgement,
      editedAt: changed ? new Date() : existing.editedAt,
    })
  }
  if (!wasPublished) await replaceScopes(tx, schoolId, row.id, scopes)
  await replaceAttachments(tx, row.id, attachments)
  if (publishNow) {
    const count = await insertRecipients(tx, schoolId, row.id)
    if (count === 0) throw badInput(BroadcastMsg.noRecipients, { scopes: BroadcastMsg.noRecipients })
    row = await updateBroadcast(tx, row.id, {
      status: 'published',
      publishedAt: new Date(),
      recipientCount: count,
    })
  }
  return { saved: row, published: publishNow }
}

/**
 * A draft made for the caller by another module's action (a symptom cluster's notice), in that action's
 * transaction: the same rules as a draft saved on the broadcast screen, where it is edited and published.
 */
export async function saveDraftBroadcast(
  tx: DbOrTx,
  deps: StorageDeps,
  actor: Actor,
  raw: unknown,
): Promise<BroadcastRow> {
  return (await writeBroadcast(tx, deps, actor, checkInput(raw), false)).saved
}

/**
 * Saves a broadcast and, with `publish`, publishes it: the guard has checked every scope is in the caller's reach
 * (a school scope: the caller's school, and head office's).
 * A published broadcast keeps its recipients; a change of its words or files marks it edited (never silently).
 * Publishing writes the recipients in one statement; the bell, emails and reminder go as jobs after the commit.
 */
export async function saveBroadcast(
  db: Db,
  deps: StorageDeps,
  actor: Actor,
  raw: unknown,
  publish: boolean,
): Promise<BroadcastRow> {
  const checked = checkInput(raw)
  const { saved, published } = await db.transaction((tx) => writeBroadcast(tx, deps, actor, checked, publish))
  const schoolId = actor.schoolId
  if (published) {
    const delay = saved.needsAcknowledgement ? await reminderDelayHours(db, schoolId) : null
    afterCommit(async (jobs) => {
      await jobs.send(broadcastDelivery, { schoolId, recordId: saved.id })
      if (delay !== null)
        await jobs.send(
          broadcastReminder,
          { schoolId, recordId: saved.id },
          { startAfter: new Date(Date.now() + delay * 3_600_000) },
        )
    })
  }
  return saved
}

/** A draft is deleted; a published broadcast is withdrawn: parents no longer see it, staff see it as deleted. */
export async function deleteBroadcast(db: Db, schoolId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await selectBroadcast(tx, schoolId, id)
    if (!existing || existing.status === 'deleted') return
    await updateBroadcast(tx, id, { status: 'deleted' })
  })
}

export const MARK_READ_MAX = 200

/** Marks the parent's own copies read or unread; the guard checked each broadcast is one they received. */
export async function markRead(db: Db, actor: Actor, ids: number[], isRead: boolean): Promise<void> {
  if (ids.length > MARK_READ_MAX) throw badInput(`At most ${MARK_READ_MAX} broadcasts at once`)
  if (ids.length === 0) return
  await updateReadState(db, actor.userId, [...new Set(ids)], isRead)
}
