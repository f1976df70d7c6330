/**
 * A one-event iCalendar file (RFC 5545): CRLF line ends, lines folded at 75 octets, TEXT values escaped, times in
 * UTC so every calendar application places the event right whatever its own time zone.
 */
export interface IcsEvent {
  uid: string
  stamp: Date
  start: Date
  end: Date
  summary: string
  location: string
  description: string
  /** CONFIRMED once approved; TENTATIVE while it waits for the centre; CANCELLED when called off. */
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED'
}

/** 20300304T013000Z */
export const icsDateTime = (instant: Date) =>
  instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')

/** RFC 5545 section 3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT. */
export const escapeIcsText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')

/** Folds a content line into pieces of at most 75 octets, never inside a UTF-8 character (section 3.1). */
export function foldIcsLine(line: string): string {
  const pieces: string[] = []
  let piece = ''
  let octets = 0
  for (const char of line) {
    const size = Buffer.byteLength(char)
    // A continuation line starts with a space, which counts towards its 75 octets.
    const limit = pieces.length === 0 ? 75 : 74
    if (octets + size > limit) {
      pieces.push(piece)
      piece = ''
      octets = 0
    }
    piece += char
    octets += size
  }
  pieces.push(piece)
  return pieces.join('\r\n ')
}

export function buildIcs(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Preschool//Visits//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `STATUS:${event.status}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`
}
