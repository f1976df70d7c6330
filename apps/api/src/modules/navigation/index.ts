import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

export const navigationModule = defineModule(import.meta.url, resolvers)
