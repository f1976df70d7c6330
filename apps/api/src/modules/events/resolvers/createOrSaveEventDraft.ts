import type { MutationCreateOrSaveEventDraftArgs as Args } from '../../../generated/graphql'
import type { Grant } from '../../../platform/authz/authorize'
import { actions } from '../../../platform/authz/catalogue'
import { guard, guardByCase } from '../../../platform/authz/guard'
import type { Context } from '../../../platform/context'
import { saveDraft } from '../drafts'
import { toEvent } from './event-mapper'
import { isSchoolWide, scopeTargets } from './event-targets'

const save = async (args: Args, { viewer }: Grant<typeof actions.events.write>, ctx: Context) =>
  toEvent(await saveDraft(ctx.db, viewer, args.IDEvent ?? null, args.eventData))

export const createOrSaveEventDraft = guardByCase(
  isSchoolWide,
  guard(actions.events.writeSchoolWide, (a: Args) => ({ event: a.IDEvent }), save),
  guard(actions.events.write, (a: Args) => scopeTargets(a.IDEvent, a.eventData), save),
)
