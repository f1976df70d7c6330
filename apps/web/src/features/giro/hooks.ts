import { type AnyDocument, useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import {
  addGiroMutation,
  banksQuery,
  childBankAccountsQuery,
  enquiryGiroQuery,
  exportGiroPdfMutation,
  payRegistrationByGiroMutation,
  saveGiroApplicationMutation,
  statusReasonsQuery,
  updateBankAccountStatusMutation,
} from './documents'

export const useBanks = () => useGqlQuery(banksQuery, {}, { staleTime: 60 * 60 * 1000 })
export const useEnquiryGiro = (IDEnquiry: number) => useGqlQuery(enquiryGiroQuery, { IDEnquiry })
export const useChildBankAccounts = (IDChild: number) => useGqlQuery(childBankAccountsQuery, { IDChild })
export const useStatusReasons = (status: string | null) =>
  useGqlQuery(statusReasonsQuery, { status: status ?? '' }, { enabled: status !== null })

// A new account or status shows on the payment page and the child's profile alike.
const accounts = [enquiryGiroQuery, childBankAccountsQuery]
export const useSaveGiroApplication = () =>
  useGqlMutation(saveGiroApplicationMutation, { invalidates: accounts })
export const useUpdateBankAccountStatus = () =>
  useGqlMutation(updateBankAccountStatusMutation, { invalidates: accounts })
export const useExportGiroPdf = () => useGqlMutation(exportGiroPdfMutation)
/** `also`: the payment page's queries, which stop offering card and PayNow once the family pays by GIRO. */
export const usePayRegistrationByGiro = (also: readonly AnyDocument[] = []) =>
  useGqlMutation(payRegistrationByGiroMutation, { invalidates: [...accounts, ...also] })
export const useAddGiro = () => useGqlMutation(addGiroMutation, { invalidates: accounts })
