import { graphql } from '../../generated'
import type { CentreOutlooksQuery, PublicLevelsQuery } from '../../generated/graphql'

/** The school's active levels and programmes: the search's filters. */
export const publicLevelsQuery = graphql(`
  query PublicLevels($IDSchool: Int!) {
    getLevelsForSchool(IDSchool: $IDSchool) {
      ID
      label
      programs {
        ID
        label
      }
    }
  }
`)

/** What a family enquiring today can expect at each centre found: waiting time and fee after the subsidy. */
export const centreOutlooksQuery = graphql(`
  query CentreOutlooks(
    $IDSchool: Int!
    $centres: [Int!]!
    $level: Int!
    $program: Int
    $enrollmentDate: Date!
    $household: PublicHouseholdInput
  ) {
    getCentreOutlooks(
      IDSchool: $IDSchool
      centres: $centres
      level: $level
      program: $program
      enrollmentDate: $enrollmentDate
      household: $household
    ) {
      fkCentre
      levelLabels
      queueLength
      expectedOfferMonth
      monthlyFeeCents
      programLabel
      subsidyCents
      feeAfterSubsidyCents
    }
  }
`)

export type PublicLevel = PublicLevelsQuery['getLevelsForSchool'][number]
export type CentreOutlook = CentreOutlooksQuery['getCentreOutlooks'][number]
