/** How long the page waits for the success page to lay out before telling the embedding page its height. */
export const HEIGHT_MESSAGE_DELAY_MS = 150

/** The messages the embedding page (the school's site, with the form in an iframe) receives on success. */
export type EnquiryMessage =
  | { type: 'enquiryCentres'; value: string }
  | { type: 'enquiryHeight'; value: number }
  | { type: 'enquiryUser'; value: string }

interface Target {
  postMessage: (message: EnquiryMessage, targetOrigin: string) => void
}

/**
 * The origin the messages go to: the embedding page's, as its address is the referrer of the iframe. Without one,
 * only the centre codes and the height go out (to any origin); the signed-in name is never sent to an unknown page.
 */
export function embedderOrigin(referrer: string): string | null {
  try {
    return referrer ? new URL(referrer).origin : null
  } catch {
    return null
  }
}

/**
 * Spec 000 section 4: on success the page posts the chosen centres' codes joined by '-', its height after 150 ms,
 * and the signed-in user's name to the parent window. Nothing is posted when the page is not embedded.
 */
export function postEnquiryMessages(options: {
  parent: Target | null
  referrer: string
  centreCodes: readonly string[]
  userName: string
  height: () => number
}): void {
  const { parent } = options
  if (!parent) return
  const origin = embedderOrigin(options.referrer)
  parent.postMessage({ type: 'enquiryCentres', value: options.centreCodes.join('-') }, origin ?? '*')
  setTimeout(
    () => parent.postMessage({ type: 'enquiryHeight', value: options.height() }, origin ?? '*'),
    HEIGHT_MESSAGE_DELAY_MS,
  )
  if (origin) parent.postMessage({ type: 'enquiryUser', value: options.userName }, origin)
}

/** The window the form is embedded in, or null when it is the top page. */
export const embeddingWindow = (): Window | null => (window.parent !== window ? window.parent : null)
