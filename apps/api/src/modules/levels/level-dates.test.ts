import { Access, DateMsg, ErrorCode } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { levels } from '../../db/schema'
import { buildHQ, buildSchool } from '../../test/builders'
import { errorCode, gql } from '../../test/server'
import { levelInput, SAVE_LEVEL } from './level-test-support'

describe("a level's promotion date", () => {
  it('is refused far out of range, with the range in the message, and nothing is stored', async () => {
    const school = await buildSchool()
    const hq = await buildHQ(school, { level_management: Access.read | Access.write })
    const levelData = (promotionDate: string) => levelInput({ promotionDate })
    const result = await gql(
      SAVE_LEVEL,
      { IDSchool: school.id, levelData: levelData('9999-12-31') },
      hq.token,
    )
    expect(errorCode(result)).toBe(ErrorCode.BadUserInput)
    expect(result.errors?.[0].message).toBe(`promotionDate: ${DateMsg.planningRange}`)
    expect(await school.db.select().from(levels).where(eq(levels.fkSchool, school.id))).toEqual([])
    const fine = await gql(SAVE_LEVEL, { IDSchool: school.id, levelData: levelData('2027-01-01') }, hq.token)
    expect(fine.errors).toBeUndefined()
  })
})
