/** The text cut to `max` characters, the last one an ellipsis, so a long name keeps one line. */
export const truncate = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text
