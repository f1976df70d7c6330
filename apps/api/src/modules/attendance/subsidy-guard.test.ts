import { Access } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { buildCentre, buildParent, buildStaff } from '../../test/builders'
import { onFixedClock } from '../../test/clock'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'
import { buildAttendanceWorld, MARK, RW } from './test-support'

// Tuesday 5 March 2030, 12:00 in Singapore.
onFixedClock('2030-03-05T12:00:00+08:00')

const WITHOUT = graphql(`
  query SubsidyGuard($centreId: Int!, $month: String!) {
    getChildrenWithoutAttendance(centreId: $centreId, month: $month) {
      childID
      firstname
      enrolledTo
    }
  }
`)

describe('the subsidy guard', () => {
  it('lists the enrolled children with no check-in in the month, and refuses other centres and parents', async () => {
    const w = await buildAttendanceWorld()
    const [a, b, c] = w.kids
    const mark = (date: string, type: 'check_in' | 'absent', forChild: number[], more = {}) =>
      gql(
        MARK,
        {
          attendanceUpdate: { classID: w.classId, date, type, time: '08:00', remarks: 'Backfilled', ...more },
          forChild,
        },
        w.teacher.token,
      )
    expect((await mark('2030-03-04', 'check_in', [a])).errors).toBeUndefined()
    // An absence is not attendance; a check-in of February does not count for March.
    expect((await mark('2030-03-04', 'absent', [b], { reason: 'Unwell' })).errors).toBeUndefined()
    expect((await mark('2030-02-26', 'check_in', [c])).errors).toBeUndefined()
    const march = await gql(WITHOUT, { centreId: w.centreId, month: '2030-03' }, w.teacher.token)
    expect(march.errors).toBeUndefined()
    expect(march.data!.getChildrenWithoutAttendance.map((r) => r.childID)).toEqual([b, c])
    const february = await gql(WITHOUT, { centreId: w.centreId, month: '2030-02' }, w.teacher.token)
    expect(february.data!.getChildrenWithoutAttendance.map((r) => r.childID)).toEqual([a, b])

    const bad = await gql(WITHOUT, { centreId: w.centreId, month: '2030-13' }, w.teacher.token)
    expect(errorCode(bad)).toBe('BAD_USER_INPUT')
    const elsewhere = await buildCentre(w.school, { label: 'Jurong' })
    const otherCentre = await buildStaff(w.school, { attendance_management: RW }, [elsewhere.id])
    const noModule = await buildStaff(w.school, { class_management: RW }, [w.centreId])
    for (const who of [otherCentre, noModule, w.parent, await buildParent(w.school)])
      expect(errorCode(await gql(WITHOUT, { centreId: w.centreId, month: '2030-03' }, who.token))).toBe(
        'FORBIDDEN',
      )
  })

  it('finance staff of the centre see it before the invoice run; finance of another centre do not', async () => {
    const w = await buildAttendanceWorld()
    const finance = await buildStaff(w.school, { finance_management: Access.read }, [w.centreId])
    const seen = await gql(WITHOUT, { centreId: w.centreId, month: '2030-03' }, finance.token)
    expect(seen.data!.getChildrenWithoutAttendance.map((r) => r.childID)).toEqual(w.kids)
    const elsewhere = await buildCentre(w.school, { label: 'Jurong' })
    const otherFinance = await buildStaff(w.school, { finance_management: Access.read }, [elsewhere.id])
    expect(
      errorCode(await gql(WITHOUT, { centreId: w.centreId, month: '2030-03' }, otherFinance.token)),
    ).toBe('FORBIDDEN')
  })
})
