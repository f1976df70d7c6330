import { graphql } from '../../generated'
import type { LevelsConfigQuery } from '../../generated/graphql'

/** Every level of the school, inactive ones included, sorted by fromMonth on the server. */
export const levelsConfigQuery = graphql(`
  query LevelsConfig($IDSchool: Int!) {
    findAllLevelsConfig(IDSchool: $IDSchool) {
      totalCount
      data {
        ID
        label
        fromMonth
        toMonth
        promotionDate
        offOnSaturday
        isInfant
        active
        programs {
          ID
          label
          from
          to
          active
        }
      }
    }
  }
`)

/** Creates a level when levelID is omitted, otherwise updates it; programmes are sent as the complete list. */
export const saveLevelMutation = graphql(`
  mutation SaveLevel($IDSchool: Int!, $levelID: Int, $levelData: LevelInput!) {
    insertOrUpdateLevelForSchool(IDSchool: $IDSchool, levelID: $levelID, levelData: $levelData) {
      ID
    }
  }
`)

export const removeLevelMutation = graphql(`
  mutation RemoveLevel($IDSchool: Int!, $levelID: Int!) {
    removeLevelForSchool(IDSchool: $IDSchool, levelID: $levelID)
  }
`)

/** A level as level management shows it. */
export type Level = LevelsConfigQuery['findAllLevelsConfig']['data'][number]
