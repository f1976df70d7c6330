import type { CalendarVisit, ScheduledVisit } from './documents'

/** What the details, the buttons and the decision dialog show of a visit. */
export interface VisitSummary {
  ID: number
  fkEnquiry: number
  visitType: string
  visitFrom: string
  visitTo: string
  status: string
  statusText: string
  approvalDisplay: string
  comment: string | null
  trialPeriodFee: number | null
  trialPeriodPaymentStatus: string | null
  childName: string
  parentName: string
  parentPhone: string | null
  levelLabel: string
}

/** What both lists say alike of a visit: its kind, time, status and trial fee. */
const visitFacts = (visit: ScheduledVisit | CalendarVisit) => ({
  visitType: visit.visitType,
  visitFrom: visit.visitFrom,
  visitTo: visit.visitTo,
  status: visit.status,
  statusText: visit.statusText,
  approvalDisplay: visit.approvalDisplay,
  comment: visit.comment ?? null,
  trialPeriodFee: visit.trialPeriodFee ?? null,
  trialPeriodPaymentStatus: visit.trialPeriodPaymentStatus ?? null,
})

/** A visit of the centre's list (getScheduledVisits). */
export const toVisitSummary = (visit: ScheduledVisit): VisitSummary => ({
  ID: visit.ID,
  fkEnquiry: visit.fkEnquiry,
  ...visitFacts(visit),
  childName: `${visit.childFirstname} ${visit.childLastname}`.trim(),
  parentName: visit.parentName,
  parentPhone: visit.parentPhone ?? null,
  levelLabel: visit.levelLabel,
})

/** A visit of the calendar (findAllCalendarEvent). */
export const calendarVisitSummary = (visit: CalendarVisit): VisitSummary => ({
  ID: visit.ID,
  fkEnquiry: visit.IDEnquiry,
  ...visitFacts(visit),
  childName: visit.childName,
  parentName: visit.userName,
  parentPhone: visit.userPhone ?? null,
  levelLabel: visit.levelLabel,
})
