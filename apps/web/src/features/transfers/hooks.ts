import { keepPreviousData } from '@tanstack/react-query'
import type { TransferFilter } from '../../generated/graphql'
import { useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import {
  completedTransfersQuery,
  submitTransferMutation,
  transferDestinationsQuery,
  transferDraftsQuery,
  transferQuery,
  transferReasonsQuery,
} from './documents'

type Page = { page: number; perPage: number }
const keep = { placeholderData: keepPreviousData }
export const useTransferDrafts = (IDSchool: number, filter: TransferFilter, pagination: Page) =>
  useGqlQuery(transferDraftsQuery, { IDSchool, filter, pagination }, keep)
export const useCompletedTransfers = (IDSchool: number, filter: TransferFilter, pagination: Page) =>
  useGqlQuery(completedTransfersQuery, { IDSchool, filter, pagination }, keep)
export const useTransfer = (IDTransfer: number) => useGqlQuery(transferQuery, { IDTransfer })
/** Where the child may move; the vacancy only once a transfer day is chosen (`effectiveDate` null before). */
export const useTransferDestinations = (childID: number, effectiveDate: string | null) =>
  useGqlQuery(transferDestinationsQuery, { childID, effectiveDate }, keep)
export const useTransferReasons = (fkSchool: number) => useGqlQuery(transferReasonsQuery, { fkSchool })

// Every step changes the lists and the request itself (the steps' mutations: TransferActions).
export const transferChanges = [transferDraftsQuery, completedTransfersQuery, transferQuery]
export const useSubmitTransfer = () =>
  useGqlMutation(submitTransferMutation, { invalidates: transferChanges })
