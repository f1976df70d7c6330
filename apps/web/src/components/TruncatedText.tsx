import Box from '@mui/material/Box'
import { truncate } from '../lib/truncate'
import { visuallyHidden } from '../lib/visually-hidden'

/**
 * A name cut to `max` characters (the spec's limits) for the eye, read whole by screen readers: the cut text is
 * hidden from them and the whole text is there, visually hidden. Put a `title` with the whole text on the element
 * around it for the tooltip on hover. `shown` replaces the plain cut (names cut apart by `truncateDistinct`).
 */
export function TruncatedText({
  text,
  max,
  shown = truncate(text, max),
}: {
  text: string
  max: number
  shown?: string
}) {
  if (shown === text) return <>{text}</>
  return (
    <>
      <span aria-hidden="true" data-truncated="">
        {shown}
      </span>
      <Box component="span" sx={visuallyHidden}>
        {text}
      </Box>
    </>
  )
}
