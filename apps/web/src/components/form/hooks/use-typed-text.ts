import { useState } from 'react'

/**
 * The text of a field whose form value is not text (a number, cents): what the user typed stays as typed ('12.',
 * '0.5') while the form holds the parsed value; a value set from outside (a reset, a draft) replaces the text.
 */
export function useTypedText<V>(value: V, format: (value: V) => string, parse: (text: string) => V) {
  const [text, setText] = useState(() => format(value))
  const [seen, setSeen] = useState(value)
  if (!Object.is(seen, value)) {
    // The value moved: keep the text when it already means this value (the user's own typing), else show it.
    setSeen(value)
    if (!Object.is(parse(text), value)) setText(format(value))
  }
  return [text, setText] as const
}
