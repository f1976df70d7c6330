import { graphql } from '../../test/generated'
import type { LevelInput } from '../../test/generated/graphql'

/** The level save mutation and a valid level, for tests outside levels.test.ts that save levels. */
export const SAVE_LEVEL = graphql(`
  mutation LevelsSaveLevel($IDSchool: Int!, $levelData: LevelInput!) {
    insertOrUpdateLevelForSchool(IDSchool: $IDSchool, levelData: $levelData) {
      ID
    }
  }
`)

export const levelInput = (overrides: Partial<LevelInput> = {}): LevelInput => ({
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
