import type { APIRequestContext, Page } from '@playwright/test'
import { gql, sessionToken } from './graphql-api'

/** The demo families at the document steps (apps/api/src/db/seed/content/documents.ts), password Parent123. */
export const DocumentFamilies = {
  uploading: { email: 'documents@littlesteps.demo', child: 'Chloe Goh' },
  consenting: { email: 'consent@littlesteps.demo', child: 'Aria Menon' },
} as const

/** The signed-in parent's one enquiry. */
export async function ownEnquiryId(page: Page, request: APIRequestContext): Promise<number> {
  const data = await gql<{ findAllEnquiry: { data: { ID: number }[] } }>(
    request,
    'query { findAllEnquiry { data { ID } } }',
    {},
    await sessionToken(page),
  )
  return data.findAllEnquiry.data[0].ID
}

/** A tiny real PDF and JPEG (their first bytes are what the server checks), and files it must refuse. */
export const Files = {
  pdf: (name: string) => ({
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.from(
      '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
    ),
  }),
  jpg: (name: string) => ({
    name,
    mimeType: 'image/jpeg',
    buffer: Buffer.from(
      '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
      'base64',
    ),
  }),
  text: { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a document') },
  /** Named and typed as a pdf, but its bytes are text: the server reads them and refuses. */
  fakePdf: {
    name: 'fake.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('just some text, no pdf here'),
  },
  oversize: {
    name: 'big.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1.6 * 1024 * 1024, 32)]),
  },
}

/**
 * A phone camera's photo of a document: 4032 x 3024 px, a JPEG of several MB (over the 1.5 MB document limit),
 * drawn in the page's own canvas so no image file needs to live in the repository.
 */
export async function phonePhoto(page: Page, name: string) {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 4032
    canvas.height = 3024
    const context = canvas.getContext('2d')!
    const image = context.createImageData(canvas.width, canvas.height)
    // Paper with print and a camera's grain: fine detail that keeps the JPEG large, as a real photo's is.
    let seed = 7
    for (let i = 0; i < image.data.length; i += 4) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff
      const grain = (seed >> 16) % 48
      const pixel = i / 4
      const ink = Math.floor(pixel / canvas.width) % 40 < 6 && (pixel % canvas.width) % 9 < 5 ? 140 : 0
      const value = 230 - ink - grain
      image.data.set([value, value - 4, value - 10, 255], i)
    }
    context.putImageData(image, 0, 0)
    return canvas.toDataURL('image/jpeg', 0.92).split(',')[1]
  })
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') }
}
