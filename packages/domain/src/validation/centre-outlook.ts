import { z } from 'zod'
import { planningDateSchema } from './date-bounds'

/**
 * getCentreOutlooks' arguments (the public centre search, /parentsearch): the centres a search found, asked for at
 * most MAX_OUTLOOK_CENTRES at a time (each costs a fee look-up and a queue count), and the household the subsidy
 * estimate is for. Income is a gross monthly amount in cents, capped well above the subsidy's highest band.
 */
export const MAX_OUTLOOK_CENTRES = 20
export const MAX_HOUSEHOLD_INCOME_CENTS = 100_000_000

export const CentreOutlookMsg = {
  centres: `Ask for 1 to ${MAX_OUTLOOK_CENTRES} centres`,
  income: 'Household income must be a whole amount from 0 to 1,000,000',
} as const

const id = z.number().int().positive()

export const householdSchema = z.object({
  working: z.boolean(),
  citizen: z.boolean(),
  householdIncomeCents: z
    .number()
    .int(CentreOutlookMsg.income)
    .min(0, CentreOutlookMsg.income)
    .max(MAX_HOUSEHOLD_INCOME_CENTS, CentreOutlookMsg.income)
    .nullish()
    .transform((v) => v ?? null),
})
export type Household = z.infer<typeof householdSchema>

export const centreOutlookArgsSchema = z.object({
  IDSchool: id,
  centres: z
    .array(id)
    .min(1, CentreOutlookMsg.centres)
    .max(MAX_OUTLOOK_CENTRES, CentreOutlookMsg.centres)
    .transform((ids) => [...new Set(ids)]),
  level: id,
  program: id.nullish().transform((v) => v ?? null),
  enrollmentDate: planningDateSchema(),
  household: householdSchema.nullish().transform((v) => v ?? null),
})
export type CentreOutlookArgs = z.infer<typeof centreOutlookArgsSchema>
