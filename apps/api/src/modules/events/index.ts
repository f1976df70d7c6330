import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

export const eventsModule = defineModule(import.meta.url, resolvers)
