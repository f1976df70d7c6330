import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { centres } from './centres'
import { children } from './children'
import { createdAt, id, updatedAt } from './columns'
import { enquiries } from './enquiries'
import { users } from './identity'
import { storedFiles } from './storage'
import { schools } from './tenancy'
import { withdrawals } from './withdrawals'

/**
 * The document types of a school (birth certificate, NRIC of parents, immunisation record...), configured by HQ:
 * which are required, who lists them and who uploads them (bits: 1 parent, 2 staff; packages/domain DocumentAccess).
 */
export const documentTypes = pgTable(
  'document_types',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    label: text('label').notNull(),
    description: text('description'),
    category: text('category').notNull().default('registration'),
    isRequired: boolean('is_required').notNull().default(false),
    listAccess: integer('list_access').notNull().default(3),
    uploadAccess: integer('upload_access').notNull().default(3),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('document_types_school_label').on(t.fkSchool, sql`lower(${t.label})`),
    index('document_types_school_order').on(t.fkSchool, t.sortOrder, t.id),
    check('document_types_category', sql`${t.category} in ('registration', 'child')`),
    check('document_types_list_access', sql`${t.listAccess} between 1 and 3`),
    check('document_types_upload_access', sql`${t.uploadAccess} between 1 and 3`),
  ],
)

/**
 * One uploaded document of a child, for an enquiry's registration (fk_enquiry) or the child's profile. A
 * `not_required` row is staff's mark on a required type and holds no file. `fk_centre` is the enquiry's, copied
 * so the review queue reads one partial index by centre.
 */
export const documents = pgTable(
  'documents',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkCentre: integer('fk_centre').references(() => centres.id),
    fkEnquiry: integer('fk_enquiry').references(() => enquiries.id, { onDelete: 'cascade' }),
    fkChild: integer('fk_child')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    fkDocumentType: integer('fk_document_type')
      .notNull()
      .references(() => documentTypes.id),
    fileKey: text('file_key').references(() => storedFiles.key),
    filename: text('filename'),
    sizeBytes: integer('size_bytes'),
    status: text('status').notNull().default('pending_verification'),
    remark: text('remark'),
    fkUploadedBy: integer('fk_uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    fkReviewedBy: integer('fk_reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'documents_status',
      sql`${t.status} in ('pending_verification', 'verified', 'rejected', 'not_required')`,
    ),
    check('documents_file', sql`${t.fileKey} is not null or ${t.status} = 'not_required'`),
    uniqueIndex('documents_file_key').on(t.fileKey),
    index('documents_enquiry_type').on(t.fkEnquiry, t.fkDocumentType),
    index('documents_child').on(t.fkChild),
    // The review queue, oldest first: HQ's over the school, a centre's staff over their centres.
    index('documents_pending_school')
      .on(t.fkSchool, t.createdAt, t.id)
      .where(sql`${t.status} = 'pending_verification'`),
    index('documents_pending_centre')
      .on(t.fkSchool, t.fkCentre, t.createdAt, t.id)
      .where(sql`${t.status} = 'pending_verification'`),
  ],
)

/**
 * A form to e-sign: form 1, the registration form of an enquiry, or a withdrawal's form (form 3, the ECDA notice of
 * withdrawal, or form 2, the school's own; decision 0060). Each belongs to exactly one of them. `content` is the
 * document as the signers saw it, frozen when the form was created, and `content_sha256` its hash, which every
 * signature records.
 */
export const consentForms = pgTable(
  'consent_forms',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkEnquiry: integer('fk_enquiry').references(() => enquiries.id, { onDelete: 'cascade' }),
    fkWithdrawal: integer('fk_withdrawal').references(() => withdrawals.id, { onDelete: 'cascade' }),
    formType: text('form_type').notNull().default('form1'),
    status: text('status').notNull().default('Pending'),
    content: jsonb('content').notNull(),
    contentSha256: text('content_sha256').notNull(),
    signedFileKey: text('signed_file_key').references(() => storedFiles.key),
    fkCreatedBy: integer('fk_created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When a form that could no longer complete (its links expired) gave way to a new one; kept for the record. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    check('consent_forms_status', sql`${t.status} in ('Pending', 'Completed', 'Voided')`),
    check('consent_forms_voided', sql`(${t.status} = 'Voided') = (${t.voidedAt} is not null)`),
    // One live form of a type per enquiry; voided ones stay beside it.
    uniqueIndex('consent_forms_enquiry_type')
      .on(t.fkEnquiry, t.formType)
      .where(sql`${t.status} <> 'Voided'`),
    uniqueIndex('consent_forms_withdrawal')
      .on(t.fkWithdrawal)
      .where(sql`${t.status} <> 'Voided'`),
    check('consent_forms_owner', sql`(${t.fkEnquiry} is null) <> (${t.fkWithdrawal} is null)`),
    check(
      'consent_forms_type',
      sql`case when ${t.fkEnquiry} is null then ${t.formType} in ('form2', 'form3') else ${t.formType} = 'form1' end`,
    ),
    // The staff's lists of children waiting for a withdrawal form's signatures.
    index('consent_forms_withdrawal_pending')
      .on(t.fkSchool, t.formType)
      .where(sql`${t.fkWithdrawal} is not null and ${t.status} = 'Pending'`),
  ],
)

/**
 * A signer of a form, in order. Only the SHA-256 of their single-use link's token is kept (`token_hash`), and
 * only while the link is live; signing clears it.
 */
export const consentParticipants = pgTable(
  'consent_participants',
  {
    id: id(),
    fkSchool: integer('fk_school')
      .notNull()
      .references(() => schools.id),
    fkForm: integer('fk_form')
      .notNull()
      .references(() => consentForms.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    displayName: text('display_name').notNull(),
    email: text('email').notNull(),
    signOrder: integer('sign_order').notNull(),
    status: text('status').notNull().default('Waiting'),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signedIp: text('signed_ip'),
    signatureKind: text('signature_kind'),
    signaturePng: text('signature_png'),
    typedName: text('typed_name'),
    signedSha256: text('signed_sha256'),
  },
  (t) => [
    uniqueIndex('consent_participants_order').on(t.fkForm, t.signOrder),
    uniqueIndex('consent_participants_token').on(t.tokenHash),
    check('consent_participants_role', sql`${t.role} in ('applicant', 'spouse', 'staff')`),
    check(
      'consent_participants_status',
      sql`${t.status} in ('Waiting', 'Sent', 'PendingStaffSign', 'Signed')`,
    ),
    check('consent_participants_signed', sql`${t.status} <> 'Signed' or ${t.signedAt} is not null`),
  ],
)
