// A throwaway PostgreSQL 15 cluster on loopback, as in .ci/run: initdb in a temporary folder, pg_ctl start,
// stopped by pid and removed afterwards. As root, the server programs run as the `postgres` user.
import { execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { freePort, isAlive, stopPid } from './processes.mjs'

const pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'
const isRoot = process.getuid?.() === 0

function run(dir, program, args) {
  const [command, commandArgs] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(pgBin, program), ...args]]
    : [path.join(pgBin, program), args]
  // From the cluster's folder: the postgres user may not be allowed into the caller's working directory.
  execFileSync(command, commandArgs, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] })
}

/** Starts a cluster with one database; `stop()` ends it by pid and deletes its folder. */
export async function startPostgres(track, { preferredPort = 54329, database = 'preschool_bench' } = {}) {
  if (!existsSync(path.join(pgBin, 'initdb')))
    throw new Error(`PostgreSQL 15 not found in ${pgBin}: apt-get install -y postgresql, or set PG_BIN`)
  // Under /tmp rather than TMPDIR: the postgres user must be able to reach it.
  const dir = mkdtempSync('/tmp/preschool-bench-pg-')
  let pid
  let stopping
  const handle = {
    stop: () => {
      stopping ??= (async () => {
        // SIGINT is PostgreSQL's fast shutdown: it ends open sessions instead of waiting for them.
        if (pid && isAlive(pid)) await stopPid(pid, { signal: 'SIGINT', graceMs: 15_000 })
        rmSync(dir, { recursive: true, force: true })
      })()
      return stopping
    },
  }
  track(handle)
  if (isRoot) {
    const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres']).toString()))
    chownSync(dir, uid, gid)
  }
  const port = await freePort(preferredPort)
  const data = path.join(dir, 'data')
  run(dir, 'initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync'])
  // random_page_cost 1.1: the planner cost of a random read on SSD storage (the default 4 models spinning disks
  // and prefers a sequential scan of a 50,000-row table to 500 index probes); see decision 0015.
  // shared_buffers 2GB and max_wal_size 4GB: a database server's usual settings rather than the defaults (128MB, 1GB),
  // with which the invoice run's million row writes checkpointed every few seconds (decision 0082).
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c max_connections=100 -c random_page_cost=1.1 -c shared_buffers=2GB -c max_wal_size=4GB`
  try {
    run(dir, 'pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      options,
      'start',
    ])
  } catch (error) {
    throw new Error(`PostgreSQL did not start:\n${readFileSync(path.join(dir, 'server.log'), 'utf8')}`, {
      cause: error,
    })
  }
  pid = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0])
  run(dir, 'createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database])
  return {
    ...handle,
    pid,
    port,
    logFile: path.join(dir, 'server.log'),
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
  }
}
