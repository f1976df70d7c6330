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
