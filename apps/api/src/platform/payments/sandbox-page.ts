import { escapeHtml, htmlPage } from '../mail/html'
import type { MailTheme } from '../mail/layout'
import type { SandboxOutcome } from './sandbox-gateway'

/** The sandbox checkout: plain server-rendered HTML in the school's colour, no script, phone first. */

const BUTTONS: { outcome: SandboxOutcome; label: string; hint: string; primary?: true }[] = [
  {
    outcome: 'approve',
    label: 'Approve payment',
    hint: 'The bank approves; the money is taken.',
    primary: true,
  },
  { outcome: 'ERR002', label: 'Decline (contact bank)', hint: 'ERR002: the bank declines the card.' },
  { outcome: 'ERR003', label: 'Error (try again)', hint: 'ERR003: the payment could not be completed.' },
  { outcome: 'ERR004', label: 'Invalid card', hint: 'ERR004: the card details are invalid.' },
  { outcome: 'ERR005', label: 'Expired token', hint: 'ERR005: the payment session has expired.' },
]

const style = (colour: string) => `
  body { margin: 0; min-height: 100vh; background: #f4f5f7; font-family: Lato, 'Helvetica Neue', Arial, sans-serif;
    color: #1f2933; }
  header { background: ${colour}; color: #fff; padding: 16px; font-weight: bold; font-size: 18px; }
  main { width: min(420px, calc(100vw - 32px)); margin: 16px auto; background: #fff; border-radius: 8px;
    padding: 24px; box-shadow: 0 2px 8px rgba(0, 0, 0, .12); box-sizing: border-box; }
  h1 { margin: 0 0 8px; font-size: 22px; }
  .amount { font-size: 28px; font-weight: bold; margin: 8px 0 4px; }
  .note { color: #52606d; font-size: 14px; margin: 0 0 20px; }
  form { margin: 0 0 12px; }
  button { width: 100%; min-height: 48px; padding: 12px; font: inherit; font-weight: bold; border-radius: 4px;
    cursor: pointer; background: #fff; color: #1f2933; border: 1px solid #9aa5b1; }
  button.primary { background: ${colour}; color: #fff; border: 0; }
  button:focus { outline: 2px solid #1d4ed8; outline-offset: 2px; }
  .hint { display: block; font-size: 13px; color: #52606d; margin-top: 4px; }
  a { color: #1d4ed8; }`

function page(theme: Pick<MailTheme, 'schoolName' | 'primaryColor'>, title: string, body: string): string {
  return htmlPage(
    title,
    style(theme.primaryColor),
    `<header>${escapeHtml(theme.schoolName)}</header><main>${body}</main>`,
  )
}

export function checkoutPage(
  theme: Pick<MailTheme, 'schoolName' | 'primaryColor'>,
  order: { orderId: string; amount: string; currency: string; description: string; action: string },
): string {
  const forms = BUTTONS.map(
    (b) => `<form method="post" action="${escapeHtml(order.action)}">
<input type="hidden" name="outcome" value="${b.outcome}">
<button type="submit" data-testid="sandbox-${b.outcome}"${b.primary ? ' class="primary"' : ''}>${escapeHtml(b.label)}</button>
<span class="hint">${escapeHtml(b.hint)}</span>
</form>`,
  ).join('\n')
  return page(
    theme,
    'Card payment (sandbox)',
    `<h1>Card payment</h1>
<p class="note">Sandbox gateway: no card is charged. Choose what the bank answers.</p>
<p>${escapeHtml(order.description)}</p>
<p class="amount" data-testid="sandbox-amount">${escapeHtml(order.currency)} ${escapeHtml(order.amount)}</p>
<p class="note">Order ${escapeHtml(order.orderId)}</p>
${forms}`,
  )
}

export const finishedPage = (theme: Pick<MailTheme, 'schoolName' | 'primaryColor'>, returnUrl: string) =>
  page(
    theme,
    'Card payment (sandbox)',
    `<h1>Card payment</h1>
<p role="alert">This payment session is already completed.</p>
<p><a href="${escapeHtml(returnUrl)}" data-testid="sandbox-return">Back to the school</a></p>`,
  )

export const unknownSessionPage = () =>
  page(
    { schoolName: 'Card payment', primaryColor: '#1f6fb2' },
    'Card payment (sandbox)',
    `<h1>Card payment</h1><p role="alert">This payment session does not exist.</p>`,
  )
