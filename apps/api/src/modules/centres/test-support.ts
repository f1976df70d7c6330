// Documents and fixtures of the centre management tests (centre-management, centre-lists, centre-removal, centre-refusals).
import { Access } from '@preschool/domain'
import { expect } from 'vitest'
import { levels, programs } from '../../db/schema'
import { buildHQ, buildSchool, type TestSchool } from '../../test/builders'
import { graphql } from '../../test/generated'
import type { CentresSaveMutation } from '../../test/generated/graphql'
import { type GqlResult, gql } from '../../test/server'

export const RW = Access.read | Access.write

graphql(`
  fragment CentresCentreFields on Centre {
    ID
    fkSchool
    code
    ecdaCode
    label
    teacherRatio
    active
    addresses {
      ID
      name
      address
      building
      floor
      unit
      postcode
      city
      country
      lat
      lng
      active
    }
    centreLevels {
      ID
      fkLevel
      fkProgram
      active
      level {
        ID
        label
        active
      }
      program {
        ID
        label
        active
      }
    }
    centreNearbyPostcodes {
      ID
      postcode
    }
  }
`)
export const SAVE = graphql(`
  mutation CentresSave(
    $IDSchool: Int!
    $centreID: Int
    $centreData: CentreInput!
    $postcodes: [String!]
    $levels: [CentreLevelInput!]!
    $addressData: CentreAddressInput!
  ) {
    insertOrUpdateCentreForSchool(
      IDSchool: $IDSchool
      centreID: $centreID
      centreData: $centreData
      postcodes: $postcodes
      levels: $levels
      addressData: $addressData
    ) {
      ...CentresCentreFields
    }
  }
`)
export const LIST = graphql(`
  query CentresList($IDSchool: Int!, $filter: CentreFilter, $pagination: Pagination) {
    findAllCentreForSchool(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
      totalCount
      data {
        ...CentresCentreFields
      }
    }
  }
`)
export const OFFER = graphql(`
  query CentresOffer($IDSchool: Int!, $centreID: Int!) {
    findAllCentreLevel(IDSchool: $IDSchool, centreID: $centreID) {
      totalCount
      data {
        fkLevel
        fkProgram
        level {
          label
        }
        program {
          label
        }
      }
    }
  }
`)
export const REMOVE = graphql(`
  mutation CentresRemove($IDSchool: Int!, $centreID: Int!) {
    removeCentreForSchool(IDSchool: $IDSchool, centreID: $centreID)
  }
`)
export const ACCESSIBLE = graphql(`
  query CentresAccessibleToManage {
    getAccessibleCentresForModule(module: "centre_management", accessType: "read") {
      label
    }
  }
`)

/** A school with two levels (one with two programmes) and an HQ user who manages centres. */
export async function setup() {
  const school = await buildSchool()
  const hq = await buildHQ(school, { centre_management: RW })
  const [n1, k1] = await school.db
    .insert(levels)
    .values([
      { fkSchool: school.id, label: 'Nursery 1', fromMonth: 36, toMonth: 48 },
      { fkSchool: school.id, label: 'K1', fromMonth: 60, toMonth: 72 },
    ])
    .returning()
  const [fullDay, halfDay, k1Am] = await school.db
    .insert(programs)
    .values([
      { fkSchool: school.id, fkLevel: n1.id, label: 'Full Day', from: '07:00', to: '19:00' },
      { fkSchool: school.id, fkLevel: n1.id, label: 'Half Day', from: '07:00', to: '13:00' },
      { fkSchool: school.id, fkLevel: k1.id, label: 'Kindergarten (AM)', from: '08:00', to: '11:30' },
    ])
    .returning()
  const offer = {
    n1Full: { fkLevel: n1.id, fkProgram: fullDay.id },
    n1Half: { fkLevel: n1.id, fkProgram: halfDay.id },
    k1Am: { fkLevel: k1.id, fkProgram: k1Am.id },
  }
  return { school, hq, n1, k1, offer }
}

export type Offer = { fkLevel: number; fkProgram: number }
export const args = (
  schoolId: number,
  offer: Offer[],
  o: { centreData?: object; addressData?: object; postcodes?: string[] | null; centreID?: number } = {},
) => ({
  IDSchool: schoolId,
  centreID: o.centreID,
  centreData: {
    code: 'LS-SKG',
    ecdaCode: 'PT1111',
    label: 'Little Steps @ Sengkang',
    teacherRatio: 10,
    active: true,
    ...o.centreData,
  },
  // 540339 is in the bundled postcode table (Anchorvale Village); the position comes from there.
  addressData: {
    postcode: '540339',
    address: '339 Anchorvale Road',
    building: 'Anchorvale Village',
    ...o.addressData,
  },
  postcodes: o.postcodes === undefined ? ['544326', '544964'] : o.postcodes,
  levels: offer,
})

export const list = (school: TestSchool, token: string, variables: object = {}) =>
  gql(LIST, { IDSchool: school.id, ...variables }, token)
export const saved = (result: GqlResult<CentresSaveMutation>) => {
  expect(result.errors).toBeUndefined()
  return result.data!.insertOrUpdateCentreForSchool
}
