import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

/** The day at a centre (issue 28): the register, health checks, health information and late pickups. */
export const attendanceModule = defineModule(import.meta.url, resolvers)

export { addOrUpdateAttendance, type Marker } from './marking'
export { placedOn } from './queries'
