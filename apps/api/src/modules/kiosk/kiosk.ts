import {
  ErrorCode,
  kioskChildrenSchema,
  kioskCredentialSchema,
  kioskMobileSchema,
  singaporeTime,
  singaporeToday,
} from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import type { KioskCredentialInput, KioskHealthAnswer } from '../../generated/graphql'
import { keepOnRollback } from '../../platform/audit/request-scope'
import { consumeRate, refundRate } from '../../platform/auth/rate-limit'
import { parseInput, refusal } from '../../platform/errors/domain-error'
import { addOrUpdateAttendance } from '../attendance'
import { tellStaff } from '../notifications'
import { findPass, hashKioskToken, newKioskToken } from './passes'
import {
  insertKioskSession,
  type KioskSessionRow,
  type PassRow,
  selectFamilyAtCentre,
  selectOpenKiosk,
  selectParentContacts,
  selectPickups,
  spendPass,
} from './queries'
import type { Actor } from '../../platform/authz/actor'

/** A kiosk stays open until the end of the Singapore day it was opened on, or until staff close it. */
const endOfDay = (now: Date) => new Date(`${singaporeToday(now)}T23:59:59+08:00`)

/** Wrong codes a kiosk may take in five minutes before it pauses: a million PINs cannot be walked through. */
export const KIOSK_ATTEMPTS = { limit: 5, windowSeconds: 300 } as const

export interface KioskDeps {
  db: DbOrTx
  key: Buffer
  publicUrl: string
}

/** Opens a kiosk at a centre: its token goes to the tablet once. */
export async function startKiosk(db: DbOrTx, who: Actor, centreId: number) {
  const token = newKioskToken()
  const now = new Date()
  const row = await insertKioskSession(db, {
    fkSchool: who.schoolId,
    fkCentre: centreId,
    tokenHash: hashKioskToken(token),
    startedBy: who.userId,
    expiresAt: endOfDay(now),
  })
  return { token, row }
}

/** The open kiosk of a token; a wrong, ended or expired one is refused. */
export async function openKiosk(db: DbOrTx, token: string): Promise<KioskSessionRow> {
  const kiosk = token.length <= 100 ? await selectOpenKiosk(db, hashKioskToken(token)) : null
  if (!kiosk) throw refusal(ErrorCode.Forbidden, 'kiosk.closed')
  return kiosk
}

/**
 * The pass shown at a kiosk, counted against the kiosk's attempts before it is checked (parallel guesses cannot
 * overrun the limit); a working code hands its attempt back.
 */
async function passAt(deps: KioskDeps, kiosk: KioskSessionRow, raw: KioskCredentialInput): Promise<PassRow> {
  const rateKey = `kiosk:${kiosk.id}`
  await consumeRate(deps.db, rateKey, KIOSK_ATTEMPTS)
  const credential = parseInput(kioskCredentialSchema, raw)
  const pass = await findPass(deps.db, deps.key, kiosk.fkSchool, {
    qrToken: credential.qrToken ?? null,
    pin: credential.pin ?? null,
  })
  await refundRate(deps.db, rateKey)
  return pass
}

/** The children of the pass's family at the kiosk's centre today (none: refused). */
async function familyHere(deps: KioskDeps, kiosk: KioskSessionRow, pass: PassRow) {
  const family = await selectFamilyAtCentre(
    deps.db,
    kiosk.fkSchool,
    pass.fkUser,
    kiosk.fkCentre,
    singaporeToday(),
  )
  if (family.length === 0) throw refusal(ErrorCode.BadUserInput, 'kiosk.noChildHere')
  return family
}

/** Someone who may collect a child: a parent or an authorised pickup person, with their mobile's digits. */
export interface Collector {
  name: string
  relation: string
  mobile: string
  photoKey: string | null
}

/** Who may collect each child: its parents (with guardian access) first, then its authorised pickup persons. */
async function collectorsOf(db: DbOrTx, schoolId: number, childIds: number[]) {
  const [parents, pickups] = await Promise.all([
    selectParentContacts(db, childIds),
    selectPickups(db, schoolId, childIds),
  ])
  const digits = (m: string | null) => (m ?? '').replace(/\D/g, '').slice(-8)
  return (childId: number): Collector[] =>
    parents
      .filter((p) => p.childId === childId)
      .map((p): Collector => ({
        name: `${p.firstname} ${p.lastname}`,
        relation: 'Parent',
        mobile: digits(p.mobile),
        photoKey: null,
      }))
      .concat(
        pickups
          .filter((p) => p.fkChild === childId)
          .map((p) => ({ name: p.name, relation: p.relation, mobile: p.mobile, photoKey: p.photoKey })),
      )
}

/**
 * Who a code shows at this kiosk: the family's children here today, each with who may collect it (the staff at
 * the door see their names and photos before a check-out). The pass is not spent.
 */
export async function identifyAtKiosk(deps: KioskDeps, token: string, credential: KioskCredentialInput) {
  const kiosk = await openKiosk(deps.db, token)
  const family = await familyHere(deps, kiosk, await passAt(deps, kiosk, credential))
  const of = await collectorsOf(
    deps.db,
    kiosk.fkSchool,
    family.map((c) => c.childId),
  )
  return family.map((c) => ({ ...c, collectors: of(c.childId) }))
}

interface KioskMark {
  token: string
  credential: KioskCredentialInput
  children: number[]
  /** The mobile of who stands at the kiosk: a parent or an authorised pickup person of every child. */
  mobile: string
  healthChecks?: KioskHealthAnswer[] | null
}

/**
 * A check-in or check-out at the kiosk through the register's own marking (every rule of the register holds), for
 * children of the pass's family at this centre, by a person known for each child. The pass is spent. A check-out
 * by anyone else is refused and the centre's staff are told (the notice outlives the refusal).
 */
export async function markAtKiosk(deps: KioskDeps, type: 'check_in' | 'check_out', input: KioskMark) {
  const kiosk = await openKiosk(deps.db, input.token)
  const pass = await passAt(deps, kiosk, input.credential)
  const childIds = parseInput(kioskChildrenSchema, input.children)
  const mobile = parseInput(kioskMobileSchema, input.mobile)
  const family = await familyHere(deps, kiosk, pass)
  const chosen = family.filter((c) => childIds.includes(c.childId))
  if (chosen.length !== childIds.length) throw refusal(ErrorCode.BadUserInput, 'kiosk.chooseChildren')
  const of = await collectorsOf(deps.db, kiosk.fkSchool, childIds)
  const people = childIds.map((childId) => ({
    childId,
    person: of(childId).find((p) => p.mobile === mobile),
  }))
  const stranger = people.find((p) => !p.person)
  if (stranger) {
    if (type === 'check_out')
      flagStranger(
        deps,
        kiosk,
        chosen.find((c) => c.childId === stranger.childId)!,
        mobile,
      )
    throw refusal(ErrorCode.Forbidden, 'kiosk.notAuthorised')
  }
  if (!(await spendPass(deps.db, pass.id))) throw refusal(ErrorCode.BadUserInput, 'kiosk.passUsed')
  const now = new Date()
  const who = { schoolId: kiosk.fkSchool, userId: kiosk.startedBy, publicUrl: deps.publicUrl }
  for (const classId of new Set(chosen.map((c) => c.classId))) {
    const inClass = chosen.filter((c) => c.classId === classId).map((c) => c.childId)
    const { person } = people.find((p) => p.childId === inClass[0])!
    const by = `${person!.name} (${person!.relation})`
    await addOrUpdateAttendance(
      deps.db,
      who,
      {
        classID: classId,
        date: singaporeToday(now),
        type,
        time: singaporeTime(now),
        remarks: `Kiosk: ${by}`,
        pickedBy: type === 'check_out' ? by : null,
        healthChecks:
          type === 'check_in' ? (input.healthChecks ?? []).filter((h) => inClass.includes(h.childID)) : [],
      },
      inClass,
      null,
    )
  }
  return chosen.map((c) => ({ ...c, collectors: of(c.childId) }))
}

/** Bell and email to the centre's attendance staff, kept even though the refused request rolls back. */
function flagStranger(
  deps: KioskDeps,
  kiosk: KioskSessionRow,
  child: { firstname: string; lastname: string },
  mobile: string,
) {
  const name = `${child.firstname} ${child.lastname}`
  keepOnRollback((root) =>
    tellStaff(
      root,
      {
        schoolId: kiosk.fkSchool,
        centreId: kiosk.fkCentre,
        module: 'attendance_management',
        title: `Pickup refused: ${name}`,
        body: `Someone with the mobile ending ${mobile.slice(-4)} tried to check out ${name} at the ${kiosk.centreLabel} kiosk at ${singaporeTime(new Date())} and is not an authorised pickup person.`,
        navigate: '/attendance',
        actionLabel: 'Open the register',
      },
      deps.publicUrl,
    ),
  )
}
