import { useCallback } from 'react'
import { useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import { requestOrThrow } from '../../lib/request'
import type { GetUploadTarget } from '../../lib/upload'
import {
  childPickupsQuery,
  pickupPhotoUploadMutation,
  removePickupMutation,
  savePickupMutation,
} from './documents'

export const useChildPickups = (childID: number) => useGqlQuery(childPickupsQuery, { childID })

export const useSavePickup = () => useGqlMutation(savePickupMutation, { invalidates: [childPickupsQuery] })

export const useRemovePickup = () =>
  useGqlMutation(removePickupMutation, { invalidates: [childPickupsQuery] })

/** Upload targets for a photo of one of the child's pickup persons. */
export function usePickupPhotoTarget(childID: number): GetUploadTarget {
  return useCallback(
    async (file) =>
      (await requestOrThrow(pickupPhotoUploadMutation, { childID, ...file }))
        .getAuthorisedPickupPhotoUploadURL,
    [childID],
  )
}
