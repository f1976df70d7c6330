import { useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import { enrolmentStatusQuery, registrationInvoiceQuery } from './documents'
import {
  createPaymentSessionMutation,
  paymentAccessQuery,
  updatePaymentSessionMutation,
} from './card-documents'

export const usePaymentAccess = (IDEnquiry: number) => useGqlQuery(paymentAccessQuery, { IDEnquiry })
export const useCreatePaymentSession = () => useGqlMutation(createPaymentSessionMutation)
/** A confirmed order changes the invoice, its receipts and the enquiry's step: the page reads them again. */
export const useUpdatePaymentSession = () =>
  useGqlMutation(updatePaymentSessionMutation, {
    invalidates: [paymentAccessQuery, registrationInvoiceQuery, enrolmentStatusQuery],
  })
