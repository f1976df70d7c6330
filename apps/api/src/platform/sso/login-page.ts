import type { FastifyReply } from 'fastify'
import { escapeHtml, htmlPage } from '../mail/html'

/** The embedded provider's own pages: plain server-rendered HTML, no script, styled inline. */

const STYLE = `
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f4f5f7;
    font-family: Lato, 'Helvetica Neue', Arial, sans-serif; color: #1f2933; }
  main { width: min(360px, calc(100vw - 32px)); background: #fff; border-radius: 8px; padding: 32px;
    box-shadow: 0 2px 8px rgba(0, 0, 0, .12); }
  h1 { margin: 0 0 8px; font-size: 24px; }
  p { margin: 0 0 24px; color: #52606d; }
  label { display: block; margin-bottom: 4px; font-weight: bold; }
  input { display: block; width: 100%; box-sizing: border-box; margin-bottom: 16px; padding: 10px 12px;
    font: inherit; border: 1px solid #9aa5b1; border-radius: 4px; }
  input:focus { outline: 2px solid #1d4ed8; outline-offset: 1px; }
  button { width: 100%; padding: 12px; font: inherit; font-weight: bold; color: #fff; background: #1d4ed8;
    border: 0; border-radius: 4px; cursor: pointer; }
  button:hover { background: #1e40af; }
  .error { margin: 0 0 16px; color: #b91c1c; }
  a { color: #1d4ed8; }`

const page = (title: string, body: string) => htmlPage(title, STYLE, `<main>${body}</main>`)

export function loginPage(input: { action: string; email: string; error?: string }): string {
  const error = input.error
    ? `<p class="error" id="sign-in-error" role="alert" data-testid="sso-error">${escapeHtml(input.error)}</p>`
    : ''
  const invalid = input.error ? ' aria-invalid="true" aria-describedby="sign-in-error"' : ''
  return page(
    'Staff sign-in',
    `<h1>Staff sign-in</h1>
<p>Sign in with your work account.</p>
<form method="post" action="${escapeHtml(input.action)}" novalidate>
${error}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus
  value="${escapeHtml(input.email)}" data-testid="sso-email"${invalid}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required
  data-testid="sso-password"${invalid}>
<button type="submit" data-testid="sso-submit">Sign in</button>
</form>`,
  )
}

export const expiredPage = () =>
  page(
    'Staff sign-in',
    `<h1>Staff sign-in</h1>
<p role="alert">This sign-in has expired or was already completed.</p>
<p><a href="/login/staff">Back to the staff login page</a></p>`,
  )

export function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return (
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // No script and no framing: the page only posts its form back to itself.
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      )
      .send(html)
  )
}
