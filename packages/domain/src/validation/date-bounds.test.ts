import { describe, expect, it } from 'vitest'
import { suggestLevelArgsSchema } from './centre-search'
import { adultBirthDateIssue, childBirthDateIssue, DateMsg, planningDateSchema } from './date-bounds'
import { holidayInputSchema } from './holidays'
import { levelInputSchema } from './levels'
import { V } from './messages'

const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0].message

describe('date ranges', () => {
  it('keeps planning dates between 1900 and 2100', () => {
    expect(message(planningDateSchema().safeParse('9999-12-31'))).toBe(DateMsg.planningRange)
    expect(message(planningDateSchema().safeParse('1899-12-31'))).toBe(DateMsg.planningRange)
    expect(message(planningDateSchema().safeParse('2027-02-30'))).toBe(V.invalidDate)
    expect(planningDateSchema().safeParse('2100-12-31').success).toBe(true)
    expect(DateMsg.planningRange).toBe('Date must be between 1900-01-01 and 2100-12-31')
  })

  it("bounds a child's date of birth: 10 years back, a year ahead for an unborn child", () => {
    const today = '2026-11-24'
    expect(childBirthDateIssue('2016-11-23', today)).toBe(DateMsg.childBirthTooOld)
    expect(childBirthDateIssue('2016-11-24', today)).toBeNull()
    expect(childBirthDateIssue('2027-11-24', today)).toBeNull()
    expect(childBirthDateIssue('2027-11-25', today)).toBe(DateMsg.childBirthTooLate)
  })

  it("bounds an adult's date of birth: not in the future, 100 years back", () => {
    const today = '2026-11-24'
    expect(adultBirthDateIssue('2026-11-25', today)).toBe(DateMsg.birthInFuture)
    expect(adultBirthDateIssue('1926-11-23', today)).toBe(DateMsg.adultBirthTooOld)
    expect(adultBirthDateIssue('1980-05-01', today)).toBeNull()
  })

  it('applies them in the schemas the forms and the server share', () => {
    const level = {
      label: 'N1',
      fromMonth: 36,
      toMonth: 48,
      offOnSaturday: false,
      isInfant: false,
      active: true,
      programs: [{ label: 'Full Day', from: '07:00', to: '19:00' }],
    }
    expect(message(levelInputSchema.safeParse({ ...level, promotionDate: '9999-12-31' }))).toBe(
      DateMsg.planningRange,
    )
    expect(levelInputSchema.safeParse({ ...level, promotionDate: '2027-01-01' }).success).toBe(true)
    expect(message(holidayInputSchema.safeParse({ title: 'X', from: '0001-01-01', to: '0001-01-02' }))).toBe(
      DateMsg.planningRange,
    )
    expect(
      message(
        suggestLevelArgsSchema.safeParse({
          IDSchool: 1,
          dateOfBirth: '1950-01-01',
          enrollmentDate: '2027-01-01',
        }),
      ),
    ).toBe(DateMsg.childBirthTooOld)
  })
})
