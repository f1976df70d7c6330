import { Access, LevelMsg } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { centreLevels } from '../../db/schema'
import { buildCentre, buildHQ, buildParent, buildSchool, buildStaff } from '../../test/builders'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'

const RW = Access.read | Access.write

const SAVE = graphql(`
  mutation LevelsSave($IDSchool: Int!, $levelID: Int, $levelData: LevelInput!) {
    insertOrUpdateLevelForSchool(IDSchool: $IDSchool, levelID: $levelID, levelData: $levelData) {
      ID
      label
      fromMonth
      toMonth
      promotionDate
      offOnSaturday
      isInfant
      active
      programs {
        ID
        label
        from
        to
        active
      }
    }
  }
`)
const LIST = graphql(`
  query LevelsList($IDSchool: Int!) {
    findAllLevelsConfig(IDSchool: $IDSchool) {
      totalCount
      data {
        ID
        label
        fromMonth
        active
        programs {
          label
          active
        }
      }
    }
  }
`)
const PUBLIC_LIST = graphql(`
  query LevelsPublic($IDSchool: Int!) {
    getLevelsForSchool(IDSchool: $IDSchool) {
      ID
      label
      programs {
        label
      }
    }
  }
`)
const REMOVE = graphql(`
  mutation LevelsRemove($IDSchool: Int!, $levelID: Int!) {
    removeLevelForSchool(IDSchool: $IDSchool, levelID: $levelID)
  }
`)

const level = (overrides: Record<string, unknown> = {}) => ({
  label: 'Nursery 1',
  fromMonth: 36,
  toMonth: 48,
  promotionDate: '2027-01-01',
  offOnSaturday: true,
  isInfant: false,
  active: true,
  programs: [{ label: 'Full Day', from: '07:00', to: '19:00' }],
  ...overrides,
})

async function setup() {
  const school = await buildSchool()
  const hq = await buildHQ(school, { level_management: RW })
  return { school, hq }
}

describe('level management', () => {
  it('creates a level with programmes and lists levels sorted by fromMonth', async () => {
    const { school, hq } = await setup()
    await gql(SAVE, { IDSchool: school.id, levelData: level() }, hq.token)
    const created = await gql(
      SAVE,
      { IDSchool: school.id, levelData: level({ label: 'Playgroup', fromMonth: 18, toMonth: 36 }) },
      hq.token,
    )
    expect(created.errors).toBeUndefined()
    const list = await gql(LIST, { IDSchool: school.id }, hq.token)
    expect(list.data?.findAllLevelsConfig.totalCount).toBe(2)
    expect(list.data?.findAllLevelsConfig.data.map((l) => l.label)).toEqual(['Playgroup', 'Nursery 1'])
  })

  it('updates a level: renames, swaps and removes programmes', async () => {
    const { school, hq } = await setup()
    const created = await gql(
      SAVE,
      {
        IDSchool: school.id,
        levelData: level({
          programs: [
            { label: 'AM', from: '07:00', to: '13:00' },
            { label: 'PM', from: '13:00', to: '19:00' },
          ],
        }),
      },
      hq.token,
    )
    const saved = created.data!.insertOrUpdateLevelForSchool
    const [am, pm] = saved.programs
    const updated = await gql(
      SAVE,
      {
        IDSchool: school.id,
        levelID: saved.ID,
        levelData: level({
          label: 'Nursery One',
          programs: [
            { ID: am.ID, label: 'PM', from: '07:00', to: '13:00' },
            { ID: pm.ID, label: 'AM', from: '13:00', to: '19:00' },
            { label: 'Full Day', from: '07:00', to: '19:00' },
          ],
        }),
      },
      hq.token,
    )
    expect(updated.errors).toBeUndefined()
    expect(updated.data!.insertOrUpdateLevelForSchool.programs.map((p) => p.label).sort()).toEqual([
      'AM',
      'Full Day',
      'PM',
    ])
  })

  it('deactivates a removed programme a centre offers instead of deleting it', async () => {
    const { school, hq } = await setup()
    const created = await gql(SAVE, { IDSchool: school.id, levelData: level() }, hq.token)
    const saved = created.data!.insertOrUpdateLevelForSchool
    const centre = await buildCentre(school)
    await school.db.insert(centreLevels).values({
      fkSchool: school.id,
      fkCentre: centre.id,
      fkLevel: saved.ID,
      fkProgram: saved.programs[0].ID,
    })
    const updated = await gql(
      SAVE,
      {
        IDSchool: school.id,
        levelID: saved.ID,
        levelData: level({ programs: [{ label: 'Half Day', from: '07:00', to: '13:00' }] }),
      },
      hq.token,
    )
    const programs = updated.data!.insertOrUpdateLevelForSchool.programs
    expect(programs.find((p) => p.label === 'Full Day')?.active).toBe(false)
    expect(programs.find((p) => p.label === 'Half Day')?.active).toBe(true)
    const removal = await gql(REMOVE, { IDSchool: school.id, levelID: saved.ID }, hq.token)
    expect(removal.errors?.[0].message).toBe(LevelMsg.inUse)
  })

  it('refuses bad input with the rule message and writes nothing', async () => {
    const { school, hq } = await setup()
    const cases: [Record<string, unknown>, string][] = [
      [{ label: '  ' }, '*Required'],
      [{ fromMonth: 48, toMonth: 36 }, LevelMsg.toAfterFrom],
      [{ fromMonth: -1 }, LevelMsg.fromMonth],
      [{ toMonth: 85 }, LevelMsg.toMonth],
      [{ programs: [] }, LevelMsg.programsRequired],
      [{ programs: [{ label: 'X', from: '13:00', to: '07:00' }] }, LevelMsg.programEnd],
      [{ programs: [{ label: 'X', from: '7am', to: '19:00' }] }, LevelMsg.programTime],
      [{ promotionDate: '2027-02-30' }, 'Invalid date'],
    ]
    for (const [overrides, message] of cases) {
      const result = await gql(SAVE, { IDSchool: school.id, levelData: level(overrides) }, hq.token)
      expect(errorCode(result)).toBe('BAD_USER_INPUT')
      expect(result.errors?.[0].message).toContain(message)
    }
    const list = await gql(LIST, { IDSchool: school.id }, hq.token)
    expect(list.data?.findAllLevelsConfig.totalCount).toBe(0)
  })

  it('refuses overlapping age ranges and duplicate names', async () => {
    const { school, hq } = await setup()
    await gql(SAVE, { IDSchool: school.id, levelData: level() }, hq.token)
    const overlap = await gql(
      SAVE,
      { IDSchool: school.id, levelData: level({ label: 'Other', fromMonth: 40, toMonth: 60 }) },
      hq.token,
    )
    expect(overlap.errors?.[0].message).toBe(LevelMsg.overlap('Nursery 1'))
    const inactive = await gql(
      SAVE,
      { IDSchool: school.id, levelData: level({ label: 'Old', fromMonth: 40, toMonth: 60, active: false }) },
      hq.token,
    )
    expect(inactive.errors).toBeUndefined()
    const duplicate = await gql(
      SAVE,
      { IDSchool: school.id, levelData: level({ fromMonth: 60, toMonth: 72 }) },
      hq.token,
    )
    expect(duplicate.errors?.[0].message).toBe(LevelMsg.labelTaken)
    expect(duplicate.errors?.[0].extensions?.fields).toEqual({ label: LevelMsg.labelTaken })
    expect(errorCode(duplicate)).toBe('CONFLICT')
  })

  it('removes an unused level', async () => {
    const { school, hq } = await setup()
    const created = await gql(SAVE, { IDSchool: school.id, levelData: level() }, hq.token)
    const removal = await gql(
      REMOVE,
      { IDSchool: school.id, levelID: created.data!.insertOrUpdateLevelForSchool.ID },
      hq.token,
    )
    expect(removal.data).toEqual({ removeLevelForSchool: true })
    const list = await gql(LIST, { IDSchool: school.id }, hq.token)
    expect(list.data?.findAllLevelsConfig.totalCount).toBe(0)
  })

  it('shows only active levels and programmes publicly', async () => {
    const { school, hq } = await setup()
    await gql(SAVE, { IDSchool: school.id, levelData: level() }, hq.token)
    await gql(
      SAVE,
      { IDSchool: school.id, levelData: level({ label: 'K1', fromMonth: 48, toMonth: 60, active: false }) },
      hq.token,
    )
    const result = await gql(PUBLIC_LIST, {
      IDSchool: school.id,
    })
    expect(result.data?.getLevelsForSchool.map((l) => l.label)).toEqual(['Nursery 1'])
  })

  describe('refusals', () => {
    it('refuses callers without a session, parents, staff without the module, and read-only staff writing', async () => {
      const { school } = await setup()
      const parent = await buildParent(school)
      const otherModule = await buildStaff(school, { centre_management: RW })
      const readOnly = await buildStaff(school, { level_management: Access.read })
      for (const token of [undefined, parent.token, otherModule.token]) {
        const list = await gql(LIST, { IDSchool: school.id }, token)
        expect(list.errors?.[0].message).toBe('unauthorized')
      }
      const save = await gql(SAVE, { IDSchool: school.id, levelData: level() }, readOnly.token)
      expect(save.errors?.[0].message).toBe('unauthorized')
      expect(errorCode(save)).toBe('FORBIDDEN')
      const list = await gql(LIST, { IDSchool: school.id }, readOnly.token)
      expect(list.errors).toBeUndefined()
    })

    it("never reaches another school's levels", async () => {
      const { school, hq } = await setup()
      const other = await setup()
      const created = await gql(SAVE, { IDSchool: other.school.id, levelData: level() }, other.hq.token)
      const levelID = created.data!.insertOrUpdateLevelForSchool.ID
      for (const attempt of [
        () => gql(LIST, { IDSchool: other.school.id }, hq.token),
        () => gql(SAVE, { IDSchool: other.school.id, levelData: level() }, hq.token),
        () => gql(REMOVE, { IDSchool: other.school.id, levelID }, hq.token),
      ]) {
        expect((await attempt()).errors?.[0].message).toBe('unauthorized')
      }
      // Naming its own school with the other school's level id finds nothing.
      const update = await gql(SAVE, { IDSchool: school.id, levelID, levelData: level() }, hq.token)
      expect(errorCode(update)).toBe('NOT_FOUND')
      const removal = await gql(REMOVE, { IDSchool: school.id, levelID }, hq.token)
      expect(errorCode(removal)).toBe('NOT_FOUND')
    })
  })
})
