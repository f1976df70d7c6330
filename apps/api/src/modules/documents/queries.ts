import { DOCUMENT_ACCESS_BOTH, DocumentAccess } from '@preschool/domain'
import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { centres, children, documents, documentTypes, enquiries, levels, users } from '../../db/schema'

export type DocumentTypeRow = typeof documentTypes.$inferSelect
export type DocumentRow = typeof documents.$inferSelect
export type NewDocumentRow = typeof documents.$inferInsert

/** The school's document types in their order; `listBit` keeps those listed to the parent (1) or staff (2). */
export function selectDocumentTypes(
  db: DbOrTx,
  schoolId: number,
  opts: { activeOnly?: boolean; listBit?: number; category?: string; id?: number | null } = {},
): Promise<DocumentTypeRow[]> {
  return db
    .select()
    .from(documentTypes)
    .where(
      and(
        eq(documentTypes.fkSchool, schoolId),
        opts.activeOnly ? eq(documentTypes.active, true) : undefined,
        opts.listBit ? sql`(${documentTypes.listAccess} & ${opts.listBit}) <> 0` : undefined,
        opts.category ? eq(documentTypes.category, opts.category) : undefined,
        opts.id ? eq(documentTypes.id, opts.id) : undefined,
      ),
    )
    .orderBy(asc(documentTypes.sortOrder), asc(documentTypes.id))
}

export async function selectDocumentType(
  db: DbOrTx,
  schoolId: number,
  id: number,
): Promise<DocumentTypeRow | undefined> {
  const [row] = await db
    .select()
    .from(documentTypes)
    .where(and(eq(documentTypes.fkSchool, schoolId), eq(documentTypes.id, id)))
  return row
}

export async function upsertDocumentType(
  db: DbOrTx,
  schoolId: number,
  id: number | null | undefined,
  values: Omit<typeof documentTypes.$inferInsert, 'fkSchool' | 'id'>,
): Promise<DocumentTypeRow | undefined> {
  if (id) {
    const [row] = await db
      .update(documentTypes)
      .set(values)
      .where(and(eq(documentTypes.fkSchool, schoolId), eq(documentTypes.id, id)))
      .returning()
    return row
  }
  const [row] = await db
    .insert(documentTypes)
    .values({ ...values, fkSchool: schoolId })
    .returning()
  return row
}

/** The registration types a parent lists for an enquiry: active, registration category, parent bit. */
export const selectRegistrationTypes = (db: DbOrTx, schoolId: number) =>
  selectDocumentTypes(db, schoolId, {
    activeOnly: true,
    category: 'registration',
    listBit: DocumentAccess.parent,
  })

/** An enquiry's documents; with `listBit`, only those of types listed to that side (the family: 1). */
export function selectEnquiryDocuments(
  db: DbOrTx,
  enquiryId: number,
  typeIds?: readonly number[],
  listBit?: number,
): Promise<DocumentRow[]> {
  const listed = listBit
    ? db
        .select({ id: documentTypes.id })
        .from(documentTypes)
        .where(sql`(${documentTypes.listAccess} & ${listBit}) <> 0`)
    : null
  return db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.fkEnquiry, enquiryId),
        // One array parameter: one statement text whatever the list's length.
        typeIds ? sql`${documents.fkDocumentType} = any(${sql.param([...typeIds])}::int[])` : undefined,
        listed ? inArray(documents.fkDocumentType, listed) : undefined,
      ),
    )
    .orderBy(asc(documents.fkDocumentType), asc(documents.createdAt), asc(documents.id))
}

export async function selectDocument(
  db: DbOrTx,
  schoolId: number,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<DocumentRow | undefined> {
  const query = db
    .select()
    .from(documents)
    .where(and(eq(documents.fkSchool, schoolId), eq(documents.id, id)))
  const [row] = await (opts.lock ? query.for('update') : query)
  return row
}

/** The bytes the enquiry's documents hold together, for the registration's 50 MB cap. */
export async function sumEnquiryBytes(db: DbOrTx, enquiryId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${documents.sizeBytes}), 0)::int` })
    .from(documents)
    .where(eq(documents.fkEnquiry, enquiryId))
  return row.total
}

export async function insertDocument(db: DbOrTx, values: NewDocumentRow): Promise<DocumentRow> {
  const [row] = await db.insert(documents).values(values).returning()
  return row
}

export async function updateDocument(
  db: DbOrTx,
  id: number,
  values: Partial<NewDocumentRow>,
): Promise<DocumentRow> {
  const [row] = await db.update(documents).set(values).where(eq(documents.id, id)).returning()
  return row
}

/** Deletes rows and answers their file keys (their bytes go once the transaction committed). */
export async function deleteDocuments(db: DbOrTx, where: SQL): Promise<string[]> {
  const rows = await db.delete(documents).where(where).returning({ key: documents.fileKey })
  return rows.flatMap((row) => (row.key ? [row.key] : []))
}

/** A type's rejected files of an enquiry: a replacement takes their place. */
export const rejectedOfType = (enquiryId: number, typeId: number) =>
  and(
    eq(documents.fkEnquiry, enquiryId),
    eq(documents.fkDocumentType, typeId),
    eq(documents.status, 'rejected'),
  )!

/** A type's rows of an enquiry other than a not-required mark (the mark replaces them). */
export const filesOfType = (enquiryId: number, typeId: number) =>
  and(
    eq(documents.fkEnquiry, enquiryId),
    eq(documents.fkDocumentType, typeId),
    ne(documents.status, 'not_required'),
  )!

/** A type's not-required mark of an enquiry: a new mark replaces it. */
export const marksOfType = (enquiryId: number, typeId: number) =>
  and(
    eq(documents.fkEnquiry, enquiryId),
    eq(documents.fkDocumentType, typeId),
    eq(documents.status, 'not_required'),
  )!

/** The names shown on a required-document row: the child, and the main applicant (the enquiring parent). */
export async function selectEnquiryPeople(db: DbOrTx, enquiryId: number) {
  const [row] = await db
    .select({
      childId: children.id,
      childName: sql<string>`${children.firstname} || ' ' || ${children.lastname}`,
      childDateOfBirth: children.dateOfBirth,
      birthCertificate: children.birthCertificate,
      levelLabel: levels.label,
      enrollmentPlan: enquiries.enrollmentPlan,
      fkEnquiryState: enquiries.fkEnquiryState,
      parentId: users.id,
      parentName: sql<string>`${users.firstname} || ' ' || ${users.lastname}`,
      parentEmail: users.email,
      centreLabel: centres.label,
    })
    .from(enquiries)
    .innerJoin(children, eq(children.id, enquiries.fkChild))
    .innerJoin(users, eq(users.id, enquiries.fkUser))
    .innerJoin(centres, eq(centres.id, enquiries.fkCentre))
    .innerJoin(levels, eq(levels.id, enquiries.fkLevel))
    .where(eq(enquiries.id, enquiryId))
  return row
}

/** The review queue: documents pending verification in the caller's reach, oldest first, one page. */
export function selectPendingDocuments(
  db: DbOrTx,
  schoolId: number,
  reach: SQL,
  page: { limit: number; offset: number },
  centreId?: number | null,
) {
  return db
    .select({
      id: documents.id,
      fkEnquiry: documents.fkEnquiry,
      fkChild: documents.fkChild,
      fkCentre: documents.fkCentre,
      filename: documents.filename,
      createdAt: documents.createdAt,
      documentType: documentTypes.label,
      childName: sql<string>`${children.firstname} || ' ' || ${children.lastname}`,
      centreLabel: centres.label,
    })
    .from(documents)
    .innerJoin(documentTypes, eq(documentTypes.id, documents.fkDocumentType))
    .innerJoin(children, eq(children.id, documents.fkChild))
    .innerJoin(centres, eq(centres.id, documents.fkCentre))
    .where(pendingWhere(schoolId, reach, centreId))
    .orderBy(asc(documents.createdAt), asc(documents.id))
    .limit(page.limit)
    .offset(page.offset)
}

const pendingWhere = (schoolId: number, reach: SQL, centreId?: number | null) =>
  and(
    eq(documents.fkSchool, schoolId),
    sql`${documents.status} = 'pending_verification'`,
    centreId ? eq(documents.fkCentre, centreId) : undefined,
    reach,
  )

export async function countPendingDocuments(
  db: DbOrTx,
  schoolId: number,
  reach: SQL,
  centreId?: number | null,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(documents)
    .where(pendingWhere(schoolId, reach, centreId))
  return row.total
}

/**
 * The school's child document type of a signed form (such as 'Withdrawal form (Form 3)'), made on first use: staff
 * keep it, the family sees it; one per label (document_types_school_label), so concurrent signings share it.
 */
export async function signedFormType(db: DbOrTx, schoolId: number, label: string): Promise<number> {
  const find = () =>
    db
      .select({ id: documentTypes.id })
      .from(documentTypes)
      .where(and(eq(documentTypes.fkSchool, schoolId), sql`lower(${documentTypes.label}) = lower(${label})`))
  const [existing] = await find()
  if (existing) return existing.id
  await db
    .insert(documentTypes)
    .values({
      fkSchool: schoolId,
      label,
      category: 'child',
      listAccess: DOCUMENT_ACCESS_BOTH,
      uploadAccess: DocumentAccess.staff,
    })
    .onConflictDoNothing()
  const [made] = await find()
  return made.id
}
