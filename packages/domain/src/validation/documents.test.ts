import { describe, expect, it } from 'vitest'
import {
  DocumentMsg,
  documentRemarkSchema,
  documentTypeConfigInputSchema,
  isSettled,
  requiredDocumentStatus,
  uploadedDocumentsSchema,
} from './documents'

describe('document rules', () => {
  it('requires a remark to reject or mark not required (spec 002 s.5)', () => {
    expect(documentRemarkSchema.safeParse('   ').error?.issues[0].message).toBe(DocumentMsg.remarkRequired)
    expect(documentRemarkSchema.safeParse(undefined).error?.issues[0].message).toBe(
      DocumentMsg.remarkRequired,
    )
    expect(documentRemarkSchema.parse('  Blurred  ')).toBe('Blurred')
    expect(documentRemarkSchema.safeParse('x'.repeat(501)).error?.issues[0].message).toBe(
      DocumentMsg.remarkMax,
    )
  })

  it('says what a type of documents says together', () => {
    expect(requiredDocumentStatus([])).toBe('not_uploaded')
    expect(requiredDocumentStatus(['verified', 'pending_verification'])).toBe('pending_verification')
    expect(requiredDocumentStatus(['rejected'])).toBe('rejected')
    expect(requiredDocumentStatus(['verified', 'verified'])).toBe('verified')
    expect(requiredDocumentStatus(['not_required'])).toBe('not_required')
    expect(isSettled('verified') && isSettled('not_required')).toBe(true)
    expect(isSettled('pending_verification') || isSettled('rejected') || isSettled('not_uploaded')).toBe(
      false,
    )
  })

  it('checks a document type as HQ configures it', () => {
    const type = {
      label: 'Passport',
      category: 'registration',
      isRequired: true,
      listAccess: 3,
      uploadAccess: 1,
      sortOrder: 1,
      active: true,
    }
    expect(documentTypeConfigInputSchema.safeParse(type).success).toBe(true)
    expect(documentTypeConfigInputSchema.safeParse({ ...type, label: ' ' }).error?.issues[0].message).toBe(
      DocumentMsg.labelRequired,
    )
    expect(
      documentTypeConfigInputSchema.safeParse({ ...type, uploadAccess: 0 }).error?.issues[0].message,
    ).toBe(DocumentMsg.access)
    expect(
      documentTypeConfigInputSchema.safeParse({ ...type, category: 'other' }).error?.issues[0].message,
    ).toBe(DocumentMsg.category)
  })

  it('takes one to twenty files at a time', () => {
    expect(uploadedDocumentsSchema.safeParse([]).error?.issues[0].message).toBe(DocumentMsg.noFiles)
    const many = Array.from({ length: 21 }, () => ({ documentTypeID: 1, key: 'k' }))
    expect(uploadedDocumentsSchema.safeParse(many).error?.issues[0].message).toBe(DocumentMsg.tooManyFiles)
  })
})
