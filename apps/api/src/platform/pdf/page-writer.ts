import { type PDFDocument, type PDFPage, rgb, type RGB } from 'pdf-lib'
import { DocumentFonts, scriptRuns } from './fonts'

export const A4: [number, number] = [595.28, 841.89]
export const MARGIN = 50
const LINE = 16

interface TextStyle {
  size?: number
  bold?: boolean
  color?: RGB
}

/**
 * A page writer that moves down as it writes and starts a new page when the current one is full. Text of any
 * script prints: each run is drawn in the font that has its glyphs (fonts.ts), never as '?'.
 */
export class PageWriter {
  page: PDFPage
  y = A4[1] - MARGIN

  private constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: DocumentFonts,
  ) {
    this.page = pdf.addPage(A4)
  }

  static async open(pdf: PDFDocument): Promise<PageWriter> {
    return new PageWriter(pdf, await DocumentFonts.open(pdf))
  }

  newPage() {
    this.page = this.pdf.addPage(A4)
    this.y = A4[1] - MARGIN
  }

  ensure(height: number) {
    if (this.y - height < MARGIN) this.newPage()
  }

  /** The width of a text at a size, run by run. */
  async widthOf(text: string, size: number, bold = false): Promise<number> {
    let width = 0
    for (const run of scriptRuns(text))
      width += (await this.fonts.fontFor(run.script, bold)).widthOfTextAtSize(run.text, size)
    return width
  }

  /** Draws a text at a point, run by run, without moving down. */
  async drawAt(text: string, x: number, y: number, style: TextStyle = {}) {
    const size = style.size ?? 10
    let at = x
    for (const run of scriptRuns(text)) {
      const font = await this.fonts.fontFor(run.script, style.bold ?? false)
      this.page.drawText(run.text, { x: at, y, size, font, color: style.color })
      at += font.widthOfTextAtSize(run.text, size)
    }
  }

  /** One line of text at the margin (or at x), then down one line. */
  async text(value: string, opts: TextStyle & { x?: number } = {}) {
    const size = opts.size ?? 10
    this.ensure(LINE)
    await this.drawAt(value, opts.x ?? MARGIN, this.y, opts)
    this.y -= size + 6
  }

  /** Cells of one line at given x positions (right-aligned where `right`), then down one line. */
  async row(cells: { text: string; x: number; right?: boolean }[], opts: TextStyle = {}) {
    const size = opts.size ?? 10
    this.ensure(LINE)
    for (const cell of cells) {
      const x = cell.right ? cell.x - (await this.widthOf(cell.text, size, opts.bold)) : cell.x
      await this.drawAt(cell.text, x, this.y, opts)
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
