import { Access } from '@preschool/domain'
import { buildCentre, buildHQ, buildSchool, type TestSchool, type TestUser } from '../../test/builders'
import { graphql } from '../../test/generated'
import { gql } from '../../test/server'

export const RW = Access.read | Access.write

export const LIST_BUSES = graphql(`
  query BusesList($IDSchool: Int!, $filter: BusFilter, $pagination: Pagination) {
    findAllBus(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
      totalCount
      data {
        ID
        fkCentre
        plateNumber
        fkBusDriver
        centre {
          ID
          label
        }
        busDriver {
          ID
          firstname
        }
        busChildren {
          ID
          firstname
          lastname
        }
      }
    }
  }
`)

export const FREE_CHILDREN = graphql(`
  query BusesFreeChildren($IDSchool: Int!, $centreID: Int!) {
    findAllChildrenNotAssignedToBus(IDSchool: $IDSchool, centreID: $centreID) {
      ID
      firstname
      lastname
    }
  }
`)

export const SAVE_BUS = graphql(`
  mutation BusesSave($IDSchool: Int!, $busID: Int, $data: BusInput!, $children: [Int!]) {
    insertOrUpdateBusForSchool(IDSchool: $IDSchool, busID: $busID, data: $data, children: $children) {
      ID
      fkCentre
      plateNumber
      fkBusDriver
      busDriver {
        ID
      }
      busChildren {
        ID
      }
    }
  }
`)

export const REMOVE_BUS = graphql(`
  mutation BusesRemove($IDBus: Int!) {
    removeBusById(IDBus: $IDBus)
  }
`)

export const LIST_DRIVERS = graphql(`
  query BusesDrivers($IDSchool: Int!, $filter: BusFilter, $pagination: Pagination) {
    findAllBusDriver(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
      totalCount
      data {
        ID
        fkCentre
        firstname
        lastname
        mobilePhoneCountryCode
        mobilePhone
        centre {
          ID
          label
          code
        }
      }
    }
  }
`)

export const ADD_DRIVER = graphql(`
  mutation BusesAddDriver($IDSchool: Int!, $data: BusDriverInput!) {
    insertBusDriver(IDSchool: $IDSchool, data: $data) {
      ID
      fkCentre
      firstname
      lastname
      mobilePhoneCountryCode
      mobilePhone
    }
  }
`)

export const UPDATE_DRIVER = graphql(`
  mutation BusesUpdateDriver($IDBusDriver: Int!, $data: BusDriverInput!) {
    updateBusDriverByFields(IDBusDriver: $IDBusDriver, data: $data) {
      ID
      fkCentre
      firstname
      mobilePhone
    }
  }
`)

export const DELETE_DRIVER = graphql(`
  mutation BusesDeleteDriver($IDBusDriver: Int!) {
    deleteBusDriverByID(IDBusDriver: $IDBusDriver)
  }
`)

export interface BusWorld {
  school: TestSchool
  east: { id: number }
  west: { id: number }
  hq: TestUser
}

/** A school with two centres and HQ staff with bus_management read and write. */
export async function setup(): Promise<BusWorld> {
  const school = await buildSchool()
  const east = await buildCentre(school, { label: 'East Coast' })
  const west = await buildCentre(school, { label: 'Jurong West' })
  const hq = await buildHQ(school, { bus_management: RW })
  return { school, east, west, hq }
}

export const driverData = (fkCentre: number, overrides: Record<string, unknown> = {}) => ({
  fkCentre,
  firstname: 'Ah Kow',
  lastname: 'Lim',
  mobilePhone: '9123 4567',
  ...overrides,
})

/** The plate numbers of the school's buses the caller sees, in list order. */
export async function plates(school: TestSchool, token: string, filter?: Record<string, unknown>) {
  const result = await gql(LIST_BUSES, { IDSchool: school.id, filter }, token)
  return result.data!.findAllBus.data.map((b) => b.plateNumber)
}
