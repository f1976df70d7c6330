import { randomUUID } from 'node:crypto'
import {
  FILE_FORMATS,
  type FileFormat,
  formatOfExtension,
  UPLOAD_PURPOSES,
  type UploadPurpose,
} from '@preschool/domain'

/**
 * Keys are made here and nowhere else: `<school>/<purpose>/<uuid>.<ext>`. Anything not of this exact shape is
 * refused before it reaches a file system path or a bucket, so no key can climb out of its folder.
 */
const KEY = new RegExp(
  `^([1-9]\\d{0,9})/(${UPLOAD_PURPOSES.join('|')})/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.([a-z]{3,4})$`,
)

export interface ParsedKey {
  schoolId: number
  purpose: UploadPurpose
  format: FileFormat
}

export function newFileKey(schoolId: number, purpose: UploadPurpose, format: FileFormat): string {
  return `${schoolId}/${purpose}/${randomUUID()}.${FILE_FORMATS[format].extensions[0]}`
}

/** The parts of a well-formed key; null for anything else (traversal, foreign shapes, unknown extensions). */
export function parseFileKey(key: string): ParsedKey | null {
  const match = KEY.exec(key)
  if (!match) return null
  const format = formatOfExtension(match[3])
  // Only the canonical extension: 'jpeg' never appears in a key the server made.
  if (!format || FILE_FORMATS[format].extensions[0] !== match[3]) return null
  return { schoolId: Number(match[1]), purpose: match[2] as UploadPurpose, format }
}
