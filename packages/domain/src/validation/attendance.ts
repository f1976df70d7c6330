import { z } from 'zod'
import { V } from './messages'
import { isoDateSchema, planningDateSchema } from './date-bounds'
import { notifiableSymptomSchema, symptomKey } from './notifiable-symptoms'

/** The kinds of a register mark: a session opens with a check-in and closes with its check-out. */
export const ATTENDANCE_TYPES = ['check_in', 'check_out', 'absent'] as const
export type AttendanceType = (typeof ATTENDANCE_TYPES)[number]
export const HEALTH_CHECK_TYPES = ['arrival', 'during_day'] as const
export type HealthCheckType = (typeof HEALTH_CHECK_TYPES)[number]

/**
 * The symptoms a school treats as notifiable (decision 0070): recorded in the health check's symptoms like any other,
 * and two children of one class with the same one within `SYMPTOM_CLUSTER_DAYS` days alert the principal. No commas
 * in a name: the register separates symptoms with commas.
 */
export const NOTIFIABLE_SYMPTOMS_DEFAULT = [
  'Hand-foot-and-mouth disease',
  'Conjunctivitis',
  'Chickenpox',
  'Influenza-like illness',
  'Gastroenteritis',
] as const
export const SYMPTOM_CLUSTER_DAYS = 7
export const SYMPTOM_CLUSTER_CHILDREN = 2

/**
 * The school's notifiable symptoms from its setting (one per line), or the defaults when unset or empty. A line the
 * list's rules refuse, or a repeat ignoring case, is skipped: the setting is written only through those rules.
 */
export function notifiableSymptoms(setting: string | null | undefined): string[] {
  const byKey = new Map<string, string>()
  for (const line of (setting ?? '').split('\n')) {
    const parsed = notifiableSymptomSchema.safeParse(line)
    if (parsed.success && !byKey.has(symptomKey(parsed.data))) byKey.set(symptomKey(parsed.data), parsed.data)
  }
  return byKey.size ? [...byKey.values()] : [...NOTIFIABLE_SYMPTOMS_DEFAULT]
}

/** The school's attendance settings (school_configs keys) and their defaults when unset. */
export const AttendanceSetting = {
  /** Fever threshold in tenths of a degree Celsius (375 = 37.5 °C). */
  feverTenths: { key: 'attendance_fever_tenths', fallback: 375 },
  /** The centres' closing time (HH:mm); `late_pickup_closing_time.<centreId>` overrides it for one centre. */
  closingTime: { key: 'late_pickup_closing_time', fallback: '19:00' },
  /** A first check-in after this time (HH:mm) counts as late in the centre summary. */
  lateArrivalAfter: { key: 'attendance_late_after', fallback: '09:00' },
  graceMinutes: { key: 'late_pickup_grace_minutes', fallback: 10 },
  blockMinutes: { key: 'late_pickup_block_minutes', fallback: 15 },
  centsPerBlock: { key: 'late_pickup_cents_per_block', fallback: 1000 },
  /** The notifiable symptoms, one per line; `NOTIFIABLE_SYMPTOMS_DEFAULT` when unset. */
  notifiableSymptoms: {
    key: 'attendance_notifiable_symptoms',
    fallback: NOTIFIABLE_SYMPTOMS_DEFAULT.join('\n'),
  },
} as const

export const AttendanceMsg = {
  notEnrolled: 'The child is not enrolled in this class on that day',
  alreadyCheckedIn: 'The child is already checked in',
  notCheckedIn: 'The child is not checked in',
  checkOutBeforeCheckIn: 'Check-out must be after check-in',
  futureTime: 'Time cannot be in the future',
  remarkRequired: 'Enter a remark for the change',
  reasonRequired: 'Enter the reason for the absence',
  alreadyAbsent: 'The child is marked absent on that day',
  presentOnDay: 'The child has attended on that day',
  oneChildToEdit: 'Choose one child to edit a mark',
  temperatureRange: 'Enter a temperature between 30.0 and 45.0 °C',
  timeFormat: 'Enter the time as HH:mm',
  rangeOrder: 'The end date must be on or after the start date',
  rangeTooLong: 'Choose at most 62 days',
  tooManyChildren: 'Mark at most 60 children at once',
} as const

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null))
const id = z.number({ error: V.required }).int().positive()
const time = z.string({ error: V.required }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, AttendanceMsg.timeFormat)

export const healthCheckInputSchema = z.object({
  childID: id,
  /** °C with one decimal, as typed at the door. */
  temperature: z
    .number()
    .min(30, AttendanceMsg.temperatureRange)
    .max(45, AttendanceMsg.temperatureRange)
    .nullish()
    .transform((v) => (v === null || v === undefined ? null : Math.round(v * 10))),
  symptoms: z
    .array(z.string().trim().min(1).max(60))
    .max(10)
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
})

/** One tap of the register, for one child or the whole class at once (forChild lists them). */
export const attendanceUpdateSchema = z
  .object({
    classID: id,
    date: planningDateSchema(),
    type: z.enum(ATTENDANCE_TYPES),
    time,
    reason: text(200),
    remarks: text(500),
    pickedBy: text(100),
    healthChecks: z.array(healthCheckInputSchema).max(60).nullish(),
  })
  .superRefine((u, ctx) => {
    if (u.type === 'absent' && !u.reason)
      ctx.addIssue({ code: 'custom', message: AttendanceMsg.reasonRequired, path: ['reason'] })
  })
export type AttendanceUpdateInput = z.output<typeof attendanceUpdateSchema>
export type AttendanceUpdateFormInput = z.input<typeof attendanceUpdateSchema>

export const forChildSchema = z
  .array(id)
  .min(1, V.required)
  .max(60, AttendanceMsg.tooManyChildren)
  .transform((ids) => [...new Set(ids)])

/** A date range of a summary or a child's month: at most 62 days. */
export const attendanceRangeSchema = z
  .object({ from: isoDateSchema(), to: isoDateSchema() })
  .refine((r) => r.to >= r.from, { message: AttendanceMsg.rangeOrder, path: ['to'] })
  .refine((r) => (Date.parse(r.to) - Date.parse(r.from)) / 86_400_000 <= 62, {
    message: AttendanceMsg.rangeTooLong,
    path: ['to'],
  })

/** A month of the subsidy guard (YYYY-MM), as its first and last days. */
export const attendanceMonthSchema = z
  .string({ error: V.required })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter the month as YYYY-MM')
  .transform((month) => {
    const [year, m] = month.split('-').map(Number)
    const last = new Date(Date.UTC(year, m, 0)).getUTCDate()
    return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` }
  })

export const healthInfoInputSchema = z.object({
  isImmunized: z.boolean(),
  immunizationDetails: text(1000),
  familyDoctorName: text(100),
  clinicName: text(100),
  clinicPhone: text(30),
  clinicAddress: text(300),
  medicalConditions: z
    .array(z.object({ disease: z.string().trim().min(1, V.required).max(100), exists: z.boolean() }))
    .max(30)
    .nullish()
    .transform((v) => v ?? []),
})
export type HealthInfoInput = z.output<typeof healthInfoInputSchema>

/**
 * The late-pickup blocks and fee of a pickup `minutesAfterClosing` after closing: nothing within the grace, then
 * one block per started `blockMinutes` counted from closing time (a pickup 25 minutes late with 10 minutes of grace
 * and 15-minute blocks is two blocks).
 */
export function latePickupFee(
  minutesAfterClosing: number,
  rule: { graceMinutes: number; blockMinutes: number; centsPerBlock: number },
): { quantity: number; feeCents: number } | null {
  if (minutesAfterClosing <= rule.graceMinutes) return null
  const quantity = Math.ceil(minutesAfterClosing / Math.max(1, rule.blockMinutes))
  return { quantity, feeCents: quantity * rule.centsPerBlock }
}

/** The register screen's shared fields: the time of the taps and the remark (required on past days). */
export const registerFormSchema = z.object({
  time,
  remarks: z.string().trim().max(500, 'At most 500 characters'),
  // A row's fields exist once typed in: untouched rows have none.
  rows: z.record(
    z.string(),
    z.object({
      temperature: z
        .number()
        .min(30, AttendanceMsg.temperatureRange)
        .max(45, AttendanceMsg.temperatureRange)
        .nullish(),
      symptoms: z.string().max(300, 'At most 300 characters').optional(),
      pickedBy: z.string().max(100, 'At most 100 characters').optional(),
    }),
  ),
})
export type RegisterFormValues = z.input<typeof registerFormSchema>

/** The correction of one mark: its time and the remark that explains it. */
export const markCorrectionSchema = z.object({
  time,
  remarks: z
    .string({ error: V.required })
    .trim()
    .min(1, AttendanceMsg.remarkRequired)
    .max(500, 'At most 500 characters'),
  reason: z.string().trim().max(200, 'At most 200 characters'),
})
export type MarkCorrectionValues = z.input<typeof markCorrectionSchema>

/** Symptoms typed as one line, separated by commas. */
export const splitSymptoms = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

/** An absence marked from the register: the reason is required, the remark only on past days (the server checks). */
export const absenceFormSchema = z.object({
  time,
  remarks: z.string().trim().max(500, 'At most 500 characters'),
  reason: z
    .string({ error: V.required })
    .trim()
    .min(1, AttendanceMsg.reasonRequired)
    .max(200, 'At most 200 characters'),
})
