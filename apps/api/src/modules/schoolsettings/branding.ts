import {
  BrandingPurposeOf,
  type BrandingUploadPurpose,
  type ConfigImageKey,
  isFileKey,
  SchoolConfigMsg,
} from '@preschool/domain'
import type { Tx } from '../../db/client'
import { badInput } from '../../platform/errors/domain-error'

/** The storage operations branding needs, behind an interface so the service does not know the storage. */
export interface BrandingFiles {
  /** Accepts an uploaded file of the school with the purpose for use (throws a DomainError on `field` otherwise). */
  claim(tx: Tx, schoolId: number, key: string, purpose: BrandingUploadPurpose, field: string): Promise<void>
}

/** Where anyone (the login page is public) loads a school's uploaded logo or banner; see public-files-route.ts. */
export const PUBLIC_FILES_PATH = '/files/public/'

export const publicFileUrl = (key: string) =>
  `${PUBLIC_FILES_PATH}${key.split('/').map(encodeURIComponent).join('/')}`

/** The storage key behind a public file address, or null for any other value. */
export function keyOfPublicUrl(value: string): string | null {
  if (!value.startsWith(PUBLIC_FILES_PATH)) return null
  try {
    return decodeURIComponent(value.slice(PUBLIC_FILES_PATH.length)) || null
  } catch {
    return null
  }
}

const isImageKey = (key: string): key is ConfigImageKey => key in BrandingPurposeOf

/**
 * The value to store for a configuration key. Images arrive as a site path (kept as is) or as the key of a file
 * just uploaded, which is claimed for the school and stored as its stable public address. A public address
 * naming a file is checked like an upload, so no school can point at another school's files; an unchanged
 * value is kept without checking again.
 */
export async function storedImageValue(
  tx: Tx,
  files: BrandingFiles,
  schoolId: number,
  key: string,
  value: string,
  current: string | undefined,
): Promise<string> {
  if (!isImageKey(key) || value === '' || value === current) return value
  const purpose = BrandingPurposeOf[key]
  const fileKey = keyOfPublicUrl(value) ?? (value.startsWith('/') ? null : value)
  if (fileKey === null) return value
  if (!isFileKey(fileKey)) throw badInput(SchoolConfigMsg.image(key), { [key]: SchoolConfigMsg.image(key) })
  await files.claim(tx, schoolId, fileKey, purpose, key)
  return publicFileUrl(fileKey)
}
