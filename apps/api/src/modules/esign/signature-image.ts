import { EsignMsg, SIGNATURE_MAX_SIDE, signaturePngBase64 } from '@preschool/domain'
import { PDFDocument } from 'pdf-lib'
import { badInput } from '../../platform/errors/domain-error'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/**
 * Refuses a signature whose bytes are not a PNG the signed PDF can hold. The data URL's form was checked by the
 * schema, but the bytes are only read when the last participant signs: a bad image stored earlier would then fail
 * every attempt to complete the form. The header's size is checked before decoding, which inflates every pixel.
 */
export async function assertSignaturePng(image: string): Promise<void> {
  const invalid = () => badInput(EsignMsg.signatureInvalid, { image: EsignMsg.signatureInvalid })
  const bytes = Buffer.from(signaturePngBase64(image), 'base64')
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) throw invalid()
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') throw invalid()
  const width = bytes.readUInt32BE(16)
  const height = bytes.readUInt32BE(20)
  if (width < 1 || height < 1 || width > SIGNATURE_MAX_SIDE || height > SIGNATURE_MAX_SIDE) throw invalid()
  try {
    await (await PDFDocument.create()).embedPng(bytes)
  } catch {
    throw invalid()
  }
}
