import { describe, expect, it } from 'vitest'
import { buildCentre, buildParent, buildStaff } from '../../test/builders'
import { onFixedClock } from '../../test/clock'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'
import { buildAttendanceWorld, MARK, RW } from './test-support'

// Tuesday 5 March 2030, 10:30 in Singapore.
onFixedClock('2030-03-05T10:30:00+08:00')

const FLAGS = graphql(`
  query HealthFlags($centreId: Int!, $date: Date!) {
    getCentreHealthFlags(centreId: $centreId, date: $date) {
      centreID
      date
      fevers {
        childID
        firstname
        classLabel
        temperature
        symptoms
      }
      injuries {
        firstname
        classLabel
        injury {
          ID
          childID
          acknowledgedAt
        }
      }
    }
  }
`)

const INJURE = graphql(`
  mutation HealthFlagsInjure($childID: Int!, $injury: InjuryInput!) {
    addChildInjury(childID: $childID, injury: $injury) {
      ID
    }
  }
`)

const ACKNOWLEDGE = graphql(`
  mutation HealthFlagsAcknowledge($injuryID: Int!) {
    acknowledgeChildInjury(injuryID: $injuryID) {
      ID
    }
  }
`)

const injury = { side: 'front', top: 20, left: 50, injuryType: 'bump', remarks: 'Bumped the knee.' } as const

describe("the dashboard's health flags", () => {
  it("flags the day's fevers and the injuries awaiting acknowledgement, until the parent acknowledges", async () => {
    const w = await buildAttendanceWorld()
    const principal = await buildStaff(w.school, { attendance_management: RW }, [w.centreId])
    const marked = await gql(
      MARK,
      {
        attendanceUpdate: {
          classID: w.classId,
          date: '2030-03-05',
          type: 'check_in',
          time: '08:00',
          healthChecks: [
            { childID: w.kids[0], temperature: 38.2, symptoms: ['cough'] },
            { childID: w.kids[1], temperature: 36.6 },
          ],
        },
        forChild: w.kids,
      },
      w.teacher.token,
    )
    expect(marked.errors).toBeUndefined()
    const recorded = await gql(INJURE, { childID: w.kids[0], injury }, w.teacher.token)
    const injuryId = recorded.data!.addChildInjury.ID
    const vars = { centreId: w.centreId, date: '2030-03-05' }

    const flags = (await gql(FLAGS, vars, principal.token)).data!.getCentreHealthFlags
    expect(flags.fevers).toEqual([
      {
        childID: w.kids[0],
        firstname: 'Aisha',
        classLabel: 'K1 Sunflowers',
        temperature: 38.2,
        symptoms: ['cough'],
      },
    ])
    expect(flags.injuries).toEqual([
      {
        firstname: 'Aisha',
        classLabel: 'K1 Sunflowers',
        injury: { ID: injuryId, childID: w.kids[0], acknowledgedAt: null },
      },
    ])
    // Still flagged the next days, until acknowledged.
    const later = await gql(FLAGS, { ...vars, date: '2030-03-12' }, principal.token)
    expect(later.data!.getCentreHealthFlags.injuries).toHaveLength(1)
    expect(later.data!.getCentreHealthFlags.fevers).toEqual([])

    expect((await gql(ACKNOWLEDGE, { injuryID: injuryId }, w.parent.token)).errors).toBeUndefined()
    const after = (await gql(FLAGS, vars, principal.token)).data!.getCentreHealthFlags
    expect(after.injuries).toEqual([])
    expect(after.fevers).toHaveLength(1)
  })

  it('refuses a parent, staff of another centre and staff without attendance, and a date that is not one', async () => {
    const w = await buildAttendanceWorld()
    const elsewhere = await buildCentre(w.school, { label: 'Bedok' })
    const otherCentre = await buildStaff(w.school, { attendance_management: RW }, [elsewhere.id])
    const noModule = await buildStaff(w.school, { class_management: RW }, [w.centreId])
    const otherParent = await buildParent(w.school)
    const vars = { centreId: w.centreId, date: '2030-03-05' }
    for (const who of [w.parent, otherParent, otherCentre, noModule])
      expect(errorCode(await gql(FLAGS, vars, who.token))).toBe('FORBIDDEN')
    const bad = await gql(FLAGS, { ...vars, date: '2030-02-31' }, w.teacher.token)
    expect(errorCode(bad)).toBe('BAD_USER_INPUT')
  })
})
