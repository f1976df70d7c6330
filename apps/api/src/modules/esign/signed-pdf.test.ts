import { describe, expect, it } from 'vitest'
import { pngBytes } from '../../platform/storage/test-files'
import { pdfText } from '../../test/pdf-text'
import type { ParticipantRow } from './queries'
import { renderSignedPdf } from './signed-pdf'

const participant = (overrides: Partial<ParticipantRow>): ParticipantRow => ({
  id: 1,
  fkSchool: 1,
  fkForm: 1,
  role: 'applicant',
  displayName: 'Parent',
  email: 'parent@example.com',
  signOrder: 1,
  status: 'Signed',
  tokenHash: null,
  tokenExpiresAt: null,
  // 15:30:29 UTC is 23:30:29 in Singapore.
  signedAt: new Date('2026-11-24T15:30:29.726Z'),
  signedIp: '203.0.113.7',
  signatureKind: 'drawn',
  signaturePng: `data:image/png;base64,${pngBytes.toString('base64')}`,
  typedName: null,
  signedSha256: 'abc',
  ...overrides,
})

describe('the signed consent PDF', () => {
  it('prints Chinese and Tamil names, and signing times in Singapore time as YYYY-MM-DD HH:mm:ss', async () => {
    const bytes = await renderSignedPdf(
      {
        title: 'Registration consent',
        schoolName: 'Little Sprouts',
        sections: [{ heading: 'Child', rows: [{ label: 'Name', value: '陈小明 Tan' }] }],
        declaration: 'We declare that the information is true.',
      },
      'abc',
      [
        participant({ displayName: '林美玲' }),
        participant({ id: 2, signOrder: 2, role: 'spouse', displayName: 'அருண் குமார்' }),
      ],
    )
    const text = await pdfText(bytes)

    expect(text).toContain('Name: 陈小明 Tan')
    expect(text).toContain('林美玲 (applicant), signed 2026-11-24 23:30:29 SGT')
    expect(text).toContain('Signed at: 2026-11-24 23:30:29 SGT')
    expect(text).not.toContain('T15:30:29')
    expect(text).not.toContain('?')
    // Tamil shapes into ligatures: the extracted text keeps the letters of the name.
    expect(text).toMatch(/அ.*ண்.*கு/)
  })
})
