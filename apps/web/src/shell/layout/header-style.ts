import type { Theme } from '@mui/material/styles'

/**
 * The header bar: white, so every school's logo (drawn for light backgrounds) reads well, with the school's
 * header colour as a band along the top. Drawn with shadows so the bar keeps the toolbar's height exactly.
 */
export const headerBarSx = (theme: Theme) => ({
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  boxShadow: `inset 0 4px 0 ${theme.palette.header.main}, 0 1px 0 ${theme.palette.divider}`,
})
