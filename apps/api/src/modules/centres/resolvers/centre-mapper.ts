import type { Centre } from '../../../generated/graphql'
import type { CentreWithAddresses } from '../queries'

export function toCentre(centre: CentreWithAddresses): Centre {
  return {
    ID: centre.id,
    fkSchool: centre.fkSchool,
    label: centre.label,
    code: centre.code,
    ecdaCode: centre.ecdaCode,
    teacherRatio: centre.teacherRatio,
    active: centre.active,
    createdAt: centre.createdAt.toISOString(),
    updatedAt: centre.updatedAt.toISOString(),
    addresses: centre.addresses.map((a) => ({
      ID: a.id,
      fkCentre: a.fkCentre,
      name: a.name,
      address: a.address,
      building: a.building,
      floor: a.floor,
      unit: a.unit,
      postcode: a.postcode,
      city: a.city,
      country: a.country,
      lat: a.lat,
      lng: a.lng,
      active: a.active,
    })),
  }
}
