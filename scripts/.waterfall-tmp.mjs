import { chromium } from 'playwright'
import { findChromium } from '../e2e/support/find-chromium.mjs'
const browser = await chromium.launch({ executablePath: findChromium(), args: ['--headless', '--no-sandbox'] })
const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
const page = await context.newPage()
const cdp = await context.newCDPSession(page)
await cdp.send('Network.enable')
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200000, uploadThroughput: 93750 })
const t0 = Date.now()
const rows = []
page.on('request', (r) => { r._t = Date.now() - t0 })
page.on('requestfinished', async (r) => {
  const s = await r.sizes().catch(() => ({}))
  let body = ''
  if (r.url().includes('graphql')) body = (r.postData() ?? '').slice(0, 60)
  rows.push([r._t, Date.now() - t0, s.responseBodySize ?? 0, r.url().replace(/^https?:\/\/[^/]+/, '').slice(0, 60), body])
})
await page.goto(process.argv[2])
await page.getByTestId('parent-first-name').waitFor()
console.log('usable', Date.now() - t0)
await page.waitForLoadState('networkidle')
for (const r of rows.sort((a, b) => a[0] - b[0])) console.log(String(r[0]).padStart(5), String(r[1]).padStart(5), String(r[2]).padStart(7), r[3], r[4])
await browser.close()
