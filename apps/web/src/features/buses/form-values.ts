import type { BusDriverFormInput, BusDriverInput, BusFormInput, BusInput } from '@preschool/domain'
import type { Bus, BusDriver } from './documents'

/** The bus form: the bus's fields and its children's ids. */
export type BusFormValues = BusFormInput & { children: number[] }
export type BusFormOutput = BusInput & { children: number[] }

export const newBusDefaults = (fkCentre?: number): Partial<BusFormValues> => ({
  fkCentre,
  plateNumber: '',
  fkBusDriver: null,
  children: [],
})

export const busToFormValues = (bus: Bus): BusFormValues => ({
  fkCentre: bus.fkCentre,
  plateNumber: bus.plateNumber,
  fkBusDriver: bus.fkBusDriver,
  children: bus.busChildren.map((c) => c.ID),
})

/** The save's variables: the spec's rule, a save without children drops the children field. */
export function toBusSave({ children, ...data }: BusFormOutput) {
  return children.length > 0 ? { data, children } : { data }
}

export const newDriverDefaults = (fkCentre?: number): Partial<BusDriverFormInput> => ({
  fkCentre,
  firstname: '',
  lastname: '',
  mobilePhoneCountryCode: '+65',
  mobilePhone: '',
})

export const driverToFormValues = (d: BusDriver): BusDriverFormInput => ({
  fkCentre: d.fkCentre,
  firstname: d.firstname,
  lastname: d.lastname,
  mobilePhoneCountryCode: d.mobilePhoneCountryCode,
  mobilePhone: d.mobilePhone,
})

export type { BusDriverInput }
