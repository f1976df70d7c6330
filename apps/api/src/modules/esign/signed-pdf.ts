import { formatDateTime, signaturePngBase64 } from '@preschool/domain'
import { PDFDocument, rgb } from 'pdf-lib'
import { MARGIN, PageWriter } from '../../platform/pdf/page-writer'
import type { ConsentContent } from './consent-content'
import type { ParticipantRow } from './queries'

/**
 * The signed form: the document as the participants saw it, each signature (the drawn or typed image with the
 * name and time), then a signing record page: who signed, when, from which address, and the document's SHA-256.
 */
export async function renderSignedPdf(
  content: ConsentContent,
  contentSha256: string,
  participants: readonly ParticipantRow[],
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(content.title)
  pdf.setAuthor(content.schoolName)
  pdf.setSubject(`SHA-256 ${contentSha256}`)
  pdf.setKeywords(['e-signature', 'consent', contentSha256])
  const w = await PageWriter.open(pdf)

  await w.text(content.schoolName, { size: 12, bold: true })
  await w.text(content.title, { size: 16, bold: true })
  for (const section of content.sections) {
    w.y -= 6
    await w.text(section.heading, { size: 12, bold: true })
    for (const row of section.rows) await w.text(`${row.label}: ${row.value}`)
  }
  w.y -= 6
  await w.text('Declaration', { size: 12, bold: true })
  for (const line of wrap(content.declaration, 95)) await w.text(line)

  w.y -= 10
  await w.text('Signatures', { size: 12, bold: true })
  for (const p of participants) {
    w.ensure(110)
    const png = await pdf.embedPng(Buffer.from(signaturePngBase64(p.signaturePng ?? ''), 'base64'))
    const scaled = png.scaleToFit(240, 70)
    w.page.drawImage(png, { x: MARGIN, y: w.y - scaled.height, width: scaled.width, height: scaled.height })
    w.y -= scaled.height + 4
    w.page.drawLine({
      start: { x: MARGIN, y: w.y },
      end: { x: MARGIN + 240, y: w.y },
      thickness: 0.5,
      color: rgb(0.4, 0.4, 0.4),
    })
    w.y -= 12
    await w.text(`${p.displayName} (${p.role}), signed ${signedAt(p)}`, { size: 9 })
  }

  w.newPage()
  await w.text('Signing record', { size: 16, bold: true })
  await w.text(`Document: ${content.title}`)
  await w.text(`Document SHA-256: ${contentSha256}`, { size: 8 })
  for (const p of participants) {
    w.y -= 6
    await w.text(`${p.signOrder}. ${p.displayName} <${p.email}> (${p.role})`, { bold: true })
    await w.text(`Signed at: ${signedAt(p)}`)
    await w.text(`IP address: ${p.signedIp ?? ''}`)
    await w.text(`Signature: ${p.signatureKind === 'typed' ? `typed (${p.typedName ?? ''})` : 'drawn'}`)
    await w.text(`Document SHA-256 signed: ${p.signedSha256 ?? ''}`, { size: 8 })
  }
  return pdf.save({ useObjectStreams: false })
}

/** When a participant signed, in Singapore time as the spec writes date-times, with the zone named for the record. */
const signedAt = (p: ParticipantRow) => (p.signedAt ? `${formatDateTime(p.signedAt)} SGT` : '')

/** Splits text into lines of at most `width` characters at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  return line ? [...lines, line] : lines
}
