import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

/** The centre kiosk and authorised pickup persons (issue 28): check-in and check-out at the door with a family's pass. */
export const kioskModule = defineModule(import.meta.url, resolvers)
