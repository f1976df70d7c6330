import { z } from 'zod'
import { Messages } from './errors'

/**
 * Upload rules, one definition for the browser (checked before asking for an upload target) and the server
 * (checked on the declared name and type, then on the real bytes once they arrived).
 */
export const UPLOAD_PURPOSES = [
  'holiday_photo',
  'school_logo',
  'school_banner',
  'registration_document',
  'child_profile',
  'class_photo',
  'event_photo',
  'broadcast_attachment',
  'finance_document',
  'pickup_photo',
  'public_page_image',
] as const
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number]

const MB = 1024 * 1024

/**
 * The formats accepted anywhere. The first extension is the one keys get. MIME types list what browsers send
 * for such a file (Windows reports .csv as application/vnd.ms-excel; old IE sent image/pjpeg).
 * `binary` formats are recognised from their bytes (magic numbers); text formats have none, so the server
 * checks instead that the bytes are text.
 */
export const FILE_FORMATS = {
  jpg: { extensions: ['jpg', 'jpeg'], mimeTypes: ['image/jpeg', 'image/pjpeg'], binary: true },
  png: { extensions: ['png'], mimeTypes: ['image/png'], binary: true },
  webp: { extensions: ['webp'], mimeTypes: ['image/webp'], binary: true },
  pdf: { extensions: ['pdf'], mimeTypes: ['application/pdf'], binary: true },
  csv: {
    extensions: ['csv'],
    mimeTypes: ['text/csv', 'application/vnd.ms-excel', 'text/plain'],
    binary: false,
  },
  txt: { extensions: ['txt'], mimeTypes: ['text/plain'], binary: false },
  /** Only made by the server (the GIRO bank file archives); no purpose accepts it as an upload. */
  zip: { extensions: ['zip'], mimeTypes: ['application/zip'], binary: true },
} as const satisfies Record<
  string,
  { extensions: readonly string[]; mimeTypes: readonly string[]; binary: boolean }
>
export type FileFormat = keyof typeof FILE_FORMATS

export interface UploadRule {
  formats: readonly FileFormat[]
  maxBytes: number
}

const images: readonly FileFormat[] = ['jpg', 'png', 'webp']

/**
 * Per purpose. Registration documents and child profile uploads are the spec's (pdf or jpg, 1.5 MB; 5 MB).
 * The spec gives no rule for the rest: pictures are jpg/png/webp up to 5 MB like the child profile; broadcast
 * attachments also allow pdf (circulars); finance documents are the GIRO and subsidy files banks and agencies
 * exchange (pdf, csv or fixed-width text) up to 10 MB.
 */
export const UPLOAD_RULES: Record<UploadPurpose, UploadRule> = {
  holiday_photo: { formats: images, maxBytes: 5 * MB },
  school_logo: { formats: images, maxBytes: 5 * MB },
  school_banner: { formats: images, maxBytes: 5 * MB },
  registration_document: { formats: ['pdf', 'jpg'], maxBytes: 1.5 * MB },
  child_profile: { formats: ['jpg', 'png'], maxBytes: 5 * MB },
  class_photo: { formats: images, maxBytes: 5 * MB },
  event_photo: { formats: images, maxBytes: 5 * MB },
  broadcast_attachment: { formats: [...images, 'pdf'], maxBytes: 5 * MB },
  finance_document: { formats: ['pdf', 'csv', 'txt'], maxBytes: 10 * MB },
  // A face to recognise at the door: the browser shrinks a phone photo to fit before sending it.
  pickup_photo: { formats: images, maxBytes: 2 * MB },
  /** A picture of the school's public pages (/intro), shown to anyone. */
  public_page_image: { formats: images, maxBytes: 5 * MB },
}

/** The spec's cap on all documents of one registration together. */
export const REGISTRATION_DOCUMENTS_MAX_TOTAL_BYTES = 50 * MB

/** The largest file any purpose accepts: the upload endpoint's hard body limit. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((r) => r.maxBytes))

/** '1.5 MB', '5 MB', '512 KB': how limits are written in messages. */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`
  return `${Math.max(1, Math.round(bytes / 1024))} KB`
}

export const FileMsg = {
  invalidFiletype: Messages.invalidFiletype,
  uploadFailed: Messages.uploadFailed,
  tooLarge: (maxBytes: number) => `The file is larger than ${formatBytes(maxBytes)}`,
  totalTooLarge: `The documents together are larger than ${formatBytes(REGISTRATION_DOCUMENTS_MAX_TOTAL_BYTES)}`,
} as const

export const isUploadPurpose = (value: unknown): value is UploadPurpose =>
  typeof value === 'string' && (UPLOAD_PURPOSES as readonly string[]).includes(value)

/** The lower-cased extension of a file name, without the dot; '' when there is none. */
export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.')
  return dot > 0 ? filename.slice(dot + 1).toLowerCase() : ''
}

/** A MIME type without parameters, lower-cased: 'Text/CSV; charset=utf-8' -> 'text/csv'. */
export const mimeEssence = (contentType: string) => contentType.split(';')[0].trim().toLowerCase()

/**
 * The format a declared file has for a purpose: its extension must name an allowed format and its content
 * type must be one that format is sent as. Undefined when the file is not allowed.
 */
export function formatFor(
  purpose: UploadPurpose,
  filename: string,
  contentType: string,
): FileFormat | undefined {
  const extension = extensionOf(filename)
  const mime = mimeEssence(contentType)
  return UPLOAD_RULES[purpose].formats.find((format) => {
    const f = FILE_FORMATS[format]
    return (
      (f.extensions as readonly string[]).includes(extension) &&
      (f.mimeTypes as readonly string[]).includes(mime)
    )
  })
}

/** The format a file name's extension names, whatever the purpose (keys end with the canonical extension). */
export function formatOfExtension(extension: string): FileFormat | undefined {
  const ext = extension.toLowerCase()
  return (Object.keys(FILE_FORMATS) as FileFormat[]).find((format) =>
    (FILE_FORMATS[format].extensions as readonly string[]).includes(ext),
  )
}

/** The content type to send and serve a format as. */
export const canonicalMimeType = (format: FileFormat) => FILE_FORMATS[format].mimeTypes[0]

/**
 * The content type a browser file should be declared with: its own when the browser knows it, else the
 * format's (browsers leave `type` empty for extensions the system does not know, often .csv).
 */
export function contentTypeOf(purpose: UploadPurpose, file: { name: string; type: string }): string {
  if (file.type) return file.type
  const format = formatOfExtension(extensionOf(file.name))
  return format && UPLOAD_RULES[purpose].formats.includes(format) ? canonicalMimeType(format) : ''
}

/** The first problem with a chosen file for a purpose, or null: 'Invalid filetype', then the size message. */
export function checkUploadFile(
  purpose: UploadPurpose,
  file: { name: string; type: string; size: number },
): string | null {
  if (!formatFor(purpose, file.name, contentTypeOf(purpose, file))) return FileMsg.invalidFiletype
  if (file.size <= 0) return FileMsg.invalidFiletype
  if (file.size > UPLOAD_RULES[purpose].maxBytes) return FileMsg.tooLarge(UPLOAD_RULES[purpose].maxBytes)
  return null
}

/** The registration's total cap, given the sizes of the documents already uploaded and the new one. */
export function checkRegistrationTotal(existingBytes: readonly number[], newBytes: number): string | null {
  const total = existingBytes.reduce((sum, b) => sum + b, 0) + newBytes
  return total > REGISTRATION_DOCUMENTS_MAX_TOTAL_BYTES ? FileMsg.totalTooLarge : null
}

/** The `accept` attribute of a file input for a purpose: extensions and MIME types. */
export function acceptFor(purpose: UploadPurpose): string {
  return UPLOAD_RULES[purpose].formats
    .flatMap((format) => [
      ...FILE_FORMATS[format].extensions.map((e) => `.${e}`),
      ...FILE_FORMATS[format].mimeTypes.filter(
        (m) => m !== 'application/vnd.ms-excel' && m !== 'image/pjpeg',
      ),
    ])
    .filter((value, index, all) => all.indexOf(value) === index)
    .join(',')
}

/** What the server receives when asked for an upload target; every refusal says 'Invalid filetype'. */
export const uploadRequestSchema = z
  .object({
    purpose: z.enum(UPLOAD_PURPOSES, { error: FileMsg.invalidFiletype }),
    filename: z
      .string({ error: FileMsg.invalidFiletype })
      .trim()
      .min(1, FileMsg.invalidFiletype)
      .max(255, FileMsg.invalidFiletype),
    contentType: z.string({ error: FileMsg.invalidFiletype }).max(255, FileMsg.invalidFiletype),
  })
  .refine((r) => formatFor(r.purpose, r.filename, r.contentType) !== undefined, {
    message: FileMsg.invalidFiletype,
    path: ['filename'],
  })
export type UploadRequest = z.infer<typeof uploadRequestSchema>
