import { describe, expect, it } from 'vitest'
import { AttendanceMsg, attendanceRangeSchema, attendanceUpdateSchema, latePickupFee } from './attendance'

const rule = { graceMinutes: 10, blockMinutes: 15, centsPerBlock: 1000 }

describe('late pickup fee', () => {
  it('is nothing within the grace, then one started block after another from closing time', () => {
    expect(latePickupFee(0, rule)).toBeNull()
    expect(latePickupFee(10, rule)).toBeNull()
    expect(latePickupFee(11, rule)).toEqual({ quantity: 1, feeCents: 1000 })
    expect(latePickupFee(25, rule)).toEqual({ quantity: 2, feeCents: 2000 })
    expect(latePickupFee(30, rule)).toEqual({ quantity: 2, feeCents: 2000 })
    expect(latePickupFee(31, rule)).toEqual({ quantity: 3, feeCents: 3000 })
  })
})

describe('attendance input', () => {
  const base = { classID: 1, date: '2030-03-04', type: 'check_in', time: '08:05' } as const

  it('keeps temperatures in tenths and refuses what no thermometer reads', () => {
    const parsed = attendanceUpdateSchema.parse({
      ...base,
      healthChecks: [{ childID: 2, temperature: 37.55 }],
    })
    expect(parsed.healthChecks?.[0]).toEqual({ childID: 2, temperature: 376, symptoms: [] })
    const hot = attendanceUpdateSchema.safeParse({ ...base, healthChecks: [{ childID: 2, temperature: 46 }] })
    expect(hot.error?.issues[0].message).toBe(AttendanceMsg.temperatureRange)
  })

  it('needs a reason for an absence and a real 24-hour time', () => {
    const absent = attendanceUpdateSchema.safeParse({ ...base, type: 'absent' })
    expect(absent.error?.issues[0]).toMatchObject({ message: AttendanceMsg.reasonRequired, path: ['reason'] })
    expect(attendanceUpdateSchema.safeParse({ ...base, time: '24:00' }).error?.issues[0].message).toBe(
      AttendanceMsg.timeFormat,
    )
  })

  it('takes a range of at most 62 days, in order', () => {
    expect(
      attendanceRangeSchema.safeParse({ from: '2030-03-05', to: '2030-03-04' }).error?.issues[0].message,
    ).toBe(AttendanceMsg.rangeOrder)
    expect(
      attendanceRangeSchema.safeParse({ from: '2030-01-01', to: '2030-04-01' }).error?.issues[0].message,
    ).toBe(AttendanceMsg.rangeTooLong)
  })
})
