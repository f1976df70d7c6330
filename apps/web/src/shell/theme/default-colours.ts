/**
 * Colours used when a school has none configured, or its configuration fails to load. A file of its own (no MUI)
 * so the build reads the app's theme colour for the web app manifest from it.
 */
export const DEFAULT_COLOURS = {
  primary: '#2e7d6b',
  secondary: '#f2a93b',
  header: '#ffffff',
  footer: '#f4f6f5',
} as const
