import { ageInMonths } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { busDrivers, childLevels, children, enquiries, levels, teachers, users } from '../schema'
import { useSeededDemo } from './test-database'

const { db } = useSeededDemo()

const fullName = (p: { firstname: string; lastname: string }) => `${p.firstname} ${p.lastname}`

/** The names used for more than one person of a school: `people` are [school, name, who] rows. */
function sharedNames(people: [school: number, name: string, who: string][]) {
  const byName = new Map<string, Set<string>>()
  for (const [school, name, who] of people) {
    const key = `${school}: ${name}`
    byName.set(key, (byName.get(key) ?? new Set()).add(who))
  }
  return [...byName]
    .filter(([, who]) => who.size > 1)
    .map(([name, who]) => `${name} (${[...who].join(', ')})`)
}

interface AgedInLevel {
  firstname: string
  lastname: string
  born: string
  /** The day the age counts on: the enrolment month, or the day the placement began. */
  on: string
  level: string
  fromMonth: number
  toMonth: number
}

/** The children whose age on `on` is outside their level's range (fromMonth inclusive, toMonth exclusive). */
const outsideTheirLevel = (rows: AgedInLevel[]) =>
  rows
    .map((r) => ({ ...r, age: ageInMonths(r.born, r.on) }))
    .filter((r) => r.age < r.fromMonth || r.age >= r.toMonth)
    .map((r) => `${fullName(r)}: ${r.age} months on ${r.on} in ${r.level} (${r.fromMonth}-${r.toMonth})`)

describe('demo data: ages, levels and names', () => {
  it("plans every enquiry's child for the level its age fits in the month it starts", async () => {
    const rows = await db()
      .select({
        firstname: enquiries.childFirstname,
        lastname: enquiries.childLastname,
        on: enquiries.enrollmentPlan,
        born: children.dateOfBirth,
        level: levels.label,
        fromMonth: levels.fromMonth,
        toMonth: levels.toMonth,
      })
      .from(enquiries)
      .innerJoin(children, eq(children.id, enquiries.fkChild))
      .innerJoin(levels, eq(levels.id, enquiries.fkLevel))
    expect(rows.length).toBeGreaterThan(0)
    expect(outsideTheirLevel(rows)).toEqual([])
  })

  it('places every child in a level its age fitted when the placement began (promotion is once a year)', async () => {
    const rows = await db()
      .select({
        firstname: children.firstname,
        lastname: children.lastname,
        born: children.dateOfBirth,
        on: childLevels.from,
        level: levels.label,
        fromMonth: levels.fromMonth,
        toMonth: levels.toMonth,
      })
      .from(childLevels)
      .innerJoin(children, eq(children.id, childLevels.fkChild))
      .innerJoin(levels, eq(levels.id, childLevels.fkLevel))
    expect(rows.length).toBeGreaterThan(0)
    expect(outsideTheirLevel(rows)).toEqual([])
  })

  it('gives each person of a school a name of their own: staff, parents, teachers and drivers', async () => {
    const people: [number, string, string][] = []
    for (const u of await db().select().from(users)) people.push([u.fkSchool, fullName(u), `user ${u.id}`])
    // A teacher with a sign-in is that user; the parent named on an enquiry is its user.
    for (const t of await db().select().from(teachers))
      people.push([t.fkSchool, fullName(t), t.fkUser ? `user ${t.fkUser}` : `teacher ${t.id}`])
    for (const e of await db().select().from(enquiries))
      people.push([e.fkSchool, fullName(e), e.fkUser ? `user ${e.fkUser}` : `enquiry parent ${e.id}`])
    for (const d of await db().select().from(busDrivers))
      people.push([d.fkSchool, fullName(d), `driver ${d.id}`])
    expect(sharedNames(people)).toEqual([])
  })

  it('gives each child of a school a name of its own', async () => {
    const people: [number, string, string][] = []
    for (const c of await db().select().from(children))
      people.push([c.fkSchool, fullName(c), `child ${c.id}`])
    for (const e of await db().select().from(enquiries))
      people.push([
        e.fkSchool,
        `${e.childFirstname} ${e.childLastname}`,
        e.fkChild ? `child ${e.fkChild}` : `enquiry child ${e.id}`,
      ])
    expect(sharedNames(people)).toEqual([])
  })
})
