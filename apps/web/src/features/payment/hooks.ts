import { type AnyDocument, useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
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

/**
 * A confirmed payment: the invoice, its receipts and the enrolment status are stale, and whatever the host screen
 * shows of the enquiry's state (`also`: the admission's page passes its own query).
 */
export const useConfirmPayment = (also: readonly AnyDocument[] = []) =>
  useGqlMutation(confirmPaymentMutation, {
    invalidates: [registrationInvoiceQuery, enrolmentStatusQuery, ...also],
  })
