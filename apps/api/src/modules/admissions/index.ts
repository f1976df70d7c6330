import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

export const admissionsModule = defineModule(import.meta.url, resolvers)
