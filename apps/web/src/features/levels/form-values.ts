import type { LevelInput, levelInputSchema } from '@preschool/domain'
import type { DefaultValues } from 'react-hook-form'
import type { z } from 'zod'
import type { Level } from './documents'

/** What the form holds: the domain schema's input, so zodResolver(levelInputSchema) validates it as the server does. */
export type LevelFormValues = z.input<typeof levelInputSchema>

export const emptyProgram = { label: '', from: '', to: '' }

export const newLevelDefaults: DefaultValues<LevelFormValues> = {
  label: '',
  promotionDate: null,
  offOnSaturday: false,
  isInfant: false,
  active: true,
  programs: [emptyProgram],
}

/**
 * The form's starting values for an existing level. Only active programmes are edited: the list sent back is the
 * complete one, so leaving retired programmes out keeps them retired instead of reviving them.
 */
export function levelToFormValues(level: Level): DefaultValues<LevelFormValues> {
  const programs = level.programs
    .filter((p) => p.active)
    .map((p) => ({ ID: p.ID, label: p.label, from: p.from, to: p.to }))
  return {
    label: level.label,
    fromMonth: level.fromMonth,
    toMonth: level.toMonth,
    promotionDate: level.promotionDate,
    offOnSaturday: level.offOnSaturday,
    isInfant: level.isInfant,
    active: level.active,
    programs: programs.length ? programs : [emptyProgram],
  }
}

/** The mutation's levelData. The spec: empty date fields are dropped before sending (the server then stores none). */
export function toLevelData(input: LevelInput): LevelInput {
  const { promotionDate, ...rest } = input
  return promotionDate ? { ...rest, promotionDate } : rest
}
