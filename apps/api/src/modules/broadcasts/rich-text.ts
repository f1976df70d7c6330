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

/** The words of a description without any markup, for the email's plain text and the bell. */
export function plainText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|li|h3|h4|blockquote)>|<br\s*\/?>/gi, '\n'), {
    allowedTags: [],
    allowedAttributes: {},
  })
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
