import type {
  CentreAttendanceSummary,
  ChildAttendance,
  ChildHealthInfo,
  DayLeave as DayLeaveType,
  HealthCheck,
  LatePickupEntry,
} from '../../../generated/graphql'
import type { ChildDay, DayLeave } from '../days'
import { toInjury } from './injury-mapper'
import type { HealthInfoRow } from '../health-queries'
import type { HealthCheckRow, LatePickupRow } from '../queries'
import type { SummaryRow } from '../summary-queries'

export const toHealthCheck = (h: HealthCheckRow): HealthCheck => ({
  ID: h.id,
  date: h.date,
  time: h.time.toISOString(),
  type: h.type,
  temperature: h.temperatureTenths === null ? null : h.temperatureTenths / 10,
  symptoms: h.symptoms,
  fever: h.fever,
  active: h.active,
})

export const toDayLeave = (l: DayLeave): DayLeaveType => ({
  code: l.code,
  label: l.label,
  halfDay: l.halfDay,
})

export function toChildAttendance(day: ChildDay): ChildAttendance {
  const checkIns = day.entries.filter((e) => e.type === 'check_in')
  const checkOuts = day.entries.filter((e) => e.type === 'check_out')
  const absent = day.entries.find((e) => e.type === 'absent')
  const open = checkIns.some((i) => !checkOuts.some((o) => o.sessionId === i.sessionId))
  return {
    childID: day.childId,
    child: day.child && { ID: day.child.id, firstname: day.child.firstname, lastname: day.child.lastname },
    date: day.date,
    classID: day.classId,
    present: checkIns.length > 0,
    // Approved leave makes a child with no check-in absent, with the leave type as its reason.
    absent: Boolean(absent) || (day.leave !== null && checkIns.length === 0),
    absentReason: absent?.reason ?? (day.leave && checkIns.length === 0 ? day.leave.label : null),
    leave: day.leave && toDayLeave(day.leave),
    checkIn: checkIns[0]?.time.toISOString() ?? null,
    checkOut: open ? null : (checkOuts.at(-1)?.time.toISOString() ?? null),
    inCentre: open,
    fever: day.health.some((h) => h.fever),
    entries: day.entries.map((e) => ({
      ID: e.id,
      sessionID: e.sessionId,
      type: e.type,
      time: e.time.toISOString(),
      reason: e.reason,
      remarks: e.remarks,
      pickedBy: e.pickedBy,
      active: e.active,
      history: e.history.map((c) => ({
        changedAt: c.changedAt.toISOString(),
        changedBy: c.changedBy,
        action: c.action,
        changes: c.changes,
        remark: c.remark,
      })),
    })),
    health: day.health.map(toHealthCheck),
    injuries: day.injuries.map(toInjury),
  }
}

export const toLatePickup = (l: LatePickupRow): LatePickupEntry => ({
  ID: l.id,
  date: l.date,
  pickedBy: l.pickedBy,
  pickupTime: l.pickupTime.toISOString(),
  remarks: l.remarks,
  quantity: l.quantity,
  fee: l.feeCents,
  invoice: l.invoiceId,
  active: l.active,
})

export const toHealthInfo = (h: HealthInfoRow): ChildHealthInfo => ({
  childID: h.fkChild,
  isImmunized: h.isImmunized,
  immunizationDetails: h.immunizationDetails,
  familyDoctorName: h.familyDoctorName,
  clinicName: h.clinicName,
  clinicPhone: h.clinicPhone,
  clinicAddress: h.clinicAddress,
  medicalCondition: h.medicalConditions,
  updatedAt: h.id === 0 ? null : h.updatedAt.toISOString(),
})

export const toSummary = (r: SummaryRow): CentreAttendanceSummary => ({
  date: r.date,
  classID: r.classId,
  classLabel: r.classLabel,
  expected: r.expected,
  present: r.present,
  absent: r.absent,
  late: r.late,
  notArrived: r.notArrived,
})
