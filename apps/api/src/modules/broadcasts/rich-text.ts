import sanitizeHtml from 'sanitize-html'

/**
 * The formatting a broadcast may carry: paragraphs, emphasis, lists, headings and links, nothing that runs or
 * loads (no script, style, image, iframe or event attribute). Links open in a new tab and never pass the opener.
 */
const RULES: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'h3',
    'h4',
    'blockquote',
    'a',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
}

/** The description as stored and shown: only the allowed formatting survives; text is kept, escaped. */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, RULES).trim()
}
