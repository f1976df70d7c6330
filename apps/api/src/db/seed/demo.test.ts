import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  Access,
  CodeCategory,
  holidayInputSchema,
  levelInputSchema,
  MAX_AGE_MONTHS,
  MIN_AGE_MONTHS,
  ModuleCategory,
  moduleCategoryCodes,
  SchoolConfigKey,
  singaporeToday,
  visitAvailabilityInputSchema,
} from '@preschool/domain'
import { and, asc, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyPassword } from '../../platform/auth/passwords'
import { type Database, openDatabase } from '../client'
import { migrate } from '../migrate'
import {
  accessControls,
  centreAddresses,
  centreCapacities,
  centreLevels,
  centreNearbyPostcodes,
  centres,
  childRelations,
  children,
  codes,
  directoryAccounts,
  enquiries,
  enquiryActivities,
  holidays,
  levels,
  moduleCategories,
  programs,
  roles,
  roleTemplates,
  schoolConfigs,
  schools,
  staff,
  userRoles,
  users,
  visitAvailabilities,
} from '../schema'
import { easterSunday, singaporePublicHolidays } from './content/holidays'
import { seedDemoData } from './demo'

// Seeding needs an empty database, so this file opens its own instead of sharing the test server's.
let database: Database
let first: Awaited<ReturnType<typeof seedDemoData>>
const db = () => database.db

beforeAll(async () => {
  database = await openDatabase({})
  await migrate(database)
  first = await seedDemoData(database.db)
})
afterAll(() => database?.close())

const webPublic = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/public')

/** WCAG contrast ratio of a #RRGGBB colour against white. */
function contrastWithWhite(hex: string): number {
  const channel = (i: number) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  }
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
  return 1.05 / (luminance + 0.05)
}

const configOf = async (schoolId: number) =>
  Object.fromEntries(
    (await db().select().from(schoolConfigs).where(eq(schoolConfigs.fkSchool, schoolId))).map((c) => [
      c.key,
      c.value,
    ]),
  )

describe('demo data', () => {
  it('creates the three schools with ids 1, 2 and 3', async () => {
    expect(first.created).toBe(true)
    const rows = await db().select().from(schools).orderBy(asc(schools.id))
    expect(rows.map((s) => s.id)).toEqual([1, 2, 3])
    expect(new Set(rows.map((s) => s.name)).size).toBe(3)
    expect(rows.map((s) => s.code)).toEqual(['littlesteps', 'brighthorizons', 'sunflower'])
  })

  it('moves the school id sequence past the seeded schools', async () => {
    const [next] = await db()
      .insert(schools)
      .values({ code: 'after-seed', name: 'After the seed' })
      .returning()
    expect(next.id).toBeGreaterThan(3)
    await db().delete(schools).where(eq(schools.id, next.id))
  })

  it('sets every configuration key of every school, with its own accessible colours and artwork', async () => {
    const colours = new Set<string>()
    for (const id of [1, 2, 3]) {
      const config = await configOf(id)
      expect(Object.keys(config).sort()).toEqual(Object.values(SchoolConfigKey).sort())
      for (const key of ['primary_color', 'secondary_color', 'header_color', 'footer_color']) {
        expect(config[key]).toMatch(/^#[0-9A-F]{6}$/)
        expect(contrastWithWhite(config[key])).toBeGreaterThanOrEqual(4.5)
        colours.add(config[key])
      }
      for (const key of ['logo_url', 'login_banner']) {
        expect(existsSync(path.join(webPublic, config[key])), config[key]).toBe(true)
      }
      expect(config).toMatchObject({
        auto_waitlist_period: '30',
        enrolment_period_in_mth: '6',
        withdraw_notice_in_days: '30',
        registration_due_date_days: '7',
        radius_centre_search: id === 2 ? '1' : '0',
        force_otp_on_registration: id === 2 ? '1' : '0',
        skip_trial: '0',
        skip_visit: '0',
        skip_giro_setup_school_visit: '0',
        ecda_upload_active: '1',
        allow_waitlist_visit: '1',
      })
    }
    expect(colours.size).toBe(12)
  })

  it('places at least 20 centres at Singapore addresses with nearby postal codes', async () => {
    const rows = await db().select().from(centres)
    expect(rows.length).toBeGreaterThanOrEqual(20)
    for (const id of [1, 2, 3]) expect(rows.filter((c) => c.fkSchool === id).length).toBeGreaterThanOrEqual(5)
    expect(new Set(rows.map((c) => c.ecdaCode)).size).toBe(rows.length)
    const addresses = await db().select().from(centreAddresses)
    const nearby = await db().select().from(centreNearbyPostcodes)
    for (const centre of rows) {
      expect(centre.code).toMatch(/^[A-Z]{2}-[A-Z]{3}$/)
      expect(centre.teacherRatio).toBeGreaterThan(0)
      const [address, ...others] = addresses.filter((a) => a.fkCentre === centre.id)
      expect(others).toEqual([])
      expect(address).toMatchObject({ fkSchool: centre.fkSchool, city: 'Singapore', country: 'Singapore' })
      expect(address.postcode).toMatch(/^\d{6}$/)
      expect(address.lat).toBeGreaterThanOrEqual(1.15)
      expect(address.lat).toBeLessThanOrEqual(1.48)
      expect(address.lng).toBeGreaterThanOrEqual(103.6)
      expect(address.lng).toBeLessThanOrEqual(104.1)
      const postcodes = nearby.filter((n) => n.fkCentre === centre.id).map((n) => n.postcode)
      expect(postcodes.length).toBeGreaterThanOrEqual(2)
      expect(postcodes.length).toBeLessThanOrEqual(3)
      // Neighbours share the postal sector (the first two digits) with the centre.
      for (const postcode of postcodes) expect(postcode.slice(0, 2)).toBe(address.postcode.slice(0, 2))
    }
  })

  it('gives every school a non-empty option list for every code category', async () => {
    const rows = await db().select().from(codes)
    for (const id of [1, 2, 3]) {
      for (const category of CodeCategory) {
        const list = rows.filter((c) => c.fkSchool === id && c.category === category)
        expect(list.length, `${category} of school ${id}`).toBeGreaterThan(0)
        expect(list.every((c) => c.label.length > 0 && c.description.length > 0)).toBe(true)
        expect(new Set(list.map((c) => c.sortOrder)).size).toBe(list.length)
      }
    }
    const labels = (category: string) =>
      rows.filter((c) => c.fkSchool === 1 && c.category === category).map((c) => c.label)
    expect(labels('workplace_staff')).toEqual(['Yes', 'No'])
    expect(labels('Race')).toEqual(['Chinese', 'Malay', 'Indian', 'Eurasian', 'Others'])
  })

  it('builds a valid, non-overlapping level ladder per school that covers the enrolment ages', async () => {
    const levelRows = await db().select().from(levels).orderBy(asc(levels.fromMonth))
    const programRows = await db().select().from(programs)
    const offered = await db().select().from(centreLevels)
    const nextJanuary = `${new Date().getFullYear() + 1}-01-01`
    for (const id of [1, 2, 3]) {
      const ladder = levelRows.filter((l) => l.fkSchool === id)
      expect(ladder.length).toBe(6)
      ladder.forEach((level, i) => {
        if (i > 0) expect(level.fromMonth).toBeGreaterThanOrEqual(ladder[i - 1].toMonth)
        const levelPrograms = programRows.filter((p) => p.fkLevel === level.id)
        const parsed = levelInputSchema.safeParse({
          ...level,
          programs: levelPrograms.map((p) => ({
            label: p.label,
            from: p.from.slice(0, 5),
            to: p.to.slice(0, 5),
          })),
        })
        expect(parsed.success, level.label).toBe(true)
        expect(level.promotionDate).toBe(nextJanuary)
      })
      expect(ladder[0]).toMatchObject({ label: 'Infant Care', fromMonth: MIN_AGE_MONTHS, isInfant: true })
      expect(ladder.some((l) => l.fromMonth <= MAX_AGE_MONTHS - 1 && l.toMonth >= MAX_AGE_MONTHS)).toBe(true)
      expect(ladder.filter((l) => l.offOnSaturday).map((l) => l.label)).toEqual([
        'Kindergarten 1',
        'Kindergarten 2',
      ])
    }
    // Each centre runs most of its school's levels, with their programmes.
    for (const centre of await db().select().from(centres)) {
      const rows = offered.filter((o) => o.fkCentre === centre.id)
      expect(new Set(rows.map((o) => o.fkLevel)).size).toBeGreaterThanOrEqual(4)
      for (const row of rows) {
        const level = levelRows.find((l) => l.id === row.fkLevel)
        const program = programRows.find((p) => p.id === row.fkProgram)
        expect(level?.fkSchool).toBe(centre.fkSchool)
        expect(program?.fkLevel).toBe(row.fkLevel)
      }
    }
  })

  it('gives every school its module categories and the five roles with their access', async () => {
    const categories = await db().select().from(moduleCategories)
    const roleRows = await db().select().from(roles)
    const templates = await db().select().from(roleTemplates)
    for (const id of [1, 2, 3]) {
      const own = categories.filter((c) => c.fkSchool === id)
      expect(own.map((c) => c.moduleCategoryCode).sort()).toEqual([...moduleCategoryCodes].sort())
      for (const c of own)
        expect(c.label).toBe(ModuleCategory[c.moduleCategoryCode as keyof typeof ModuleCategory])
      const accessOf = (name: string) => {
        const role = roleRows.find((r) => r.fkSchool === id && r.name === name)
        expect(role, name).toBeDefined()
        return Object.fromEntries(
          templates
            .filter((t) => t.fkRole === role?.id)
            .map((t) => [own.find((c) => c.id === t.fkModuleCategory)?.moduleCategoryCode, t.access]),
        )
      }
      expect(Object.values(accessOf('hq_admin'))).toEqual(moduleCategoryCodes.map(() => 7))
      expect(accessOf('principal')).toMatchObject({
        enquiry_management: Access.read | Access.write,
        enrollment_planning: expect.any(Number),
        withdrawal_management: expect.any(Number),
        centre_management: Access.read,
      })
      expect(accessOf('principal').enrollment_planning & Access.approve).toBe(Access.approve)
      expect(accessOf('principal').visit_management).toBe(Access.read | Access.write | Access.approve)
      expect(accessOf('principal').user_management).toBeUndefined()
      expect(accessOf('centre_staff')).toMatchObject({
        visit_management: Access.read | Access.write | Access.approve,
        waitlist_management: 1,
        level_management: 1,
        centre_management: 1,
      })
      expect(accessOf('teacher')).toEqual({ attendance_management: 3, class_management: 1 })
      expect(accessOf('parent')).toEqual({})
      const parentRole = roleRows.find((r) => r.fkSchool === id && r.name === 'parent')
      expect(parentRole).toMatchObject({ isStaff: false, isRemovable: false })
      expect(roleRows.find((r) => r.fkSchool === id && r.name === 'hq_admin')).toMatchObject({
        label: 'HQ Administrator',
        isStaff: true,
        isRemovable: false,
      })
    }
  })

  it('creates a parent who signs in with a password and has a child', async () => {
    const [parent] = await db().select().from(users).where(eq(users.email, 'parent@littlesteps.demo'))
    expect(parent).toMatchObject({ fkSchool: 1, mobilePhone: '91234567', mobilePhoneCountryCode: '+65' })
    expect(parent.registeredAt).toBeInstanceOf(Date)
    expect(await verifyPassword(parent.passwordHash ?? '', 'Parent123')).toBe(true)
    expect(await verifyPassword(parent.passwordHash ?? '', 'Staff123')).toBe(false)

    const [relation] = await db().select().from(childRelations).where(eq(childRelations.fkUser, parent.id))
    expect(relation).toMatchObject({ relation: 'Mother', isMainApplicant: true, fkSchool: 1 })
    const [child] = await db().select().from(children).where(eq(children.id, relation.fkChild))
    expect(child.birthCertificate).toMatch(/^T\d{7}[A-Z]$/)
    const ageInDays = (Date.now() - new Date(child.dateOfBirth).getTime()) / 86_400_000
    expect(ageInDays).toBeGreaterThan(3 * 365)
    expect(ageInDays).toBeLessThan(3.5 * 365)
    const codeLabels = async (category: string) =>
      (
        await db()
          .select()
          .from(codes)
          .where(and(eq(codes.fkSchool, 1), eq(codes.category, category)))
      ).map((c) => c.label)
    expect(await codeLabels('Nationality')).toContain(child.nationality)
    expect(await codeLabels('Race')).toContain(child.race)
  })

  it('creates staff who sign in by single sign-on, with their roles and centres', async () => {
    const staffUsers = await db().select().from(users).innerJoin(staff, eq(staff.fkUser, users.id))
    expect(staffUsers.map((s) => s.users.email).sort()).toEqual([
      'hq@brighthorizons.demo',
      'hq@littlesteps.demo',
      'hq@sunflower.demo',
      'principal@littlesteps.demo',
      'staff@littlesteps.demo',
    ])
    for (const { users: user } of staffUsers) {
      expect(user.passwordHash).toBeNull()
      const [account] = await db()
        .select()
        .from(directoryAccounts)
        .where(eq(directoryAccounts.email, user.email))
      expect(account).toMatchObject({ givenName: user.firstname, surname: user.lastname })
      expect(account.businessPhones.length).toBe(1)
      expect(await verifyPassword(account.passwordHash, 'Staff123')).toBe(true)
      const schoolRows = await db()
        .select()
        .from(accessControls)
        .where(and(eq(accessControls.fkUser, user.id), isNull(accessControls.fkCentre)))
      expect(schoolRows).toEqual([expect.objectContaining({ fkSchool: user.fkSchool })])
    }
    const centresOf = async (email: string) => {
      const [user] = await db().select().from(users).where(eq(users.email, email))
      const rows = await db().select().from(accessControls).where(eq(accessControls.fkUser, user.id))
      return { user, centreIds: rows.flatMap((r) => (r.fkCentre ? [r.fkCentre] : [])) }
    }
    const roleOf = async (userId: number) =>
      (
        await db()
          .select()
          .from(userRoles)
          .innerJoin(roles, eq(roles.id, userRoles.fkRole))
          .where(eq(userRoles.fkUser, userId))
      ).map((r) => r.roles.name)

    const hq = await centresOf('hq@littlesteps.demo')
    expect(hq.user).toMatchObject({ isHQStaff: true, fkSchool: 1 })
    expect(hq.centreIds).toEqual([])
    expect(await roleOf(hq.user.id)).toEqual(['hq_admin'])

    const principal = await centresOf('principal@littlesteps.demo')
    expect(principal.user).toMatchObject({ isHQStaff: false, hasCentreScopeAccess: true })
    expect(principal.centreIds.length).toBe(2)
    expect(await roleOf(principal.user.id)).toEqual(['principal'])

    const member = await centresOf('staff@littlesteps.demo')
    expect(member.centreIds.length).toBe(1)
    expect(principal.centreIds).toContain(member.centreIds[0])
    expect(await roleOf(member.user.id)).toEqual(['centre_staff'])

    for (const email of ['hq@brighthorizons.demo', 'hq@sunflower.demo']) {
      const other = await centresOf(email)
      expect(other.user.isHQStaff).toBe(true)
      expect(other.user.fkSchool).not.toBe(1)
    }
  })

  it('closes every school on the Singapore public holidays of this year and the next', async () => {
    const year = new Date().getFullYear()
    const rows = await db().select().from(holidays).orderBy(asc(holidays.from))
    const fixed = ['New Year’s Day', 'Good Friday', 'Labour Day', 'National Day', 'Christmas Day']
    for (const id of [1, 2, 3]) {
      const own = rows.filter((h) => h.fkSchool === id)
      for (const y of [year, year + 1]) {
        const titles = own.filter((h) => h.from.startsWith(`${y}-`)).map((h) => h.title)
        expect(titles, `${y} of school ${id}`).toEqual(expect.arrayContaining(fixed))
      }
      for (const h of own) {
        expect(h.isPublic).toBe(true)
        expect(holidayInputSchema.safeParse({ ...h, centreIDs: [] }).success, h.title).toBe(true)
      }
    }
    // The gazetted 2026 list, Sunday holidays running into their Monday in lieu.
    expect(singaporePublicHolidays(2026).map((h) => [h.title, h.from, h.to])).toEqual([
      ['New Year’s Day', '2026-01-01', '2026-01-01'],
      ['Chinese New Year', '2026-02-17', '2026-02-18'],
      ['Hari Raya Puasa', '2026-03-21', '2026-03-21'],
      ['Good Friday', '2026-04-03', '2026-04-03'],
      ['Labour Day', '2026-05-01', '2026-05-01'],
      ['Hari Raya Haji', '2026-05-27', '2026-05-27'],
      ['Vesak Day', '2026-05-31', '2026-06-01'],
      ['National Day', '2026-08-09', '2026-08-10'],
      ['Deepavali', '2026-11-08', '2026-11-09'],
      ['Christmas Day', '2026-12-25', '2026-12-25'],
    ])
    expect(singaporePublicHolidays(2027).find((h) => h.title === 'Chinese New Year')).toMatchObject({
      from: '2027-02-06',
      to: '2027-02-08',
    })
    expect([2024, 2025, 2027].map(easterSunday)).toEqual(['2024-03-31', '2025-04-20', '2027-03-28'])
    // Years without known festival dates still get the computed ones, never guessed dates.
    expect(singaporePublicHolidays(2040).map((h) => h.title)).toEqual(fixed)
  })

  it('opens every centre of the parent’s school to centre visits and trial classes for three months', async () => {
    const today = singaporeToday()
    const rows = await db().select().from(visitAvailabilities)
    const schoolCentres = await db().select().from(centres).where(eq(centres.fkSchool, 1))
    expect(rows.every((r) => r.fkSchool === 1)).toBe(true)
    for (const centre of schoolCentres) {
      const own = rows
        .filter((r) => r.fkCentre === centre.id)
        .sort((a, b) => a.visitType.localeCompare(b.visitType))
      expect(
        own.map((r) => [r.visitType, r.recurOnDays, r.from, r.to, r.slotMinutes, r.familiesPerSlot]),
      ).toEqual([
        ['centre_visit', [1, 2, 3, 4, 5], '09:00:00', '12:00:00', 30, 2],
        ['trial', [2, 4], '09:00:00', '11:00:00', 60, 3],
      ])
      for (const row of own) {
        expect(row).toMatchObject({ start: today, recurType: 'weekly', active: true })
        const input = { ...row, from: row.from.slice(0, 5), to: row.to.slice(0, 5) }
        expect(visitAvailabilityInputSchema(today).safeParse(input).success).toBe(true)
        const days = (Date.parse(row.end) - Date.parse(row.start)) / 86_400_000
        expect(days).toBeGreaterThanOrEqual(88)
        expect(days).toBeLessThanOrEqual(92)
      }
    }
  })

  it('has a directory account that is not staff yet, to add from the directory look-up', async () => {
    const [account] = await db()
      .select()
      .from(directoryAccounts)
      .where(eq(directoryAccounts.email, 'newteacher@littlesteps.demo'))
    expect(account).toMatchObject({ displayName: 'Nur Aisyah', businessPhones: ['+65 9250 1004'] })
    expect(await verifyPassword(account.passwordHash, 'Staff123')).toBe(true)
    expect(await db().select().from(users).where(eq(users.email, account.email))).toEqual([])
  })

  it('lists the demo accounts with how to sign in', () => {
    expect(first.accounts.map((a) => [a.role, a.email])).toEqual([
      ['Parent', 'parent@littlesteps.demo'],
      ['HQ', 'hq@littlesteps.demo'],
      ['Principal', 'principal@littlesteps.demo'],
      ['Centre staff', 'staff@littlesteps.demo'],
      ['HQ', 'hq@brighthorizons.demo'],
      ['HQ', 'hq@sunflower.demo'],
    ])
    expect(first.accounts[0].how).toContain('Parent123')
    expect(first.accounts[1].how).toContain('Staff123')
  })

  it('plans places for every level each centre offers, from this month', async () => {
    const offered = await db()
      .selectDistinct({ fkCentre: centreLevels.fkCentre, fkLevel: centreLevels.fkLevel })
      .from(centreLevels)
    const planned = await db().select().from(centreCapacities)
    expect(planned).toHaveLength(offered.length)
    const thisMonth = `${singaporeToday().slice(0, 7)}-01`
    expect(planned.every((c) => c.date === thisMonth && c.active)).toBe(true)
    expect(planned.filter((c) => c.capacity > 0).length).toBeGreaterThan(offered.length / 2)
  })

  it('gives the demo parent’s child one open enquiry in its first state, at a centre with a place', async () => {
    const [parent] = await db().select().from(users).where(eq(users.email, 'parent@littlesteps.demo'))
    const rows = await db().select().from(enquiries).where(eq(enquiries.fkUser, parent.id))
    expect(rows).toHaveLength(1)
    const [enquiry] = rows
    expect(enquiry).toMatchObject({ fkSchool: 1, active: true, fkEnquiryState: 2, vacancyAvailable: true })
    expect(enquiry.enrollmentPlan > singaporeToday()).toBe(true)
    expect(enquiry.enrollmentPlan.endsWith('-01')).toBe(true)
    const [relation] = await db().select().from(childRelations).where(eq(childRelations.fkUser, parent.id))
    expect(enquiry.fkChild).toBe(relation.fkChild)
    const [level] = await db().select().from(levels).where(eq(levels.id, enquiry.fkLevel))
    expect(level.label).toBe('Nursery 1')
    const activities = await db()
      .select()
      .from(enquiryActivities)
      .where(eq(enquiryActivities.fkEnquiry, enquiry.id))
    expect(activities).toMatchObject([{ action: 'created', fkToState: 2, fkUser: parent.id }])
  })

  it('creates nothing on a second start and lists the same accounts', async () => {
    const count = async () =>
      Promise.all(
        [schools, centres, codes, levels, users, directoryAccounts, children].map((t) => db().$count(t)),
      )
    const before = await count()
    const second = await seedDemoData(db())
    expect(second).toEqual({ created: false, accounts: first.accounts })
    expect(await count()).toEqual(before)
  })
})
