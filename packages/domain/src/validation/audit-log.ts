import { z } from 'zod'
import { V } from './messages'

export const AuditLogMsg = {
  toBeforeFrom: 'To date must be on or after from date',
  person: 'Enter a user id or an email address',
  tooLong: (max: number) => `At most ${max} characters`,
} as const

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, AuditLogMsg.tooLong(max))
    .optional()
    .transform((v) => v || undefined)
const optionalDate = z.iso
  .date({ error: V.invalidDate })
  .optional()
  .or(z.literal('').transform(() => undefined))

/** The audit screen's filters, as the web form and findAllAuditLog check them. */
export const auditLogFilterSchema = z
  .object({
    person: optionalText(254).refine(
      (v) => v === undefined || /^\d+$/.test(v) || v.includes('@'),
      AuditLogMsg.person,
    ),
    action: optionalText(100),
    targetType: optionalText(50),
    targetId: z.number().int().positive().optional().nullable(),
    from: optionalDate.nullable(),
    to: optionalDate.nullable(),
  })
  .refine((f) => !f.from || !f.to || f.to >= f.from, { message: AuditLogMsg.toBeforeFrom, path: ['to'] })
export type AuditLogFilterInput = z.input<typeof auditLogFilterSchema>
