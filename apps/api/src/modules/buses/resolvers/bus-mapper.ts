import type { Bus, BusDriver } from '../../../generated/graphql'
import type { BusDriverRow, BusRow } from '../queries'

/** A bus as resolved before its children (loaded per list in one statement, when asked for). */
export type BusSource = Omit<Bus, 'busChildren'>

export function toBusDriver(d: BusDriverRow): BusDriver {
  return {
    ID: d.id,
    fkSchool: d.fkSchool,
    fkCentre: d.fkCentre,
    firstname: d.firstname,
    lastname: d.lastname,
    mobilePhoneCountryCode: d.mobilePhoneCountryCode,
    mobilePhone: d.mobilePhone,
    createdAt: d.createdAt.toISOString(),
    centre: d.centre,
  }
}

export function toBus(b: BusRow): BusSource {
  return {
    ID: b.id,
    fkSchool: b.fkSchool,
    fkCentre: b.fkCentre,
    plateNumber: b.plateNumber,
    fkBusDriver: b.fkBusDriver,
    updatedAt: b.updatedAt.toISOString(),
    centre: b.centre,
    busDriver: b.driver && toBusDriver(b.driver),
  }
}
