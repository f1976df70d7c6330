import { z } from 'zod'
import { codeCategorySchema } from './config-codes'
import { V } from './messages'

/** Sort orders place a code in its option list; 0 first. */
export const CONFIG_CODE_MAX_SORT_ORDER = 9999

export const ConfigCodeMsg = {
  labelLength: 'Label must be at most 100 characters',
  descriptionLength: 'Description must be at most 255 characters',
  sortOrder: `Sort order must be a whole number from 0 to ${CONFIG_CODE_MAX_SORT_ORDER}`,
  labelTaken: 'A code with this label already exists in this category',
} as const

/** One option of an option list (a configuration code), as the option-list editor and the server check it. */
export const configCodeInputSchema = z.object({
  label: z.string({ error: V.required }).trim().min(1, V.required).max(100, ConfigCodeMsg.labelLength),
  description: z
    .string({ error: V.required })
    .trim()
    .min(1, V.required)
    .max(255, ConfigCodeMsg.descriptionLength),
  sortOrder: z
    .number({ error: ConfigCodeMsg.sortOrder })
    .int(ConfigCodeMsg.sortOrder)
    .min(0, ConfigCodeMsg.sortOrder)
    .max(CONFIG_CODE_MAX_SORT_ORDER, ConfigCodeMsg.sortOrder),
  active: z.boolean(),
})
export type ConfigCodeInput = z.infer<typeof configCodeInputSchema>

/** The category a code is saved in, named like the argument so a refusal reads 'category: Unknown code category'. */
export const codeCategoryArgsSchema = z.object({ category: codeCategorySchema })
