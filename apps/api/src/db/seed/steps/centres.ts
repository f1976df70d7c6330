import type { Tx } from '../../client'
import { centreAddresses, centreNearbyPostcodes, centres } from '../../schema'
import { demoCentres } from '../content/centres'
import { demoSchoolId } from '../content/schools'
import { lookup } from '../lookup'

export interface SeededCentre {
  id: number
  fkSchool: number
  code: string
}

/** Centres by code, with their address and neighbouring postal codes. */
export async function insertCentres(tx: Tx): Promise<ReadonlyMap<string, SeededCentre>> {
  const rows = await tx
    .insert(centres)
    .values(
      demoCentres.map((c) => ({
        fkSchool: demoSchoolId(c.school),
        code: c.code,
        ecdaCode: c.ecdaCode,
        label: c.label,
        teacherRatio: c.teacherRatio,
      })),
    )
    .returning({ id: centres.id, fkSchool: centres.fkSchool, code: centres.code })
  const byCode = new Map(rows.map((row) => [row.code, row]))

  const seeded = demoCentres.map((data) => ({ data, row: lookup(byCode, data.code, 'centre') }))
  await tx.insert(centreAddresses).values(
    seeded.map(({ data, row }) => ({
      fkSchool: row.fkSchool,
      fkCentre: row.id,
      name: data.address.building ?? data.label,
      address: data.address.address,
      building: data.address.building,
      postcode: data.address.postcode,
      lat: data.address.lat,
      lng: data.address.lng,
    })),
  )
  await tx
    .insert(centreNearbyPostcodes)
    .values(
      seeded.flatMap(({ data, row }) =>
        data.nearbyPostcodes.map((postcode) => ({ fkSchool: row.fkSchool, fkCentre: row.id, postcode })),
      ),
    )
  return byCode
}
