// Measures what the enquiry form costs a visitor: the JavaScript the page loads in headless Chromium (gzip sizes,
// before the map and with it) and how long it takes until the form is usable.
//
//   npm run build && node scripts/measure-enquiry.mjs [base URL, default http://127.0.0.1:3100] [fkSchool, default 1]
//
// The server must be running with the built web app (npm start, or the e2e server). Sizes are measured by gzipping
// each response body here (level 9, as a static server would), so the figure does not depend on the server's own
// compression. The map chunk (Leaflet) loads only once a date of birth and an enrolment month are chosen.
// The usable time is measured twice: on loopback, and as Lighthouse's mobile profile (150 ms round trip, 1.6 Mbit/s
// down, 750 kbit/s up, and the CPU slowed 4x, through Chromium's own throttling), first visit each time.
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright'
import { findChromium } from '../e2e/support/find-chromium.mjs'

const base = process.argv[2] ?? 'http://127.0.0.1:3100'
const fkSchool = process.argv[3] ?? '1'
const BUDGET_KB = 200
const USABLE_BUDGET_MS = 2500
const PHONE = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6e6 / 8) | 0,
  uploadThroughput: (750e3 / 8) | 0,
}
/** Lighthouse's mobile CPU slowdown (a mid-range phone against a desktop core). */
const PHONE_CPU_SLOWDOWN = 4

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
})

async function measure(network) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  if (network) {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', network)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN })
  }
  const scripts = new Map()
  page.on('response', async (response) => {
    const url = response.url()
    if (!url.endsWith('.js') || response.status() !== 200) return
    try {
      const body = await response.body()
      scripts.set(url, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length })
    } catch {
      // A response without a body (redirect, aborted) is not code the page runs.
    }
  })
  const started = Date.now()
  await page.goto(`${base}/enquiry?fkSchool=${fkSchool}`)
  await page.getByTestId('parent-first-name').waitFor()
  const usableMs = Date.now() - started
  await page.waitForLoadState('networkidle')
  const timing = await page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation')
    return { domContentLoaded: Math.round(nav.domContentLoadedEventEnd), load: Math.round(nav.loadEventEnd) }
  })
  const beforeMap = new Map(scripts)

  // Choosing a date of birth and a month shows the map (without radius search) and loads Leaflet.
  await page.getByTestId('child-date-of-birth').fill('2023-05-10')
  const month = await page.getByTestId('child-enrolment-plan').locator('option').nth(2).getAttribute('value')
  await page.getByTestId('child-enrolment-plan').selectOption(month)
  await page.getByTestId('map').or(page.getByTestId('radius-search-input')).waitFor({ timeout: 15_000 })
  await page.waitForLoadState('networkidle')
  await context.close()
  return { usableMs, timing, beforeMap, all: scripts }
}

const sum = (map) =>
  [...map.values()].reduce((total, s) => ({ raw: total.raw + s.raw, gzip: total.gzip + s.gzip }), {
    raw: 0,
    gzip: 0,
  })
const kb = (bytes) => (bytes / 1024).toFixed(1)

/** The JS every page loads (the shell): what the not-found page, the lightest screen, needs. */
async function shellScripts() {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  const urls = new Set()
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) urls.add(new URL(response.url()).pathname)
  })
  await page.goto(`${base}/notfound?fkSchool=${fkSchool}`)
  await page.waitForLoadState('networkidle')
  await context.close()
  return urls
}

const runs = []
for (let i = 0; i < 3; i++) runs.push(await measure())
const phoneRuns = []
for (let i = 0; i < 3; i++) phoneRuns.push(await measure(PHONE))
const shell = await shellScripts()
await browser.close()

const first = runs[0]
const before = sum(first.beforeMap)
const all = sum(first.all)
console.log(`Enquiry form ${base}/enquiry?fkSchool=${fkSchool} (390x844, headless Chromium)`)
console.log(
  `JS before the map: ${first.beforeMap.size} files, ${kb(before.raw)} KB raw, ${kb(before.gzip)} KB gzip (budget ${BUDGET_KB} KB)`,
)
for (const [url, s] of [...first.beforeMap].sort((a, b) => b[1].gzip - a[1].gzip)) {
  console.log(`  ${kb(s.gzip).padStart(7)} KB  ${new URL(url).pathname}`)
}
const own = sum(new Map([...first.beforeMap].filter(([url]) => !shell.has(new URL(url).pathname))))
console.log(
  `  of which the shell (what /notfound loads too): ${kb(before.gzip - own.gzip)} KB gzip; the form's own: ${kb(own.gzip)} KB gzip`,
)
console.log(`JS with the map: ${first.all.size} files, ${kb(all.raw)} KB raw, ${kb(all.gzip)} KB gzip`)
for (const [url, s] of first.all) {
  if (!first.beforeMap.has(url)) console.log(`  +${kb(s.gzip).padStart(6)} KB  ${new URL(url).pathname}`)
}
for (const [i, run] of runs.entries()) {
  console.log(
    `run ${i + 1}: form usable after ${run.usableMs} ms; DOMContentLoaded ${run.timing.domContentLoaded} ms; load ${run.timing.load} ms`,
  )
}
for (const [i, run] of phoneRuns.entries()) {
  console.log(
    `phone run ${i + 1} (150 ms RTT, 1.6 Mbit/s, CPU /${PHONE_CPU_SLOWDOWN}): form usable after ${run.usableMs} ms; DOMContentLoaded ${run.timing.domContentLoaded} ms; load ${run.timing.load} ms`,
  )
}
const slowest = Math.max(...phoneRuns.map((run) => run.usableMs))
if (slowest > USABLE_BUDGET_MS) {
  console.error(
    `Over budget: usable after ${slowest} ms on the phone network (budget ${USABLE_BUDGET_MS} ms)`,
  )
  process.exitCode = 1
}
if (before.gzip / 1024 > BUDGET_KB) {
  console.error(`Over budget: ${kb(before.gzip)} KB gzip before the map`)
  process.exitCode = 1
}
