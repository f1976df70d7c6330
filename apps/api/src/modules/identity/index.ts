import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

export const identityModule = defineModule(import.meta.url, resolvers)

// The module's public surface: what other modules may use of identity.
export { issueRegisterInvite } from './invite'
export { createParentAccount, type NewParentAccount } from './parent-account'
export { firstRoleIsStaff, mobileInUse, selectUserByEmail, type UserRow } from './queries'
export { recordConsent } from './consents'
export { selectLanguage, selectLanguageOfEmail, selectLanguages } from './account-queries'
