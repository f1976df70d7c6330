import { Access, NOTIFIABLE_SYMPTOMS_DEFAULT, NotifiableSymptomMsg } from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { schoolConfigs } from '../../db/schema'
import { buildParent, buildStaff } from '../../test/builders'
import { onFixedClock } from '../../test/clock'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'
import { type AttendanceWorld, buildAttendanceWorld, buildHQ, MARK, RW } from './test-support'

onFixedClock('2030-03-12T10:30:00+08:00')

const READ = graphql(`
  query NotifiableSymptoms($IDSchool: Int!) {
    getNotifiableSymptoms(IDSchool: $IDSchool)
  }
`)

const SAVE = graphql(`
  mutation SaveNotifiableSymptoms($IDSchool: Int!, $symptoms: [String!]!) {
    updateNotifiableSymptoms(IDSchool: $IDSchool, symptoms: $symptoms)
  }
`)

const FLAGS = graphql(`
  query NotifiableSymptomClusters($centreId: Int!, $date: Date!) {
    getCentreHealthFlags(centreId: $centreId, date: $date) {
      clusters {
        symptom
        childCount
      }
    }
  }
`)

const ALL = Access.read | Access.write | Access.approve

async function world() {
  const w = await buildAttendanceWorld()
  const hq = await buildHQ(w.school, { school_config: ALL, attendance_management: ALL })
  return { ...w, hq }
}

const save = (w: AttendanceWorld, symptoms: string[], token: string) =>
  gql(SAVE, { IDSchool: w.school.id, symptoms }, token)
const read = async (w: AttendanceWorld, token: string) =>
  (await gql(READ, { IDSchool: w.school.id }, token)).data?.getNotifiableSymptoms
const stored = async (w: AttendanceWorld) =>
  (
    await w.school.db
      .select({ value: schoolConfigs.value })
      .from(schoolConfigs)
      .where(
        and(eq(schoolConfigs.fkSchool, w.school.id), eq(schoolConfigs.key, 'attendance_notifiable_symptoms')),
      )
  )[0]?.value ?? null

describe('the notifiable symptoms setting', () => {
  it('gives the defaults until head office saves a list, trimmed; the register keepers read it', async () => {
    const w = await world()
    expect(await read(w, w.teacher.token)).toEqual([...NOTIFIABLE_SYMPTOMS_DEFAULT])
    const saved = await save(w, ['  Rash ', 'Hand-foot-and-mouth disease', 'Vomiting'], w.hq.token)
    expect(saved.errors).toBeUndefined()
    expect(saved.data!.updateNotifiableSymptoms).toEqual(['Rash', 'Hand-foot-and-mouth disease', 'Vomiting'])
    expect(await stored(w)).toBe('Rash\nHand-foot-and-mouth disease\nVomiting')
    expect(await read(w, w.teacher.token)).toEqual(['Rash', 'Hand-foot-and-mouth disease', 'Vomiting'])
    // Saved again (a replay, or a second click): the same list, nothing else changes.
    const again = await save(w, ['  Rash ', 'Hand-foot-and-mouth disease', 'Vomiting'], w.hq.token)
    expect(again.data!.updateNotifiableSymptoms).toEqual(saved.data!.updateNotifiableSymptoms)
    expect(await stored(w)).toBe('Rash\nHand-foot-and-mouth disease\nVomiting')
  })

  it('refuses parents, staff without school_config write, a principal, and head office of another school', async () => {
    const w = await world()
    const parent = await buildParent(w.school)
    const principal = await buildStaff(w.school, { school_config: ALL, attendance_management: ALL }, [
      w.centreId,
    ])
    const unrelated = await buildStaff(w.school, { level_management: RW }, [w.centreId])
    const other = await world()
    for (const token of [w.parent.token, parent.token, w.teacher.token, principal.token, other.hq.token]) {
      const result = await save(w, ['Rash'], token)
      expect(result.errors?.[0].message).toBe('unauthorized')
      expect(errorCode(result)).toBe('FORBIDDEN')
    }
    for (const token of [w.parent.token, unrelated.token, other.hq.token]) {
      const result = await gql(READ, { IDSchool: w.school.id }, token)
      expect(errorCode(result)).toBe('FORBIDDEN')
    }
    expect((await gql(SAVE, { IDSchool: w.school.id, symptoms: ['Rash'] })).errors?.[0].message).toBe(
      'unauthorized',
    )
    expect(await stored(w)).toBeNull()
  })

  it('refuses bad lists with the screen’s messages and changes nothing', async () => {
    const w = await world()
    await save(w, ['Rash'], w.hq.token)
    const cases: [string[], Record<string, string>][] = [
      [[], { symptoms: NotifiableSymptomMsg.atLeastOne }],
      [['Rash', '  '], { 'symptoms.1': NotifiableSymptomMsg.required }],
      [['x'.repeat(61)], { 'symptoms.0': NotifiableSymptomMsg.tooLong }],
      [['Rash', 'Fever, high'], { 'symptoms.1': NotifiableSymptomMsg.characters }],
      [['Rash\nFever'], { 'symptoms.0': NotifiableSymptomMsg.characters }],
      [['Rash\tFever'], { 'symptoms.0': NotifiableSymptomMsg.characters }],
      [['Rash', ' RASH '], { 'symptoms.1': NotifiableSymptomMsg.duplicate }],
      [Array.from({ length: 31 }, (_, i) => `Symptom ${i}`), { symptoms: NotifiableSymptomMsg.tooMany }],
    ]
    for (const [symptoms, fields] of cases) {
      const result = await save(w, symptoms, w.hq.token)
      expect(errorCode(result), JSON.stringify(symptoms)).toBe('BAD_USER_INPUT')
      expect(result.errors?.[0].extensions?.fields).toEqual(fields)
    }
    // A NUL or other control character is refused before the input is read.
    const control = await save(w, ['Ra\u0000sh'], w.hq.token)
    expect(errorCode(control)).toBe('BAD_USER_INPUT')
    expect(JSON.stringify(control.errors)).not.toMatch(/stack|postgres|insert/i)
    expect(await stored(w)).toBe('Rash')
  })

  it('keeps one whole list when two saves arrive at once', async () => {
    const w = await world()
    const results = await Promise.all([
      save(w, ['Rash', 'Vomiting'], w.hq.token),
      save(w, ['Conjunctivitis'], w.hq.token),
    ])
    for (const result of results) expect(result.errors).toBeUndefined()
    expect(['Rash\nVomiting', 'Conjunctivitis']).toContain(await stored(w))
  })

  it('drives the cluster alert: the saved list, matched ignoring case and spaces; a dropped default no longer counts', async () => {
    const w = await world()
    await save(w, ['Rash'], w.hq.token)
    const checkIn = async (childID: number, symptoms: string[]) => {
      const result = await gql(
        MARK,
        {
          attendanceUpdate: {
            classID: w.classId,
            date: '2030-03-12',
            type: 'check_in',
            time: '08:00',
            healthChecks: [{ childID, temperature: 36.8, symptoms }],
          },
          forChild: [childID],
        },
        w.teacher.token,
      )
      expect(result.errors).toBeUndefined()
    }
    await checkIn(w.kids[0], ['  rash', 'Conjunctivitis'])
    await checkIn(w.kids[1], ['RASH  ', 'conjunctivitis'])
    const flags = await gql(FLAGS, { centreId: w.centreId, date: '2030-03-12' }, w.hq.token)
    expect(flags.data!.getCentreHealthFlags.clusters).toEqual([{ symptom: 'Rash', childCount: 2 }])
  })
})
