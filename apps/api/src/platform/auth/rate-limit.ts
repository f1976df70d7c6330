import { ErrorCode } from '@preschool/domain'
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { commitApart } from '../audit/request-scope'
import { refusal } from '../errors/domain-error'

export interface RateRule {
  limit: number
  windowSeconds: number
}

export const RateRules = {
  /** Failed sign-ins from one client address, whatever the account (parents and the staff directory page). */
  login: { limit: 10, windowSeconds: 300 },
  /** Failed sign-ins to one account from one client address: the guesser is stopped, the owner elsewhere is not. */
  loginAccountAddress: { limit: 5, windowSeconds: 300 },
  /**
   * Failed sign-ins to one account from any address: past it, only a browser that signed in to the account before
   * (or a password reset from the emailed link) gets in, so many addresses cannot guess on (decision 0037).
   */
  loginAccount: { limit: 10, windowSeconds: 900 },
  forgotPassword: { limit: 5, windowSeconds: 900 },
  otpSend: { limit: 5, windowSeconds: 900 },
  otpVerify: { limit: 10, windowSeconds: 900 },
  /** Failed signatures from one client address (a link is anonymous): a forged link or a bad image counts. */
  esignSign: { limit: 10, windowSeconds: 900 },
} as const satisfies Record<string, RateRule>

/**
 * Counts one attempt in a fixed window, atomically in the database (so it holds across instances),
 * and refuses once the window's limit is passed.
 */
export async function consumeRate(db: DbOrTx, key: string, rule: RateRule): Promise<void> {
  if (await countRate(db, key, rule)) throw refusal(ErrorCode.RateLimited, 'limits.tooManyAttempts')
}

/** Counts one attempt like consumeRate and answers whether the window's limit is passed, for the caller to act. */
async function countRate(db: DbOrTx, key: string, rule: RateRule): Promise<boolean> {
  // Counted apart from the request's transaction: a refused or failed mutation still counts, parallel ones see it.
  const count = await commitApart(db, (on) => upsertAttempt(on, key, rule))
  return count > rule.limit
}

async function upsertAttempt(db: DbOrTx, key: string, rule: RateRule): Promise<number> {
  const window = `${rule.windowSeconds} seconds`
  const result = await db.execute<{ count: number }>(sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start < now() - ${window}::interval then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < now() - ${window}::interval then now() else rate_limits.window_start end
    returning count`)
  return Number(result.rows[0]?.count ?? 0)
}

/**
 * Hands back one counted attempt (never below zero): used for attempts that turned out to be no guess. Apart from
 * the transaction like the count, so no open transaction holds a count's row while another request waits on it.
 */
export async function refundRate(db: DbOrTx, key: string): Promise<void> {
  await commitApart(db, (on) =>
    on.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`),
  )
}

/**
 * A sign-in limited per client address and per account-and-address, and per account from any address, counting
 * failures only. Each attempt is counted before the password is checked (so parallel guesses cannot overrun a
 * limit) and handed back when it succeeds. Past the account's own limit a sign-in is refused unless `trusted`
 * says the browser signed in to that account before: many addresses cannot guess on, and the owner is not locked
 * out (decision 0037). The email is the normalised one (trimmed, lower-case), so its spellings share one count.
 */
export async function limitedSignIn<T>(
  db: DbOrTx,
  scope: 'login' | 'sso-directory',
  ip: string,
  email: string,
  attempt: () => Promise<{ ok: boolean; value: T }>,
  trusted: () => Promise<boolean> = async () => false,
): Promise<T> {
  const keys: [string, RateRule][] = [
    [`${scope}:ip:${ip}`, RateRules.login],
    [`${scope}:account-ip:${email}:${ip}`, RateRules.loginAccountAddress],
  ]
  for (const [key, rule] of keys) await consumeRate(db, key, rule)
  const account = accountKey(scope, email)
  if ((await countRate(db, account, RateRules.loginAccount)) && !(await trusted()))
    throw refusal(ErrorCode.RateLimited, 'limits.accountLocked')
  const outcome = await attempt()
  if (outcome.ok) for (const key of [...keys.map(([k]) => k), account]) await refundRate(db, key)
  return outcome.value
}

const accountKey = (scope: 'login' | 'sso-directory', email: string) => `${scope}:account:${email}`

/** A password set from the emailed reset link proves the owner: the account's failed sign-ins are forgotten. */
export async function forgetAccountFailures(db: DbOrTx, email: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${accountKey('login', email)}`)
}
