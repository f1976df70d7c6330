import { defineModule } from '../../graphql/module'
import { getNotifications } from './resolvers/getNotifications'
import { markNotifications } from './resolvers/markNotifications'

export const notificationsModule = defineModule(import.meta.url, {
  Query: { getNotifications },
  Mutation: { markNotifications },
})
