import type { Level } from '../../../generated/graphql'
import type { LevelWithPrograms } from '../queries'

const hhmm = (time: string) => time.slice(0, 5)

export function toLevel(level: LevelWithPrograms): Level {
  return {
    ID: level.id,
    fkSchool: level.fkSchool,
    label: level.label,
    fromMonth: level.fromMonth,
    toMonth: level.toMonth,
    promotionDate: level.promotionDate,
    offOnSaturday: level.offOnSaturday,
    isInfant: level.isInfant,
    active: level.active,
    programs: level.programs.map((p) => ({
      ID: p.id,
      label: p.label,
      from: hhmm(p.from),
      to: hhmm(p.to),
      active: p.active,
    })),
  }
}
