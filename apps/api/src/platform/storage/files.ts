import {
  canonicalMimeType,
  type FileFormat,
  FileMsg,
  formatFor,
  mimeEssence,
  UPLOAD_RULES,
  type UploadPurpose,
  uploadRequestSchema,
} from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { badInput, forbidden, notFound } from '../errors/domain-error'
import { DOWNLOAD_URL_TTL_S, type StorageAdapter, UPLOAD_URL_TTL_S } from './adapter'
import { bytesAreFormat, HEAD_BYTES } from './detect'
import { newFileKey, parseFileKey } from './keys'
import {
  deleteFileRow,
  findFileByKey,
  findFileByKeyForUpdate,
  insertPendingFile,
  markFileUploaded,
  type StoredFile,
} from './queries'

export type { StoredFile } from './queries'

/** What the file service needs; a resolver's context satisfies it (`createUploadTarget(ctx.db, ctx, ...)`). */
export interface StorageDeps {
  platform: { storage: StorageAdapter }
}

/** The spec's upload target: where to PUT the file, and the key to send back when saving the entity. */
export interface UploadTarget {
  Url: string
  Key: string
}

/**
 * Hands out a signed PUT URL for a file the user is about to upload, after checking its declared name and
 * type against the purpose's rules ('Invalid filetype'). The file is recorded as pending until claimed.
 */
export async function createUploadTarget(
  db: DbOrTx,
  deps: StorageDeps,
  input: {
    schoolId: number
    userId: number | null
    purpose: UploadPurpose
    filename: string
    contentType: string
  },
): Promise<UploadTarget> {
  // Browsers of old sent the full path ('C:\fakepath\scan.pdf'); only the name is kept.
  const filename = input.filename.split(/[\\/]/).pop() ?? ''
  const parsed = uploadRequestSchema.safeParse({
    purpose: input.purpose,
    filename,
    contentType: input.contentType,
  })
  if (!parsed.success) throw badInput(FileMsg.invalidFiletype, { filename: FileMsg.invalidFiletype })
  const request = parsed.data
  const format = formatFor(request.purpose, request.filename, request.contentType)
  if (!format) throw badInput(FileMsg.invalidFiletype, { filename: FileMsg.invalidFiletype })
  const key = newFileKey(input.schoolId, request.purpose, format)
  await insertPendingFile(db, {
    fkSchool: input.schoolId,
    key,
    purpose: request.purpose,
    filename: request.filename,
    contentType: mimeEssence(request.contentType),
    fkUploadedBy: input.userId,
  })
  // Signed for the type exactly as declared: the browser sends that same Content-Type header.
  const Url = await deps.platform.storage.signedPutUrl(key, request.contentType.trim(), UPLOAD_URL_TTL_S)
  return { Url, Key: key }
}

/**
 * Call inside the transaction that saves the entity referring to `key`. The file must be this school's and
 * uploaded for this purpose ('Something went wrong while uploading' otherwise). The first claim checks the
 * real bytes: their type must be the declared one and allowed for the purpose ('Invalid filetype'), their
 * size within the purpose's limit; a refused object is deleted. `field` names the input field for messages.
 */
export async function claimUploadedFile(
  tx: DbOrTx,
  deps: StorageDeps,
  input: { schoolId: number; key: string; purpose: UploadPurpose; field?: string },
): Promise<StoredFile> {
  const refuse = (message: string) => badInput(message, input.field ? { [input.field]: message } : undefined)
  const parsedKey = parseFileKey(input.key)
  const file = parsedKey ? await findFileByKeyForUpdate(tx, input.key) : undefined
  if (!parsedKey || !file || file.fkSchool !== input.schoolId || file.purpose !== input.purpose)
    throw refuse(FileMsg.uploadFailed)
  if (file.status === 'uploaded') return file

  const storage = deps.platform.storage
  const object = await storage.head(input.key, HEAD_BYTES)
  if (!object || object.size === 0) throw refuse(FileMsg.uploadFailed)
  const { maxBytes } = UPLOAD_RULES[input.purpose]
  const problem =
    object.size > maxBytes
      ? FileMsg.tooLarge(maxBytes)
      : (await bytesAreFormat(parsedKey.format, object.head))
        ? null
        : FileMsg.invalidFiletype
  if (problem) {
    // The row stays pending (this transaction rolls back) and is swept later; the bytes go now.
    await storage.delete(input.key)
    throw refuse(problem)
  }
  return markFileUploaded(tx, file.id, object.size)
}

/**
 * The bytes of a file claimed for the school (claimUploadedFile first: it checked type and size), for the module
 * that reads what a user uploaded (a bank's return file). Null when the object is gone.
 */
export async function readStoredFile(deps: StorageDeps, key: string): Promise<Buffer | null> {
  const object = await deps.platform.storage.stream(key)
  if (!object) return null
  const chunks: Buffer[] = []
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks)
}

/** A signed, expiring (10 min) URL to read a file; for keys the caller already knows the user may see. */
export function signedFileUrl(deps: StorageDeps, key: string): Promise<string> {
  return deps.platform.storage.signedGetUrl(key, DOWNLOAD_URL_TTL_S)
}

/**
 * Files only their own module's operation may link to, after checking the record (decision 0004): a key of a
 * registration document, signed form or finance document (a GIRO form holds an account number) never opens through `fileUrl`, even when it leaks.
 * Nor does an event album photo: a family sees it only through the album, which hides children without photo
 * consent (decision 0059). Nor does a pickup person's photo: a face and a name of someone outside the family's
 * accounts, shown only on the child's Pickups tab and at the kiosk.
 */
const RECORD_CHECKED_PURPOSES: readonly UploadPurpose[] = [
  'registration_document',
  'finance_document',
  'event_photo',
  'pickup_photo',
]

/** The read URL of an uploaded file of the school: not found when unknown or never uploaded. */
export async function fileUrlForSchool(
  db: DbOrTx,
  deps: StorageDeps,
  input: { schoolId: number; key: string },
): Promise<string> {
  const file = await findFileByKey(db, input.key)
  if (file?.status !== 'uploaded') throw notFound('File')
  if (file.fkSchool !== input.schoolId) throw forbidden()
  if ((RECORD_CHECKED_PURPOSES as readonly string[]).includes(file.purpose)) throw forbidden()
  return signedFileUrl(deps, file.key)
}

/**
 * Forgets a file of the school and deletes its bytes. Call after the transaction that dropped the last
 * reference has committed: a rollback cannot bring deleted bytes back.
 */
export async function deleteStoredFile(
  db: DbOrTx,
  deps: StorageDeps,
  input: { schoolId: number; key: string },
): Promise<boolean> {
  if (!parseFileKey(input.key)) return false
  const deleted = await deleteFileRow(db, input.schoolId, input.key)
  if (deleted) await deps.platform.storage.delete(input.key)
  return deleted
}

/**
 * Stores a file the server made (a signed consent PDF) as an uploaded file of the school, within the caller's
 * transaction. The bytes are written first: a rollback leaves an object no row names, never a row without bytes.
 */
export async function storeGeneratedFile(
  tx: DbOrTx,
  deps: StorageDeps,
  input: {
    schoolId: number
    userId: number | null
    purpose: UploadPurpose
    filename: string
    format: FileFormat
    bytes: Uint8Array
  },
): Promise<StoredFile> {
  const key = newFileKey(input.schoolId, input.purpose, input.format)
  const contentType = canonicalMimeType(input.format)
  await deps.platform.storage.put(key, Buffer.from(input.bytes), contentType)
  const row = await insertPendingFile(tx, {
    fkSchool: input.schoolId,
    key,
    purpose: input.purpose,
    filename: input.filename,
    contentType,
    fkUploadedBy: input.userId,
  })
  return markFileUploaded(tx, row.id, input.bytes.length)
}
