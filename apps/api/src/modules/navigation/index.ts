import { defineModule } from '../../platform/module'
import { findSidebarMenuByUser } from './resolvers/findSidebarMenuByUser'

export const navigationModule = defineModule(import.meta.url, {
  Query: { findSidebarMenuByUser },
})
