import type { LevelsConfigQuery } from '../../generated/graphql'
import { useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import { levelsConfigQuery, removeLevelMutation, saveLevelMutation } from './documents'

/** The school's levels for level management (inactive ones included). */
export const useLevels = (IDSchool: number) =>
  useGqlQuery(levelsConfigQuery, { IDSchool }, { select: sortByFromMonth })

/**
 * The spec: levels are sorted by fromMonth. The server sends them in that order; sorting again here keeps the rule
 * true for whatever the cache holds.
 */
function sortByFromMonth(data: LevelsConfigQuery): LevelsConfigQuery {
  const levels = data.findAllLevelsConfig.data.toSorted((a, b) => a.fromMonth - b.fromMonth || a.ID - b.ID)
  return { findAllLevelsConfig: { ...data.findAllLevelsConfig, data: levels } }
}

// Every change refetches every cached level list (any school, any screen).
export const useSaveLevel = () => useGqlMutation(saveLevelMutation, { invalidates: [levelsConfigQuery] })
export const useRemoveLevel = () => useGqlMutation(removeLevelMutation, { invalidates: [levelsConfigQuery] })
