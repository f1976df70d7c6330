import { Access, FileMsg } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { elfBytes, pngBytes } from '../../platform/storage/test-files'
import { buildParent, buildSchool, buildStaff } from '../../test/builders'
import { errorCode, gql, testServer } from '../../test/server'
import {
  LIST,
  CREATE,
  UPDATE,
  UPLOAD_URL,
  DELETE,
  holiday,
  setup,
  create,
  list,
  pathOf,
  uploadPhoto,
  fileRow,
} from './test-support'

describe('holiday photos', () => {
  it('uploads a photo, saves it on the holiday and shows it through a signed link', async () => {
    const { school, east, hq } = await setup()
    const { app } = await testServer()
    const key = await uploadPhoto(school, hq.token)
    expect(key).toMatch(new RegExp(`^${school.id}/holiday_photo/.+\\.png$`))
    const created = await create(school, hq.token, { centreIDs: [east.id], holidayImageKey: key })
    expect(created.holidayImageKey).toBe(key)
    expect((await fileRow(school, key)).status).toBe('uploaded')
    const parent = await buildParent(school)
    await create(school, hq.token, { title: 'Public', isPublic: true, holidayImageKey: key })
    const seen = await gql(LIST, { IDSchool: school.id, year: 2027 }, parent.token)
    const url = seen.data!.getCentreHolidaysOfYear[0].holidayImageURL
    const image = await app.inject({ method: 'GET', url: pathOf(url ?? '') })
    expect(image.statusCode).toBe(200)
    expect(image.rawPayload.equals(pngBytes)).toBe(true)
    expect(created.holidayImageURL).toContain(key)
    const without = await create(school, hq.token, { title: 'No photo', centreIDs: [east.id] })
    expect(without.holidayImageURL).toBeNull()
  })

  it('deletes a replaced or removed photo once no holiday shows it', async () => {
    const { school, east, hq } = await setup()
    const first = await uploadPhoto(school, hq.token)
    const created = await create(school, hq.token, { centreIDs: [east.id], holidayImageKey: first })
    const second = await uploadPhoto(school, hq.token)
    const replace = await gql(
      UPDATE,
      {
        IDSchool: school.id,
        holidayID: created.ID,
        holiday: holiday({ centreIDs: [east.id], holidayImageKey: second }),
      },
      hq.token,
    )
    expect(replace.data?.updateHolidayDetails.holidayImageKey).toBe(second)
    expect(await fileRow(school, first)).toBeUndefined()
    // Saving again with the same photo keeps it.
    await gql(
      UPDATE,
      {
        IDSchool: school.id,
        holidayID: created.ID,
        holiday: holiday({ centreIDs: [east.id], holidayImageKey: second }),
      },
      hq.token,
    )
    expect(await fileRow(school, second)).toBeDefined()
    await gql(DELETE, { IDSchool: school.id, holidayID: created.ID }, hq.token)
    expect(await fileRow(school, second)).toBeUndefined()
  })

  it('refuses files that are not images, never uploaded, or of another school', async () => {
    const { school, east, hq } = await setup()
    const other = await setup()
    const wrongType = await gql(
      UPLOAD_URL,
      { IDSchool: school.id, filename: 'setup.exe', contentType: 'application/x-msdownload' },
      hq.token,
    )
    expect(wrongType.errors?.[0].message).toBe(FileMsg.invalidFiletype)
    expect(errorCode(wrongType)).toBe('BAD_USER_INPUT')

    const disguised = await uploadPhoto(school, hq.token, elfBytes, 'holiday.png')
    const notPending = await gql(
      UPLOAD_URL,
      { IDSchool: school.id, filename: 'beach.png', contentType: 'image/png' },
      hq.token,
    )
    const foreign = await uploadPhoto(other.school, other.hq.token)
    const cases: [string, string][] = [
      [disguised, FileMsg.invalidFiletype],
      [notPending.data!.getHolidayPhotoUploadURL.Key, FileMsg.uploadFailed],
      [foreign, FileMsg.uploadFailed],
      ['../../etc/passwd', FileMsg.uploadFailed],
    ]
    for (const [key, message] of cases) {
      const result = await gql(
        CREATE,
        { IDSchool: school.id, holiday: holiday({ centreIDs: [east.id], holidayImageKey: key }) },
        hq.token,
      )
      expect(result.errors?.[0].message).toBe(message)
      expect(result.errors?.[0].extensions?.fields?.holidayImageKey).toBe(message)
    }
    expect(await list(school, hq, 2027)).toEqual([])
  })

  it('hands out photo targets only to staff who may write holidays, for their own school', async () => {
    const { school, hq } = await setup()
    const readOnly = await buildStaff(school, { holiday_management: Access.read })
    const parent = await buildParent(school)
    const other = await buildSchool()
    const variables = { IDSchool: school.id, filename: 'beach.png', contentType: 'image/png' }
    expect(errorCode(await gql(UPLOAD_URL, variables))).toBe('UNAUTHENTICATED')
    for (const token of [readOnly.token, parent.token])
      expect(errorCode(await gql(UPLOAD_URL, variables, token))).toBe('FORBIDDEN')
    expect(errorCode(await gql(UPLOAD_URL, { ...variables, IDSchool: other.id }, hq.token))).toBe('FORBIDDEN')
  })
})
