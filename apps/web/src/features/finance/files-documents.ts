import { graphql } from '../../generated'
import type { FinanceUploadedFileFieldsFragment } from '../../generated/graphql'

/** GIRO and subsidy files (issue 25, decision 0053): archives made here and files uploaded, with their log. */
export const uploadedFileFields = graphql(`
  fragment FinanceUploadedFileFields on UploadedFile {
    ID
    label
    URL
    status
    log
    docType
    user
    createdAt
    month
    valueDate
    rowCount
    totalAmount
  }
`)
export type UploadedFile = FinanceUploadedFileFieldsFragment

export const giroFilesQuery = graphql(`
  query FinanceGiroFiles($IDSchool: Int!, $pagination: Pagination) {
    findAllUploadedGiroFiles(IDSchool: $IDSchool, pagination: $pagination) {
      totalCount
      data {
        ...FinanceUploadedFileFields
      }
    }
  }
`)

export const subsidyFilesQuery = graphql(`
  query FinanceSubsidyFiles($IDSchool: Int!, $pagination: Pagination) {
    findAllUploadedSubsidyFiles(IDSchool: $IDSchool, pagination: $pagination) {
      totalCount
      data {
        ...FinanceUploadedFileFields
      }
    }
  }
`)

export const giroDeductionArchiveMutation = graphql(`
  mutation FinanceGiroDeductionArchive($IDSchool: Int!, $month: Date!, $valueDate: Date!) {
    generateGiroDeductionArchive(IDSchool: $IDSchool, month: $month, valueDate: $valueDate) {
      ...FinanceUploadedFileFields
    }
  }
`)

export const giroRefundArchiveMutation = graphql(`
  mutation FinanceGiroRefundArchive($IDSchool: Int!, $valueDate: Date!) {
    generateGiroRefundArchive(IDSchool: $IDSchool, valueDate: $valueDate) {
      ...FinanceUploadedFileFields
    }
  }
`)

export const financeDocumentUploadMutation = graphql(`
  mutation FinanceDocumentUploadURL($IDSchool: Int!, $filename: String!, $contentType: String!) {
    getFinanceDocumentUploadURL(IDSchool: $IDSchool, filename: $filename, contentType: $contentType) {
      Url
      Key
    }
  }
`)

export const uploadGiroFileMutation = graphql(`
  mutation FinanceUploadGiroFile($IDSchool: Int!, $fileKey: String!) {
    uploadGiroFile(IDSchool: $IDSchool, fileKey: $fileKey) {
      ...FinanceUploadedFileFields
    }
  }
`)

export const uploadSubsidyFileMutation = graphql(`
  mutation FinanceUploadSubsidyFile($IDSchool: Int!, $fileKey: String!) {
    uploadSubsidyFile(IDSchool: $IDSchool, fileKey: $fileKey) {
      ...FinanceUploadedFileFields
    }
  }
`)
