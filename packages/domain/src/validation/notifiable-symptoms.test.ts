import { describe, expect, it } from 'vitest'
import { NOTIFIABLE_SYMPTOMS_DEFAULT, notifiableSymptoms } from './attendance'
import { NotifiableSymptomMsg, notifiableSymptomsInputSchema } from './notifiable-symptoms'

const refusal = (symptoms: unknown) => {
  const result = notifiableSymptomsInputSchema.safeParse({ symptoms })
  return result.success ? null : result.error.issues.map((i) => [i.path.join('.'), i.message])
}

describe('notifiableSymptomsInputSchema', () => {
  it('trims each name and keeps the order', () => {
    expect(notifiableSymptomsInputSchema.parse({ symptoms: ['  Rash ', 'Fever'] })).toEqual({
      symptoms: ['Rash', 'Fever'],
    })
  })

  it('refuses an empty name, a name over 60 characters and separators, on the row at fault', () => {
    expect(refusal(['Rash', '   '])).toEqual([['symptoms.1', NotifiableSymptomMsg.required]])
    expect(refusal(['x'.repeat(61)])).toEqual([['symptoms.0', NotifiableSymptomMsg.tooLong]])
    expect(refusal(['x'.repeat(60)])).toBeNull()
    for (const bad of ['Rash, itchy', 'Rash\nFever', 'Ra\u0000sh', 'Ra\tsh', 'Ra\u007Fsh', 'Ra\uD800sh'])
      expect(refusal([bad]), JSON.stringify(bad)).toEqual([['symptoms.0', NotifiableSymptomMsg.characters]])
  })

  it('refuses the same name twice whatever its case and spaces, marking the repeat', () => {
    expect(refusal(['Rash', 'Fever', ' rASH '])).toEqual([['symptoms.2', NotifiableSymptomMsg.duplicate]])
  })

  it('needs one to thirty names', () => {
    expect(refusal([])).toEqual([['symptoms', NotifiableSymptomMsg.atLeastOne]])
    expect(refusal(null)).toEqual([['symptoms', NotifiableSymptomMsg.atLeastOne]])
    const names = (n: number) => Array.from({ length: n }, (_, i) => `Symptom ${i}`)
    expect(refusal(names(30))).toBeNull()
    expect(refusal(names(31))).toEqual([['symptoms', NotifiableSymptomMsg.tooMany]])
  })
})

describe('notifiableSymptoms (the stored setting)', () => {
  it('reads one name a line, trimmed, skipping repeats ignoring case and lines the rules refuse', () => {
    expect(notifiableSymptoms(' Rash \nrash\n\nA, B\nFever')).toEqual(['Rash', 'Fever'])
  })

  it('falls back to the defaults when unset or empty', () => {
    expect(notifiableSymptoms(null)).toEqual([...NOTIFIABLE_SYMPTOMS_DEFAULT])
    expect(notifiableSymptoms(' \n ')).toEqual([...NOTIFIABLE_SYMPTOMS_DEFAULT])
  })
})
