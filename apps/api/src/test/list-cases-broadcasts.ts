import { eq } from 'drizzle-orm'
import { children, levels } from '../db/schema'
import { buildBroadcastWorld } from '../modules/broadcasts/test-support'
import { buildClass, buildClassBroadcast, enrolChild } from './builders'
import { dataOf, itemsOf, page, times } from './list-case-helpers'
import type { ListCase, ListCall } from './list-cases'

const BROADCAST_LIST = /* GraphQL */ `
  query Broadcasts($IDSchool: Int!, $pagination: Pagination) {
    getBroadcasting(IDSchool: $IDSchool, pagination: $pagination) {
      totalCount
      unreadCount
      data {
        ID
        subject
        isRead
        readCount
        sender {
          firstname
          roles {
            name
            label
          }
        }
        scopes {
          type
          ID
          label
        }
        attachments {
          ID
          name
          url
        }
      }
    }
  }
`

/** `rows` broadcasts published to a class of the world, as the list of `who` shows them. */
async function broadcastsFor(rows: number, who: 'hq' | 'parent'): Promise<ListCall> {
  const w = await buildBroadcastWorld()
  for (const i of times(rows)) {
    await buildClassBroadcast(w.school, {
      senderId: w.teacher.id,
      classId: w.sunflower.id,
      subject: `Notice ${i}`,
    })
  }
  return {
    token: who === 'hq' ? w.hq.token : w.ava.parent.token,
    query: BROADCAST_LIST,
    variables: (perPage) => ({ IDSchool: w.school.id, ...page(perPage) }),
    rows: dataOf('getBroadcasting'),
  }
}

const SCOPE_SEARCH = /* GraphQL */ `
  query Scopes($IDSchool: Int!) {
    searchBroadcastingScope(IDSchool: $IDSchool, search: "zeta") {
      type
      ID
      label
      description
    }
  }
`

/** Half the rows classes named Zeta, half children named Zeta, at the teacher's centre. */
async function scopesFor(rows: number): Promise<ListCall> {
  const w = await buildBroadcastWorld()
  const [level] = await w.school.db.select().from(levels).where(eq(levels.fkSchool, w.school.id))
  for (const i of times(rows / 2)) {
    await buildClass(w.school, { centreId: w.east.id, levelId: level.id, label: `Zeta ${i}` })
    const [child] = await w.school.db
      .insert(children)
      .values({ fkSchool: w.school.id, firstname: 'Zeta', lastname: `Kid${i}`, dateOfBirth: '2022-06-01' })
      .returning()
    await enrolChild(w.school, {
      childId: child.id,
      centreId: w.east.id,
      levelId: level.id,
      from: '2026-01-01',
    })
  }
  return {
    token: w.teacher.token,
    query: SCOPE_SEARCH,
    variables: () => ({ IDSchool: w.school.id }),
    rows: itemsOf('searchBroadcastingScope'),
  }
}

export const broadcastListCases: ListCase[] = [
  { name: 'searchBroadcastingScope as centre staff', paged: false, arrange: scopesFor },
  { name: 'getBroadcasting as HQ', paged: true, arrange: (rows) => broadcastsFor(rows, 'hq') },
  {
    name: 'getBroadcasting as a parent (inbox)',
    paged: true,
    arrange: (rows) => broadcastsFor(rows, 'parent'),
  },
]
