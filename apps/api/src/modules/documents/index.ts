import { defineModule } from '../../platform/module'
import { approveEnquiryDocument } from './resolvers/approveEnquiryDocument'
import { documentTypeConfigsByFkDocumentTypeConfig } from './resolvers/documentTypeConfigsByFkDocumentTypeConfig'
import { findAllPendingDocument } from './resolvers/findAllPendingDocument'
import { getDocumentTypeByDocumentCategory } from './resolvers/getDocumentTypeByDocumentCategory'
import { getDocumentUploadURLByIDDocumentTypeConfig } from './resolvers/getDocumentUploadURLByIDDocumentTypeConfig'
import { getDocumentURL } from './resolvers/getDocumentURL'
import { getEnquiryDocumentSummary } from './resolvers/getEnquiryDocumentSummary'
import { getEnquiryDocumentUploadUrl } from './resolvers/getEnquiryDocumentUploadUrl'
import { getUploadedDocument } from './resolvers/getUploadedDocument'
import { insertOrUpdateDocumentTypeConfig } from './resolvers/insertOrUpdateDocumentTypeConfig'
import { listRequiredDocuments } from './resolvers/listRequiredDocuments'
import { markEnquiryDocumentAsNotRequired } from './resolvers/markEnquiryDocumentAsNotRequired'
import { rejectEnquiryDocument } from './resolvers/rejectEnquiryDocument'
import { removeDocumentByIDEnquiry } from './resolvers/removeDocumentByIDEnquiry'
import { removeDocumentByStaff } from './resolvers/removeDocumentByStaff'
import { saveDocument } from './resolvers/saveDocument'
import { saveDocumentsByIDEnquiry } from './resolvers/saveDocumentsByIDEnquiry'
import { setDocumentUploadAsCompleted } from './resolvers/setDocumentUploadAsCompleted'
import { submitForEndorsement } from './resolvers/submitForEndorsement'

export const documentsModule = defineModule(import.meta.url, {
  Query: {
    listRequiredDocuments,
    getUploadedDocument,
    getDocumentURL,
    documentTypeConfigsByFkDocumentTypeConfig,
    getDocumentTypeByDocumentCategory,
    findAllPendingDocument,
    getEnquiryDocumentSummary,
  },
  Mutation: {
    getEnquiryDocumentUploadUrl,
    saveDocumentsByIDEnquiry,
    removeDocumentByIDEnquiry,
    setDocumentUploadAsCompleted,
    submitForEndorsement,
    getDocumentUploadURLByIDDocumentTypeConfig,
    saveDocument,
    removeDocumentByStaff,
    approveEnquiryDocument,
    rejectEnquiryDocument,
    markEnquiryDocumentAsNotRequired,
    insertOrUpdateDocumentTypeConfig,
  },
})

// The module's public surface: what other modules may use of documents.
export { DOCUMENT_LINK_TTL_S } from './child-documents'
export { type DocumentDeps } from './uploads'
