import { defineModule } from '../../platform/module'
import { activateRole } from './resolvers/activateRole'
import { addRole } from './resolvers/addRole'
import { findAllModuleCategory } from './resolvers/findAllModuleCategory'
import { findRoleByFkSchool } from './resolvers/findRoleByFkSchool'
import { removeRole } from './resolvers/removeRole'
import { updateRole } from './resolvers/updateRole'

export const rolesModule = defineModule(import.meta.url, {
  Query: { findRoleByFkSchool, findAllModuleCategory },
  Mutation: { addRole, updateRole, removeRole, activateRole },
})

// The module's public surface: what other modules may use of roles.
export { escalation, grantBeyondViewer, type ModuleGrant } from './access-rules'
export { type RoleGrant, selectRoleGrants } from './queries'
