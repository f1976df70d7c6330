import { useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import { admissionDetailQuery } from '../admissions/documents'
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

/** A confirmed payment: the invoice, its receipts, the enrolment status and the admission's state are stale. */
export const useConfirmPayment = () =>
  useGqlMutation(confirmPaymentMutation, {
    invalidates: [registrationInvoiceQuery, enrolmentStatusQuery, admissionDetailQuery],
  })
