#!/usr/bin/env node
// `npm start`: builds the web app when its sources changed since the last build, then runs the API, which
// also serves the built web app. Plain JavaScript so it runs before anything is compiled.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureWebBuilt } from './web-build.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

if (!ensureWebBuilt()) {
  console.error('The web build failed; not starting the server.')
  process.exit(1)
}

// Detached into its own process group so a terminal's Ctrl+C reaches the API once (forwarded below), not twice:
// a second SIGINT would cut its graceful shutdown short.
const api = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
})
const running = () => api.exitCode === null && api.signalCode === null

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (running()) api.kill(signal)
  })
}
// If this script fails unexpectedly, do not leave the API running without its parent.
process.on('exit', () => {
  if (running()) api.kill('SIGTERM')
})

api.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0))
})
