// The API as the scale measurements run it (cpu-per-request.mjs, light.mjs): on a database already migrated,
// loopback only, logs at warn, no mail, no sign-in provider, background jobs off, trusting X-Forwarded-For (the
// load generator names a new visitor per anonymous request), and the CPU it has used, read from /proc.
import { readFileSync } from 'node:fs'
import { freePort, startNode, waitUntil } from './processes.mjs'

const ticksPerSecond = 100 // USER_HZ on Linux

/** User + system CPU of a process so far, in ms (0 once it has gone). */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond
  } catch {
    return 0
  }
}

/**
 * Starts the API on `databaseUrl` (BENCH_PORT or the next free port from 3300) and waits for /health; `nodeFlags`
 * go before the entry point (`--cpu-prof`, say), `env` over the defaults.
 */
export async function startApiOn(databaseUrl, { track, env = {}, nodeFlags = [] }) {
  const port = await freePort(Number(process.env.BENCH_PORT ?? 3300))
  const baseUrl = `http://127.0.0.1:${port}`
  const server = startNode(
    [...nodeFlags, '--import', 'tsx', 'apps/api/src/main.ts'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      OIDC_ISSUER: '',
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: '1',
      JOBS_WORK: '0',
      ...env,
    },
    track,
  )
  await waitUntil('the API answering /health', async () => (await fetch(`${baseUrl}/health`)).ok, {
    process: server,
  })
  return { server, baseUrl }
}
