import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { chunkReport } from './vite-plugins/chunk-report.ts'
import { graphqlDocuments } from './vite-plugins/graphql-documents.ts'
import { precompress } from './vite-plugins/precompress.ts'

const api = process.env.API_URL ?? 'http://127.0.0.1:3001'

export default defineConfig({
  plugins: [
    react(),
    graphqlDocuments(fileURLToPath(new URL('src/generated', import.meta.url))),
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
          groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ }],
        },
      },
    },
  },
})
