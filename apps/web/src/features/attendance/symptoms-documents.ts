import { graphql } from '../../generated'

export const notifiableSymptomsQuery = graphql(`
  query NotifiableSymptoms($IDSchool: Int!) {
    getNotifiableSymptoms(IDSchool: $IDSchool)
  }
`)

export const saveNotifiableSymptomsMutation = graphql(`
  mutation SaveNotifiableSymptoms($IDSchool: Int!, $symptoms: [String!]!) {
    updateNotifiableSymptoms(IDSchool: $IDSchool, symptoms: $symptoms)
  }
`)
