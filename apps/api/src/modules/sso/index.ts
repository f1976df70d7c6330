import { defineModule } from '../../platform/module'
import { getLoginUrl } from './resolvers/getLoginUrl'
import { validateUser } from './resolvers/validateUser'

export const ssoModule = defineModule(import.meta.url, { Query: { getLoginUrl, validateUser } })

// The module's public surface: its HTTP route, registered by http/routes.ts.
export { registerSsoCallback } from './callback-route'
