import { VisitMsg, visitStatusText } from '@preschool/domain'
import type { Db } from '../../db/client'
import type { Actor } from '../../platform/authz/actor'
import { conflict, notFound } from '../../platform/errors/domain-error'
import { buildIcs } from './ics'
import { type AddressRow, type CentreView, LIVE_STATUSES, selectVisitView } from './queries'

/** '1 Test Street, Block A, #02-05, Singapore 238801': what a map application finds. */
export function addressLine(address: AddressRow | undefined): string {
  if (!address) return ''
  const unit =
    address.floor || address.unit ? `#${[address.floor, address.unit].filter(Boolean).join('-')}` : null
  return [address.address, address.building, unit, `${address.city} ${address.postcode}`]
    .filter(Boolean)
    .join(', ')
}

/** Where a visit takes place, as a map application finds it: the centre's address, or its name without one. */
export function centreLocation(centre: Pick<CentreView, 'label' | 'addresses'>): string {
  const address = centre.addresses.find((a) => a.active) ?? centre.addresses[0]
  return addressLine(address) || centre.label
}

/**
 * getVisitCalendarFile: a booked or approved visit as an .ics file's text, for the parent of its enquiry only.
 * The UID is stable per visit, so importing it again after a reschedule updates the event instead of adding one.
 */
export async function visitCalendarFile(
  db: Db,
  actor: Actor,
  visitId: number,
  publicUrl: string,
  now = new Date(),
): Promise<string> {
  const visit = await selectVisitView(db, actor.schoolId, visitId)
  if (!visit) throw notFound('Visit')
  if (!(LIVE_STATUSES as readonly string[]).includes(visit.status)) throw conflict(VisitMsg.notConfirmed)
  const what = visit.visitType === 'trial' ? 'Trial class' : 'Centre visit'
  return buildIcs({
    uid: `visit-${visit.id}@${new URL(publicUrl).hostname}`,
    stamp: now,
    start: visit.visitFrom,
    end: visit.visitTo,
    summary: `${what} at ${visit.centre.label}`,
    location: centreLocation(visit.centre),
    description: `${what} for ${visit.childFirstname} ${visit.childLastname}: ${visitStatusText(visit.visitType, visit.status)}`,
    status: visit.status === 'completed' ? 'CONFIRMED' : 'TENTATIVE',
  })
}
