#!/usr/bin/env node
// `npm run dev`: the API under `tsx watch` on 3001 and Vite on 3000 (Vite proxies the API's paths, see
// apps/web/vite.config.ts). Open http://127.0.0.1:3000. Stopping either stops both.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules/.bin', name)
const webPort = '3000'
const apiPort = '3001'

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'apps/api/src/main.ts'], {
    cwd: root,
    // Emailed links and the SSO redirect must point at the address the browser uses: Vite's.
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: `http://127.0.0.1:${webPort}` },
    stdio: ['ignore', 'inherit', 'inherit'],
    // Own process groups: stopping a group also stops what tsx watch and Vite spawn themselves.
    detached: true,
  }),
  spawn(bin('vite'), ['--strictPort'], {
    cwd: path.join(root, 'apps/web'),
    env: { ...process.env, PORT: webPort, API_URL: `http://127.0.0.1:${apiPort}` },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  }),
]

let stopping = false
function stopAll(exitCode) {
  if (stopping) return
  stopping = true
  process.exitCode = exitCode
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
  // Give both a moment to shut down cleanly; whatever is left then is killed on exit below.
  setTimeout(() => process.exit(), 3000).unref()
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 1))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0))
process.on('exit', () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // Already gone.
      }
    }
  }
})
