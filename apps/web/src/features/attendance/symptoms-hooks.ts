import { useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import { notifiableSymptomsQuery, saveNotifiableSymptomsMutation } from './symptoms-documents'

export const useNotifiableSymptoms = (IDSchool: number) => useGqlQuery(notifiableSymptomsQuery, { IDSchool })

export const useSaveNotifiableSymptoms = () =>
  useGqlMutation(saveNotifiableSymptomsMutation, { invalidates: [notifiableSymptomsQuery] })
