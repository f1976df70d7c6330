import { AttendanceSetting, notifiableSymptoms } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { selectSchoolConfigs } from '../tenancy'

export interface AttendanceRules {
  feverTenths: number
  /** HH:mm, Singapore time, at the centre asked about. */
  closingTime: string
  lateArrivalAfter: string
  graceMinutes: number
  blockMinutes: number
  centsPerBlock: number
  /** The school's notifiable symptoms (decision 0070). */
  notifiableSymptoms: string[]
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/

/**
 * The school's attendance settings (school_configs, decision 0044), each with its default
 * when unset or not a valid value; a centre's own closing time (`late_pickup_closing_time.<centreId>`) wins.
 */
export async function attendanceRules(
  db: DbOrTx,
  schoolId: number,
  centreId: number,
): Promise<AttendanceRules> {
  const values = new Map((await selectSchoolConfigs(db, schoolId)).map((row) => [row.key, row.value]))
  const whole = (s: { key: string; fallback: number }) => {
    const n = Number(values.get(s.key))
    return Number.isInteger(n) && n >= 0 ? n : s.fallback
  }
  const time = (key: string) => {
    const value = values.get(key) ?? ''
    return HHMM.test(value) ? value : null
  }
  const { closingTime, lateArrivalAfter } = AttendanceSetting
  return {
    feverTenths: whole(AttendanceSetting.feverTenths),
    closingTime: time(`${closingTime.key}.${centreId}`) ?? time(closingTime.key) ?? closingTime.fallback,
    lateArrivalAfter: time(lateArrivalAfter.key) ?? lateArrivalAfter.fallback,
    graceMinutes: whole(AttendanceSetting.graceMinutes),
    blockMinutes: Math.max(1, whole(AttendanceSetting.blockMinutes)),
    centsPerBlock: whole(AttendanceSetting.centsPerBlock),
    notifiableSymptoms: notifiableSymptoms(values.get(AttendanceSetting.notifiableSymptoms.key)),
  }
}
