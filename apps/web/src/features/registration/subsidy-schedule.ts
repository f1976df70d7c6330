import { CareType, type SubsidySchedule } from '@preschool/domain'
import { graphql } from '../../generated'
import type { SubsidyTablesFragment } from '../../generated/graphql'

/** The school's subsidy tables as every page that estimates a subsidy asks for them. */
export const subsidyTablesFragment = graphql(`
  fragment SubsidyTables on SubsidySchedule {
    basic {
      careType
      working
      amountCents
    }
    additional {
      careType
      incomeMaxCents
      perCapitaMaxCents
      amountCents
    }
  }
`)

const isCareType = (value: string): value is CareType => (CareType as readonly string[]).includes(value)

/** The API's tables as the domain's estimate reads them (an unknown care type is left out). */
export const toSchedule = (s: SubsidyTablesFragment): SubsidySchedule => ({
  basic: s.basic.flatMap((r) => (isCareType(r.careType) ? [{ ...r, careType: r.careType }] : [])),
  additional: s.additional.flatMap((b) => (isCareType(b.careType) ? [{ ...b, careType: b.careType }] : [])),
})
