import { randomBytes } from 'node:crypto'

/**
 * Our order id: the session's number, then 96 random bits (`123-9f86d081884c7d659a2feaa0`, at most 40 characters as
 * the gateway allows). The number lets the guard resolve the session before anything runs; the random part makes
 * the id unguessable, and the whole id must match the stored one.
 */
export const makeOrderId = (sessionId: number) => `${sessionId}-${randomBytes(12).toString('hex')}`

const ORDER_ID = /^([1-9]\d{0,9})-[0-9a-f]{24}$/

/** The session number an order id names; 0 (found nowhere) for anything not shaped like one of ours. */
export function sessionIdOfOrder(orderId: string): number {
  const match = ORDER_ID.exec(orderId)
  const id = match ? Number(match[1]) : 0
  return id <= 2_147_483_647 ? id : 0
}

export const isOrderId = (value: unknown): value is string =>
  typeof value === 'string' && sessionIdOfOrder(value) > 0
