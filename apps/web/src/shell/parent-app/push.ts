import { graphql } from '../../generated'
import { request, requestOrThrow } from '../../lib/request'

const webPushPublicKeyQuery = graphql(`
  query WebPushPublicKey {
    webPushPublicKey
  }
`)
const subscribeWebPushMutation = graphql(`
  mutation SubscribeWebPush($subscription: WebPushSubscriptionInput!) {
    subscribeWebPush(subscription: $subscription)
  }
`)
const unsubscribeWebPushMutation = graphql(`
  mutation UnsubscribeWebPush($endpoint: String!) {
    unsubscribeWebPush(endpoint: $endpoint)
  }
`)

/** Web Push needs the built app's worker and a browser with push (iOS: only once the app is on the Home Screen). */
export const pushSupported = () =>
  import.meta.env.PROD && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window

/** This device's subscription, if it has one. */
export async function devicePushSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration()
  return registration ? registration.pushManager.getSubscription() : null
}

const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0))

/** Asks the parent's permission, subscribes this device with the server's key and saves it on the server. */
export async function turnOnPush(): Promise<'on' | 'denied'> {
  if ((await Notification.requestPermission()) !== 'granted') return 'denied'
  await navigator.serviceWorker.register('/sw.js')
  const registration = await navigator.serviceWorker.ready
  const { webPushPublicKey } = await requestOrThrow(webPushPublicKeyQuery, {})
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: fromBase64Url(webPushPublicKey),
  })
  const { endpoint, keys } = subscription.toJSON()
  await requestOrThrow(subscribeWebPushMutation, {
    subscription: { endpoint: endpoint ?? '', p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
  })
  return 'on'
}

/** Stops pushes to this device, on the server and in the browser. */
export async function turnOffPush(): Promise<void> {
  const subscription = await devicePushSubscription()
  if (!subscription) return
  await request(unsubscribeWebPushMutation, { endpoint: subscription.endpoint })
  await subscription.unsubscribe()
}
