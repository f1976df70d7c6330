import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import webpush from 'web-push'
import type { Config } from '../../config'

/** Where generated VAPID keys are kept; a dot file, never served. */
export const VAPID_FILE = '.vapid-keys.json'

export interface VapidKeys {
  publicKey: string
  privateKey: string
}

/** A device's push subscription, as the browser's PushManager gives it. */
export interface PushTarget {
  endpoint: string
  p256dh: string
  auth: string
}

/** What a push carries: the bell's title, body and the app path a tap opens. */
export interface PushMessage {
  title: string
  body: string
  navigate: string | null
}

/** Hands one push to the device's push service. `gone`: the subscription is dead (unsubscribed, expired). */
export interface PushSender {
  send(target: PushTarget, message: PushMessage): Promise<'sent' | 'gone'>
}

export interface WebPush {
  /** The VAPID public key the browser subscribes with. */
  publicKey: string
  /** Null unless WEB_PUSH=send: pushes then stay in the development mailbox (the outbox), never sent. */
  sender: PushSender | null
}

/**
 * The VAPID keys: configured, else generated once and kept in the data folder (like the other embedded defaults),
 * so subscriptions survive restarts; a server on an in-memory database keeps them in memory.
 */
export function loadVapidKeys(config: Config, inMemory: boolean): VapidKeys {
  const { publicKey, privateKey } = config.webPush
  if (publicKey && privateKey) return { publicKey, privateKey }
  if (publicKey || privateKey) throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither')
  if (inMemory) return webpush.generateVAPIDKeys()
  const file = path.join(config.dataDir, VAPID_FILE)
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys
  } catch {
    mkdirSync(config.dataDir, { recursive: true })
    const fresh = webpush.generateVAPIDKeys()
    try {
      // 'wx': when another instance wrote them first, use theirs.
      writeFileSync(file, JSON.stringify(fresh), { flag: 'wx', mode: 0o600 })
      return fresh
    } catch {
      return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys
    }
  }
}

/** Push services answer 404 or 410 for a subscription that no longer exists. */
const isGone = (error: unknown) =>
  error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)

export function createWebPush(config: Config, opts: { inMemory?: boolean } = {}): WebPush {
  const keys = loadVapidKeys(config, !!opts.inMemory)
  if (!config.webPush.send) return { publicKey: keys.publicKey, sender: null }
  const vapidDetails = { subject: config.webPush.subject, ...keys }
  return {
    publicKey: keys.publicKey,
    sender: {
      async send(target, message) {
        try {
          await webpush.sendNotification(
            { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
            JSON.stringify(message),
            { vapidDetails, TTL: 24 * 3600 },
          )
          return 'sent'
        } catch (error) {
          if (isGone(error)) return 'gone'
          throw error
        }
      },
    },
  }
}
