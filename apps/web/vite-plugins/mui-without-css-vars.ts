import type { Plugin } from 'vite'

const PREFIX = '\0mui-without-css-vars:'

/**
 * The CSS-variables halves of MUI's theme, which this app never uses (its theme is built by `createTheme` without
 * `cssVariables` or `colorSchemes`, and rendered by `ThemeProvider`). Both entry points import them statically and
 * pick at run time, so every page downloaded them: about 53 KB raw, 7 KB gzip of the public form's JavaScript
 * (decision 0032). Only those two imports are replaced, by a stub that says what happened if ever reached.
 */
const STUBS: Record<string, { source: string; code: string }> = {
  'ThemeProvider.mjs': {
    source: './ThemeProviderWithVars.mjs',
    code: `export function CssVarsProvider() { throw new Error(${JSON.stringify(message('CssVarsProvider'))}) }`,
  },
  'createTheme.mjs': {
    source: './createThemeWithVars.mjs',
    code: `export default function createThemeWithVars() { throw new Error(${JSON.stringify(message('createTheme({ cssVariables })'))}) }`,
  },
}

function message(what: string) {
  return `${what} is left out of this build (vite-plugins/mui-without-css-vars.ts): the app's theme uses no CSS variables`
}

const STYLES_DIR = /[\\/]@mui[\\/]material[\\/]styles[\\/]([^\\/]+)$/

export function muiWithoutCssVars(): Plugin {
  return {
    name: 'mui-without-css-vars',
    enforce: 'pre',
    resolveId(source, importer) {
      const file = importer && STYLES_DIR.exec(importer)?.[1]
      const stub = file ? STUBS[file] : undefined
      return stub && stub.source === source ? PREFIX + file : null
    },
    load(id) {
      return id.startsWith(PREFIX) ? STUBS[id.slice(PREFIX.length)]?.code : null
    },
  }
}
