import { InjuryMsg, TEXT_NOT_ALLOWED } from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, childClasses, notifications, outbox, users } from '../../db/schema'
import { buildCentre, buildParent, buildStaff, relateParent } from '../../test/builders'
import { onFixedClock } from '../../test/clock'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'
import { buildAttendanceWorld, RW } from './test-support'

// Tuesday 5 March 2030, 10:30 in Singapore.
onFixedClock('2030-03-05T10:30:00+08:00')

const RECORD = graphql(`
  mutation InjuryRecord($childID: Int!, $injury: InjuryInput!) {
    addChildInjury(childID: $childID, injury: $injury) {
      ID
      childID
      classID
      date
      side
      top
      left
      injuryType
      remarks
      reportedBy
      acknowledgedBy
      acknowledgedAt
    }
  }
`)

const ACKNOWLEDGE = graphql(`
  mutation InjuryAcknowledge($injuryID: Int!) {
    acknowledgeChildInjury(injuryID: $injuryID) {
      ID
      acknowledgedBy
      acknowledgedAt
    }
  }
`)

const INJURIES = graphql(`
  query InjuryList($childID: Int!, $from: Date!, $to: Date!) {
    getChildInjuries(childID: $childID, from: $from, to: $to) {
      ID
      injuryType
      acknowledgedBy
    }
  }
`)

const REGISTER_INJURIES = graphql(`
  query InjuryRegister($classID: Int!, $date: Date!) {
    getAttendanceByClass(classID: $classID, date: $date) {
      childID
      injuries {
        ID
        side
        acknowledgedBy
      }
    }
  }
`)

const injury = {
  side: 'front',
  top: 12.34,
  left: 48,
  injuryType: 'bump',
  remarks: 'Bumped the forehead; ice pack.',
} as const

describe('injuries on the body diagram', () => {
  it('records an injury, tells the parents by bell and email, and keeps the acknowledgement for staff', async () => {
    const w = await buildAttendanceWorld()
    const recorded = await gql(RECORD, { childID: w.kids[0], injury }, w.teacher.token)
    expect(recorded.errors).toBeUndefined()
    const row = recorded.data!.addChildInjury
    expect(row).toMatchObject({
      childID: w.kids[0],
      classID: w.classId,
      date: '2030-03-05',
      top: 12.3,
      left: 48,
      injuryType: 'bump',
      reportedBy: 'Test',
      acknowledgedBy: null,
    })
    const bell = await w.school.db.select().from(notifications).where(eq(notifications.fkUser, w.parent.id))
    expect(bell.map((n) => [n.title, n.navigate])).toEqual([
      ['Injury: Aisha Tan', `/details/child/${w.kids[0]}/health?injury=${row.ID}`],
    ])
    expect(bell[0].body).toContain('a bump at the centre on 05/03/2030 at 10:30')
    const mail = await w.school.db.select().from(outbox).where(eq(outbox.recipient, w.parent.email))
    expect(mail.map((m) => m.subject)).toEqual(['Injury: Aisha Tan'])
    const audit = await w.school.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.fkSchool, w.school.id), eq(auditLog.operation, 'addChildInjury')))
    expect(audit.map((a) => a.outcome)).toEqual(['ok'])

    const seen = await gql(
      INJURIES,
      { childID: w.kids[0], from: '2030-03-01', to: '2030-03-05' },
      w.parent.token,
    )
    expect(seen.data!.getChildInjuries).toEqual([{ ID: row.ID, injuryType: 'bump', acknowledgedBy: null }])
    const acknowledged = await gql(ACKNOWLEDGE, { injuryID: row.ID }, w.parent.token)
    expect(acknowledged.errors).toBeUndefined()
    const { acknowledgedAt } = acknowledged.data!.acknowledgeChildInjury
    expect(acknowledged.data!.acknowledgeChildInjury.acknowledgedBy).toBe('Test')
    expect(acknowledgedAt).toMatch(/^2030-03-05T02:30/)

    // A replay keeps the first acknowledgement.
    const again = await gql(ACKNOWLEDGE, { injuryID: row.ID }, w.parent.token)
    expect(again.data!.acknowledgeChildInjury.acknowledgedAt).toBe(acknowledgedAt)
    const register = await gql(REGISTER_INJURIES, { classID: w.classId, date: '2030-03-05' }, w.teacher.token)
    expect(register.data!.getAttendanceByClass.find((d) => d.childID === w.kids[0])!.injuries).toEqual([
      { ID: row.ID, side: 'front', acknowledgedBy: 'Test' },
    ])
  })

  it('keeps one acknowledgement when both parents acknowledge at once', async () => {
    const w = await buildAttendanceWorld()
    const second = await buildParent(w.school)
    await w.school.db.update(users).set({ firstname: 'Wei' }).where(eq(users.id, second.id))
    await relateParent(w.school, w.kids[0], second.id)
    const { data } = await gql(RECORD, { childID: w.kids[0], injury }, w.teacher.token)
    const id = data!.addChildInjury.ID
    const both = await Promise.all([
      gql(ACKNOWLEDGE, { injuryID: id }, w.parent.token),
      gql(ACKNOWLEDGE, { injuryID: id }, second.token),
    ])
    const who = both.map((r) => r.data!.acknowledgeChildInjury.acknowledgedBy)
    expect(who[0]).toBe(who[1])
    expect(['Test', 'Wei']).toContain(who[0])
  })

  it('refuses a point off the diagram, a missing type or remark, hostile text and a child in no class', async () => {
    const w = await buildAttendanceWorld()
    const refused = async (changes: Record<string, unknown>, childID = w.kids[0]) => {
      const result = await gql(RECORD, { childID, injury: { ...injury, ...changes } }, w.teacher.token)
      expect(errorCode(result)).toBe('BAD_USER_INPUT')
      return result.errors![0].message
    }
    expect(await refused({ top: 101 })).toContain(InjuryMsg.pointRequired)
    expect(await refused({ left: -1 })).toContain(InjuryMsg.pointRequired)
    expect(await refused({ remarks: '   ' })).toContain(InjuryMsg.remarksRequired)
    expect(await refused({ remarks: 'x'.repeat(1001) })).toContain('At most 1000 characters')
    expect(await refused({ remarks: 'Fell\u0000over' })).toContain(TEXT_NOT_ALLOWED)
    const bell = await w.school.db.select().from(notifications).where(eq(notifications.fkUser, w.parent.id))
    expect(bell).toEqual([])

    // A centre-scope member (the class teacher would lose the child from their scope with the placement).
    const principal = await buildStaff(w.school, { attendance_management: RW }, [w.centreId])
    await w.school.db.delete(childClasses).where(eq(childClasses.fkChild, w.kids[1]))
    const result = await gql(RECORD, { childID: w.kids[1], injury }, principal.token)
    expect(result.errors?.[0].message).toBe(InjuryMsg.notPlaced)
  })

  it('refuses staff of another centre or without attendance, other families and staff acknowledging', async () => {
    const w = await buildAttendanceWorld()
    const elsewhere = await buildCentre(w.school, { label: 'Jurong' })
    const otherCentre = await buildStaff(w.school, { attendance_management: RW }, [elsewhere.id])
    const noModule = await buildStaff(w.school, { class_management: RW }, [w.centreId])
    const otherParent = await buildParent(w.school)
    for (const who of [otherCentre, noModule, w.parent, otherParent])
      expect(errorCode(await gql(RECORD, { childID: w.kids[0], injury }, who.token))).toBe('FORBIDDEN')
    const { data } = await gql(RECORD, { childID: w.kids[0], injury }, w.teacher.token)
    const id = data!.addChildInjury.ID
    for (const who of [otherParent, w.teacher, otherCentre])
      expect(errorCode(await gql(ACKNOWLEDGE, { injuryID: id }, who.token))).toBe('FORBIDDEN')
    const range = { childID: w.kids[0], from: '2030-03-01', to: '2030-03-05' }
    for (const who of [otherParent, otherCentre, noModule])
      expect(errorCode(await gql(INJURIES, range, who.token))).toBe('FORBIDDEN')
  })
})
