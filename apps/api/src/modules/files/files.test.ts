import { ErrorCode } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { claimUploadedFile, createUploadTarget } from '../../platform/storage/files'
import { pngBytes } from '../../platform/storage/test-files'
import { buildHQ, buildParent, buildSchool, buildStaff } from '../../test/builders'
import { graphql } from '../../test/generated'
import { errorCode, gql, testServer } from '../../test/server'

const FILE_URL = graphql(`
  query FilesFileUrl($key: String!) {
    fileUrl(key: $key)
  }
`)
const pathOf = (url: string) => {
  const u = new URL(url)
  return u.pathname + u.search
}

/** A school with an uploaded photo and a pending one. */
async function setup() {
  const { app, db, platform } = await testServer()
  const school = await buildSchool()
  const hq = await buildHQ(school, {})
  const deps = { platform }
  const upload = async (claim: boolean) => {
    const target = await createUploadTarget(db, deps, {
      schoolId: school.id,
      userId: hq.id,
      purpose: 'holiday_photo',
      filename: 'beach.png',
      contentType: 'image/png',
    })
    await app.inject({
      method: 'PUT',
      url: pathOf(target.Url),
      headers: { 'content-type': 'image/png' },
      payload: pngBytes,
    })
    if (claim)
      await db.transaction((tx) =>
        claimUploadedFile(tx, deps, { schoolId: school.id, key: target.Key, purpose: 'holiday_photo' }),
      )
    return target.Key
  }
  return { app, school, hq, uploaded: await upload(true), pending: await upload(false) }
}

describe('fileUrl', () => {
  it('answers a working download link to any signed-in user of the school', async () => {
    const { app, school, hq, uploaded } = await setup()
    const parent = await buildParent(school)
    const staff = await buildStaff(school, {})
    for (const token of [hq.token, parent.token, staff.token]) {
      const result = await gql(FILE_URL, { key: uploaded }, token)
      expect(result.errors).toBeUndefined()
      const response = await app.inject({ method: 'GET', url: pathOf(result.data?.fileUrl ?? '') })
      expect(response.statusCode).toBe(200)
      expect(response.rawPayload.equals(pngBytes)).toBe(true)
    }
  })

  it('refuses without a session, for another school, and for files never uploaded', async () => {
    const { uploaded, pending, hq } = await setup()
    expect(errorCode(await gql(FILE_URL, { key: uploaded }))).toBe(ErrorCode.Unauthenticated)
    const other = await buildSchool()
    const outsider = await buildHQ(other, {})
    const foreign = await gql(FILE_URL, { key: uploaded }, outsider.token)
    expect(errorCode(foreign)).toBe(ErrorCode.Forbidden)
    expect(foreign.errors?.[0].message).toBe('unauthorized')
    expect(errorCode(await gql(FILE_URL, { key: pending }, hq.token))).toBe(ErrorCode.NotFound)
    expect(errorCode(await gql(FILE_URL, { key: '../../etc/passwd' }, hq.token))).toBe(ErrorCode.NotFound)
  })
})
