import { ErrorCode } from '@preschool/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOGIN, newIp } from '../modules/identity/test-support'
import { hashPassword } from '../platform/auth/passwords'
import { claimUploadedFile, createUploadTarget, signedFileUrl } from '../platform/storage/files'
import { pngBytes } from '../platform/storage/test-files'
import { buildParent, buildSchool } from '../test/builders'
import { type Instance, secondInstance } from '../test/second-instance'
import { type GqlResult, testServer } from '../test/server'

// Two API instances behind one address share only the database (and the file store): what one counts or keeps,
// the other must see. The live register's events are shown across instances in attendance/live.test.ts, a job
// running once in platform/jobs/jobs.test.ts.

/** The path and query of a signed URL, to send to either instance. */
const pathOf = (url: string) => {
  const u = new URL(url)
  return u.pathname + u.search
}

let b: Instance
beforeAll(async () => {
  await testServer()
  b = await secondInstance()
}, 180_000)
afterAll(async () => {
  await b?.stop()
})

/** A wrong password from its own address, through instance A (the test server) or B (over HTTP). */
async function wrongPassword(via: 'a' | 'b', email: string): Promise<unknown> {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': newIp() }
  const payload = { query: LOGIN.toString(), variables: { email, password: 'Wrong2024guess' } }
  let result: GqlResult<unknown>
  if (via === 'a') {
    const { app } = await testServer()
    result = (await app.inject({ method: 'POST', url: '/graphql', headers, payload })).json()
  } else {
    const response = await fetch(b.url, { method: 'POST', headers, body: JSON.stringify(payload) })
    result = (await response.json()) as GqlResult<unknown>
  }
  return result.errors?.[0]?.extensions?.code
}

describe('two API instances on one database', () => {
  it("hold one sign-in limit: an account's guesses split between them are counted together", async () => {
    const parent = await buildParent(await buildSchool(), await hashPassword('Sunshine2024'))
    const codes: unknown[] = []
    // Ten guesses, alternating instances; the per-account limit is 10 (RateRules.loginAccount).
    for (let i = 0; i < 10; i += 1) codes.push(await wrongPassword(i % 2 ? 'b' : 'a', parent.email))
    expect(codes).toEqual(Array(10).fill(ErrorCode.IncorrectPassword))
    expect(await wrongPassword('b', parent.email)).toBe(ErrorCode.RateLimited)
    expect(await wrongPassword('a', parent.email)).toBe(ErrorCode.RateLimited)
  })

  it('read through one instance a file uploaded through the other', async () => {
    const { app, db, platform } = await testServer()
    const school = await buildSchool()
    const parent = await buildParent(school)
    const deps = { platform }
    const target = await createUploadTarget(db, deps, {
      schoolId: school.id,
      userId: parent.id,
      purpose: 'holiday_photo',
      filename: 'sports-day.png',
      contentType: 'image/png',
    })
    // The browser's PUT lands on instance B.
    const put = await fetch(`${b.origin}${pathOf(target.Url)}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: pngBytes,
    })
    expect(put.status).toBeLessThan(300)
    // Instance A claims it and serves it.
    await db.transaction((tx) =>
      claimUploadedFile(tx, deps, { schoolId: school.id, key: target.Key, purpose: 'holiday_photo' }),
    )
    const read = await app.inject({ method: 'GET', url: pathOf(await signedFileUrl(deps, target.Key)) })
    expect(read.statusCode).toBe(200)
    expect(Buffer.from(read.rawPayload).equals(pngBytes)).toBe(true)
  })
})
