import { createTheme, type Theme } from '@mui/material/styles'
import { SchoolConfigKey } from '@preschool/domain'
import { DEFAULT_COLOURS } from './default-colours'

declare module '@mui/material/styles' {
  interface Palette {
    header: { main: string; contrastText: string }
    footer: { main: string; contrastText: string }
  }
  interface PaletteOptions {
    header?: { main: string; contrastText?: string }
    footer?: { main: string; contrastText?: string }
  }
}

const isColour = (value: string | undefined): value is string => !!value && /^#[0-9a-f]{3,8}$/i.test(value)

/** A school's theme from its configuration values (key -> value); any missing or invalid colour falls back. */
export function buildTheme(config: Record<string, string> = {}): Theme {
  const pick = (key: string, fallback: string) => (isColour(config[key]) ? config[key] : fallback)
  const base = createTheme()
  return createTheme({
    palette: {
      primary: { main: pick(SchoolConfigKey.primaryColor, DEFAULT_COLOURS.primary) },
      secondary: { main: pick(SchoolConfigKey.secondaryColor, DEFAULT_COLOURS.secondary) },
      header: base.palette.augmentColor({
        color: { main: pick(SchoolConfigKey.headerColor, DEFAULT_COLOURS.header) },
      }),
      footer: base.palette.augmentColor({
        color: { main: pick(SchoolConfigKey.footerColor, DEFAULT_COLOURS.footer) },
      }),
      background: { default: '#fafbfa' },
    },
    typography: {
      fontFamily: 'Lato, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 700 },
      h1: { fontSize: '2rem', fontWeight: 700 },
      h2: { fontSize: '1.6rem', fontWeight: 700 },
      h3: { fontSize: '1.35rem', fontWeight: 700 },
      h4: { fontSize: '1.2rem', fontWeight: 700 },
    },
    shape: { borderRadius: 8 },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        // A label on two lines ('Assign / selected') reads as two buttons: from tablet width up a button keeps its
        // label on one line and its row gives way instead; on a phone a long label may still wrap rather than
        // push the page sideways.
        styleOverrides: {
          root: ({ theme }) => ({ [theme.breakpoints.up('sm')]: { whiteSpace: 'nowrap', flexShrink: 0 } }),
        },
      },
      MuiTextField: { defaultProps: { fullWidth: true, size: 'small' } },
      // Calm surfaces: hairline borders instead of shadows.
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderRadius: 12, borderColor: '#e3e8e6' } },
      },
      MuiListItemButton: { styleOverrides: { root: { borderRadius: 8 } } },
    },
  })
}
