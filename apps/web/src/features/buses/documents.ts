import { graphql } from '../../generated'
import type { BusDriversQuery, BusesQuery, BusCentreOptionsQuery } from '../../generated/graphql'

/** One page of the buses in reach, with their centre, driver and children. */
export const busesQuery = graphql(`
  query Buses($IDSchool: Int!, $filter: BusFilter, $pagination: Pagination) {
    findAllBus(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
      totalCount
      data {
        ID
        fkCentre
        plateNumber
        fkBusDriver
        updatedAt
        centre {
          ID
          label
        }
        busDriver {
          ID
          firstname
          lastname
          mobilePhone
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

export const freeChildrenQuery = graphql(`
  query BusFreeChildren($IDSchool: Int!, $centreID: Int!) {
    findAllChildrenNotAssignedToBus(IDSchool: $IDSchool, centreID: $centreID) {
      ID
      firstname
      lastname
    }
  }
`)

export const saveBusMutation = graphql(`
  mutation SaveBus($IDSchool: Int!, $busID: Int, $data: BusInput!, $children: [Int!]) {
    insertOrUpdateBusForSchool(IDSchool: $IDSchool, busID: $busID, data: $data, children: $children) {
      ID
      plateNumber
    }
  }
`)

export const removeBusMutation = graphql(`
  mutation RemoveBus($IDBus: Int!) {
    removeBusById(IDBus: $IDBus)
  }
`)

/** One page of the drivers in reach, newest first. */
export const busDriversQuery = graphql(`
  query BusDrivers($IDSchool: Int!, $filter: BusFilter, $pagination: Pagination) {
    findAllBusDriver(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
      totalCount
      data {
        ID
        fkCentre
        firstname
        lastname
        mobilePhoneCountryCode
        mobilePhone
        createdAt
        centre {
          ID
          label
        }
      }
    }
  }
`)

export const addBusDriverMutation = graphql(`
  mutation AddBusDriver($IDSchool: Int!, $data: BusDriverInput!) {
    insertBusDriver(IDSchool: $IDSchool, data: $data) {
      ID
    }
  }
`)

export const updateBusDriverMutation = graphql(`
  mutation UpdateBusDriver($IDBusDriver: Int!, $data: BusDriverInput!) {
    updateBusDriverByFields(IDBusDriver: $IDBusDriver, data: $data) {
      ID
    }
  }
`)

export const deleteBusDriverMutation = graphql(`
  mutation DeleteBusDriver($IDBusDriver: Int!) {
    deleteBusDriverByID(IDBusDriver: $IDBusDriver)
  }
`)

/** The centres where the user may write buses: the forms' centre choices. */
export const busCentreOptionsQuery = graphql(`
  query BusCentreOptions {
    getAccessibleCentresForModule(module: "bus_management", accessType: "write") {
      ID
      label
    }
  }
`)

export type Bus = BusesQuery['findAllBus']['data'][number]
export type BusDriver = BusDriversQuery['findAllBusDriver']['data'][number]
export type BusCentreOption = BusCentreOptionsQuery['getAccessibleCentresForModule'][number]
