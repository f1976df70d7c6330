import { Access, type EnquiryStateCode, enquiryStateById } from '@preschool/domain'
import { desc, eq } from 'drizzle-orm'
import { enquiries, levels, notifications, outbox } from '../../db/schema'
import {
  buildCentre,
  buildDocumentTypes,
  buildFamily,
  buildHQ,
  buildSchool,
  buildStaff,
  type Family,
  setEnquiryState,
  type TestSchool,
  type TestUser,
  unique,
} from '../../test/builders'
import { graphql } from '../../test/generated'
import { gql, testServer } from '../../test/server'

export const ALL = Access.read | Access.write | Access.approve

export const UPLOAD_URL = graphql(`
  mutation DocumentsUploadUrl($IDEnquiry: Int!, $filename: String!, $contentType: String!) {
    getEnquiryDocumentUploadUrl(IDEnquiry: $IDEnquiry, filename: $filename, contentType: $contentType) {
      Url
      Key
    }
  }
`)

export const SAVE = graphql(`
  mutation DocumentsSave($IDEnquiry: Int!, $uploadedDocuments: [UploadedDocumentInput!]!) {
    saveDocumentsByIDEnquiry(IDEnquiry: $IDEnquiry, uploadedDocuments: $uploadedDocuments) {
      ID
      status
      statusText
      filename
    }
  }
`)

export const REQUIRED = graphql(`
  query DocumentsRequired($IDEnquiry: Int!) {
    listRequiredDocuments(IDEnquiry: $IDEnquiry) {
      DocumentTypeID
      ParentID
      ChildID
      Fullname
      DocumentType
      Status
      Remarks
      UploadAccess
      isRequired
      documents {
        ID
        status
        filename
      }
    }
  }
`)

export const COMPLETE = graphql(`
  mutation DocumentsComplete($IDEnquiry: Int!) {
    setDocumentUploadAsCompleted(IDEnquiry: $IDEnquiry)
  }
`)

export const APPROVE = graphql(`
  mutation DocumentsApprove($IDDocument: Int!) {
    approveEnquiryDocument(IDDocument: $IDDocument) {
      ID
      status
      statusText
    }
  }
`)

export const REJECT = graphql(`
  mutation DocumentsReject($IDDocument: Int!, $remark: String!) {
    rejectEnquiryDocument(IDDocument: $IDDocument, remark: $remark) {
      ID
      status
      statusText
      remark
    }
  }
`)

export const NOT_REQUIRED = graphql(`
  mutation DocumentsNotRequired($IDEnquiry: Int!, $documentTypeID: Int!, $remark: String!) {
    markEnquiryDocumentAsNotRequired(
      IDEnquiry: $IDEnquiry
      documentTypeID: $documentTypeID
      remark: $remark
    ) {
      ID
      status
    }
  }
`)

export const REMOVE = graphql(`
  mutation DocumentsRemove($IDDocument: Int!, $IDEnquiry: Int!) {
    removeDocumentByIDEnquiry(IDDocument: $IDDocument, IDEnquiry: $IDEnquiry)
  }
`)

export const DOCUMENT_URL = graphql(`
  query DocumentsUrl($IDDocument: Int!, $IDChild: Int) {
    getDocumentURL(IDDocument: $IDDocument, IDChild: $IDChild)
  }
`)

export const SUMMARY = graphql(`
  query DocumentsSummary($IDEnquiry: Int!) {
    getEnquiryDocumentSummary(IDEnquiry: $IDEnquiry) {
      stateCode
      childName
      parentEmail
      canUpload
      canSubmit
      canConsent
    }
  }
`)

/** A school with document types, a centre with an approving staff member, and a family at the document step. */
export interface DocumentWorld {
  school: TestSchool
  centreId: number
  otherCentreId: number
  levelId: number
  types: Awaited<ReturnType<typeof buildDocumentTypes>>
  family: Family
  /** enquiry_management read, write and approve at the family's centre. */
  staff: TestUser
  hq: TestUser
}

export async function buildDocumentWorld(
  state: EnquiryStateCode = 'pending_document_submission',
): Promise<DocumentWorld> {
  const school = await buildSchool()
  const centre = await buildCentre(school)
  const other = await buildCentre(school)
  const [level] = await school.db
    .insert(levels)
    .values({ fkSchool: school.id, label: `Nursery ${unique()}`, fromMonth: 36, toMonth: 48 })
    .returning()
  const types = await buildDocumentTypes(school)
  const family = await buildFamily(school, {
    centreId: centre.id,
    levelId: level.id,
    enrollmentPlan: '2030-01-01',
    child: { dateOfBirth: '2026-01-05', firstname: 'Ava', lastname: 'Ong' },
  })
  await setEnquiryState(school, family.enquiryId, state)
  return {
    school,
    centreId: centre.id,
    otherCentreId: other.id,
    levelId: level.id,
    types,
    family,
    staff: await buildStaff(school, { enquiry_management: ALL }, [centre.id]),
    hq: await buildHQ(school, { enquiry_management: ALL, school_config: ALL }),
  }
}

const pathOf = (url: string) => {
  const u = new URL(url)
  return u.pathname + u.search
}

/** Asks for a target and PUTs the bytes; answers the key and the PUT's status. */
export async function putFile(
  token: string,
  enquiryId: number,
  file: { name: string; type: string; bytes: Buffer },
) {
  const { app } = await testServer()
  const target = await gql(
    UPLOAD_URL,
    { IDEnquiry: enquiryId, filename: file.name, contentType: file.type },
    token,
  )
  const Url = target.data?.getEnquiryDocumentUploadUrl.Url
  if (!Url) return { key: '', status: 0, errors: target.errors }
  const response = await app.inject({
    method: 'PUT',
    url: pathOf(Url),
    headers: { 'content-type': file.type },
    payload: file.bytes,
  })
  return { key: target.data!.getEnquiryDocumentUploadUrl.Key, status: response.statusCode, errors: undefined }
}

/** Uploads and saves one file of a type; answers the save's result. */
export async function uploadDocument(
  token: string,
  enquiryId: number,
  typeId: number,
  file: { name: string; type: string; bytes: Buffer },
) {
  const { key } = await putFile(token, enquiryId, file)
  return gql(SAVE, { IDEnquiry: enquiryId, uploadedDocuments: [{ documentTypeID: typeId, key }] }, token)
}

export async function enquiryStateOf(school: TestSchool, enquiryId: number): Promise<string | undefined> {
  const [row] = await school.db.select().from(enquiries).where(eq(enquiries.id, enquiryId))
  return enquiryStateById(row.fkEnquiryState)?.code
}

export async function latestNotification(school: TestSchool, userId: number) {
  const [row] = await school.db
    .select()
    .from(notifications)
    .where(eq(notifications.fkUser, userId))
    .orderBy(desc(notifications.id))
    .limit(1)
  return row
}

export async function latestEmailTo(school: TestSchool, email: string) {
  const [row] = await school.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, email))
    .orderBy(desc(outbox.id))
    .limit(1)
  return row
}
