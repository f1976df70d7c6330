import { visitApprovalDisplay, visitStatusText } from '@preschool/domain'
import type {
  CalendarHoliday,
  CalendarMonth,
  CalendarVisit,
  EnquiryCentre,
  TrialPeriodInvoice,
  Visit,
  VisitAvailability,
} from '../../../generated/graphql'
import { toCentreAddress } from '../../centres'
import type { HolidayWithCentres } from '../../holidays'
import { longDate } from '../notices'
import type { CalendarMonthView } from '../lists'
import type { AvailabilityView, CentreView, VisitView } from '../queries'

const hhmm = (time: string) => time.slice(0, 5)

export function toEnquiryCentre(centre: CentreView): EnquiryCentre {
  return {
    ID: centre.id,
    label: centre.label,
    code: centre.code,
    addresses: centre.addresses.map(toCentreAddress),
  }
}

export function toVisit(visit: VisitView): Visit {
  return {
    ID: visit.id,
    fkEnquiry: visit.fkEnquiry,
    fkCentre: visit.fkCentre,
    fkUser: visit.fkUser,
    fkVisitAvailability: visit.fkVisitAvailability,
    visitType: visit.visitType,
    visitFrom: visit.visitFrom.toISOString(),
    visitTo: visit.visitTo.toISOString(),
    status: visit.status,
    statusText: visitStatusText(visit.visitType, visit.status),
    approvalDisplay: visitApprovalDisplay(visit.status),
    comment: visit.comment,
    completed: visit.completed,
    trialPeriodFee: visit.trialPeriodFee,
    trialPeriodPaymentStatus: visit.trialPeriodPaymentStatus,
    centre: toEnquiryCentre(visit.centre),
    childFirstname: visit.childFirstname,
    childLastname: visit.childLastname,
    fkChild: visit.fkChild,
    parentName: `${visit.parentFirstname} ${visit.parentLastname}`.trim(),
    parentPhone: visit.parentPhone,
    levelLabel: visit.levelLabel,
  }
}

export function toAvailability(availability: AvailabilityView): VisitAvailability {
  return {
    ID: availability.id,
    fkCentre: availability.fkCentre,
    visitType: availability.visitType,
    start: availability.start,
    end: availability.end,
    from: hhmm(availability.from),
    to: hhmm(availability.to),
    recurType: availability.recurType,
    recurOnDays: availability.recurOnDays,
    slotMinutes: availability.slotMinutes,
    familiesPerSlot: availability.familiesPerSlot,
    active: availability.active,
    visits: availability.visits.map(toVisit),
  }
}

function toCalendarVisit(visit: VisitView): CalendarVisit {
  return {
    ID: visit.id,
    visitType: visit.visitType,
    visitFrom: visit.visitFrom.toISOString(),
    visitTo: visit.visitTo.toISOString(),
    completed: visit.completed,
    status: visit.status,
    statusText: visitStatusText(visit.visitType, visit.status),
    approvalDisplay: visitApprovalDisplay(visit.status),
    comment: visit.comment,
    trialPeriodFee: visit.trialPeriodFee,
    trialPeriodPaymentStatus: visit.trialPeriodPaymentStatus,
    userName: `${visit.parentFirstname} ${visit.parentLastname}`.trim(),
    userPhone: visit.parentPhone,
    IDEnquiry: visit.fkEnquiry,
    fkChild: visit.fkChild,
    childName: `${visit.childFirstname} ${visit.childLastname}`.trim(),
    levelLabel: visit.levelLabel,
    fkCentre: visit.fkCentre,
    centreLabel: visit.centre.label,
  }
}

const toCalendarHoliday = (holiday: HolidayWithCentres): CalendarHoliday => ({
  ID: holiday.id,
  title: holiday.title,
  from: holiday.from,
  to: holiday.to,
  isPublic: holiday.isPublic,
})

export function toCalendarMonth(view: CalendarMonthView): CalendarMonth {
  return {
    IDCentre: view.centreId,
    year: view.year,
    month: view.month,
    visits: view.visits.map(toCalendarVisit),
    holidays: view.holidays.map(toCalendarHoliday),
    availabilities: view.availabilities.map(toAvailability),
    // Resolved by the events module's field resolver (its published events of the month).
    events: [],
  }
}

export function toTrialInvoice(trial: VisitView): TrialPeriodInvoice {
  return {
    IDVisit: trial.id,
    IDEnquiry: trial.fkEnquiry,
    label: `Trial class at ${trial.centre.label} on ${longDate(trial.visitFrom)}`,
    amount: trial.trialPeriodFee ?? 0,
    status: trial.trialPeriodPaymentStatus ?? 'pending',
    createdAt: trial.createdAt.toISOString(),
    // Resolved by the ledger module's field resolver (the fee as a real invoice).
    invoice: null,
  }
}
