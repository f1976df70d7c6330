import { KioskMsg } from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { attendanceEntries, notifications } from '../../db/schema'
import { buildCentre, buildParent, buildStaff } from '../../test/builders'
import { onFixedClock, setClock } from '../../test/clock'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'
import { buildAttendanceWorld, RW } from '../attendance/test-support'

// Tuesday 5 March 2030, 08:00 in Singapore.
onFixedClock('2030-03-05T08:00:00+08:00')

const START = graphql(`
  mutation KioskStart($centreId: Int!) {
    startKioskSession(centreId: $centreId) {
      token
      centreLabel
    }
  }
`)
const PASS = graphql(`
  mutation KioskPass {
    issueKioskPass {
      qrToken
      pin
      expiresAt
    }
  }
`)
const IDENTIFY = graphql(`
  mutation KioskIdentify($kioskToken: String!, $credential: KioskCredentialInput!) {
    kioskIdentify(kioskToken: $kioskToken, credential: $credential) {
      ID
      firstname
      classLabel
    }
  }
`)
const CHECK_IN = graphql(`
  mutation KioskCheckIn(
    $kioskToken: String!
    $credential: KioskCredentialInput!
    $children: [Int!]!
    $mobile: String!
    $healthChecks: [KioskHealthAnswer!]
  ) {
    kioskCheckIn(
      kioskToken: $kioskToken
      credential: $credential
      children: $children
      mobile: $mobile
      healthChecks: $healthChecks
    ) {
      ID
    }
  }
`)
const CHECK_OUT = graphql(`
  mutation KioskCheckOut(
    $kioskToken: String!
    $credential: KioskCredentialInput!
    $children: [Int!]!
    $mobile: String!
  ) {
    kioskCheckOut(kioskToken: $kioskToken, credential: $credential, children: $children, mobile: $mobile) {
      ID
    }
  }
`)
const SAVE_PICKUP = graphql(`
  mutation KioskSavePickup($childID: Int!, $pickupID: Int, $pickup: AuthorisedPickupInput!) {
    saveChildAuthorisedPickup(childID: $childID, pickupID: $pickupID, pickup: $pickup) {
      ID
      name
      relation
      mobile
    }
  }
`)
const REMOVE_PICKUP = graphql(`
  mutation KioskRemovePickup($childID: Int!, $pickupID: Int!) {
    removeChildAuthorisedPickup(childID: $childID, pickupID: $pickupID) {
      ID
    }
  }
`)
const PICKUPS = graphql(`
  query KioskPickups($childID: Int!) {
    getChildAuthorisedPickups(childID: $childID) {
      ID
      name
    }
  }
`)

const grandma = { name: 'Mdm Lim', relation: 'Grandmother', mobile: '8765 4321' }

async function kioskWorld() {
  const w = await buildAttendanceWorld()
  const kiosk = (await gql(START, { centreId: w.centreId }, w.teacher.token)).data!.startKioskSession
  return { ...w, kiosk: kiosk.token }
}

const newPass = async (token: string) => (await gql(PASS, {}, token)).data!.issueKioskPass

describe('authorised pickup persons', () => {
  it('are kept by the parent and by centre staff, and refused to another family and bad input', async () => {
    const w = await buildAttendanceWorld()
    const saved = await gql(SAVE_PICKUP, { childID: w.kids[0], pickup: grandma }, w.parent.token)
    expect(saved.errors).toBeUndefined()
    const [row] = saved.data!.saveChildAuthorisedPickup
    expect(row).toMatchObject({ name: 'Mdm Lim', relation: 'Grandmother', mobile: '87654321' })
    const renamed = await gql(
      SAVE_PICKUP,
      { childID: w.kids[0], pickupID: row.ID, pickup: { ...grandma, name: 'Lim Ah Ma' } },
      w.teacher.token,
    )
    expect(renamed.data!.saveChildAuthorisedPickup[0].name).toBe('Lim Ah Ma')
    const twice = await gql(SAVE_PICKUP, { childID: w.kids[0], pickup: grandma }, w.parent.token)
    expect(twice.errors?.[0].message).toBe(KioskMsg.mobileTaken)
    const badMobile = await gql(
      SAVE_PICKUP,
      { childID: w.kids[0], pickup: { ...grandma, mobile: '6123' } },
      w.parent.token,
    )
    expect(badMobile.errors?.[0].message).toContain(KioskMsg.mobileInvalid)
    const long = await gql(
      SAVE_PICKUP,
      { childID: w.kids[0], pickup: { ...grandma, name: 'x'.repeat(101) } },
      w.parent.token,
    )
    expect(errorCode(long)).toBe('BAD_USER_INPUT')

    const otherParent = await buildParent(w.school)
    const elsewhere = await buildCentre(w.school, { label: 'Bedok' })
    const otherCentre = await buildStaff(w.school, { attendance_management: RW }, [elsewhere.id])
    for (const who of [otherParent, otherCentre]) {
      expect(errorCode(await gql(PICKUPS, { childID: w.kids[0] }, who.token))).toBe('FORBIDDEN')
      expect(errorCode(await gql(SAVE_PICKUP, { childID: w.kids[0], pickup: grandma }, who.token))).toBe(
        'FORBIDDEN',
      )
    }
    // The parent of one child keeps no other child's list.
    expect(errorCode(await gql(PICKUPS, { childID: w.kids[1] }, w.parent.token))).toBe('FORBIDDEN')

    expect(
      (await gql(REMOVE_PICKUP, { childID: w.kids[0], pickupID: row.ID }, w.parent.token)).errors,
    ).toBeUndefined()
    expect(
      (await gql(PICKUPS, { childID: w.kids[0] }, w.teacher.token)).data!.getChildAuthorisedPickups,
    ).toEqual([])
    const gone = await gql(REMOVE_PICKUP, { childID: w.kids[0], pickupID: row.ID }, w.parent.token)
    expect(errorCode(gone)).toBe('NOT_FOUND')
  })
})

describe('the centre kiosk', () => {
  it('checks a child in with the QR code and the health answers, recording who, and refuses the code again', async () => {
    const w = await kioskWorld()
    const pass = await newPass(w.parent.token)
    // The code names the pass, never a child: prefix, school, pass, expiry and signature (a child's id could equal
    // any of those numbers, so the shape is what is checked).
    expect(pass.qrToken.split('.')).toHaveLength(5)
    const who = await gql(IDENTIFY, { kioskToken: w.kiosk, credential: { qrToken: pass.qrToken } })
    expect(who.data!.kioskIdentify).toEqual([
      { ID: w.kids[0], firstname: 'Aisha', classLabel: 'K1 Sunflowers' },
    ])
    const checkIn = {
      kioskToken: w.kiosk,
      credential: { qrToken: pass.qrToken },
      children: [w.kids[0]],
      mobile: '91234567',
      healthChecks: [{ childID: w.kids[0], temperature: 38.1, symptoms: ['cough'] }],
    }
    const done = await gql(CHECK_IN, checkIn)
    expect(done.errors).toBeUndefined()
    const [entry] = await w.school.db
      .select()
      .from(attendanceEntries)
      .where(and(eq(attendanceEntries.fkChild, w.kids[0]), eq(attendanceEntries.type, 'check_in')))
    expect(entry.remarks).toMatch(/^Kiosk: .+ \(Parent\)$/)
    expect(entry.fkClass).toBe(w.classId)
    // The fever reaches the parent like at the register.
    const told = await w.school.db.select().from(notifications).where(eq(notifications.fkUser, w.parent.id))
    expect(told.some((n) => n.title.startsWith('Fever'))).toBe(true)

    const replay = await gql(CHECK_IN, checkIn)
    expect(replay.errors?.[0].message).toBe(KioskMsg.passUsed)
    // The kiosk shows it in the language chosen on the tablet by its reason (decision 0083).
    expect(replay.errors?.[0].extensions?.reason).toBe('kiosk.passUsed')
  })

  it('refuses forged, altered and expired codes, and another centre’s kiosk', async () => {
    const w = await kioskWorld()
    const pass = await newPass(w.parent.token)
    const parts = pass.qrToken.split('.')
    const forged = [parts[0], parts[1], String(Number(parts[2]) + 1), parts[3], parts[4]].join('.')
    const later = [parts[0], parts[1], parts[2], String(Number(parts[3]) + 3_600_000), parts[4]].join('.')
    // The forgeries go to a second kiosk of the centre: each counts against its kiosk's five wrong codes, and the
    // limit's window runs on the database's clock, which the test's fixed clock does not move.
    const probe = (await gql(START, { centreId: w.centreId }, w.teacher.token)).data!.startKioskSession.token
    for (const qrToken of [forged, later, 'kp1.1.1.1.x', `${w.kids[0]}`]) {
      const refused = await gql(IDENTIFY, { kioskToken: probe, credential: { qrToken } })
      expect(refused.errors?.[0].message).toBe(KioskMsg.passInvalid)
      expect(refused.errors?.[0].extensions?.reason).toBe('kiosk.passInvalid')
    }
    const closed = await gql(IDENTIFY, { kioskToken: 'made-up', credential: { qrToken: pass.qrToken } })
    expect(closed.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'kiosk.closed' })

    const elsewhere = await buildCentre(w.school, { label: 'Bedok' })
    const bedokStaff = await buildStaff(w.school, { attendance_management: RW }, [elsewhere.id])
    const bedok = (await gql(START, { centreId: elsewhere.id }, bedokStaff.token)).data!.startKioskSession
      .token
    const there = await gql(IDENTIFY, { kioskToken: bedok, credential: { qrToken: pass.qrToken } })
    expect(there.errors?.[0].message).toBe(KioskMsg.noChildHere)
    expect(there.errors?.[0].extensions?.reason).toBe('kiosk.noChildHere')
    // Staff of another centre cannot open a kiosk here; a parent opens none. Staff refusals carry no reason.
    const notHere = await gql(START, { centreId: w.centreId }, bedokStaff.token)
    expect(notHere.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' })
    expect(notHere.errors?.[0].extensions?.reason).toBeUndefined()
    expect(errorCode(await gql(START, { centreId: w.centreId }, w.parent.token))).toBe('FORBIDDEN')

    setClock('2030-03-05T08:11:00+08:00')
    const expired = await gql(IDENTIFY, { kioskToken: w.kiosk, credential: { qrToken: pass.qrToken } })
    expect(expired.errors?.[0].message).toBe(KioskMsg.passExpired)
    expect(expired.errors?.[0].extensions?.reason).toBe('kiosk.passExpired')
    const expiredPin = await gql(IDENTIFY, { kioskToken: w.kiosk, credential: { pin: pass.pin } })
    expect(expiredPin.errors?.[0].message).toBe(KioskMsg.passInvalid)
  })

  it('takes the PIN, and stops guessing after five wrong codes even for the right one', async () => {
    const w = await kioskWorld()
    const pass = await newPass(w.parent.token)
    const ok = await gql(IDENTIFY, { kioskToken: w.kiosk, credential: { pin: pass.pin } })
    expect(ok.data!.kioskIdentify).toHaveLength(1)
    const wrong = pass.pin === '000000' ? '000001' : '000000'
    const guesses = await Promise.all(
      Array.from({ length: 6 }, () => gql(IDENTIFY, { kioskToken: w.kiosk, credential: { pin: wrong } })),
    )
    expect(guesses.filter((g) => errorCode(g) === 'RATE_LIMITED').length).toBeGreaterThanOrEqual(1)
    const blocked = await gql(IDENTIFY, { kioskToken: w.kiosk, credential: { pin: pass.pin } })
    expect(errorCode(blocked)).toBe('RATE_LIMITED')
  })

  it('lets an authorised person check out, and refuses and flags anyone else', async () => {
    const w = await kioskWorld()
    await gql(SAVE_PICKUP, { childID: w.kids[0], pickup: grandma }, w.parent.token)
    const first = await newPass(w.parent.token)
    const checkedIn = await gql(CHECK_IN, {
      kioskToken: w.kiosk,
      credential: { pin: first.pin },
      children: [w.kids[0]],
      mobile: '91234567',
    })
    expect(checkedIn.errors).toBeUndefined()
    setClock('2030-03-05T08:05:00+08:00')
    const pass = await newPass(w.parent.token)
    const base = { kioskToken: w.kiosk, credential: { qrToken: pass.qrToken } }
    // Another family's child is never checked out with this pass.
    const otherChild = await gql(CHECK_OUT, { ...base, children: [w.kids[1]], mobile: '87654321' })
    expect(otherChild.errors?.[0].message).toBe(KioskMsg.chooseChildren)

    const stranger = await gql(CHECK_OUT, { ...base, children: [w.kids[0]], mobile: '98765432' })
    expect(stranger.errors?.[0].message).toBe(KioskMsg.notAuthorised)
    expect(stranger.errors?.[0].extensions?.reason).toBe('kiosk.notAuthorised')
    const bells = await w.school.db.select().from(notifications).where(eq(notifications.fkUser, w.teacher.id))
    expect(bells.map((b) => b.title)).toContain('Pickup refused: Aisha Tan')

    const out = await gql(CHECK_OUT, { ...base, children: [w.kids[0]], mobile: '87654321' })
    expect(out.errors).toBeUndefined()
    const [entry] = await w.school.db
      .select()
      .from(attendanceEntries)
      .where(and(eq(attendanceEntries.fkChild, w.kids[0]), eq(attendanceEntries.type, 'check_out')))
    expect(entry.pickedBy).toBe('Mdm Lim (Grandmother)')
  })
})
