import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib'

export const A4: [number, number] = [595.28, 841.89]
export const MARGIN = 50
const LINE = 16

/** Standard fonts encode WinAnsi only: anything else (CJK names) is shown as '?' rather than failing the PDF. */
export const printable = (text: string) => text.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?')

/** An A4 page writer for server-made PDFs (signed forms, GIRO applications) that moves down as it writes and starts a new page when the current one is full. */
export class PageWriter {
  page: PDFPage
  y = A4[1] - MARGIN

  constructor(
    private readonly pdf: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage(A4)
  }

  newPage() {
    this.page = this.pdf.addPage(A4)
    this.y = A4[1] - MARGIN
  }

  ensure(height: number) {
    if (this.y - height < MARGIN) this.newPage()
  }

  text(value: string, opts: { size?: number; bold?: boolean; x?: number } = {}) {
    const size = opts.size ?? 10
    this.ensure(LINE)
    this.page.drawText(printable(value), {
      x: opts.x ?? MARGIN,
      y: this.y,
      size,
      font: opts.bold ? this.bold : this.font,
      maxWidth: A4[0] - 2 * MARGIN,
    })
    this.y -= size + 6
  }
}

/** Splits text into lines of at most `width` characters at spaces. */
export function wrap(text: string, width: number): string[] {
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
