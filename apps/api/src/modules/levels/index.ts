import { defineModule } from '../../platform/module'
import { findAllLevelsConfig } from './resolvers/findAllLevelsConfig'
import { getLevelsForSchool } from './resolvers/getLevelsForSchool'
import { insertOrUpdateLevelForSchool } from './resolvers/insertOrUpdateLevelForSchool'
import { removeLevelForSchool } from './resolvers/removeLevelForSchool'

export const levelsModule = defineModule(import.meta.url, {
  Query: { findAllLevelsConfig, getLevelsForSchool },
  Mutation: { insertOrUpdateLevelForSchool, removeLevelForSchool },
})

// The module's public surface: what other modules may use of levels.
export { type LevelWithPrograms, selectLevels } from './queries'
