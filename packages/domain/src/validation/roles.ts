import { z } from 'zod'
import { Access, type AccessType } from '../access'
import { V } from './messages'

/** The role every school's head office administrators hold; it always has full access (see RoleMsg.hqAdminLocked). */
export const HQ_ADMIN_ROLE = 'hq_admin'

/** Every access bit: read, write and approve. */
export const FULL_ACCESS = Access.read | Access.write | Access.approve

export const RoleMsg = {
  access: 'Access must be a combination of read (1), write (2) and approve (4)',
  templatesRequired: 'Give the role access to at least one module',
  duplicateModule: 'Each module may appear only once',
  unknownModule: 'Choose modules of this school',
  labelTaken: 'A role with this name already exists',
  notRemovable: 'This role cannot be removed',
  inUse: (users: number) =>
    `This role is held by ${users} active user${users === 1 ? '' : 's'}. Assign them another role first, or deactivate the role instead`,
  hqAdminLocked: 'The HQ Administrator role always has full access and cannot be changed or deactivated',
  grantBeyondOwn: (module: string) => `You cannot grant access to ${module} that you do not hold yourself`,
  roleBeyondOwn: 'You cannot change a role that has access you do not hold yourself',
} as const

const trimmed = (max: number) =>
  z.string({ error: V.required }).trim().min(1, V.required).max(max, `At most ${max} characters`)

export const roleTemplateInputSchema = z.object({
  fkModuleCategory: z.number({ error: V.required }).int().positive(),
  access: z
    .number({ error: RoleMsg.access })
    .int(RoleMsg.access)
    .min(0, RoleMsg.access)
    .max(7, RoleMsg.access),
})

/** Write and approve each imply read (the role form ticks read with them); the server applies the same rule. */
export const withImpliedRead = (access: number) =>
  access & (Access.write | Access.approve) ? access | Access.read : access

/**
 * A role's label and its access per module category. Templates with access 0 grant nothing and are dropped; at
 * least one must remain; write or approve without read gets read.
 */
export const roleInputSchema = z
  .object({ label: trimmed(60), templates: z.array(roleTemplateInputSchema) })
  .refine((r) => new Set(r.templates.map((t) => t.fkModuleCategory)).size === r.templates.length, {
    message: RoleMsg.duplicateModule,
    path: ['templates'],
  })
  .refine((r) => r.templates.some((t) => t.access > 0), {
    message: RoleMsg.templatesRequired,
    path: ['templates'],
  })
  .transform((r) => ({
    ...r,
    templates: r.templates
      .filter((t) => t.access > 0)
      .map((t) => ({ ...t, access: withImpliedRead(t.access) })),
  }))
export type RoleInput = z.output<typeof roleInputSchema>

/** The access bits `granted` holds that `held` does not: what granting it would hand out beyond one's own. */
export const accessBeyond = (granted: number, held: number) => granted & ~held & FULL_ACCESS

/** The access types set in a bit mask, in the order read, write, approve. */
export const accessTypesOf = (level: number): AccessType[] =>
  (Object.keys(Access) as AccessType[]).filter((type) => (level & Access[type]) !== 0)
