import { type BrandingUploadPurpose, MAX_PER_PAGE } from '@preschool/domain'
import { useCallback } from 'react'
import { useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import { requestOrThrow } from '../../lib/request'
import type { GetUploadTarget } from '../../lib/upload'
import { schoolThemeQuery } from '../../shell/theme/documents'
import {
  adminCodesQuery,
  brandingUploadUrlMutation,
  saveCodeMutation,
  schoolConfigSettingsQuery,
  setCodeActiveMutation,
  updateSchoolConfigMutation,
} from './documents'

export const useSchoolConfigSettings = (fkSchool: number) =>
  // Always from the server: the form must start from what is stored, not from a cached copy.
  useGqlQuery(schoolConfigSettingsQuery, { fkSchool }, { staleTime: 0 })

/** Saves the configuration, then refreshes the form's copy and the app's theme (so the change shows at once). */
export const useUpdateSchoolConfig = () =>
  useGqlMutation(updateSchoolConfigMutation, { invalidates: [schoolConfigSettingsQuery, schoolThemeQuery] })

/**
 * Every code of a category in one page: option lists hold tens of codes, far below the page limit, and the
 * editor shows them whole so sort orders can be compared.
 */
export const useAdminCodes = (IDSchool: number, category: string) =>
  useGqlQuery(adminCodesQuery, { IDSchool, searchCategory: category, pagination: { perPage: MAX_PER_PAGE } })

export const useSaveCode = () => useGqlMutation(saveCodeMutation, { invalidates: [adminCodesQuery] })
export const useSetCodeActive = () =>
  useGqlMutation(setCodeActiveMutation, { invalidates: [adminCodesQuery] })

/** The upload field's way to a target for a logo or banner of the school. */
export function useBrandingUploadTarget(IDSchool: number, purpose: BrandingUploadPurpose): GetUploadTarget {
  return useCallback(
    async ({ filename, contentType }) =>
      (await requestOrThrow(brandingUploadUrlMutation, { IDSchool, purpose, filename, contentType }))
        .getSchoolBrandingUploadURL,
    [IDSchool, purpose],
  )
}
