import { EnquiryMsg, ErrorCode } from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { codes } from '../../db/schema'
import { buildEnquiryWorld, enquiryArgs, submit, submitOk, writtenRows } from './test-fixtures'

describe("newEnquiry's option values (race, nationality, household income, workplace staff)", () => {
  it("refuses values that are not the school's active codes, with a message per field, writing nothing", async () => {
    const world = await buildEnquiryWorld()
    const before = await writtenRows(world)
    const result = await submit(
      enquiryArgs(world, {
        enquiry: {
          childRace: 'Martian',
          childNationality: 'Atlantis',
          householdIncomeRange: '$1,000,000',
          workplaceStaff: 'Maybe',
        },
      }),
    )
    expect(result.errors).toBeUndefined()
    expect(result.data?.newEnquiry).toEqual({
      success: false,
      data: null,
      error: [
        EnquiryMsg.optionNotOffered('Race'),
        EnquiryMsg.optionNotOffered('Nationality'),
        EnquiryMsg.optionNotOffered('Monthly household income'),
        EnquiryMsg.optionNotOffered('Workplace staff'),
      ].map((message) => ({ message, code: ErrorCode.BadUserInput })),
    })
    expect(await writtenRows(world)).toEqual(before)
  })

  it("refuses another school's code and a code the school has made inactive", async () => {
    const world = await buildEnquiryWorld()
    const other = await buildEnquiryWorld()
    await other.school.db
      .insert(codes)
      .values({ fkSchool: other.school.id, category: 'Race', label: 'Eurasian', description: 'Eurasian' })
    await world.school.db
      .update(codes)
      .set({ active: false })
      .where(and(eq(codes.fkSchool, world.school.id), eq(codes.label, 'Malay')))
    for (const childRace of ['Eurasian', 'Malay']) {
      const result = await submit(enquiryArgs(world, { enquiry: { childRace } }))
      expect(result.data?.newEnquiry.error?.[0].message, childRace).toBe(EnquiryMsg.optionNotOffered('Race'))
    }
  })

  it('takes active codes, and empty optional values', async () => {
    const world = await buildEnquiryWorld()
    await submitOk(enquiryArgs(world, { enquiry: { childRace: 'Chinese', workplaceStaff: 'Yes' } }))
    await submitOk(
      enquiryArgs(world, { enquiry: { childRace: null, childNationality: '', householdIncomeRange: null } }),
    )
  })
})
