import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { chunkReport } from './vite-plugins/chunk-report.ts'
import { graphqlDocuments } from './vite-plugins/graphql-documents.ts'
import { muiWithoutCssVars } from './vite-plugins/mui-without-css-vars.ts'
import { precompress } from './vite-plugins/precompress.ts'
import { preloadShell } from './vite-plugins/preload-shell.ts'
import { reactRouterPure } from './vite-plugins/react-router-pure.ts'
import { serviceWorker } from './vite-plugins/service-worker.ts'
import { shellPreloads } from './vite-plugins/shell-preloads.ts'

const api = process.env.API_URL ?? 'http://127.0.0.1:3001'

const MUI_FORM_PARTS = [
  'Alert',
  'Box',
  'Button',
  'ButtonBase',
  'Checkbox',
  'CircularProgress',
  'Divider',
  'FormControl',
  'FormControlLabel',
  'FormHelperText',
  'FormLabel',
  'Grid',
  'IconButton',
  'InputAdornment',
  'InputBase',
  'InputLabel',
  'Link',
  'NativeSelect',
  'OutlinedInput',
  'Paper',
  'Stack',
  'SvgIcon',
  'TextareaAutosize',
  'Typography',
]
// The MUI components the public form renders; what they need (the styling engine, the theme) joins them.
const FORM_KIT = new RegExp(
  `[\\\\/]node_modules[\\\\/]@mui[\\\\/]material[\\\\/](${MUI_FORM_PARTS.join('|')})[\\\\/]`,
)
// The form fields the public form renders and react-hook-form: one chunk rather than fifteen small ones, which
// each cost a request and compress worse alone. Staff forms use the same fields. The lib helpers they use stay
// apart: the public centre search needs them without the fields (it would load 18 KB more).
const FORM_FIELDS =
  /[\\/]node_modules[\\/]react-hook-form[\\/]|[\\/]src[\\/]components[\\/](form[\\/](TextField|SelectField|CheckboxField|DateField|OutlinedField|field-props|calling-codes|hooks[\\/]use-form-draft)|date[\\/](DateInput|format-date-text)|PdpaConsent)\.tsx?$/
const DOMAIN_PLAIN =
  /[\\/]packages[\\/]domain[\\/]src[\\/](constants|errors|consent-notice|singapore-time|languages|validation[\\/](messages|enquiry-dates|enquiry-messages|nric|email-address|centre-limits))\.ts$|[\\/]node_modules[\\/]dayjs[\\/]dayjs\.min\.js$|^\0vite\/preload-helper/

const SHELL = /[\\/]src[\\/]app[\\/]mount\.tsx$/
// What a first visit can open from the shell: its texts and layouts, the public and sign-in pages, the dashboard.
const FIRST_VISIT =
  /[\\/]src[\\/](app|shell|i18n)[\\/]|[\\/]src[\\/]features[\\/](auth|enquiry|esign|kiosk|public|home)[\\/]|[\\/]node_modules[\\/]/

export default defineConfig({
  plugins: [
    react(),
    muiWithoutCssVars(),
    reactRouterPure(),
    graphqlDocuments(fileURLToPath(new URL('src/generated', import.meta.url))),
    preloadShell(SHELL),
    shellPreloads(SHELL, FIRST_VISIT),
    serviceWorker(),
    precompress(),
    chunkReport(),
  ],
  server: {
    host: '127.0.0.1',
    port: Number(process.env.PORT ?? 3000),
    // In development the API runs beside Vite; these are the paths it serves.
    proxy: Object.fromEntries(
      ['/graphql', '/oidc', '/sso/callback', '/dev', '/files', '/health'].map((p) => [p, api]),
    ),
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // zod in a chunk of its own, loaded with the first page that builds a rule (never by the shell); else
          // the bundler merges it with whatever plain module its importers share, and that chunk loads early.
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 2 },
            // The public form's inputs and their styling engine in one chunk rather than thirty: on HTTP/1.1's six
            // connections at a phone's round trip each small file costs a wait (decision 0032). Staff pages use
            // the same inputs, so they load the same chunk.
            { name: 'form-kit', test: FORM_KIT, priority: 1 },
            // The domain's plain helpers (no zod) the form and the shell's requests use, likewise.
            { name: 'domain-plain', test: DOMAIN_PLAIN, priority: 1 },
            // The translator stays apart: else the form-fields group, which uses it, would take it in, and the
            // shell would load the form's fields with it.
            {
              name: 'i18n',
              test: /[\\/]node_modules[\\/](i18next|react-i18next|use-sync-external-store)[\\/]/,
              priority: 2,
            },
            { name: 'form-fields', test: FORM_FIELDS, priority: 1 },
          ],
        },
      },
    },
  },
})
