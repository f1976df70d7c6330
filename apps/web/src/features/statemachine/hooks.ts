import { useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import { addStateMapMutation, removeStateMapMutation, stateMapImpactQuery, stateMapQuery } from './documents'

export const useStateMap = (IDSchool: number) => useGqlQuery(stateMapQuery, { IDSchool })
export const useStateMapImpact = (IDSchool: number, IDMap: number | null) =>
  useGqlQuery(stateMapImpactQuery, { IDSchool, IDMap: IDMap ?? 0 }, { enabled: IDMap !== null })
export const useAddStateMap = () => useGqlMutation(addStateMapMutation, { invalidates: [stateMapQuery] })
export const useRemoveStateMap = () =>
  useGqlMutation(removeStateMapMutation, { invalidates: [stateMapQuery, stateMapImpactQuery] })
