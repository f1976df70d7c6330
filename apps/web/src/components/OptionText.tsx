import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

interface Props {
  title: ReactNode
  /** What tells the option apart (an address, an email); no second line without it. */
  detail?: ReactNode
  /** Lets a long unbroken detail (an email address) wrap anywhere. */
  breakDetail?: boolean
}

/** A search field's option as two lines: its name in bold, and under it what tells it apart. */
export function OptionText({ title, detail, breakDetail }: Props) {
  return (
    <div>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {detail && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={breakDetail ? { wordBreak: 'break-all' } : undefined}
        >
          {detail}
        </Typography>
      )}
    </div>
  )
}
