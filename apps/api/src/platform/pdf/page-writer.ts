import { type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'

export const A4: [number, number] = [595.28, 841.89]
export const MARGIN = 50
const LINE = 16

/** Standard fonts encode WinAnsi only: anything else (CJK names) is shown as '?' rather than failing the PDF. */
export const printable = (text: string) => text.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?')

/** A page writer that moves down as it writes and starts a new page when the current one is full. */
export class PageWriter {
  page: PDFPage
  y = A4[1] - MARGIN

  constructor(
    private readonly pdf: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage(A4)
  }

  /** A writer with the standard Helvetica pair embedded. */
  static async open(pdf: PDFDocument): Promise<PageWriter> {
    const font = await pdf.embedFont(StandardFonts.Helvetica)
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
    return new PageWriter(pdf, font, bold)
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

  /** Cells of one line at given x positions (right-aligned where `right`), then down one line. */
  row(cells: { text: string; x: number; right?: boolean }[], opts: { size?: number; bold?: boolean } = {}) {
    const size = opts.size ?? 10
    const font = opts.bold ? this.bold : this.font
    this.ensure(LINE)
    for (const cell of cells) {
      const text = printable(cell.text)
      const x = cell.right ? cell.x - font.widthOfTextAtSize(text, size) : cell.x
      this.page.drawText(text, { x, y: this.y, size, font })
    }
    this.y -= size + 6
  }

  rule(color = rgb(0.4, 0.4, 0.4)) {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 4 },
      end: { x: A4[0] - MARGIN, y: this.y + 4 },
      thickness: 0.5,
      color,
    })
    this.y -= 6
  }
}

/** '#1f6fb2' as pdf-lib's colour; an unreadable value falls back to a dark grey. */
export function hexColour(hex: string) {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)
  if (!m) return rgb(0.2, 0.2, 0.2)
  return rgb(parseInt(m[1], 16) / 255, parseInt(m[2], 16) / 255, parseInt(m[3], 16) / 255)
}
