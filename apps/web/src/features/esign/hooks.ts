import { useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import { consentFormQuery, createForm1Mutation, signingDocumentQuery, signMutation } from './documents'

export const useConsentForm = (IDEnquiry: number) => useGqlQuery(consentFormQuery, { IDEnquiry })
export const useCreateForm1 = () => useGqlMutation(createForm1Mutation, { invalidates: [consentFormQuery] })
export const useSigningDocument = (token: string) =>
  useGqlQuery(signingDocumentQuery, { token }, { retry: false })
export const useSign = () => useGqlMutation(signMutation)
