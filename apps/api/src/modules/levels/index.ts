import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

export const levelsModule = defineModule(import.meta.url, resolvers)

// The module's public surface: what other modules may use of levels.
export { type LevelWithPrograms, selectLevels } from './queries'
