import type { Tx } from '../../client'
import { centreLevels, levels, programs } from '../../schema'
import { demoCentres } from '../content/centres'
import { demoLevels, nextPromotionDate } from '../content/levels'
import { demoSchools } from '../content/schools'
import { lookup } from '../lookup'
import type { SeededCentre } from './centres'

/** Every school's levels and programmes, and which of them each centre offers. */
export async function insertLevels(
  tx: Tx,
  seededCentres: ReadonlyMap<string, SeededCentre>,
  today: Date,
): Promise<void> {
  const levelRows = await tx
    .insert(levels)
    .values(
      demoSchools.flatMap((school) =>
        demoLevels.map((level) => ({
          fkSchool: school.id,
          label: level.label,
          fromMonth: level.fromMonth,
          toMonth: level.toMonth,
          promotionDate: nextPromotionDate(today),
          offOnSaturday: level.offOnSaturday,
          isInfant: level.isInfant,
        })),
      ),
    )
    .returning({ id: levels.id, fkSchool: levels.fkSchool, label: levels.label })
  const levelByLabel = new Map(demoLevels.map((l) => [l.label, l]))

  const programRows = await tx
    .insert(programs)
    .values(
      levelRows.flatMap((row) =>
        lookup(levelByLabel, row.label, 'level').programs.map((program) => ({
          fkSchool: row.fkSchool,
          fkLevel: row.id,
          label: program.label,
          from: program.from,
          to: program.to,
        })),
      ),
    )
    .returning({ id: programs.id, fkLevel: programs.fkLevel })

  await tx.insert(centreLevels).values(
    demoCentres.flatMap((data) => {
      const centre = lookup(seededCentres, data.code, 'centre')
      const offered = levelRows.filter(
        (row) =>
          row.fkSchool === centre.fkSchool &&
          !data.without?.includes(lookup(levelByLabel, row.label, 'level').key),
      )
      return offered.flatMap((level) =>
        programRows
          .filter((program) => program.fkLevel === level.id)
          .map((program) => ({
            fkSchool: centre.fkSchool,
            fkCentre: centre.id,
            fkLevel: level.id,
            fkProgram: program.id,
          })),
      )
    }),
  )
}
