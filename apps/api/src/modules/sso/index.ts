import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

export const ssoModule = defineModule(import.meta.url, resolvers)

// The module's public surface: its HTTP route, registered by http/routes.ts.
export { registerSsoCallback } from './callback-route'
