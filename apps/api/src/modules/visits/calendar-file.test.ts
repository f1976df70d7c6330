import { singaporeInstant, VisitMsg } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'
import { centreLocation } from './calendar-file'
import { buildIcs, escapeIcsText, foldIcsLine } from './ics'
import type { AddressRow } from './queries'
import { buildAvailability, buildFamily, buildVisitWorld, message, run, weekdayAhead } from './test-fixtures'

const ICS = graphql(`
  query VisitsCalendarFileIcs($IDVisit: Int!) {
    getVisitCalendarFile(IDVisit: $IDVisit)
  }
`)

describe('calendar file', () => {
  it('gives the parent a valid iCalendar event of a booked visit', async () => {
    const world = await buildVisitWorld()
    await buildAvailability(world)
    const family = await buildFamily(world)
    const date = weekdayAhead(7)
    const { visit } = await run(
      'book',
      { IDEnquiry: family.enquiryId, date, from: '09:00', to: '09:30' },
      family.parent.token,
    )
    const result = await gql(ICS, { IDVisit: visit!.ID }, family.parent.token)
    expect(result.errors).toBeUndefined()
    const text = result.data!.getVisitCalendarFile
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '').includes('\n')).toBe(false)
    const lines = text.replace(/\r\n /g, '').split('\r\n')
    const start = singaporeInstant(date, '09:00').toISOString().replace(/[-:]/g, '').replace('.000', '')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('VERSION:2.0')
    expect(lines).toContain('BEGIN:VEVENT')
    expect(lines).toContain(`UID:visit-${visit?.ID}@127.0.0.1`)
    expect(lines.find((l) => l.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/)
    expect(lines).toContain(`DTSTART:${start}`)
    expect(start).toMatch(/T010000Z$/)
    expect(lines).toContain(`DTEND:${start.replace('T010000Z', 'T013000Z')}`)
    // The centre's comma is escaped in TEXT values.
    expect(lines).toContain('SUMMARY:Centre visit at Little Steps @ Test\\, East')
    expect(lines).toContain('LOCATION:1 Test Street\\, Singapore 238801')
    expect(lines).toContain('STATUS:TENTATIVE')
    expect(lines.at(-2)).toBe('END:VCALENDAR')

    const stranger = await buildFamily(world)
    expect(errorCode(await gql(ICS, { IDVisit: visit!.ID }, stranger.parent.token))).toBe('FORBIDDEN')
    expect(errorCode(await gql(ICS, { IDVisit: visit!.ID }, world.staff.token))).toBe('FORBIDDEN')
    await run('cancel', { IDVisit: visit?.ID }, family.parent.token)
    expect(message(await gql(ICS, { IDVisit: visit!.ID }, family.parent.token))).toBe(VisitMsg.notConfirmed)
  })

  it('places the event at the centre’s active address, or at its name when it has none', () => {
    const address: AddressRow = {
      id: 1,
      fkSchool: 1,
      fkCentre: 1,
      name: 'Main',
      address: '1 Test Street',
      building: 'Block A',
      floor: '02',
      unit: '05',
      postcode: '238801',
      city: 'Singapore',
      country: 'Singapore',
      lat: null,
      lng: null,
      active: true,
    }
    const old = { ...address, id: 2, address: '9 Old Road', active: false }
    expect(centreLocation({ label: 'Little Steps', addresses: [old, address] })).toBe(
      '1 Test Street, Block A, #02-05, Singapore 238801',
    )
    expect(centreLocation({ label: 'Little Steps', addresses: [] })).toBe('Little Steps')
  })

  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeIcsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne')
    const long = `SUMMARY:${'é'.repeat(60)}`
    const folded = foldIcsLine(long)
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    expect(folded.replace(/\r\n /g, '')).toBe(long)
    const ics = buildIcs({
      uid: 'u@x',
      stamp: new Date('2030-03-04T00:00:00Z'),
      start: new Date('2030-03-04T01:00:00Z'),
      end: new Date('2030-03-04T01:30:00Z'),
      summary: 'Trial class at X',
      location: 'Here',
      description: 'Now',
      status: 'CONFIRMED',
    })
    expect(ics).toContain('\r\nDTSTART:20300304T010000Z\r\nDTEND:20300304T013000Z\r\n')
  })
})
