import { chromium } from 'playwright'
import { findChromium } from '../e2e/support/find-chromium.mjs'
const browser = await chromium.launch({ executablePath: findChromium(), args: ['--headless', '--no-sandbox'] })
const page = await browser.newPage()
page.on('console', (m) => console.log('console', m.type(), m.text()))
page.on('pageerror', (e) => console.log('pageerror', e.message))
page.on('requestfailed', (r) => console.log('failed', r.url()))
page.on('response', (r) => { if (r.status() >= 400) console.log('status', r.status(), r.url()) })
await page.goto(process.argv[2])
await page.waitForTimeout(4000)
await browser.close()
