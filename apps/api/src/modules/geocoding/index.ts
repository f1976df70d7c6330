import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

export const geocodingModule = defineModule(import.meta.url, resolvers)
