import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { AttendanceSetting, CodeCategory, notifiableSymptoms, SchoolConfigKey } from '@preschool/domain'
import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  centreAddresses,
  centreNearbyPostcodes,
  centres,
  children,
  codes,
  directoryAccounts,
  levels,
  schoolConfigs,
  schools,
  users,
} from '../schema'
import { seedDemoData } from './demo'
import { useSeededDemo } from './test-database'

const { db, first } = useSeededDemo()

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

describe('demo data: schools, configuration, centres', () => {
  it('creates the three schools with ids 1, 2 and 3', async () => {
    expect(first().created).toBe(true)
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
      // Spec 000's keys, and the notifiable symptoms head office sets on their own screen (decision 0076).
      const symptomsKey = AttendanceSetting.notifiableSymptoms.key
      expect(Object.keys(config).sort()).toEqual([...Object.values(SchoolConfigKey), symptomsKey].sort())
      expect(notifiableSymptoms(config[symptomsKey])).toEqual(
        expect.arrayContaining(['Conjunctivitis', 'Rash']),
      )
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

  it('creates nothing on a second start and lists the same accounts', async () => {
    const count = async () =>
      Promise.all(
        [schools, centres, codes, levels, users, directoryAccounts, children].map((t) => db().$count(t)),
      )
    const before = await count()
    const second = await seedDemoData(db())
    expect(second).toEqual({ created: false, accounts: first().accounts })
    expect(await count()).toEqual(before)
  })
})
