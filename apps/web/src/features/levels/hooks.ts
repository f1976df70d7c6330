import { useQueryClient } from '@tanstack/react-query'
import type { LevelsConfigQuery } from '../../generated/graphql'
import { operationName, useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
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

/** Refetches every cached level list (any school, any screen) after a change. */
function useInvalidateLevels() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: [operationName(levelsConfigQuery)] })
}

export function useSaveLevel() {
  const invalidate = useInvalidateLevels()
  return useGqlMutation(saveLevelMutation, { onSuccess: invalidate })
}

export function useRemoveLevel() {
  const invalidate = useInvalidateLevels()
  return useGqlMutation(removeLevelMutation, { onSuccess: invalidate })
}
