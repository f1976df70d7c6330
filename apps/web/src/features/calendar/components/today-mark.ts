import type { Theme } from '@mui/material/styles'

/** Today's day number: a filled circle in the primary colour, in the month grid and in the legend alike. */
export const todayMarkSx = (theme: Theme) =>
  ({
    display: 'inline-grid',
    placeItems: 'center',
    minWidth: 26,
    height: 26,
    px: 0.5,
    borderRadius: 13,
    bgcolor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    fontWeight: 700,
    fontSize: 13,
  }) as const
