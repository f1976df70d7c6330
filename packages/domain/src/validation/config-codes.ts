import { z } from 'zod'
import { CodeCategory, SchoolConfigKey } from '../constants'

export const ConfigMsg = {
  unknownCategory: 'Unknown code category',
  tooManyCategories: `Ask for at most ${CodeCategory.length} categories`,
  unknownKey: 'Unknown configuration key',
} as const

export const codeCategorySchema = z.enum(CodeCategory, { error: ConfigMsg.unknownCategory })

/** Several option lists in one call; repeated categories are answered once. */
export const codeCategoriesSchema = z
  .array(codeCategorySchema)
  .max(CodeCategory.length, ConfigMsg.tooManyCategories)
  .transform((categories) => [...new Set(categories)])

export const schoolConfigKeySchema = z.enum(SchoolConfigKey, { error: ConfigMsg.unknownKey })

// The public reads' arguments, so that a refusal names the argument at fault (e.g. 'labels.1: ...').
export const configByCategoryArgsSchema = z.object({ searchCategory: codeCategorySchema })
export const codesByLabelsArgsSchema = z.object({ labels: codeCategoriesSchema })
export const schoolConfigKeyArgsSchema = z.object({ key: schoolConfigKeySchema })
