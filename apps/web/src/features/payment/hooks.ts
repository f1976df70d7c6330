import { useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import {
  confirmPaymentMutation,
  draftMonthlyQuery,
  enrolmentStatusQuery,
  registrationInvoiceQuery,
} from './documents'

export const useRegistrationInvoice = (IDEnquiry: number) =>
  useGqlQuery(registrationInvoiceQuery, { IDEnquiry })
export const useDraftMonthly = (IDEnquiry: number) => useGqlQuery(draftMonthlyQuery, { IDEnquiry })
export const useEnrolmentStatus = (IDEnquiry: number) => useGqlQuery(enrolmentStatusQuery, { IDEnquiry })

/** A confirmed payment: the invoice, its receipts and the enrolment status are stale. */
export const useConfirmPayment = () =>
  useGqlMutation(confirmPaymentMutation, {
    invalidates: [registrationInvoiceQuery, enrolmentStatusQuery],
  })
