import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

/** The write side of school configuration and configuration codes; the public reads stay in tenancy. */
export const schoolSettingsModule = defineModule(import.meta.url, resolvers)

// The module's public surface: its HTTP route, registered by http/routes.ts.
export { registerPublicFileRoutes } from './public-files-route'
// The public pages' pictures are served like the logo: stored as their public address.
export { keyOfPublicUrl, publicFileUrl } from './branding'
