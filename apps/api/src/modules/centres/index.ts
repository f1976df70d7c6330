import { defineModule } from '../../graphql/module'
import { getAccessibleCentresForModule } from './resolvers/getAccessibleCentresForModule'

export const centresModule = defineModule(import.meta.url, {
  Query: { getAccessibleCentresForModule },
})
