import { useCallback } from 'react'
import { useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import { requestOrThrow } from '../../lib/request'
import type { GetUploadTarget } from '../../lib/upload'
import {
  assignMutation,
  childProfileQuery,
  childrenQuery,
  classDetailQuery,
  classesListQuery,
  classPhotoUploadMutation,
  createClassMutation,
  deleteClassMutation,
  pastChildrenQuery,
  promoteMutation,
  promotionPreviewQuery,
  toAssignQuery,
  updateClassMutation,
} from './documents'

const classQueries = [classesListQuery, classDetailQuery, toAssignQuery, childrenQuery]

export const useCreateClass = () => useGqlMutation(createClassMutation, { invalidates: classQueries })
export const useUpdateClass = () => useGqlMutation(updateClassMutation, { invalidates: classQueries })
export const useDeleteClass = () => useGqlMutation(deleteClassMutation, { invalidates: classQueries })
export const useAssignChildren = () => useGqlMutation(assignMutation, { invalidates: classQueries })
export const usePromote = () =>
  useGqlMutation(promoteMutation, {
    invalidates: [...classQueries, pastChildrenQuery, promotionPreviewQuery, childProfileQuery],
  })

/** The photo fields' source of upload targets: the spec's getClassPhotoUploadURL for the user's school. */
export function useClassPhotoTarget(IDSchool: number): GetUploadTarget {
  return useCallback(
    async (file) =>
      (await requestOrThrow(classPhotoUploadMutation, { IDSchool, ...file })).getClassPhotoUploadURL,
    [IDSchool],
  )
}

export const useClassDetail = (IDSchool: number, classID: number) =>
  useGqlQuery(classDetailQuery, { IDSchool, classID })
