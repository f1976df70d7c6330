import { z } from 'zod'
import { hasDisallowedCharacters } from './text'

/** The limits of a school's list of notifiable symptoms (decisions 0070 and 0076). */
export const NOTIFIABLE_SYMPTOM_MAX_LENGTH = 60
export const NOTIFIABLE_SYMPTOMS_MAX = 30

export const NotifiableSymptomMsg = {
  required: 'Enter a symptom',
  tooLong: `A symptom is at most ${NOTIFIABLE_SYMPTOM_MAX_LENGTH} characters`,
  characters: 'A symptom cannot contain commas, line breaks or control characters',
  duplicate: 'This symptom is already in the list',
  atLeastOne: 'Keep at least one notifiable symptom',
  tooMany: `At most ${NOTIFIABLE_SYMPTOMS_MAX} notifiable symptoms`,
} as const

// The list is stored one name a line and the register splits typed symptoms at commas, so neither may be in a name.
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const SEPARATORS = /[,\u0000-\u001F\u007F]/

/** One notifiable symptom as typed: trimmed, 1 to 60 characters, no separator or control character. */
export const notifiableSymptomSchema = z
  .string({ error: NotifiableSymptomMsg.required })
  .trim()
  .min(1, NotifiableSymptomMsg.required)
  .max(NOTIFIABLE_SYMPTOM_MAX_LENGTH, NotifiableSymptomMsg.tooLong)
  .refine((s) => !SEPARATORS.test(s) && !hasDisallowedCharacters(s), NotifiableSymptomMsg.characters)

/** The same name whatever its case and surrounding spaces: how the list and the cluster check compare symptoms. */
export const symptomKey = (name: string) => name.trim().toLocaleLowerCase('en')

/**
 * The whole list as saved: 1 to 30 names, none twice ignoring case (the duplicate's index is the path, so the
 * screen marks the row). At least one: an empty setting falls back to the defaults, so "none" cannot be stored.
 */
export const notifiableSymptomsInputSchema = z.object({
  symptoms: z
    .array(notifiableSymptomSchema, { error: NotifiableSymptomMsg.atLeastOne })
    .min(1, NotifiableSymptomMsg.atLeastOne)
    .max(NOTIFIABLE_SYMPTOMS_MAX, NotifiableSymptomMsg.tooMany)
    .superRefine((names, ctx) => {
      const seen = new Set<string>()
      names.forEach((name, index) => {
        const key = symptomKey(name)
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', path: [index], message: NotifiableSymptomMsg.duplicate })
        seen.add(key)
      })
    }),
})
export type NotifiableSymptomsInput = z.output<typeof notifiableSymptomsInputSchema>
export type NotifiableSymptomsFormValues = z.input<typeof notifiableSymptomsInputSchema>
