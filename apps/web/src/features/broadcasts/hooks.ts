import { useCallback } from 'react'
import { useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import { requestOrThrow } from '../../lib/request'
import type { GetUploadTarget } from '../../lib/upload'
import type { BroadcastFilter, Pagination } from '../../generated/graphql'
import {
  broadcastListQuery,
  broadcastReceiptsQuery,
  broadcastScopeSearchQuery,
  broadcastUploadMutation,
  deleteBroadcastMutation,
  markBroadcastReadMutation,
  saveBroadcastMutation,
} from './documents'

export const useBroadcasts = (IDSchool: number, filter: BroadcastFilter, pagination: Pagination) =>
  useGqlQuery(broadcastListQuery, { IDSchool, filter, pagination })

/** Scope options as one types; nothing is asked before two characters. */
export const useScopeSearch = (IDSchool: number, search: string) =>
  useGqlQuery(broadcastScopeSearchQuery, { IDSchool, search }, { enabled: search.trim().length >= 2 })

export const useReadReceipts = (id: number, unreadOnly: boolean, pagination: Pagination) =>
  useGqlQuery(broadcastReceiptsQuery, { id, unreadOnly, pagination })

export const useSaveBroadcast = () =>
  useGqlMutation(saveBroadcastMutation, { invalidates: [broadcastListQuery] })
export const useDeleteBroadcast = () =>
  useGqlMutation(deleteBroadcastMutation, { invalidates: [broadcastListQuery] })
export const useMarkBroadcastRead = () =>
  useGqlMutation(markBroadcastReadMutation, { invalidates: [broadcastListQuery] })

/** Upload targets for photos and attachments: the spec's getBroadcastingPhotoUploadUrl for the user's school. */
export function useBroadcastUploadTarget(IDSchool: number): GetUploadTarget {
  return useCallback(
    async (file) =>
      (await requestOrThrow(broadcastUploadMutation, { IDSchool, ...file })).getBroadcastingPhotoUploadUrl,
    [IDSchool],
  )
}
