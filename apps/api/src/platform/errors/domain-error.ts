import { ErrorCode, Messages, refusalText, type RefusalReason } from '@preschool/domain'
import type { z } from 'zod'

/** A failure the user can act on. Anything else thrown inside a resolver is masked as 'Something went wrong'. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** The stable key of a refusal a parent can meet: the web shows it in the parent's language (decision 0083). */
    readonly reason?: RefusalReason,
  ) {
    super(message)
    this.name = 'DomainError'
  }
}

export const unauthenticated = () => new DomainError(ErrorCode.Unauthenticated, Messages.unauthorized)
/** A refusal of access; an action may name why (`refusedWith`: only head office may...), else the spec's message. */
export const forbidden = (message: string = Messages.unauthorized) =>
  new DomainError(ErrorCode.Forbidden, message)
export const notFound = (what: string) => new DomainError(ErrorCode.NotFound, `${what} not found`)
/** A refusal because of the data as it stands; `fields` names the input at fault when there is one (a taken label). */
export const conflict = (message: string, fields?: Record<string, string>) =>
  new DomainError(ErrorCode.Conflict, message, fields)
/**
 * A validation failure. `fields` names each input at fault by its path inside the argument the form edits ('label',
 * 'centreData.code', 'templates.3.access'): the web's useServerForm puts each message under that field, so no
 * form maps message text to fields.
 */
export const badInput = (message: string, fields?: Record<string, string>) =>
  new DomainError(ErrorCode.BadUserInput, message, fields)

/**
 * A refusal a parent or a kiosk user can meet: the spec's English message of `reason` (packages/domain's
 * RefusalTexts), sent with the reason so the web can show it translated; `field` names the input at fault.
 */
export function refusal(code: ErrorCode, reason: RefusalReason, field?: string): DomainError {
  const message = refusalText(reason)
  return new DomainError(code, message, field ? { [field]: message } : undefined, reason)
}

/** Parses input with a schema from packages/domain; the first issue becomes the message, all of them the fields. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const fields: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_'
    fields[key] ??= issue.message
  }
  const first = result.error.issues[0]
  const where = first.path.length ? `${first.path.join('.')}: ` : ''
  throw badInput(`${where}${first.message}`, fields)
}
