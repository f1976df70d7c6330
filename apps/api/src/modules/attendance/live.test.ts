import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildHQ, buildStaff } from '../../test/builders'
import { onFixedClock } from '../../test/clock'
import { type Instance, secondInstance } from '../../test/second-instance'
import { gql } from '../../test/server'
import { buildAttendanceWorld, MARK, RW, type AttendanceWorld } from './test-support'

// Tuesday 5 March 2030, 12:00 in Singapore.
onFixedClock('2030-03-05T12:00:00+08:00')

const SUBSCRIBE = `subscription Live($centreId: Int) {
  attendanceChanged(centreId: $centreId) { centreID classID date kind }
}`

interface Message {
  data?: { attendanceChanged: { centreID: number; classID: number | null; date: string; kind: string } }
  errors?: { message: string; extensions?: { code?: string } }[]
}

/** A subscription over server-sent events: each `next()` is the stream's next message (its `data:` JSON). */
async function subscribe(url: string, token: string, centreId?: number) {
  const controller = new AbortController()
  const response = await fetch(url, {
    method: 'POST',
    signal: controller.signal,
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ query: SUBSCRIBE, variables: { centreId } }),
  })
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  return {
    async next(): Promise<Message | null> {
      for (;;) {
        const end = buffer.indexOf('\n\n')
        if (end >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trim())
            .join('')
          if (data) return JSON.parse(data) as Message
          continue
        }
        const chunk = await reader.read()
        if (chunk.done) return null
        buffer += chunk.value
      }
    },
    close: () => controller.abort(),
  }
}

const checkIn = (w: AttendanceWorld, child: number) =>
  gql(
    MARK,
    {
      attendanceUpdate: { classID: w.classId, date: '2030-03-05', type: 'check_in', time: '08:00' },
      forChild: [child],
    },
    w.teacher.token,
  )

describe('the live register across two API instances', () => {
  let b: Instance
  beforeAll(async () => {
    b = await secondInstance()
  })
  afterAll(async () => {
    await b?.stop()
  })

  it('tells a subscriber of instance B of a check-in made through instance A, and only those who reach it', async () => {
    const here = await buildAttendanceWorld()
    const there = await buildAttendanceWorld(here.school)
    const hq = await buildHQ(here.school, { attendance_management: RW })
    const principalThere = await buildStaff(here.school, { attendance_management: RW }, [there.centreId])

    const hqStream = await subscribe(b.url, hq.token)
    const otherCentre = await subscribe(b.url, principalThere.token)
    const oneCentre = await subscribe(b.url, hq.token, here.centreId)

    // Instance A (the test server) marks a child at the first centre.
    expect((await checkIn(here, here.kids[0])).errors).toBeUndefined()
    const expected = { centreID: here.centreId, classID: here.classId, date: '2030-03-05', kind: 'children' }
    expect((await hqStream.next())?.data?.attendanceChanged).toEqual(expected)
    expect((await oneCentre.next())?.data?.attendanceChanged).toEqual(expected)

    // The principal of the other centre heard nothing of it: their first event is their own centre's.
    expect((await checkIn(there, there.kids[0])).errors).toBeUndefined()
    expect((await otherCentre.next())?.data?.attendanceChanged).toMatchObject({ centreID: there.centreId })
    expect((await hqStream.next())?.data?.attendanceChanged).toMatchObject({ centreID: there.centreId })
    for (const stream of [hqStream, otherCentre, oneCentre]) stream.close()
  })

  it('tells nothing of a refused change, and refuses parents, strangers and a centre out of reach', async () => {
    const w = await buildAttendanceWorld()
    const elsewhere = await buildAttendanceWorld(w.school)
    const stream = await subscribe(b.url, w.teacher.token)
    // Refused (not in the class): rolled back, so never told.
    expect((await checkIn(w, elsewhere.kids[0])).errors).toBeDefined()
    expect((await checkIn(w, w.kids[1])).errors).toBeUndefined()
    expect((await stream.next())?.data?.attendanceChanged).toMatchObject({
      centreID: w.centreId,
      classID: w.classId,
    })
    stream.close()

    const refused = async (token: string, centreId?: number) => {
      const refusal = await subscribe(b.url, token, centreId)
      const message = await refusal.next()
      refusal.close()
      return message?.errors?.[0]?.extensions?.code
    }
    expect(await refused(w.parent.token)).toBe('FORBIDDEN')
    expect(await refused(w.teacher.token, elsewhere.centreId)).toBe('FORBIDDEN')
    const noModule = await buildStaff(w.school, { class_management: RW }, [w.centreId])
    expect(await refused(noModule.token)).toBe('FORBIDDEN')
    expect(await refused('not-a-session')).toBe('UNAUTHENTICATED')
  })
})
