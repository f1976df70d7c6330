import { keepPreviousData } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import { requestOrThrow } from '../../lib/request'
import type { GetUploadTarget } from '../../lib/upload'
import {
  financeDocumentUploadMutation,
  giroDeductionArchiveMutation,
  giroFilesQuery,
  giroRefundArchiveMutation,
  subsidyFilesQuery,
  uploadGiroFileMutation,
  uploadSubsidyFileMutation,
} from './files-documents'

type Paging = { page: number; perPage: number }
const kept = { placeholderData: keepPreviousData }

export const useGiroFiles = (IDSchool: number, pagination: Paging) =>
  useGqlQuery(giroFilesQuery, { IDSchool, pagination }, kept)
export const useSubsidyFiles = (IDSchool: number, pagination: Paging) =>
  useGqlQuery(subsidyFilesQuery, { IDSchool, pagination }, kept)

export const useGenerateDeductionArchive = () =>
  useGqlMutation(giroDeductionArchiveMutation, { invalidates: [giroFilesQuery] })
export const useGenerateRefundArchive = () =>
  useGqlMutation(giroRefundArchiveMutation, { invalidates: [giroFilesQuery] })
export const useUploadGiroFile = () =>
  useGqlMutation(uploadGiroFileMutation, { invalidates: [giroFilesQuery] })
export const useUploadSubsidyFile = () =>
  useGqlMutation(uploadSubsidyFileMutation, { invalidates: [subsidyFilesQuery] })

/** The upload field's source of targets: getFinanceDocumentUploadURL for the user's school. */
export function useFinanceDocumentTarget(IDSchool: number): GetUploadTarget {
  return useCallback(
    async (file) =>
      (await requestOrThrow(financeDocumentUploadMutation, { IDSchool, ...file }))
        .getFinanceDocumentUploadURL,
    [IDSchool],
  )
}
