import type { ChildActivityLog, SeatOffer, WaitListItem, WaitlistTag } from '../../../generated/graphql'
import { toEnquiryState, toStateChange } from '../../statemachine'
import type { ChildActivityRow } from '../activity-log-queries'
import type { SeatOfferRow, TagRow } from '../queries'
import type { WaitListItemView } from '../waitlist'

export function toTag(tag: TagRow, centre: { label: string } | null = null): WaitlistTag {
  return {
    ID: tag.id,
    isCustom: tag.isCustom,
    weight: tag.weight,
    description: tag.description,
    centre: centre && tag.fkCentre !== null ? { ID: tag.fkCentre, label: centre.label, code: '' } : null,
  }
}

export function toWaitListItem(view: WaitListItemView): WaitListItem {
  const e = view.enquiry
  return {
    ID: e.id,
    fkCentre: e.fkCentre,
    fkLevel: e.fkLevel,
    fkProgram: e.fkProgram,
    fkChild: e.fkChild,
    fkUser: e.fkUser,
    firstname: e.firstname,
    lastname: e.lastname,
    email: view.user.email,
    mobilePhone: view.user.mobilePhone,
    childFirstname: e.childFirstname,
    childLastname: e.childLastname,
    childRace: view.childRace,
    enrollmentPlan: e.enrollmentPlan,
    createdAt: e.createdAt.toISOString(),
    waitlistedAt: e.waitlistedAt?.toISOString() ?? null,
    vacancyAvailable: e.vacancyAvailable,
    admissionStatus: toEnquiryState(e.fkEnquiryState),
    centre: { ID: view.centre.id, label: view.centre.label, code: view.centre.code },
    level: { ID: view.level.id, label: view.level.label },
    program: view.program && { ID: view.program.id, label: view.program.label },
    waitlistTags: view.tags.map((t) => toTag(t)),
    queueWeight: view.weight,
    queuePosition: view.position,
    stateHistory: view.history.map(toStateChange),
    offer: view.offer && toSeatOffer(view.offer),
  }
}

export function toChildActivityLog(
  row: Omit<ChildActivityRow, 'user'> & Partial<ChildActivityRow>,
): ChildActivityLog {
  return {
    ID: row.id,
    mode: row.mode,
    action: row.action,
    code: row.code,
    remark: row.remark,
    user: row.user
      ? { ID: row.user.id, firstname: row.user.firstname ?? '', lastname: row.user.lastname ?? '' }
      : null,
    updatedAt: row.createdAt.toISOString(),
  }
}

export function toSeatOffer(offer: SeatOfferRow): SeatOffer {
  return {
    ID: offer.id,
    month: offer.month,
    status: offer.status,
    dueDate: offer.dueDate,
    createdAt: offer.createdAt.toISOString(),
  }
}
