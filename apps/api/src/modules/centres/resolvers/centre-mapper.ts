import type { Centre, CentreAddress, CentreLevel } from '../../../generated/graphql'
import type { CentreAddressRow, CentreDetails, OfferedProgramme } from '../queries'

/** A centre's address as every module shows it (centre management, enquiries, visits). */
export function toCentreAddress(a: CentreAddressRow): CentreAddress {
  return {
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
  }
}

export function toCentreLevel(offered: OfferedProgramme): CentreLevel {
  return {
    ID: offered.id,
    fkCentre: offered.fkCentre,
    fkLevel: offered.fkLevel,
    fkProgram: offered.fkProgram,
    active: offered.active,
    level: { ID: offered.level.id, label: offered.level.label, active: offered.level.active },
    program: { ID: offered.program.id, label: offered.program.label, active: offered.program.active },
  }
}

export function toCentre(centre: CentreDetails): Centre {
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
    addresses: centre.addresses.map(toCentreAddress),
    centreLevels: centre.offered.map(toCentreLevel),
    centreNearbyPostcodes: centre.nearbyPostcodes.map((n) => ({ ID: n.id, postcode: n.postcode })),
  }
}
