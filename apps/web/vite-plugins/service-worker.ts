import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { OFFLINE_CONTRACT } from '../src/lib/offline-contract.ts'
import { DEFAULT_COLOURS } from '../src/shell/theme/default-colours.ts'

/** The public files the shell shows offline (the offline page itself, the icons, the app's own favicon). */
const PUBLIC_SHELL = ['/index.html', '/offline.html', '/favicon.svg', '/manifest.webmanifest']
/** Built files the app shell needs offline: scripts, styles and the fonts browsers use today. */
const SHELL_ASSET = /^assets\/.+\.(js|css|woff2)$/
/**
 * Staff-only tools too large to download onto every parent's phone ahead of use (the spreadsheet exporter, the
 * staff calendar); they are still kept once used.
 */
const NOT_AHEAD = /^assets\/(exceljs|FullCalendarView)/

/** The web app manifest: the app's name, colours and icons (any purpose, and maskable for Android's shapes). */
export function webAppManifest() {
  return {
    name: 'Preschool',
    short_name: 'Preschool',
    description: "Enquire, visit, enrol and stay in touch with your child's preschool.",
    id: '/',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: DEFAULT_COLOURS.primary,
    background_color: '#fafbfa',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
}

/** What the worker keeps ahead of use, from the build's output file names. */
export function precacheList(fileNames: readonly string[]): string[] {
  const assets = fileNames.filter((name) => SHELL_ASSET.test(name) && !NOT_AHEAD.test(name)).sort()
  return [...PUBLIC_SHELL, ...assets.map((name) => `/${name}`)]
}

/** The worker's source with its configuration: the version changes whenever any kept file does. */
export function serviceWorkerSource(template: string, precache: string[]): string {
  const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12)
  const config = JSON.stringify({ version, precache, ...OFFLINE_CONTRACT })
  return template.replace('/* global __SW_CONFIG__ */\n', '').replace('= __SW_CONFIG__', () => `= ${config}`)
}

/**
 * Writes `sw.js` (the service worker, apps/web/service-worker/sw.js with the build's file list) and
 * `manifest.webmanifest` into the build. Neither is imported by the app's code: the first page's JavaScript does
 * not change (the signed-in layout registers the worker).
 */
export function serviceWorker(): Plugin {
  const template = new URL('../service-worker/sw.js', import.meta.url)
  return {
    name: 'preschool-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const precache = precacheList(Object.keys(bundle))
      const source = serviceWorkerSource(readFileSync(template, 'utf8'), precache)
      this.emitFile({ type: 'asset', fileName: 'sw.js', source })
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: `${JSON.stringify(webAppManifest(), null, 2)}\n`,
      })
    },
  }
}
