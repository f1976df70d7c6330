import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

export const systemModule = defineModule(import.meta.url, resolvers)
