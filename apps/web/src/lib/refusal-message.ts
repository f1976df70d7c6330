// Only the type: the catalogue's runtime module imports the rules' message files, and with them zod, which the
// shell must not load before it is told to run without eval (lib/zod-without-eval.ts; the CSP forbids eval).
import type { RefusalReason } from '@preschool/domain'
import i18n from '../i18n'
import type { TextKey } from '../i18n/text-key'

const REASON_SHAPE = /^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/

/**
 * What a parent reads of a server refusal: the text of its reason (`extensions.reason`, decision 0083) in the
 * current language, or the server's message when the reason is none this build knows or its texts are not in yet.
 */
export function refusalMessage(reason: unknown, serverMessage: string): string {
  // A key of the catalogue's shape ('kiosk.passUsed'); whether this build knows it is the bundle's to say.
  if (typeof reason !== 'string' || !REASON_SHAPE.test(reason)) return serverMessage
  // A key of the bundle (a reason the English bundle lacked fails the type check here), and a leaf: a text.
  const key = `refusals.${reason as RefusalReason}` as const satisfies TextKey
  return i18n.exists(key) ? (i18n.t(key) as string) : serverMessage
}

/** A refusal's field messages, each that repeats the refusal's message in the words the parent reads. */
export function refusalFields(
  fields: Record<string, string> | undefined,
  serverMessage: string,
  shown: string,
): Record<string, string> | undefined {
  if (!fields || shown === serverMessage) return fields
  return Object.fromEntries(
    Object.entries(fields).map(([path, message]) => [path, message === serverMessage ? shown : message]),
  )
}
