import { FileMsg, KioskMsg } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { authorisedPickups, storedFiles } from '../../db/schema'
import { elfBytes, pdfBytes, pngBytes } from '../../platform/storage/test-files'
import { buildCentre, buildParent, buildStaff } from '../../test/builders'
import { onFixedClock } from '../../test/clock'
import { graphql } from '../../test/generated'
import { errorCode, gql, testServer } from '../../test/server'
import { type AttendanceWorld, buildAttendanceWorld, RW } from '../attendance/test-support'
import { putFile } from '../classes/test-support'

// Tuesday 5 March 2030, 08:00 in Singapore.
onFixedClock('2030-03-05T08:00:00+08:00')
// The server (and its database) start once, under the hook's own limit rather than the first test's.
beforeAll(() => testServer(), 180_000)

const UPLOAD_URL = graphql(`
  mutation PickupPhotoTarget($childID: Int!, $filename: String!, $contentType: String!) {
    getAuthorisedPickupPhotoUploadURL(childID: $childID, filename: $filename, contentType: $contentType) {
      Url
      Key
    }
  }
`)
const SAVE = graphql(`
  mutation PickupPhotoSave($childID: Int!, $pickupID: Int, $pickup: AuthorisedPickupInput!) {
    saveChildAuthorisedPickup(childID: $childID, pickupID: $pickupID, pickup: $pickup) {
      ID
      name
      photoURL
    }
  }
`)
const REMOVE = graphql(`
  mutation PickupPhotoRemove($childID: Int!, $pickupID: Int!) {
    removeChildAuthorisedPickup(childID: $childID, pickupID: $pickupID) {
      ID
    }
  }
`)
const LIST = graphql(`
  query PickupPhotoList($childID: Int!) {
    getChildAuthorisedPickups(childID: $childID) {
      ID
      name
      relation
      photoURL
    }
  }
`)
const FILE_URL = graphql(`
  query PickupPhotoFileUrl($key: String!) {
    fileUrl(key: $key)
  }
`)
const START = graphql(`
  mutation PickupKioskStart($centreId: Int!) {
    startKioskSession(centreId: $centreId) {
      token
    }
  }
`)
const PASS = graphql(`
  mutation PickupKioskPass {
    issueKioskPass {
      pin
    }
  }
`)
const IDENTIFY = graphql(`
  mutation PickupKioskIdentify($kioskToken: String!, $credential: KioskCredentialInput!) {
    kioskIdentify(kioskToken: $kioskToken, credential: $credential) {
      ID
      collectors {
        name
        relation
        mobileEnding
        photoURL
      }
    }
  }
`)

const grandma = { name: 'Mdm Lim', relation: 'Grandmother', mobile: '8765 4321' }
const png = { filename: 'grandma.png', contentType: 'image/png' }

/** A photo put where the server said, as the browser does; its key. */
async function upload(token: string, childID: number, bytes: Buffer, file = png) {
  const target = await gql(UPLOAD_URL, { childID, ...file }, token)
  if (target.errors) throw new Error(target.errors[0].message)
  const { Url, Key } = target.data!.getAuthorisedPickupPhotoUploadURL
  expect(await putFile(Url, bytes, file.contentType)).toBe(200)
  return Key
}

const pathOf = (url: string) => {
  const u = new URL(url)
  return u.pathname + u.search
}

const fileRow = async (w: AttendanceWorld, key: string) =>
  (await w.school.db.select().from(storedFiles).where(eq(storedFiles.key, key)))[0]

describe('a pickup person’s photo', () => {
  it('is uploaded by the parent, shown to staff of the centre, and readable only through the list', async () => {
    const w = await buildAttendanceWorld()
    const key = await upload(w.parent.token, w.kids[0], pngBytes)
    const saved = await gql(
      SAVE,
      { childID: w.kids[0], pickup: { ...grandma, photoKey: key } },
      w.parent.token,
    )
    expect(saved.errors).toBeUndefined()
    const [row] = (await gql(LIST, { childID: w.kids[0] }, w.teacher.token)).data!.getChildAuthorisedPickups
    expect(row).toMatchObject({ name: 'Mdm Lim', relation: 'Grandmother' })
    const { app } = await testServer()
    const picture = await app.inject({ method: 'GET', url: pathOf(row.photoURL!) })
    expect(picture.statusCode).toBe(200)
    expect(picture.rawPayload.equals(pngBytes)).toBe(true)
    // The key alone opens nothing: a face is shown only with the child's list.
    expect(errorCode(await gql(FILE_URL, { key }, w.teacher.token))).toBe('FORBIDDEN')
  })

  it('refuses a file that is not an image, by its name or by its bytes, and one over 2 MB; nothing is saved', async () => {
    const w = await buildAttendanceWorld()
    const pdf = await gql(
      UPLOAD_URL,
      { childID: w.kids[0], filename: 'grandma.pdf', contentType: 'application/pdf' },
      w.parent.token,
    )
    expect(pdf.errors?.[0].message).toBe(FileMsg.invalidFiletype)
    for (const bytes of [pdfBytes, elfBytes]) {
      const key = await upload(w.parent.token, w.kids[0], bytes)
      const refused = await gql(
        SAVE,
        { childID: w.kids[0], pickup: { ...grandma, photoKey: key } },
        w.parent.token,
      )
      expect(refused.errors?.[0].message).toBe(FileMsg.invalidFiletype)
      expect((await fileRow(w, key)).status).toBe('pending')
    }
    // Over 2 MB: the storage endpoint refuses the bytes (the purpose's limit), so the key has nothing to claim.
    const target = (await gql(UPLOAD_URL, { childID: w.kids[0], ...png }, w.parent.token)).data!
      .getAuthorisedPickupPhotoUploadURL
    const big = Buffer.concat([pngBytes, Buffer.alloc(2 * 1024 * 1024)])
    expect(await putFile(target.Url, big, png.contentType)).toBe(413)
    const tooBig = await gql(
      SAVE,
      { childID: w.kids[0], pickup: { ...grandma, photoKey: target.Key } },
      w.parent.token,
    )
    expect(tooBig.errors?.[0].message).toBe(FileMsg.uploadFailed)
    for (const photoKey of ['../../etc/passwd', `${w.school.id}/child_profile/x.png`, 'k'.repeat(301)]) {
      const hostile = await gql(
        SAVE,
        { childID: w.kids[0], pickup: { ...grandma, photoKey } },
        w.parent.token,
      )
      expect(errorCode(hostile)).toBe('BAD_USER_INPUT')
    }
    const control = await gql(
      SAVE,
      { childID: w.kids[0], pickup: { ...grandma, name: 'Mdm\u0000Lim' } },
      w.parent.token,
    )
    expect(errorCode(control)).toBe('BAD_USER_INPUT')
    const saved = await w.school.db
      .select()
      .from(authorisedPickups)
      .where(eq(authorisedPickups.fkSchool, w.school.id))
    expect(saved).toEqual([])
  })

  it('is refused to another family and another centre’s staff; a photo of another school never claims', async () => {
    const w = await buildAttendanceWorld()
    const otherParent = await buildParent(w.school)
    const elsewhere = await buildCentre(w.school, { label: 'Bedok' })
    const otherCentre = await buildStaff(w.school, { attendance_management: RW }, [elsewhere.id])
    const noAttendance = await buildStaff(w.school, {}, [w.centreId])
    for (const who of [otherParent, otherCentre, noAttendance]) {
      const target = await gql(UPLOAD_URL, { childID: w.kids[0], ...png }, who.token)
      expect(errorCode(target)).toBe('FORBIDDEN')
    }
    const other = await buildAttendanceWorld()
    const theirs = await upload(other.parent.token, other.kids[0], pngBytes)
    const claimed = await gql(
      SAVE,
      { childID: w.kids[0], pickup: { ...grandma, photoKey: theirs } },
      w.parent.token,
    )
    expect(claimed.errors?.[0].message).toBe(FileMsg.uploadFailed)
  })

  it('is deleted when replaced and when the person is taken off', async () => {
    const w = await buildAttendanceWorld()
    const first = await upload(w.parent.token, w.kids[0], pngBytes)
    const [row] = (
      await gql(SAVE, { childID: w.kids[0], pickup: { ...grandma, photoKey: first } }, w.parent.token)
    ).data!.saveChildAuthorisedPickup
    const second = await upload(w.teacher.token, w.kids[0], pngBytes)
    const replaced = await gql(
      SAVE,
      { childID: w.kids[0], pickupID: row.ID, pickup: { ...grandma, photoKey: second } },
      w.teacher.token,
    )
    expect(replaced.data!.saveChildAuthorisedPickup[0].photoURL).toContain(second)
    expect(await fileRow(w, first)).toBeUndefined()
    // Saving again with the same photo keeps it.
    await gql(
      SAVE,
      { childID: w.kids[0], pickupID: row.ID, pickup: { ...grandma, photoKey: second } },
      w.parent.token,
    )
    expect((await fileRow(w, second)).status).toBe('uploaded')

    expect(
      (await gql(REMOVE, { childID: w.kids[0], pickupID: row.ID }, w.parent.token)).errors,
    ).toBeUndefined()
    expect(await fileRow(w, second)).toBeUndefined()
    const [kept] = await w.school.db.select().from(authorisedPickups).where(eq(authorisedPickups.id, row.ID))
    expect(kept).toMatchObject({ active: false, photoKey: null, name: 'Mdm Lim' })
  })

  it('keeps at most 10 persons when many are added at once', async () => {
    const w = await buildAttendanceWorld()
    const adds = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        gql(
          SAVE,
          { childID: w.kids[0], pickup: { ...grandma, mobile: `9${1_000_000 + i}` } },
          w.parent.token,
        ),
      ),
    )
    const refused = adds.filter((a) => a.errors)
    expect(refused.map((a) => a.errors![0].message)).toEqual([
      KioskMsg.tooManyPickups,
      KioskMsg.tooManyPickups,
    ])
    expect(
      (await gql(LIST, { childID: w.kids[0] }, w.parent.token)).data!.getChildAuthorisedPickups,
    ).toHaveLength(10)
  })
})

describe('the kiosk at check-out', () => {
  it('shows who may collect each child: the parents, then the authorised persons with their photos', async () => {
    const w = await buildAttendanceWorld()
    const key = await upload(w.parent.token, w.kids[0], pngBytes)
    await gql(SAVE, { childID: w.kids[0], pickup: { ...grandma, photoKey: key } }, w.parent.token)
    const kiosk = (await gql(START, { centreId: w.centreId }, w.teacher.token)).data!.startKioskSession.token
    const { pin } = (await gql(PASS, {}, w.parent.token)).data!.issueKioskPass
    const family = await gql(IDENTIFY, { kioskToken: kiosk, credential: { pin } })
    expect(family.errors).toBeUndefined()
    const [child] = family.data!.kioskIdentify
    expect(child.collectors.map((c) => c.relation)).toEqual(['Parent', 'Grandmother'])
    expect(child.collectors[1]).toMatchObject({ name: 'Mdm Lim', mobileEnding: '4321' })
    expect(child.collectors[1].photoURL).toContain(key)
    expect(child.collectors[0].photoURL).toBeNull()
  })
})
