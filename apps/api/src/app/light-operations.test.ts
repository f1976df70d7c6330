import { describe, expect, it } from 'vitest'
import { recordStatements } from '../db/statements'
import { notifyEach } from '../modules/notifications/service'
import { buildHQ, buildParent, buildSchool } from '../test/builders'
import { graphql } from '../test/generated'
import { gql } from '../test/server'

const MENU = graphql(`
  query PlatformLightMenu($filter: MenuFilter!) {
    findSidebarMenuByUser(filter: $filter) {
      ID
      path
    }
  }
`)
const BELL = graphql(`
  query PlatformLightBell($filter: NotificationFilter, $pagination: Pagination) {
    getNotifications(filter: $filter, pagination: $pagination) {
      totalCount
      unreadCount
      data {
        ID
        content {
          title
        }
        read
        createdAt
      }
    }
  }
`)
const BELL_AFTER_ME = graphql(`
  query PlatformLightBellAfterMe($pagination: Pagination) {
    me {
      ID
    }
    getNotifications(pagination: $pagination) {
      totalCount
      unreadCount
      data {
        ID
        content {
          title
        }
        createdAt
      }
    }
  }
`)

/**
 * The operations on every signed-in page read what they need in the viewer's own statement
 * (`preloadWithViewer`): one round trip each. When another field loaded the viewer first they read for themselves.
 */
describe('light operations', () => {
  it('answers the menu in one statement', async () => {
    const school = await buildSchool()
    const hq = await buildHQ(school, { level_management: 1 })
    const { result, statements } = await recordStatements(() =>
      gql(MENU, { filter: { fkSchool: school.id } }, hq.token),
    )
    expect(result.errors).toBeUndefined()
    expect(result.data!.findSidebarMenuByUser.map((item) => item.path)).toContain('/overview')
    expect(statements).toHaveLength(1)
  })

  it('answers the bell in one statement, with the filter and the page applied', async () => {
    const school = await buildSchool()
    const parent = await buildParent(school)
    for (const title of ['One', 'Two', 'Three'])
      await notifyEach(school.db, [{ schoolId: school.id, userId: parent.id, title, body: `${title} body` }])
    const { result, statements } = await recordStatements(() =>
      gql(BELL, { filter: { read: false }, pagination: { page: 2, perPage: 2 } }, parent.token),
    )
    expect(result.errors).toBeUndefined()
    const bell = result.data!.getNotifications
    expect(bell).toMatchObject({ totalCount: 3, unreadCount: 3 })
    expect(bell.data.map((n) => n.content.title)).toEqual(['One'])
    expect(bell.data[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(statements).toHaveLength(1)

    const readOnly = await gql(BELL, { filter: { read: true } }, parent.token)
    expect(readOnly.data!.getNotifications).toMatchObject({ totalCount: 0, unreadCount: 3, data: [] })
  })

  it('reads the bell itself, the same page, when the viewer was loaded first', async () => {
    const school = await buildSchool()
    const parent = await buildParent(school)
    for (const title of ['One', 'Two'])
      await notifyEach(school.db, [{ schoolId: school.id, userId: parent.id, title, body: `${title} body` }])
    const alone = await gql(BELL, { pagination: { page: 1, perPage: 1 } }, parent.token)
    const { result, statements } = await recordStatements(() =>
      gql(BELL_AFTER_ME, { pagination: { page: 1, perPage: 1 } }, parent.token),
    )
    expect(result.errors).toBeUndefined()
    const first = alone.data!.getNotifications.data[0]
    expect(result.data!.getNotifications).toEqual({
      totalCount: 2,
      unreadCount: 2,
      data: [{ ID: first.ID, content: first.content, createdAt: first.createdAt }],
    })
    expect(statements.length).toBeGreaterThan(1)
  })

  it('refuses a bad page before reading anything, and without a session', async () => {
    const parent = await buildParent(await buildSchool())
    const bad = await gql(BELL, { pagination: { page: 0, perPage: 10 } }, parent.token)
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT')
    const anonymous = await gql(BELL, {}, undefined)
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED')
  })
})
