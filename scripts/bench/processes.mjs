// Child processes and ports for the benchmark: everything started is stopped by pid, whatever happens.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** `preferred` when nothing listens on it on loopback, else the next free one. */
export async function freePort(preferred) {
  for (let port = preferred; port < preferred + 100; port++) {
    const free = await new Promise((resolve) => {
      const probe = net.createServer()
      probe.once('error', () => resolve(false))
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
    })
    if (free) return port
  }
  throw new Error(`No free port from ${preferred}`)
}

export const isAlive = (pid) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Direct children of a process (Linux), so a wrapper's detached child can be found and stopped too. */
function childPids(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number)
  } catch {
    return []
  }
}

/** A graceful stop (SIGTERM), then SIGKILL for the process and its children when it outlives `graceMs`. */
export async function stopPid(pid, { signal = 'SIGTERM', graceMs = 10_000 } = {}) {
  const children = childPids(pid)
  if (isAlive(pid)) process.kill(pid, signal)
  for (const deadline = Date.now() + graceMs; Date.now() < deadline; await sleep(50)) {
    if (!isAlive(pid) && children.every((child) => !isAlive(child))) return
  }
  for (const p of [pid, ...children]) if (isAlive(p)) process.kill(p, 'SIGKILL')
}

/**
 * Starts a Node process from the repo root with its output captured (shown only if it fails), and returns it
 * with `stop()`. `track` records it so the benchmark can stop it on any exit.
 */
export function startNode(args, env, track) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  let stopping
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const handle = {
    pid: child.pid,
    output: () => output,
    exited,
    // Idempotent, and a no-op once the process has exited (its pid may belong to another process by then).
    stop: () => {
      stopping ??=
        child.exitCode === null && child.signalCode === null ? stopPid(child.pid) : Promise.resolve()
      return stopping
    },
  }
  track(handle)
  return handle
}

/** Polls until `probe()` resolves true; fails with `what` after `timeoutMs` or when `process` exits first. */
export async function waitUntil(what, probe, { timeoutMs = 120_000, process: watched } = {}) {
  let exited = false
  watched?.exited.then(() => {
    exited = true
  })
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(25)) {
    if (exited) throw new Error(`${what}: the process exited first\n${watched.output()}`)
    if (await probe().catch(() => false)) return
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s${watched ? `\n${watched.output()}` : ''}`)
}
