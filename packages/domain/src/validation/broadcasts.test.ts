import { describe, expect, it } from 'vitest'
import { BroadcastMsg, broadcastFormSchema, broadcastInputSchema, htmlToText, textToHtml } from './broadcasts'

const valid = {
  subject: 'Sports day',
  description: '<p>Bring shoes</p>',
  scopes: [{ type: 'class', ID: 1 }],
}

describe('broadcast rules', () => {
  it('puts each message on its field', () => {
    const issues = (input: object) =>
      broadcastInputSchema
        .safeParse({ ...valid, ...input })
        .error?.issues.map((i) => [i.path.join('.'), i.message])
    expect(issues({ subject: ' ' })).toEqual([['subject', '*Required']])
    expect(issues({ subject: 'x'.repeat(201) })).toEqual([['subject', BroadcastMsg.subjectMax]])
    expect(issues({ scopes: [] })).toEqual([['scopes', BroadcastMsg.scopesRequired]])
    expect(issues({ description: '' })).toEqual([['description', BroadcastMsg.descriptionRequired]])
  })

  it('the form asks for a message', () => {
    const form = broadcastFormSchema.safeParse({
      subject: 'A',
      body: ' ',
      needsAcknowledgement: false,
      attachments: [],
      scopes: [{ type: 'centre', ID: 2, label: 'East' }],
    })
    expect(form.error?.issues.map((i) => i.message)).toEqual([BroadcastMsg.descriptionRequired])
  })
})

describe('message text and HTML', () => {
  it('turns paragraphs into escaped HTML and back', () => {
    const text = 'Hello <b>families</b> & friends,\nsee you.\n\nBring a hat.'
    const html = textToHtml(text)
    expect(html).toBe(
      '<p>Hello &lt;b&gt;families&lt;/b&gt; &amp; friends,<br>see you.</p><p>Bring a hat.</p>',
    )
    expect(htmlToText(html)).toBe(text)
  })
})
