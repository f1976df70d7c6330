import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

export const staffModule = defineModule(import.meta.url, resolvers)
