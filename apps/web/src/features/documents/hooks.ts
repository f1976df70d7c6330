import { useCallback } from 'react'
import { useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import { requestOrThrow } from '../../lib/request'
import type { GetUploadTarget } from '../../lib/upload'
import {
  approveDocumentMutation,
  completeUploadMutation,
  documentSummaryQuery,
  documentTypeConfigsQuery,
  documentUploadUrlMutation,
  notRequiredMutation,
  pendingDocumentsQuery,
  rejectDocumentMutation,
  removeDocumentMutation,
  requiredDocumentsQuery,
  saveDocumentsMutation,
  saveDocumentTypeMutation,
} from './documents'

export const useDocumentSummary = (IDEnquiry: number) => useGqlQuery(documentSummaryQuery, { IDEnquiry })
export const useRequiredDocuments = (IDEnquiry: number) => useGqlQuery(requiredDocumentsQuery, { IDEnquiry })
export const usePendingDocuments = (page: number, perPage: number) =>
  useGqlQuery(pendingDocumentsQuery, { pagination: { page, perPage } })
export const useDocumentTypes = (IDSchool: number) => useGqlQuery(documentTypeConfigsQuery, { IDSchool })

/** A change of an enquiry's documents: its rows, its step and the review queue are stale. */
const documentViews = [requiredDocumentsQuery, documentSummaryQuery, pendingDocumentsQuery] as const

export const useSaveDocuments = () => useGqlMutation(saveDocumentsMutation, { invalidates: documentViews })
export const useRemoveDocument = () => useGqlMutation(removeDocumentMutation, { invalidates: documentViews })
export const useCompleteUpload = () => useGqlMutation(completeUploadMutation, { invalidates: documentViews })
export const useApproveDocument = () =>
  useGqlMutation(approveDocumentMutation, { invalidates: documentViews })
export const useRejectDocument = () => useGqlMutation(rejectDocumentMutation, { invalidates: documentViews })
export const useMarkNotRequired = () => useGqlMutation(notRequiredMutation, { invalidates: documentViews })
export const useSaveDocumentType = () =>
  useGqlMutation(saveDocumentTypeMutation, {
    invalidates: [documentTypeConfigsQuery, requiredDocumentsQuery],
  })

/** The upload field's source of targets: the spec's getEnquiryDocumentUploadUrl for the enquiry. */
export function useDocumentUploadTarget(IDEnquiry: number): GetUploadTarget {
  return useCallback(
    async (file) =>
      (await requestOrThrow(documentUploadUrlMutation, { IDEnquiry, ...file })).getEnquiryDocumentUploadUrl,
    [IDEnquiry],
  )
}
