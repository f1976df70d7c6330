import { randomBytes } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { sandboxGatewayOrders } from '../../db/schema'
import type { CardGateway, RetrievedOrder } from './gateway'
import { centsToDecimal } from '@preschool/domain'
import { SIGNATURE_HEADER, verifyBodySignature } from './signature'

/** The sandbox's checkout page, served by this server (sandbox-routes.ts). */
export const SANDBOX_CHECKOUT_PATH = '/sandbox/checkout/'
export const SANDBOX_MERCHANT_ID = 'SANDBOX'

/** What the person on the sandbox page chose: approve, or one of the spec's error codes. */
export const SANDBOX_OUTCOMES = ['approve', 'ERR002', 'ERR003', 'ERR004', 'ERR005'] as const
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number]

const token = (bytes: number) => randomBytes(bytes).toString('hex')

/**
 * The embedded gateway: a hosted checkout that a person completes in the browser by choosing the outcome. Its
 * orders live in its own table, as a real gateway's would on its side; the app reads them only through
 * `retrieveOrder`.
 */
export function createSandboxGateway(webhookSecret: string): CardGateway {
  return {
    kind: 'sandbox',
    async createSession(db, order) {
      const sessionId = `SESSION${token(16).toUpperCase()}`
      const successIndicator = token(8)
      await db.insert(sandboxGatewayOrders).values({
        orderId: order.id,
        sessionId,
        fkSchool: order.schoolId,
        merchantId: SANDBOX_MERCHANT_ID,
        successIndicator,
        amountCents: order.amountCents,
        currency: order.currency,
        description: order.description,
        returnUrl: order.returnUrl,
      })
      return {
        Id: sessionId,
        Version: token(5),
        UpdateStatus: 'SUCCESS',
        SuccessIndicator: successIndicator,
        MerchantId: SANDBOX_MERCHANT_ID,
        Order: {
          Id: order.id,
          Amount: centsToDecimal(order.amountCents),
          Currency: order.currency,
          Description: order.description,
        },
      }
    },
    async retrieveOrder(db, orderId) {
      const [row] = await db
        .select()
        .from(sandboxGatewayOrders)
        .where(eq(sandboxGatewayOrders.orderId, orderId))
      if (!row) return null
      const result: RetrievedOrder['result'] =
        row.status === 'CAPTURED' ? 'SUCCESS' : row.status === 'FAILED' ? 'FAILURE' : 'PENDING'
      return {
        status: row.status,
        result,
        errorCode: row.errorCode ?? undefined,
        amountCents: row.amountCents,
        currency: row.currency,
      }
    },
    checkoutUrl: (sessionId) => `${SANDBOX_CHECKOUT_PATH}${encodeURIComponent(sessionId)}`,
    verifyNotification: (headers, rawBody) =>
      verifyBodySignature(webhookSecret, rawBody, headers[SIGNATURE_HEADER]),
  }
}

export const sandboxOrderBySession = async (db: DbOrTx, sessionId: string) =>
  (await db.select().from(sandboxGatewayOrders).where(eq(sandboxGatewayOrders.sessionId, sessionId)))[0] ??
  null

/**
 * Closes checkouts still open on the sandbox's side (the app no longer wants their money): their page then shows
 * them finished and refuses a payment. Orders of another gateway are not in this table, so elsewhere it changes
 * nothing; a real hosted session cannot be revoked, and a late payment there stays UNAPPLIED for a refund.
 */
export async function closeSandboxCheckouts(db: DbOrTx, sessionIds: string[]): Promise<void> {
  if (sessionIds.length === 0) return
  await db
    .update(sandboxGatewayOrders)
    .set({ status: 'FAILED', errorCode: 'ERR005', completedAt: new Date() })
    .where(
      and(
        sql`${sandboxGatewayOrders.sessionId} = any(${sql.param(sessionIds)}::text[])`,
        eq(sandboxGatewayOrders.status, 'OPEN'),
      ),
    )
}

/** The payer's choice, once: a session already completed keeps its first outcome (null is answered). */
export async function completeSandboxOrder(db: DbOrTx, sessionId: string, outcome: SandboxOutcome) {
  const [row] = await db
    .update(sandboxGatewayOrders)
    .set({
      status: outcome === 'approve' ? 'CAPTURED' : 'FAILED',
      errorCode: outcome === 'approve' ? null : outcome,
      completedAt: new Date(),
    })
    .where(and(eq(sandboxGatewayOrders.sessionId, sessionId), eq(sandboxGatewayOrders.status, 'OPEN')))
    .returning()
  return row ?? null
}
