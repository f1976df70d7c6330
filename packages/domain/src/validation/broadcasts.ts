import { z } from 'zod'
import { V } from './messages'

export const BROADCAST_SUBJECT_MAX = 200
/** The stored (sanitised) HTML of a description: about ten pages of text with formatting. */
export const BROADCAST_DESCRIPTION_MAX = 20_000
export const BROADCAST_ATTACHMENTS_MAX = 20
export const BROADCAST_SCOPES_MAX = 200
/** Hours a "needs acknowledgement" broadcast waits before its reminder, unless the school sets its own. */
export const BROADCAST_REMINDER_HOURS_DEFAULT = 48

export const BROADCAST_SCOPE_TYPES = ['school', 'centre', 'class', 'child'] as const
export type BroadcastScopeType = (typeof BROADCAST_SCOPE_TYPES)[number]
export const BROADCAST_STATUSES = ['draft', 'published', 'deleted'] as const
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number]

export const BroadcastMsg = {
  subjectMax: `At most ${BROADCAST_SUBJECT_MAX} characters`,
  descriptionMax: 'The description is too long',
  descriptionRequired: 'Write the message',
  scopesRequired: 'Choose who receives the broadcast',
  scopesMax: `At most ${BROADCAST_SCOPES_MAX} recipients groups`,
  attachmentsMax: `At most ${BROADCAST_ATTACHMENTS_MAX} attachments and photos`,
  scopeOutOfReach: 'You can only send to your own centres, classes and children',
  schoolScopeHQ: 'Only head office can send to the whole school',
  scopeLocked: 'The recipients of a published broadcast cannot be changed',
  noRecipients: 'No family receives this broadcast: choose recipients with children enrolled',
  notEditable: 'A deleted broadcast cannot be changed',
} as const

const scopeSchema = z.object({
  type: z.enum(BROADCAST_SCOPE_TYPES),
  ID: z.number().int().positive(),
})

const attachmentSchema = z.object({
  fileKey: z.string().trim().min(1).max(300),
  name: z.string().trim().min(1, V.required).max(200),
})

/** A broadcast as staff write it; the description is HTML the server sanitises before storing. */
export const broadcastInputSchema = z.object({
  ID: z.number().int().positive().nullish(),
  subject: z
    .string({ error: V.required })
    .trim()
    .min(1, V.required)
    .max(BROADCAST_SUBJECT_MAX, BroadcastMsg.subjectMax),
  description: z
    .string({ error: BroadcastMsg.descriptionRequired })
    .trim()
    .min(1, BroadcastMsg.descriptionRequired)
    .max(BROADCAST_DESCRIPTION_MAX, BroadcastMsg.descriptionMax),
  needsAcknowledgement: z.boolean().default(false),
  scopes: z
    .array(scopeSchema)
    .min(1, BroadcastMsg.scopesRequired)
    .max(BROADCAST_SCOPES_MAX, BroadcastMsg.scopesMax),
  attachments: z
    .array(attachmentSchema)
    .max(BROADCAST_ATTACHMENTS_MAX, BroadcastMsg.attachmentsMax)
    .default([]),
})
export type BroadcastInput = z.infer<typeof broadcastInputSchema>
export type BroadcastFormValues = z.input<typeof broadcastInputSchema>

/**
 * The staff form: the same rules, with the message as the formatting editor's HTML (`body`, empty when it holds no
 * text), and the scopes carrying their labels for the chips.
 */
export const broadcastFormSchema = broadcastInputSchema.omit({ description: true, scopes: true }).extend({
  // The form always holds these: no defaults, so the form's values and the parsed ones are one type.
  needsAcknowledgement: z.boolean(),
  attachments: z.array(attachmentSchema).max(BROADCAST_ATTACHMENTS_MAX, BroadcastMsg.attachmentsMax),
  body: z
    .string({ error: BroadcastMsg.descriptionRequired })
    .trim()
    .min(1, BroadcastMsg.descriptionRequired)
    .max(BROADCAST_DESCRIPTION_MAX, BroadcastMsg.descriptionMax),
  scopes: z
    .array(scopeSchema.extend({ label: z.string() }))
    .min(1, BroadcastMsg.scopesRequired)
    .max(BROADCAST_SCOPES_MAX, BroadcastMsg.scopesMax),
})
export type BroadcastFormInput = z.infer<typeof broadcastFormSchema>

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c])

/** Plain paragraphs (blank lines between, line breaks kept) as the description's HTML; the text is escaped. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeText(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('')
}

/** The description's HTML back as plain paragraphs, for editing. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|h3|h4|blockquote)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
