/** The text cut to `max` characters, the last one an ellipsis, so a long name keeps one line. */
export const truncate = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text

/**
 * The longest start all the texts share, cut back so it ends between words and leaves its last word with each
 * text for context ("Little Steps " of "Little Steps @ Tampines", keeping "@ Tampines").
 */
function sharedStart(texts: readonly string[]): string {
  let shared = texts[0] ?? ''
  for (const text of texts.slice(1)) {
    let i = 0
    while (i < shared.length && i < text.length && shared[i] === text[i]) i++
    shared = shared.slice(0, i)
  }
  const lastSpace = shared.lastIndexOf(' ')
  return shared.slice(0, shared.lastIndexOf(' ', lastSpace - 1) + 1)
}

/**
 * Names cut to `max` characters that stay told apart: when several share a start ("Little Steps @ Tampines" and
 * "Little Steps @ Toa Payoh"), that start gives way to an ellipsis ("…@ Tampines", "…@ Toa Payoh") rather than
 * their ends, which cutting the end alone would make alike ("Little Steps @ T…").
 */
export function truncateDistinct(texts: readonly string[], max: number): string[] {
  const shared = texts.length > 1 ? sharedStart(texts) : ''
  return texts.map((text) =>
    text.length <= max || !shared || shared.length >= text.length
      ? truncate(text, max)
      : truncate(`…${text.slice(shared.length)}`, max),
  )
}
