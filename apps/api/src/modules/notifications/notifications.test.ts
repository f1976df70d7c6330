import { NotificationMsg, PaginationMsg } from '@preschool/domain'
import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { notifications } from '../../db/schema'
import { buildHQ, buildParent, buildSchool, type TestSchool, type TestUser } from '../../test/builders'
import { graphql } from '../../test/generated'
import type { NotificationsListQueryVariables } from '../../test/generated/graphql'
import { errorCode, gql } from '../../test/server'
import { notifyEach } from './service'
import { tellParent } from './tell-parent'

const LIST = graphql(`
  query NotificationsList($filter: NotificationFilter, $pagination: Pagination) {
    getNotifications(filter: $filter, pagination: $pagination) {
      totalCount
      unreadCount
      data {
        ID
        navigate
        channel
        content {
          title
          body
        }
        read
        createdAt
      }
    }
  }
`)
const MARK = graphql(`
  mutation NotificationsMark($notificationIds: [Int!]!, $read: Boolean!) {
    markNotifications(notificationIds: $notificationIds, read: $read)
  }
`)

/** Three notifications, oldest first, one minute apart so their order is certain. */
async function seed(school: TestSchool, user: TestUser) {
  const ids: number[] = []
  for (const [i, title] of ['First', 'Second', 'Third'].entries()) {
    await notifyEach(school.db, [
      {
        schoolId: school.id,
        userId: user.id,
        title,
        body: `${title} body`,
        navigate: i === 0 ? '/overview' : undefined,
      },
    ])
    const [row] = await school.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.fkUser, user.id))
      .orderBy(desc(notifications.id))
      .limit(1)
    await school.db
      .update(notifications)
      .set({ createdAt: new Date(Date.UTC(2030, 0, 1, 9, i)) })
      .where(eq(notifications.id, row.id))
    ids.push(row.id)
  }
  return ids
}

const list = (token: string, variables: NotificationsListQueryVariables = {}) => gql(LIST, variables, token)
const titles = (result: Awaited<ReturnType<typeof list>>) =>
  result.data?.getNotifications.data.map((n) => n.content.title)

describe('notifications', () => {
  it("lists the caller's own notifications newest first, with the unread count", async () => {
    const school = await buildSchool()
    const parent = await buildParent(school)
    const someoneElse = await buildParent(school)
    await seed(school, parent)
    await seed(school, someoneElse)
    const result = await list(parent.token)
    expect(result.errors).toBeUndefined()
    expect(result.data?.getNotifications).toMatchObject({ totalCount: 3, unreadCount: 3 })
    expect(titles(result)).toEqual(['Third', 'Second', 'First'])
    expect(result.data?.getNotifications.data[2]).toMatchObject({
      navigate: '/overview',
      channel: 'web',
      content: { title: 'First', body: 'First body' },
      read: false,
      createdAt: '2030-01-01T09:00:00.000Z',
    })
    const page = await list(parent.token, { pagination: { page: 2, perPage: 2 } })
    expect(titles(page)).toEqual(['First'])
    expect(page.data?.getNotifications.totalCount).toBe(3)
  })

  it('marks notifications read and filters by read', async () => {
    const school = await buildSchool()
    const staff = await buildHQ(school, {})
    const [first, second] = await seed(school, staff)
    const marked = await gql(MARK, { notificationIds: [first, second], read: true }, staff.token)
    expect(marked).toEqual({ data: { markNotifications: true } })
    const unread = await list(staff.token, { filter: { read: false } })
    expect(titles(unread)).toEqual(['Third'])
    expect(unread.data?.getNotifications).toMatchObject({ totalCount: 1, unreadCount: 1 })
    expect(titles(await list(staff.token, { filter: { read: true } }))).toEqual(['Second', 'First'])
    await gql(MARK, { notificationIds: [second], read: false }, staff.token)
    expect((await list(staff.token)).data?.getNotifications.unreadCount).toBe(2)
  })

  it("leaves another user's notification unchanged", async () => {
    const school = await buildSchool()
    const parent = await buildParent(school)
    const other = await buildParent(await buildSchool())
    const sameSchool = await buildParent(school)
    const [mine] = await seed(school, parent)
    const [theirs] = await seed(school, sameSchool)
    const result = await gql(MARK, { notificationIds: [mine, theirs], read: true }, other.token)
    expect(result).toEqual({ data: { markNotifications: true } })
    await gql(MARK, { notificationIds: [theirs], read: true }, parent.token)
    const rows = await school.db.select().from(notifications).where(eq(notifications.id, theirs))
    expect(rows[0].read).toBe(false)
    expect((await list(parent.token)).data?.getNotifications.unreadCount).toBe(3)
  })

  it('refuses more than 500 ids and bad pages', async () => {
    const school = await buildSchool()
    const parent = await buildParent(school)
    const ids = Array.from({ length: 501 }, (_, i) => i + 1)
    const tooMany = await gql(MARK, { notificationIds: ids, read: true }, parent.token)
    expect(errorCode(tooMany)).toBe('BAD_USER_INPUT')
    expect(tooMany.errors?.[0].message).toBe(`notificationIds: ${NotificationMsg.tooManyIds}`)
    const badPage = await list(parent.token, { pagination: { perPage: 0 } })
    expect(errorCode(badPage)).toBe('BAD_USER_INPUT')
    expect(badPage.errors?.[0].message).toBe(`perPage: ${PaginationMsg.perPage}`)
  })

  it('refuses callers without a session', async () => {
    const noList = await gql(LIST, {})
    expect(noList.errors?.[0].message).toBe('unauthorized')
    expect(errorCode(noList)).toBe('UNAUTHENTICATED')
    const noMark = await gql(MARK, { notificationIds: [1], read: true })
    expect(errorCode(noMark)).toBe('UNAUTHENTICATED')
  })

  describe('notifyEach and tellParent', () => {
    it('writes within the caller transaction, so a rolled back change leaves no notification', async () => {
      const school = await buildSchool()
      const parent = await buildParent(school)
      await school.db
        .transaction(async (tx) => {
          await notifyEach(tx, [{ schoolId: school.id, userId: parent.id, title: 'Hi', body: 'There' }])
          throw new Error('roll back')
        })
        .catch(() => undefined)
      expect((await list(parent.token)).data?.getNotifications.totalCount).toBe(0)
    })

    it('validates its input and refuses a user of another school', async () => {
      const school = await buildSchool()
      const parent = await buildParent(school)
      const base = { schoolId: school.id, userId: parent.id, title: 'Hi', body: 'There' }
      const tell = (notice: typeof base & { navigate?: string }) =>
        tellParent(school.db, notice, 'http://127.0.0.1:3999')
      await expect(tell({ ...base, title: ' ' })).rejects.toThrow('title: *Required')
      await expect(tell({ ...base, navigate: '//evil.example' })).rejects.toThrow(NotificationMsg.navigate)
      const other = await buildSchool()
      await expect(tell({ ...base, schoolId: other.id })).rejects.toThrow(/not in school/)
    })
  })
})
