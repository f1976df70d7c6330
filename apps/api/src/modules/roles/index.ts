import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

export const rolesModule = defineModule(import.meta.url, resolvers)

// The module's public surface: what other modules may use of roles.
export { escalation, grantBeyondCaller, type ModuleGrant } from './access-rules'
export { type RoleGrant, selectRoleGrants } from './queries'
