// Runs before `playwright test`: the browser tests drive the system's Chromium, never a downloaded one.
import { findChromium } from './support/find-chromium.mjs'

if (!findChromium()) {
  console.error('Chromium not found: install it with `apt-get install -y chromium` or set CHROMIUM_PATH')
  process.exit(1)
}
