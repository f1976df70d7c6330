import { RoleMsg, type roleInputSchema } from '@preschool/domain'
import type { z } from 'zod'
import type { ServerErrors } from '../../lib/form-errors'
import type { GqlError } from '../../lib/request'
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

type RolePath = 'label' | 'templates'

/**
 * Server refusals on the role form: a taken label goes under the label, anything about a module (the rule keys it
 * like 'templates.3.access') under the matrix, the rest (access beyond the editor's own) above the form.
 */
export function roleServerErrors(error: GqlError): ServerErrors<RolePath> {
  const fields: [RolePath, string][] = []
  const label = error.fields.label ?? (error.message === RoleMsg.labelTaken ? error.message : undefined)
  if (label) fields.push(['label', label])
  const matrix = Object.entries(error.fields).find(
    ([key]) => key === 'templates' || key.startsWith('templates.'),
  )
  if (matrix) fields.push(['templates', matrix[1]])
  return { fields, formMessage: fields.length ? null : error.message }
}
