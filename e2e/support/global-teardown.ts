import { rmSync } from 'node:fs'

/** Removes this run's throwaway data folder (chosen in playwright.config.ts). */
export default function globalTeardown(): void {
  const dataDir = process.env.E2E_DATA_DIR
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
}
