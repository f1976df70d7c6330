import { type AnyDocument, useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import {
  createPaymentSessionMutation,
  paymentAccessQuery,
  updatePaymentSessionMutation,
} from './card-documents'

export const usePaymentAccess = (IDEnquiry: number) => useGqlQuery(paymentAccessQuery, { IDEnquiry })
export const useCreatePaymentSession = () => useGqlMutation(createPaymentSessionMutation)
/** A confirmed order changes the invoice, its receipts (and an enquiry's step): the page reads them again. */
export const useUpdatePaymentSession = (invalidates: readonly AnyDocument[]) =>
  useGqlMutation(updatePaymentSessionMutation, { invalidates })
