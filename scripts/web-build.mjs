// Builds the web app when apps/web/dist is missing or older than any of its inputs. Used by `npm start` and the
// benchmark (which must not time a rebuild).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const builtIndex = path.join(root, 'apps/web/dist/index.html')
const webInputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite-plugins',
  'packages/domain/src',
].map((p) => path.join(root, p))

/** Newest modification time under a file or folder (0 when it does not exist). */
function newestMtime(target) {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)))
  return newest
}

function webBuildIsStale() {
  if (!existsSync(builtIndex)) return true
  const builtAt = statSync(builtIndex).mtimeMs
  return webInputs.some((input) => newestMtime(input) > builtAt)
}

/** Returns false when a needed build failed (its output has been shown). */
export function ensureWebBuilt() {
  // WEB_DIST points the server at a web app built elsewhere: nothing here to build.
  if (process.env.WEB_DIST || !webBuildIsStale()) return true
  console.log('Building the web app (its sources changed since the last build)...')
  const build = spawnSync('npm', ['run', 'build', '-w', '@preschool/web'], { cwd: root, stdio: 'inherit' })
  return build.status === 0
}
