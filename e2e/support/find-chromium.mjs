// Plain JavaScript so check-chromium.mjs can use it before anything is compiled; playwright.config.ts uses it too.
import { accessSync, constants } from 'node:fs'
import path from 'node:path'

const isExecutable = (file) => {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** CHROMIUM_PATH when set, else the first `chromium` on the PATH (Debian's package); undefined when neither. */
export function findChromium() {
  if (process.env.CHROMIUM_PATH)
    return isExecutable(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && isExecutable(path.join(dir, 'chromium'))) return path.join(dir, 'chromium')
  }
  return undefined
}
