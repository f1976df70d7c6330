import { z } from 'zod'
import { ENQUIRY_STATES, type EnquiryStateCode, enquiryState } from '../enquiry-states'
import { V } from './messages'

export const StateMapMsg = {
  unknownState: 'Choose an enquiry state',
  sameState: 'A state cannot map to itself',
  priority: 'Priority must be a whole number from 0 to 999',
  exists: 'This mapping already exists',
  notAllowed: (from: string, to: string) =>
    `The school's enquiry state map does not allow a move from ${from} to ${to}`,
  strands: (count: number, state: string) =>
    `${count} open ${count === 1 ? 'enquiry' : 'enquiries'} in ${state} would have no way out. Confirm to change it anyway.`,
  needed: (count: number, state: string) =>
    `${count} open ${count === 1 ? 'enquiry stands' : 'enquiries stand'} in ${state} and may need this move. Confirm to change it anyway.`,
} as const

const stateCodes = ENQUIRY_STATES.map((s) => s.code) as [EnquiryStateCode, ...EnquiryStateCode[]]
const stateCode = z.enum(stateCodes, { error: StateMapMsg.unknownState })
const priority = z
  .number({ error: StateMapMsg.priority })
  .int(StateMapMsg.priority)
  .min(0, StateMapMsg.priority)
  .max(999, StateMapMsg.priority)

/** A new mapping: a move from one state to another, with its priority among the moves out of that state. */
export const stateMapInputSchema = z
  .object({
    fromState: z.string({ error: V.required }).pipe(stateCode),
    toState: z.string({ error: V.required }).pipe(stateCode),
    priority: priority.nullish().transform((p) => p ?? 0),
  })
  .refine((m) => m.fromState !== m.toState, { message: StateMapMsg.sameState, path: ['toState'] })
export type StateMapInput = z.input<typeof stateMapInputSchema>
export type StateMapValues = z.output<typeof stateMapInputSchema>

/** Changing a mapping: its priority, and optionally the state it leads to. */
export const stateMapChangeSchema = z.object({
  toState: z.string().pipe(stateCode).nullish(),
  priority,
})

/**
 * States where an enquiry may rightly stay for good (cancelled, blacklisted, enrolled): no way out of them strands
 * nobody. Every other state needs at least one move out.
 */
export const TERMINAL_STATE_CODES: readonly string[] = ['cancelled_enquiry', 'blacklisted', 'enrolled']

/** Whether a state needs a move out (an open enquiry standing there must be able to go on). */
export const needsWayOut = (code: string): boolean => !TERMINAL_STATE_CODES.includes(code)

/** The state's label for messages, by code. */
export const stateLabel = (code: EnquiryStateCode): string => enquiryState(code).label
