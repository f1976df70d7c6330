import type { EventInput } from '../../../generated/graphql'

/** An event input's scopes as guard targets: each centre and class it invites must be in the caller's reach. */
export const scopeTargets = (eventId: number | null | undefined, data: EventInput) => ({
  event: eventId,
  centre: data.scopes.centreIDs ?? [],
  class: data.scopes.classIDs ?? [],
})

/** A school-wide input: the school-wide action decides it (head office only). */
export const isSchoolWide = (args: { eventData: EventInput }) => args.eventData.scopes.school === true
