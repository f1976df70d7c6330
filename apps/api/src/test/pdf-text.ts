import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

/**
 * The text of a PDF as a reader's viewer extracts it (poppler's pdftotext, as installed with poppler-utils): what
 * tests check, so a glyph drawn without a Unicode mapping or replaced by '?' fails them.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pdf-text-'))
  try {
    const file = join(dir, 'document.pdf')
    await writeFile(file, bytes)
    const { stdout } = await promisify(execFile)('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'])
    return stdout
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
