import { z } from 'zod'
import { Access, type AccessType, moduleCategoryCodes } from '../access'

export const AccessibleCentresMsg = {
  module: 'Unknown module',
  accessType: 'Access type must be read, write or approve',
} as const

const accessTypes = Object.keys(Access) as AccessType[]

/** Arguments of getAccessibleCentresForModule: a module category code and an access type by name. */
export const accessibleCentresArgsSchema = z.object({
  module: z.enum(moduleCategoryCodes, { error: AccessibleCentresMsg.module }),
  accessType: z.enum(accessTypes, { error: AccessibleCentresMsg.accessType }),
})
