import { desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { outbox } from '../../db/schema'
import { escapeHtml, linkify } from './html'

type OutboxRow = typeof outbox.$inferSelect

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>
  body { font-family: Lato, Arial, sans-serif; margin: 2rem; color: #222 }
  table { border-collapse: collapse; width: 100% } td, th { padding: .4rem .6rem; border-bottom: 1px solid #ddd; text-align: left }
  pre { white-space: pre-wrap; background: #f6f6f6; padding: 1rem; border-radius: 4px }
  iframe { width: 100%; height: 480px; border: 1px solid #ddd }
  .note { color: #666 }
</style></head><body>${body}</body></html>`

const listPage = (rows: OutboxRow[]) =>
  page(
    'Development mailbox',
    `<h1>Development mailbox</h1>
<p class="note">Every email and SMS the platform writes, newest first. Development only: nothing here was delivered.</p>
<table><thead><tr><th>Time</th><th>Channel</th><th>To</th><th>Subject</th></tr></thead><tbody>
${rows
  .map(
    (m) =>
      `<tr><td>${escapeHtml(m.createdAt.toISOString())}</td><td>${escapeHtml(m.channel)}</td><td>${escapeHtml(m.recipient)}</td><td><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject)}</a></td></tr>`,
  )
  .join('\n')}
</tbody></table>${rows.length === 0 ? '<p>No messages yet.</p>' : ''}`,
  )

// The HTML version is shown in a sandbox (no scripts, no same-origin access); its links open in a new tab.
const messagePage = (m: OutboxRow) =>
  page(
    m.subject,
    `<p><a href="/dev/mailbox">&larr; All messages</a></p>
<h1>${escapeHtml(m.subject)}</h1>
<p>${escapeHtml(m.channel)} to <strong>${escapeHtml(m.recipient)}</strong> at ${escapeHtml(m.createdAt.toISOString())} (${escapeHtml(m.status)})</p>
<pre>${linkify(m.bodyText)}</pre>
${
  m.bodyHtml
    ? `<h2>HTML version</h2><iframe title="HTML version" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(`<base target="_blank">${m.bodyHtml}`)}"></iframe>`
    : ''
}`,
  )

const toJson = (m: OutboxRow) => ({
  id: m.id,
  channel: m.channel,
  recipient: m.recipient,
  subject: m.subject,
  text: m.bodyText,
  html: m.bodyHtml,
  status: m.status,
  createdAt: m.createdAt.toISOString(),
})

/** The start-up banner's line: whoever runs the server sees whether the mailbox is open. */
export function mailboxBannerLine(config: Config): string {
  return config.devMailbox
    ? `Development mailbox: ON at ${config.publicUrl}/dev/mailbox (shows every reset and registration link)`
    : 'Development mailbox: off'
}

/**
 * The development mailbox: the outbox as web pages, so a person can follow emailed links and read one-time codes
 * without an SMTP server or SMS provider; latest.json lets browser tests do the same.
 */
export async function registerMailboxRoutes(
  app: FastifyInstance,
  deps: { db: Db; config: Config },
): Promise<void> {
  if (!deps.config.devMailbox) return
  const { db } = deps

  app.get('/dev/mailbox', async (_req, reply) => {
    const rows = await db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(200)
    return reply.type('text/html; charset=utf-8').send(listPage(rows))
  })

  app.get<{ Querystring: { to?: string } }>('/dev/mailbox/latest.json', async (req, reply) => {
    // An unencoded '+' of a phone number arrives as a space.
    const to = (req.query.to ?? '').replace(/^ /, '+').trim()
    if (!to) return reply.status(400).send({ error: 'Give the recipient as ?to=' })
    const [message] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, to))
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(1)
    if (!message) return reply.status(404).send({ error: `No message to ${to}` })
    return reply.send(toJson(message))
  })

  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', async (req, reply) => {
    const id = Number(req.params.id)
    const [message] =
      Number.isSafeInteger(id) && id > 0 ? await db.select().from(outbox).where(eq(outbox.id, id)) : []
    if (!message)
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send(page('Not found', '<p>No such message.</p>'))
    return reply.type('text/html; charset=utf-8').send(messagePage(message))
  })
}
