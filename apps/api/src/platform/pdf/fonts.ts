import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import fontkit from '@foliojs-fork/fontkit'
import { type PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib'

/*
 * The fonts of every PDF (decision 0036). Latin text stays in the standard Helvetica pair (nothing embedded, text
 * extractable as written); a run outside WinAnsi (a Chinese or Tamil name, a typographic character Helvetica
 * lacks) is drawn with an embedded, subsetted Noto font, so no name prints as '?'. Only the glyphs used are embedded.
 */

const require = createRequire(import.meta.url)
const NOTO_FILES = {
  cjk: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  cjkBold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  tamil: '@expo-google-fonts/noto-sans-tamil/400Regular/NotoSansTamil_400Regular.ttf',
  tamilBold: '@expo-google-fonts/noto-sans-tamil/700Bold/NotoSansTamil_700Bold.ttf',
} as const
type NotoFont = keyof typeof NOTO_FILES

// The files are read once per process: the CJK ones are about 10 MB each, too large to read for every document.
const fileBytes = new Map<NotoFont, Promise<Buffer>>()
const bytesOf = (font: NotoFont) => {
  let bytes = fileBytes.get(font)
  if (!bytes) {
    bytes = readFile(require.resolve(NOTO_FILES[font]))
    fileBytes.set(font, bytes)
  }
  return bytes
}

/** Characters the standard fonts encode (WinAnsi, less the typographic extras of 0x80-0x9F). */
const WIN_ANSI = /^[\x20-\x7E\xA0-\xFF]$/
const TAMIL = /^[\u0B80-\u0BFF]$/

export type Script = 'latin' | 'tamil' | 'cjk'
const scriptOf = (char: string): Script =>
  WIN_ANSI.test(char) ? 'latin' : TAMIL.test(char) ? 'tamil' : 'cjk'

/** Text split where its script changes: each run is drawn in the font that has its glyphs. */
export function scriptRuns(text: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = []
  for (const char of text) {
    const script = scriptOf(char)
    // Spaces and punctuation between two runs of one script stay in that run (a Chinese full name keeps one run).
    const last = runs.at(-1)
    if (last && (last.script === script || (char === ' ' && last.script !== 'latin'))) last.text += char
    else runs.push({ script, text: char })
  }
  return runs
}

/** The fonts of one document: Helvetica at once, the Noto fonts embedded on first use. */
export class DocumentFonts {
  private readonly embedded = new Map<NotoFont, Promise<PDFFont>>()

  private constructor(
    private readonly pdf: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {}

  static async open(pdf: PDFDocument): Promise<DocumentFonts> {
    pdf.registerFontkit(fontkit)
    const [regular, bold] = await Promise.all([
      pdf.embedFont(StandardFonts.Helvetica),
      pdf.embedFont(StandardFonts.HelveticaBold),
    ])
    return new DocumentFonts(pdf, regular, bold)
  }

  /** The font of a run in a weight. */
  async fontFor(script: Script, bold: boolean): Promise<PDFFont> {
    if (script === 'latin') return bold ? this.bold : this.regular
    const name: NotoFont = `${script}${bold ? 'Bold' : ''}` as NotoFont
    let font = this.embedded.get(name)
    if (!font) {
      font = bytesOf(name).then((bytes) => this.pdf.embedFont(bytes, { subset: true }))
      this.embedded.set(name, font)
    }
    return font
  }
}
