import { graphql } from '../../generated'
import type {
  DocumentTypeConfigsQuery,
  PendingDocumentsQuery,
  RequiredDocumentsQuery,
} from '../../generated/graphql'

/** Where the enquiry stands at the document steps and the data its documents prove. */
export const documentSummaryQuery = graphql(`
  query DocumentSummary($IDEnquiry: Int!) {
    getEnquiryDocumentSummary(IDEnquiry: $IDEnquiry) {
      IDEnquiry
      IDChild
      stateCode
      stateLabel
      childName
      childDateOfBirth
      birthCertificate
      parentName
      parentEmail
      centreLabel
      levelLabel
      enrollmentPlan
      canUpload
      canSubmit
      canConsent
    }
  }
`)

export const requiredDocumentsQuery = graphql(`
  query RequiredDocuments($IDEnquiry: Int!) {
    listRequiredDocuments(IDEnquiry: $IDEnquiry) {
      DocumentTypeID
      ParentID
      ChildID
      Fullname
      DocumentType
      isRequired
      Status
      Remarks
      UploadAccess
      documents {
        ID
        fkChild
        filename
        sizeBytes
        status
        statusText
        remark
        createdAt
      }
    }
  }
`)

export const documentUploadUrlMutation = graphql(`
  mutation DocumentUploadUrl($IDEnquiry: Int!, $filename: String!, $contentType: String!) {
    getEnquiryDocumentUploadUrl(IDEnquiry: $IDEnquiry, filename: $filename, contentType: $contentType) {
      Url
      Key
    }
  }
`)

export const saveDocumentsMutation = graphql(`
  mutation SaveDocuments($IDEnquiry: Int!, $uploadedDocuments: [UploadedDocumentInput!]!) {
    saveDocumentsByIDEnquiry(IDEnquiry: $IDEnquiry, uploadedDocuments: $uploadedDocuments) {
      ID
    }
  }
`)

export const removeDocumentMutation = graphql(`
  mutation RemoveDocument($IDDocument: Int!, $IDEnquiry: Int!) {
    removeDocumentByIDEnquiry(IDDocument: $IDDocument, IDEnquiry: $IDEnquiry)
  }
`)

export const completeUploadMutation = graphql(`
  mutation CompleteDocumentUpload($IDEnquiry: Int!) {
    setDocumentUploadAsCompleted(IDEnquiry: $IDEnquiry)
  }
`)

export const documentUrlQuery = graphql(`
  query DocumentUrl($IDDocument: Int!, $IDChild: Int) {
    getDocumentURL(IDDocument: $IDDocument, IDChild: $IDChild)
  }
`)

export const pendingDocumentsQuery = graphql(`
  query PendingDocuments($IDCentre: Int, $pagination: Pagination) {
    findAllPendingDocument(IDCentre: $IDCentre, pagination: $pagination) {
      totalCount
      data {
        ID
        IDEnquiry
        IDChild
        childName
        centreLabel
        documentType
        filename
        createdAt
      }
    }
  }
`)

export const approveDocumentMutation = graphql(`
  mutation ApproveDocument($IDDocument: Int!) {
    approveEnquiryDocument(IDDocument: $IDDocument) {
      ID
    }
  }
`)

export const rejectDocumentMutation = graphql(`
  mutation RejectDocument($IDDocument: Int!, $remark: String!) {
    rejectEnquiryDocument(IDDocument: $IDDocument, remark: $remark) {
      ID
    }
  }
`)

export const notRequiredMutation = graphql(`
  mutation MarkDocumentNotRequired($IDEnquiry: Int!, $documentTypeID: Int!, $remark: String!) {
    markEnquiryDocumentAsNotRequired(
      IDEnquiry: $IDEnquiry
      documentTypeID: $documentTypeID
      remark: $remark
    ) {
      ID
    }
  }
`)

export const documentTypeConfigsQuery = graphql(`
  query DocumentTypeConfigs($IDSchool: Int!) {
    documentTypeConfigsByFkDocumentTypeConfig(IDSchool: $IDSchool) {
      ID
      label
      description
      category
      isRequired
      listAccess
      uploadAccess
      sortOrder
      active
    }
  }
`)

export const saveDocumentTypeMutation = graphql(`
  mutation SaveDocumentType($IDSchool: Int!, $ID: Int, $data: DocumentTypeConfigInput!) {
    insertOrUpdateDocumentTypeConfig(IDSchool: $IDSchool, ID: $ID, data: $data) {
      ID
    }
  }
`)

export type RequiredDocument = RequiredDocumentsQuery['listRequiredDocuments'][number]
export type StoredDocument = RequiredDocument['documents'][number]
export type PendingDocument = PendingDocumentsQuery['findAllPendingDocument']['data'][number]
export type DocumentType = DocumentTypeConfigsQuery['documentTypeConfigsByFkDocumentTypeConfig'][number]
