import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

export const busesModule = defineModule(import.meta.url, resolvers)
