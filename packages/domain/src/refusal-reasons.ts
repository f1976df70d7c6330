import { KioskMsg } from './validation/kiosk'

/**
 * The refusals a parent (or a kiosk user) can meet, by a stable reason key (issue 27, decision 0083). The server
 * sends the key as `extensions.reason` beside the spec's English message below; the web shows the key's text in
 * the parent's language (its English bundle is this catalogue, so the two never drift apart). Staff-only refusals
 * and messages that carry data (a holiday's title) have no reason: they show as the server words them.
 */
export const RefusalTexts = {
  kiosk: {
    closed: KioskMsg.kioskClosed,
    passInvalid: KioskMsg.passInvalid,
    passExpired: KioskMsg.passExpired,
    passUsed: KioskMsg.passUsed,
    noChildHere: KioskMsg.noChildHere,
    chooseChildren: KioskMsg.chooseChildren,
    notAuthorised: KioskMsg.notAuthorised,
    tooManyPickups: KioskMsg.tooManyPickups,
    mobileTaken: KioskMsg.mobileTaken,
  },
} as const

type Texts = typeof RefusalTexts
/** A reason key: `<group>.<refusal>` of RefusalTexts ('kiosk.passUsed'). */
export type RefusalReason = { [G in keyof Texts]: `${G}.${keyof Texts[G] & string}` }[keyof Texts]

const byReason = new Map<string, string>(
  Object.entries(RefusalTexts).flatMap(([group, texts]) =>
    Object.entries(texts).map(([key, text]): [string, string] => [`${group}.${key}`, text]),
  ),
)

/** Whether a value (the server's `extensions.reason`, from any build) is a reason this build knows. */
export const isRefusalReason = (value: unknown): value is RefusalReason =>
  typeof value === 'string' && byReason.has(value)

/** The spec's English message of a reason: what the server sends as the error's message. */
export const refusalText = (reason: RefusalReason): string => byReason.get(reason)!
