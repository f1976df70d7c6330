import { type roleInputSchema } from '@preschool/domain'
import type { z } from 'zod'
import type { ModuleCategory, Role } from './documents'

/** What the role form holds: a label and one row per module category (access 0 for none). */
export type RoleFormValues = z.input<typeof roleInputSchema>

/** One matrix row per module of the school, with the role's access on it (0 for a new role or a module it lacks). */
export function roleToFormValues(role: Role | undefined, modules: readonly ModuleCategory[]): RoleFormValues {
  return {
    label: role?.label ?? '',
    templates: modules.map((m) => ({
      fkModuleCategory: m.ID,
      access: role?.roleTemplates.find((t) => t.moduleCategory.ID === m.ID)?.access ?? 0,
    })),
  }
}
