import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

export const filesModule = defineModule(import.meta.url, resolvers)
