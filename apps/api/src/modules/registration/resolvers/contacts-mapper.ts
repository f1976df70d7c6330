import type { FamilyContacts } from '../../../generated/graphql'
import type { UserAddressRow } from '../queries'

export const toUserAddress = (row: UserAddressRow) => ({
  ID: row.id,
  fkUser: row.fkUser,
  postcode: row.postcode,
  address: row.address,
  building: row.building,
  floor: row.floor,
  unit: row.unit,
  city: row.city,
  country: row.country,
})

export const toFamilyContacts = (c: {
  address: UserAddressRow | null
  emergencyContact: unknown
}): FamilyContacts => ({
  address: c.address ? toUserAddress(c.address) : null,
  emergencyContact: c.emergencyContact,
})
