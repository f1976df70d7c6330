import { Access } from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { navigation } from '../../db/schema'
import { buildHQ, buildParent, buildSchool, buildStaff, type TestSchool } from '../../test/builders'
import { graphql } from '../../test/generated'
import type { NavigationMenuQuery } from '../../test/generated/graphql'
import { errorCode, gql } from '../../test/server'
import { navigationCatalogue } from './catalogue'
import { visibleMenu } from './menu'
import { type NavigationRow, upsertNavigationItems } from './queries'
import { catalogueByDepth, syncNavigation } from './sync'

const MENU = graphql(`
  query NavigationMenu($filter: MenuFilter!) {
    findSidebarMenuByUser(filter: $filter) {
      ID
      icon
      path
      active
      label
      fkNavigation
    }
  }
`)

type Item = NavigationMenuQuery['findSidebarMenuByUser'][number]

async function menu(school: TestSchool, token?: string) {
  return gql(MENU, { filter: { fkSchool: school.id } }, token)
}
const paths = (items: Item[] | undefined) => items?.map((i) => i.path)

const rowsOf = (school: TestSchool) =>
  school.db.select().from(navigation).where(eq(navigation.fkSchool, school.id))

describe('side menu', () => {
  it('differs for a parent, staff who may read level management, and staff who may not', async () => {
    const school = await buildSchool()
    const parent = await buildParent(school)
    const levelReader = await buildStaff(school, { level_management: Access.read })
    const otherStaff = await buildStaff(school, { centre_management: Access.read | Access.write })

    const forParent = await menu(school, parent.token)
    expect(forParent.errors).toBeUndefined()
    // A parent's entries: the dashboard and their children's events.
    expect(paths(forParent.data?.findSidebarMenuByUser)).toEqual(['/overview', '/events'])

    const forReader = (await menu(school, levelReader.token)).data?.findSidebarMenuByUser
    // Every member of staff has their own leave (decision 0063).
    expect(paths(forReader)).toEqual(['/overview', '/myleave', '/settings', '/settings/levelmanagement'])
    const settings = forReader?.find((i) => i.path === '/settings')
    expect(forReader?.find((i) => i.path === '/settings/levelmanagement')).toMatchObject({
      label: 'Level Management',
      active: true,
      fkNavigation: settings?.ID,
    })
    expect(forReader?.[0]).toMatchObject({ label: 'Dashboard', fkNavigation: null })

    // Another module's staff see that module's entry, not level management.
    const forOther = paths((await menu(school, otherStaff.token)).data?.findSidebarMenuByUser)
    expect(forOther).toContain('/settings/centremanagement')
    expect(forOther).not.toContain('/settings/levelmanagement')
    // Settings has no module of its own: without a visible child it is not shown at all.
    const noModule = await buildStaff(school, {})
    expect(paths((await menu(school, noModule.token)).data?.findSidebarMenuByUser)).toEqual([
      '/overview',
      '/myleave',
    ])
  })

  it('returns entries a school switched off, marked inactive', async () => {
    const school = await buildSchool()
    const hq = await buildHQ(school, { level_management: Access.read })
    await school.db
      .update(navigation)
      .set({ active: false })
      .where(and(eq(navigation.fkSchool, school.id), eq(navigation.key, 'levelmanagement')))
    const items = (await menu(school, hq.token)).data?.findSidebarMenuByUser
    expect(items?.find((i) => i.path === '/settings/levelmanagement')?.active).toBe(false)
    expect(items?.find((i) => i.path === '/settings')?.active).toBe(true)
  })

  it('refuses callers without a session and another school', async () => {
    const school = await buildSchool()
    const other = await buildSchool()
    const hq = await buildHQ(school, { level_management: Access.read })
    const noSession = await menu(school)
    expect(noSession.errors?.[0].message).toBe('unauthorized')
    expect(errorCode(noSession)).toBe('UNAUTHENTICATED')
    const otherSchool = await menu(other, hq.token)
    expect(otherSchool.errors?.[0].message).toBe('unauthorized')
    expect(errorCode(otherSchool)).toBe('FORBIDDEN')
  })
})

describe('navigation sync', () => {
  it('keeps a school its own active switch, restores catalogue values and removes retired entries', async () => {
    const school = await buildSchool()
    const before = await rowsOf(school)
    expect(before.map((r) => r.key).sort()).toEqual(navigationCatalogue.map((i) => i.key).sort())
    const settings = before.find((r) => r.key === 'settings')!
    expect(before.find((r) => r.key === 'levelmanagement')?.fkNavigation).toBe(settings.id)

    await school.db
      .update(navigation)
      .set({ active: false, label: 'Renamed', fkNavigation: null })
      .where(and(eq(navigation.fkSchool, school.id), eq(navigation.key, 'levelmanagement')))
    await school.db.insert(navigation).values({
      fkSchool: school.id,
      key: 'retired',
      label: 'Retired screen',
      path: '/retired',
      audience: 'all',
    })
    await syncNavigation(school.db, school.id)
    await syncNavigation(school.db, school.id)

    const after = await rowsOf(school)
    expect(after.map((r) => r.key).sort()).toEqual(navigationCatalogue.map((i) => i.key).sort())
    expect(after.find((r) => r.key === 'settings')?.id).toBe(settings.id)
    expect(after.find((r) => r.key === 'levelmanagement')).toMatchObject({
      active: false,
      label: 'Level Management',
      fkNavigation: settings.id,
    })
  })

  it('syncs every school when none is named, leaving other schools untouched when one is', async () => {
    const school = await buildSchool()
    const other = await buildSchool()
    await school.db.delete(navigation).where(eq(navigation.fkSchool, school.id))
    await other.db
      .insert(navigation)
      .values({ fkSchool: other.id, key: 'stale', label: 'Stale', audience: 'all' })
    await syncNavigation(school.db, school.id)
    expect((await rowsOf(other)).some((r) => r.key === 'stale')).toBe(true)
    await syncNavigation(school.db)
    expect((await rowsOf(other)).some((r) => r.key === 'stale')).toBe(false)
    expect(await rowsOf(school)).toHaveLength(navigationCatalogue.length)
  })

  it('upserts more rows than one statement can carry (every school of a large platform at start)', async () => {
    const school = await buildSchool()
    // 8,000 rows of nine parameters: past PostgreSQL's 65,535 parameters a statement.
    const rows = Array.from({ length: 8_000 }, (_, i) => ({
      fkSchool: school.id,
      fkNavigation: null,
      key: `bulk-${i}`,
      label: `Bulk ${i}`,
      path: `/bulk/${i}`,
      icon: 'Dashboard',
      sortOrder: i,
      audience: 'all' as const,
      moduleCategoryCode: null,
    }))
    const saved = await school.db.transaction((tx) => upsertNavigationItems(tx, rows))
    expect(new Set(saved.map((r) => r.key)).size).toBe(8_000)
    await school.db.delete(navigation).where(eq(navigation.fkSchool, school.id))
  })

  it('refuses a catalogue with duplicate keys or unknown parents', () => {
    const item = navigationCatalogue[0]
    expect(() => catalogueByDepth([item, item])).toThrow(/duplicate/)
    expect(() => catalogueByDepth([{ ...item, parentKey: 'missing' }])).toThrow(/unknown or cyclic/)
    expect(catalogueByDepth(navigationCatalogue).flat()).toHaveLength(navigationCatalogue.length)
  })
})

describe('menu visibility rules', () => {
  const row = (id: number, key: string, over: Partial<NavigationRow> = {}): NavigationRow => ({
    id,
    fkSchool: 1,
    fkNavigation: null,
    key,
    label: key,
    path: `/${key}`,
    icon: null,
    sortOrder: id,
    active: true,
    audience: 'staff',
    moduleCategoryCode: null,
    ...over,
  })
  const viewer = (isStaff: boolean, access: Record<string, number> = {}) => ({
    userId: 1,
    sessionId: 1,
    schoolId: 1,
    email: 'a@b.co',
    firstname: 'A',
    lastname: 'B',
    isStaff,
    isHQStaff: false,
    hasCentreScopeAccess: false,
    hasClassScopeAccess: false,
    roleIds: [],
    access,
    centreIds: [],
    classIds: [],
  })
  const rows = [
    row(1, 'home', { audience: 'all' }),
    row(2, 'family', { audience: 'parent' }),
    row(3, 'children', { audience: 'parent', fkNavigation: 2 }),
    row(4, 'finance', { moduleCategoryCode: 'finance_management' }),
    row(5, 'invoices', { fkNavigation: 4 }),
    row(6, 'admin'),
    row(7, 'planning', { fkNavigation: 6 }),
    row(8, 'capacity', { fkNavigation: 7, moduleCategoryCode: 'enrollment_planning' }),
    row(9, 'loop-a', { fkNavigation: 10 }),
    row(10, 'loop-b', { fkNavigation: 9 }),
  ]
  const keys = (v: ReturnType<typeof viewer>) => visibleMenu(v, rows).map((r) => r.key)

  it('shows parents their entries and staff the entries of modules they may read', () => {
    expect(keys(viewer(false))).toEqual(['home', 'family', 'children'])
    expect(keys(viewer(true))).toEqual(['home'])
    expect(keys(viewer(true, { finance_management: Access.read }))).toEqual(['home', 'finance', 'invoices'])
    // Write without read does not show an entry; groups nest: admin shows through planning's child.
    expect(
      keys(viewer(true, { finance_management: Access.write, enrollment_planning: Access.read })),
    ).toEqual(['home', 'admin', 'planning', 'capacity'])
  })

  it('never shows settings to a parent, even when a school marks it for parents', () => {
    const settings = [
      row(1, 'settings', { audience: 'all' }),
      row(2, 'help', { audience: 'all', fkNavigation: 1 }),
    ]
    expect(visibleMenu(viewer(false), settings)).toEqual([])
    expect(visibleMenu(viewer(true), settings).map((r) => r.key)).toEqual(['settings', 'help'])
  })
})
