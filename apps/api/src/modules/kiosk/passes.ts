import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto'
import { ErrorCode, KIOSK_PIN_LENGTH } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { refusal } from '../../platform/errors/domain-error'
import { sign, verifySignature } from '../../platform/storage/signing'
import { insertPass, type PassRow, selectLivePassesByPin, selectPass, spendPassesOf } from './queries'

/** How long a code shown in the parent app works: long enough to walk to the door, short enough to be useless later. */
export const PASS_MINUTES = 10
const TOKEN_PREFIX = 'kp1'

/**
 * The key signing the passes' QR tokens and hashing their PINs, derived from the server's client secret like the
 * SSO cookie keys, so every instance agrees and nothing new is to be configured.
 */
export const passKey = (serverSecret: string): Buffer =>
  createHmac('sha256', serverSecret).update('kiosk-passes').digest()

const pinHash = (key: Buffer, schoolId: number, pin: string) => sign(key, ['pin', String(schoolId), pin])

/**
 * A new pass for a parent: a QR token (`kp1.<school>.<pass>.<expiry>.<signature>`: names the pass, never a child)
 * and a PIN, both working once until the expiry. The parent's earlier passes are spent: one live code at a time.
 */
export async function issuePass(db: DbOrTx, key: Buffer, schoolId: number, userId: number) {
  const expiresAt = new Date(Date.now() + PASS_MINUTES * 60_000)
  await spendPassesOf(db, userId)
  let pin = ''
  // A PIN clashing with another live one of the school is drawn again (a million PINs, a few live at a time).
  for (let attempt = 0; attempt < 5 && !pin; attempt += 1) {
    const drawn = String(randomInt(0, 10 ** KIOSK_PIN_LENGTH)).padStart(KIOSK_PIN_LENGTH, '0')
    if ((await selectLivePassesByPin(db, schoolId, pinHash(key, schoolId, drawn))).length === 0) pin = drawn
  }
  const pass = await insertPass(db, {
    fkSchool: schoolId,
    fkUser: userId,
    pinHash: pinHash(key, schoolId, pin),
    expiresAt,
  })
  const parts = [TOKEN_PREFIX, String(schoolId), String(pass.id), String(expiresAt.getTime())]
  return { qrToken: [...parts, sign(key, parts)].join('.'), pin, expiresAt }
}

/**
 * The live pass a QR token or PIN names at a school, or the reason it does not work: a forged or altered token,
 * one of another school, an expired or a spent pass, an unknown PIN.
 */
export async function findPass(
  db: DbOrTx,
  key: Buffer,
  schoolId: number,
  credential: { qrToken: string | null; pin: string | null },
): Promise<PassRow> {
  if (credential.pin) {
    const found = await selectLivePassesByPin(db, schoolId, pinHash(key, schoolId, credential.pin))
    if (found.length !== 1) throw refusal(ErrorCode.BadUserInput, 'kiosk.passInvalid')
    return found[0]
  }
  const parts = (credential.qrToken ?? '').split('.')
  if (parts.length !== 5 || parts[0] !== TOKEN_PREFIX || !verifySignature(key, parts.slice(0, 4), parts[4]))
    throw refusal(ErrorCode.BadUserInput, 'kiosk.passInvalid')
  const [, school, id, expiry] = parts
  if (Number(school) !== schoolId) throw refusal(ErrorCode.BadUserInput, 'kiosk.passInvalid')
  if (Number(expiry) <= Date.now()) throw refusal(ErrorCode.BadUserInput, 'kiosk.passExpired')
  const pass = await selectPass(db, schoolId, Number(id))
  if (!pass) throw refusal(ErrorCode.BadUserInput, 'kiosk.passInvalid')
  if (pass.usedAt) throw refusal(ErrorCode.BadUserInput, 'kiosk.passUsed')
  if (pass.expiresAt.getTime() <= Date.now()) throw refusal(ErrorCode.BadUserInput, 'kiosk.passExpired')
  return pass
}

/** A kiosk's token: random, shown once to the tablet; the database keeps its SHA-256. */
export const newKioskToken = () => randomBytes(32).toString('base64url')
export const hashKioskToken = (token: string) => createHash('sha256').update(token).digest('base64url')
