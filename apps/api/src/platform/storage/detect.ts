import { FILE_FORMATS, type FileFormat, formatOfExtension } from '@preschool/domain'
import { fileTypeFromBuffer } from 'file-type'

/** Enough of the start of a file for every signature file-type checks on the formats accepted here. */
export const HEAD_BYTES = 4100

/**
 * Whether the bytes really are `format`, whatever name and type the browser declared: binary formats by
 * their magic numbers (file-type), text formats by being text (no recognised binary signature, no control
 * bytes other than tab, line breaks, form feed and escape). A renamed executable fails both.
 */
export async function bytesAreFormat(format: FileFormat, head: Buffer): Promise<boolean> {
  const detected = await fileTypeFromBuffer(head)
  if (FILE_FORMATS[format].binary) return detected !== undefined && formatOfExtension(detected.ext) === format
  return detected === undefined && looksLikeText(head)
}

function looksLikeText(bytes: Buffer): boolean {
  for (const byte of bytes) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d && byte !== 0x1b)
      return false
  }
  return true
}
