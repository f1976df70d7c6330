import { RefusalTexts } from '@preschool/domain'

/**
 * The refusals a parent can meet, by the reason key the server sends (decision 0083): in English the server's own
 * message, taken from the one catalogue in packages/domain.
 */
export const refusalsEn = RefusalTexts
