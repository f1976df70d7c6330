import type { Centre, CentreAddress, CentreLevel } from '../../../generated/graphql'
import type { CentreAddressRow, CentreWithAddresses, OfferedProgramme } from '../queries'

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

/**
 * What the centre module resolves a Centre to: its row and addresses. The offer, the nearby postal codes and the
 * level count have their own batched resolvers (centre-details.ts), so a list that does not show them does not
 * load them. The codegen mapper of Centre.
 */
export type CentreSource = Omit<Centre, 'centreLevels' | 'centreNearbyPostcodes' | 'levelCount'>

export function toCentre(centre: CentreWithAddresses): CentreSource {
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
  }
}
