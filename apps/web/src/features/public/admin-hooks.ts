import { useCallback } from 'react'
import { useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import { requestOrThrow } from '../../lib/request'
import type { GetUploadTarget } from '../../lib/upload'
import {
  parentInformationQuery,
  publicPageImageUploadMutation,
  publicPagesEditQuery,
  savePublicPagesMutation,
  schoolIntroductionQuery,
} from './info-documents'

export const usePublicPagesForEdit = (IDSchool: number) => useGqlQuery(publicPagesEditQuery, { IDSchool })

export const useSavePublicPages = () =>
  useGqlMutation(savePublicPagesMutation, {
    invalidates: [publicPagesEditQuery, schoolIntroductionQuery, parentInformationQuery],
  })

/** Where a programme's picture is uploaded before the save claims it. */
export function usePublicImageTarget(IDSchool: number): GetUploadTarget {
  return useCallback(
    async ({ filename, contentType }) =>
      (await requestOrThrow(publicPageImageUploadMutation, { IDSchool, filename, contentType }))
        .getPublicPageImageUploadURL,
    [IDSchool],
  )
}
