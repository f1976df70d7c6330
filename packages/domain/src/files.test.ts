import { describe, expect, it } from 'vitest'
import { Messages } from './errors'
import {
  acceptFor,
  checkRegistrationTotal,
  checkUploadFile,
  contentTypeOf,
  extensionOf,
  FileMsg,
  formatBytes,
  formatFor,
  formatOfExtension,
  isUploadPurpose,
  MAX_UPLOAD_BYTES,
  REGISTRATION_DOCUMENTS_MAX_TOTAL_BYTES,
  UPLOAD_PURPOSES,
  UPLOAD_RULES,
  uploadRequestSchema,
} from './files'

const MB = 1024 * 1024
const file = (name: string, type: string, size = 1000) => ({ name, type, size })

describe('upload rules', () => {
  it('uses the spec messages verbatim', () => {
    expect(FileMsg.invalidFiletype).toBe('Invalid filetype')
    expect(FileMsg.uploadFailed).toBe('Something went wrong while uploading')
    expect(FileMsg.invalidFiletype).toBe(Messages.invalidFiletype)
    expect(FileMsg.tooLarge(1.5 * MB)).toBe('The file is larger than 1.5 MB')
    expect(FileMsg.tooLarge(5 * MB)).toBe('The file is larger than 5 MB')
    expect(FileMsg.totalTooLarge).toBe('The documents together are larger than 50 MB')
  })

  it('has a rule for every purpose, registration documents as the spec says', () => {
    for (const purpose of UPLOAD_PURPOSES) expect(UPLOAD_RULES[purpose].formats.length).toBeGreaterThan(0)
    expect(UPLOAD_RULES.registration_document).toEqual({ formats: ['pdf', 'jpg'], maxBytes: 1.5 * MB })
    expect(UPLOAD_RULES.child_profile).toEqual({ formats: ['jpg', 'png'], maxBytes: 5 * MB })
    expect(REGISTRATION_DOCUMENTS_MAX_TOTAL_BYTES).toBe(50 * MB)
    expect(MAX_UPLOAD_BYTES).toBe(10 * MB)
  })

  it('accepts registration documents that are pdf or jpg of at most 1.5 MB', () => {
    expect(checkUploadFile('registration_document', file('birth-cert.pdf', 'application/pdf'))).toBeNull()
    expect(checkUploadFile('registration_document', file('NRIC.JPEG', 'image/jpeg', 1.5 * MB))).toBeNull()
    expect(checkUploadFile('registration_document', file('scan.png', 'image/png'))).toBe('Invalid filetype')
    expect(checkUploadFile('registration_document', file('a.pdf', 'application/pdf', 1.5 * MB + 1))).toBe(
      'The file is larger than 1.5 MB',
    )
  })

  it('refuses a name and a type that disagree, an unknown type and an empty file', () => {
    expect(checkUploadFile('holiday_photo', file('photo.jpg', 'application/x-msdownload'))).toBe(
      FileMsg.invalidFiletype,
    )
    expect(checkUploadFile('holiday_photo', file('setup.exe', 'image/jpeg'))).toBe(FileMsg.invalidFiletype)
    expect(checkUploadFile('holiday_photo', file('photo', 'image/jpeg'))).toBe(FileMsg.invalidFiletype)
    expect(checkUploadFile('holiday_photo', file('photo.jpg', 'image/jpeg', 0))).toBe(FileMsg.invalidFiletype)
  })

  it('takes photos as jpg, png or webp up to 5 MB and the child profile as jpg or png', () => {
    for (const purpose of [
      'holiday_photo',
      'school_logo',
      'school_banner',
      'class_photo',
      'event_photo',
    ] as const) {
      expect(checkUploadFile(purpose, file('a.webp', 'image/webp'))).toBeNull()
      expect(checkUploadFile(purpose, file('a.png', 'image/png', 5 * MB + 1))).toBe(
        'The file is larger than 5 MB',
      )
    }
    expect(checkUploadFile('child_profile', file('a.webp', 'image/webp'))).toBe(FileMsg.invalidFiletype)
    expect(checkUploadFile('child_profile', file('a.png', 'image/png', 5 * MB))).toBeNull()
  })

  it('takes finance files as pdf, csv or text, whatever type Windows gives a csv', () => {
    expect(checkUploadFile('finance_document', file('giro.csv', 'application/vnd.ms-excel'))).toBeNull()
    expect(checkUploadFile('finance_document', file('giro.csv', 'text/csv; charset=utf-8'))).toBeNull()
    expect(checkUploadFile('finance_document', file('giro.txt', 'text/plain'))).toBeNull()
    expect(checkUploadFile('finance_document', file('giro.csv', ''))).toBeNull()
    expect(checkUploadFile('finance_document', file('giro.xlsx', ''))).toBe(FileMsg.invalidFiletype)
  })

  it('derives formats, content types and accept lists', () => {
    expect(extensionOf('Photo.Final.JPG')).toBe('jpg')
    expect(extensionOf('.bashrc')).toBe('')
    expect(formatOfExtension('jpeg')).toBe('jpg')
    expect(formatFor('registration_document', 'x.pdf', 'application/pdf')).toBe('pdf')
    expect(formatFor('registration_document', 'x.pdf', 'image/jpeg')).toBeUndefined()
    expect(contentTypeOf('finance_document', { name: 'a.csv', type: '' })).toBe('text/csv')
    expect(contentTypeOf('holiday_photo', { name: 'a.png', type: 'image/png' })).toBe('image/png')
    expect(acceptFor('registration_document')).toBe('.pdf,application/pdf,.jpg,.jpeg,image/jpeg')
    expect(formatBytes(1.5 * MB)).toBe('1.5 MB')
    expect(formatBytes(512 * 1024)).toBe('512 KB')
    expect(isUploadPurpose('holiday_photo')).toBe(true)
    expect(isUploadPurpose('avatar')).toBe(false)
  })

  it('caps the registration total at 50 MB', () => {
    expect(checkRegistrationTotal([30 * MB, 19 * MB], MB)).toBeNull()
    expect(checkRegistrationTotal([30 * MB, 19 * MB], MB + 1)).toBe(FileMsg.totalTooLarge)
  })

  it('validates an upload request with Invalid filetype for every refusal', () => {
    const ok = { purpose: 'holiday_photo', filename: ' beach.png ', contentType: 'image/png' }
    expect(uploadRequestSchema.parse(ok).filename).toBe('beach.png')
    for (const bad of [
      { ...ok, purpose: 'avatar' },
      { ...ok, filename: '' },
      { ...ok, filename: 'beach.gif', contentType: 'image/gif' },
      { ...ok, contentType: 'text/html' },
    ]) {
      expect(uploadRequestSchema.safeParse(bad).error?.issues[0].message).toBe('Invalid filetype')
    }
  })
})
