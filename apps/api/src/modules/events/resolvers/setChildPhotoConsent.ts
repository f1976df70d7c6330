import { actorOf } from '../../../platform/authz/actor'
import type { MutationSetChildPhotoConsentArgs as Args } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { setPhotoConsent } from '../photos'

export const setChildPhotoConsent = guard(
  actions.events.photoConsent,
  (a: Args) => ({ child: a.IDChild }),
  (args: Args, { viewer }, ctx) => setPhotoConsent(ctx.db, actorOf(viewer), args.IDChild, args.photoConsent),
)
