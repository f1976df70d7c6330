import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import { buildSchool } from '../../test/builders'
import { testServer } from '../../test/server'
import { registerMailboxRoutes } from './mailbox-routes'
import { enqueueMessage } from './mailer'

const get = async (url: string) => (await testServer()).app.inject({ method: 'GET', url })

describe('development mailbox', () => {
  it('lists messages newest first, shows one with clickable links and escaped text, and answers latest.json', async () => {
    const school = await buildSchool()
    const to = `mailbox-${school.id}@example.com`
    await enqueueMessage(school.db, {
      fkSchool: school.id,
      channel: 'email',
      recipient: to,
      subject: 'First <b>hello</b>',
      text: 'Old message',
    })
    await enqueueMessage(school.db, {
      fkSchool: school.id,
      channel: 'email',
      recipient: to,
      subject: 'Reset <script>alert(1)</script>',
      text: 'Hi <Jane> & co,\n\nOpen http://127.0.0.1:3999/reset?reset_password_token=abc&x="y" now.',
      html: '<p><a href="http://127.0.0.1:3999/reset">Reset</a></p>',
    })

    const list = await get('/dev/mailbox')
    expect(list.statusCode).toBe(200)
    expect(list.headers['content-type']).toContain('text/html')
    expect(list.body).not.toContain('<script>alert(1)</script>')
    expect(list.body).toContain('Reset &lt;script&gt;alert(1)&lt;/script&gt;')
    expect(list.body.indexOf('Reset &lt;script&gt;')).toBeLessThan(list.body.indexOf('First &lt;b&gt;hello'))

    const latest = await get(`/dev/mailbox/latest.json?to=${encodeURIComponent(to)}`)
    expect(latest.statusCode).toBe(200)
    const message = latest.json() as { id: number; subject: string; text: string; channel: string }
    expect(message).toMatchObject({ channel: 'email', subject: 'Reset <script>alert(1)</script>' })
    expect(message.text).toContain('reset_password_token=abc')
    expect(list.body).toContain(`href="/dev/mailbox/${message.id}"`)

    const page = await get(`/dev/mailbox/${message.id}`)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Hi &lt;Jane&gt; &amp; co,')
    expect(page.body).toContain(
      '<a href="http://127.0.0.1:3999/reset?reset_password_token=abc&amp;x=">http://127.0.0.1:3999/reset?reset_password_token=abc&amp;x=</a>&quot;y&quot; now.',
    )
    expect(page.body).not.toContain('<script>')
    expect(page.body).toContain('srcdoc="&lt;base target=&quot;_blank&quot;&gt;&lt;p&gt;&lt;a href=')
  })

  it('finds SMS by number even when the + arrives unencoded, and answers 404 and 400', async () => {
    const school = await buildSchool()
    const number = `+659${String(school.id).padStart(7, '0')}`
    await enqueueMessage(school.db, {
      fkSchool: school.id,
      channel: 'sms',
      recipient: number,
      subject: 'Code',
      text: '123456 is your code',
    })
    const latest = await get(`/dev/mailbox/latest.json?to=${number}`)
    expect(latest.json()).toMatchObject({ channel: 'sms', recipient: number, text: '123456 is your code' })
    expect((await get('/dev/mailbox/latest.json?to=nobody@example.com')).statusCode).toBe(404)
    expect((await get('/dev/mailbox/latest.json')).statusCode).toBe(400)
    expect((await get('/dev/mailbox/999999999')).statusCode).toBe(404)
    expect((await get('/dev/mailbox/not-a-number')).statusCode).toBe(404)
  })

  it('is not served when the mailbox is switched off', async () => {
    const { db } = await testServer()
    const app = Fastify()
    await registerMailboxRoutes(app, { db, config: loadConfig({ DEV_MAILBOX: '0' }) })
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404)
    await app.close()
  })
})
