import { defineJob } from '../../platform/jobs/define'
import { confirmSession } from './confirm'
import { expireSession, selectExpiredOpenSessions } from './queries'

const BATCH = 200

/**
 * Every five minutes: a session left open past PAYMENT_SESSION_MINUTES is asked of the gateway once more (a lost
 * notification of a paid order settles here), and otherwise becomes expired with ERR005. A success that arrives
 * later for an expired session is still honoured by the webhook or the browser's return: the money was taken.
 */
export const paymentSessionExpiry = defineJob({
  name: 'payments-session-expiry',
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  cron: '*/5 * * * *',
  policy: 'stately',
  async handle(_data, { db, config, platform, log }) {
    const deps = { config, gateway: platform.cardGateway }
    for (;;) {
      const due = await selectExpiredOpenSessions(db, new Date(), BATCH)
      for (const session of due) {
        try {
          const { session: confirmed } = await confirmSession(db, deps, session, null)
          if (confirmed.status === 'open') await expireSession(db, session.id)
        } catch (err) {
          // The gateway could not be asked: the session expires anyway; a late success is still honoured.
          log.warn({ err }, 'payment session checked without the gateway')
          await expireSession(db, session.id)
        }
      }
      if (due.length < BATCH) break
    }
  },
})
