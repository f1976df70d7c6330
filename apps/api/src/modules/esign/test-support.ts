import { inflateSync } from 'node:zlib'
import { desc, eq } from 'drizzle-orm'
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib'
import { outbox } from '../../db/schema'
import { pngBytes } from '../../platform/storage/test-files'
import type { TestSchool } from '../../test/builders'
import { graphql } from '../../test/generated'
import { gql } from '../../test/server'
import { buildDocumentWorld } from '../documents/test-support'

export const CREATE_FORM = graphql(`
  mutation EsignCreateForm($IDEnquiry: Int!, $participants: [ConsentParticipantInput!]!) {
    createForm1(IDEnquiry: $IDEnquiry, participants: $participants) {
      ID
      eDocumentStatus
      contentSha256
      participants {
        displayName
        order
        email
        role
        status
      }
    }
  }
`)

export const FORM = graphql(`
  query EsignForm($IDEnquiry: Int!) {
    getConsentForm(IDEnquiry: $IDEnquiry) {
      eDocumentStatus
      signedDocumentAvailable
      linksExpired
      participants {
        displayName
        order
        status
        signedAt
      }
    }
  }
`)

export const SIGNING_DOCUMENT = graphql(`
  query EsignSigningDocument($token: String!) {
    getSigningDocument(token: $token) {
      title
      contentSha256
      declaration
      sections {
        heading
        rows {
          label
          value
        }
      }
      signer {
        displayName
        role
        order
      }
      participants {
        displayName
        status
      }
    }
  }
`)

export const SIGN = graphql(`
  mutation EsignSign($token: String!, $signature: SignatureInput!) {
    signConsentForm(token: $token, signature: $signature) {
      status
      signedAt
    }
  }
`)

export const SIGNED_URL = graphql(`
  query EsignSignedUrl($IDEnquiry: Int!) {
    getEnrolmentDocumentURL(IDEnquiry: $IDEnquiry)
  }
`)

export const drawn = {
  kind: 'drawn',
  image: `data:image/png;base64,${pngBytes.toString('base64')}`,
  agreed: true,
}

/** The token of the latest signing link mailed to an address. */
export async function signingTokenFor(school: TestSchool, email: string): Promise<string> {
  const [mail] = await school.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, email))
    .orderBy(desc(outbox.id))
    .limit(1)
  const match = /\/esign\/([A-Za-z0-9_-]+)/.exec(mail?.bodyText ?? '')
  return match?.[1] ?? ''
}

/**
 * Reads a PDF back: its pages, metadata, the text its pages draw (pdf-lib writes each string as hex with the
 * standard fonts' one-byte encoding, inside deflated content streams) and its images.
 */
export async function readPdf(bytes: Buffer) {
  const pdf = await PDFDocument.load(bytes)
  const texts: string[] = []
  let images = 0
  let masks = 0
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue
    if (object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')) {
      images += 1
      // pdf-lib stores a PNG's transparency as a second image, its soft mask.
      if (object.dict.get(PDFName.of('ColorSpace')) === PDFName.of('DeviceGray')) masks += 1
      continue
    }
    const filter = object.dict.get(PDFName.of('Filter'))
    const raw = Buffer.from(object.getContents())
    const content = (filter === PDFName.of('FlateDecode') ? inflateSync(raw) : raw).toString('latin1')
    for (const match of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
      texts.push(Buffer.from(match[1], 'hex').toString('latin1'))
  }
  return {
    pages: pdf.getPageCount(),
    subject: pdf.getSubject(),
    text: texts.join('\n'),
    images: images - masks,
  }
}

/** A family at the e-consent step whose form was sent to them and the centre's signer, and the applicant's link. */
export async function formAwaitingApplicant() {
  const w = await buildDocumentWorld('pending_econsent')
  const form = await gql(
    CREATE_FORM,
    {
      IDEnquiry: w.family.enquiryId,
      participants: [
        { displayName: 'Test Parent', email: w.family.parent.email, role: 'applicant' },
        { displayName: 'Staff Signer', email: w.staff.email, role: 'staff' },
      ],
    },
    w.family.parent.token,
  )
  if (form.errors) throw new Error(form.errors[0].message)
  return { w, token: await signingTokenFor(w.school, w.family.parent.email) }
}
