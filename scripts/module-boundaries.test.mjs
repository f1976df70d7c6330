// The layer check on small trees written for each test: `npm run lint` runs it (node --test).
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, it } from 'node:test'
import { checkBoundaries } from './module-boundaries.mjs'

let roots = []
afterEach(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true })
  roots = []
})

/** A repository holding the given files (path → text), every other file of a clean tree included. */
function tree(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'))
  roots.push(root)
  const clean = {
    'apps/api/src/main.ts': `import { start } from './app/server'\nstart()`,
    'apps/api/src/app/server.ts': `import { modules } from './modules'\nexport const start = () => modules`,
    'apps/api/src/app/modules.ts': `import { levels } from '../modules/levels'\nexport const modules = [levels]`,
    'apps/api/src/modules/levels/index.ts': `import { guard } from '../../platform/guard'\nexport const levels = guard`,
    'apps/api/src/platform/guard.ts': `import type { Context } from './context'\nexport const guard = (c: Context) => c`,
    'apps/api/src/platform/context.ts': `export interface Context { id: string }`,
    'apps/web/src/main.tsx': `import './app/mount'`,
    'apps/web/src/app/mount.tsx': `import { routes } from '../features/levels/routes'\nexport default routes`,
    'apps/web/src/features/levels/routes.ts': `import { Page } from '../../shell/Page'\nexport const routes = [Page]`,
    'apps/web/src/shell/Page.tsx': `import { Progress } from '../components/Progress'\nexport const Page = Progress`,
    'apps/web/src/components/Progress.tsx': `export const Progress = 1`,
  }
  for (const [file, text] of Object.entries({ ...clean, ...files })) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  return checkBoundaries(root).problems
}

describe('the layer check', () => {
  it('passes a tree whose imports all point down', () => {
    assert.deepEqual(tree({}), [])
  })

  it('fails the platform importing the composition, as platform.ts importing the job list did', () => {
    const problems = tree({
      'apps/api/src/app/jobs.ts': `import { levels } from '../modules/levels'\nexport const jobs = [levels]`,
      'apps/api/src/platform/platform.ts': `import { jobs } from '../app/jobs'`,
    })
    assert.deepEqual(problems, [
      'upward import (platform -> app): apps/api/src/platform/platform.ts -> ../app/jobs',
    ])
  })

  it('counts graphql/ and http/ as the composition', () => {
    const problems = tree({
      'apps/api/src/http/routes.ts': `export interface HttpDeps { db: string }`,
      'apps/api/src/platform/storage/routes.ts': `import type { HttpDeps } from '../../http/routes'`,
    })
    assert.deepEqual(problems, [
      'upward import (platform -> app): apps/api/src/platform/storage/routes.ts -> ../../http/routes',
    ])
  })

  it('fails a module importing the composition, and a type import too', () => {
    const problems = tree({
      'apps/api/src/modules/levels/schema.ts': `import type { modules } from '../../app/modules'`,
    })
    assert.deepEqual(problems, [
      'upward import (modules -> app): apps/api/src/modules/levels/schema.ts -> ../../app/modules',
    ])
  })

  it('fails the kit or the shell importing a feature, and the kit importing the shell', () => {
    const problems = tree({
      'apps/web/src/components/list/List.tsx': `import { Page } from '../../shell/Page'`,
      'apps/web/src/shell/registry.ts': `import { routes } from '../features/levels/routes'`,
    })
    assert.deepEqual(problems.sort(), [
      'upward import (kit -> shell): apps/web/src/components/list/List.tsx -> ../../shell/Page',
      'upward import (shell -> features): apps/web/src/shell/registry.ts -> ../features/levels/routes',
    ])
  })

  it('fails a cycle between platform files, but not one inside a module or through a type import', () => {
    const problems = tree({
      'apps/api/src/platform/a.ts': `import { b } from './b'\nexport const a = 1`,
      'apps/api/src/platform/b.ts': `import { a } from './a'\nexport const b = a`,
      'apps/api/src/platform/c.ts': `import type { D } from './d'\nexport type C = D`,
      'apps/api/src/platform/d.ts': `import { c } from './c'\nexport type D = typeof c`,
      'apps/api/src/modules/levels/x.ts': `import { y } from './y'\nexport const x = y`,
      'apps/api/src/modules/levels/y.ts': `import { x } from './x'\nexport const y = x`,
    })
    assert.deepEqual(problems, [
      'import cycle of 2 files: apps/api/src/platform/a.ts, apps/api/src/platform/b.ts',
      '  apps/api/src/platform/a.ts -> ./b',
      '  apps/api/src/platform/b.ts -> ./a',
    ])
  })

  it('fails a module cycle and a reach past index.ts', () => {
    const problems = tree({
      'apps/api/src/modules/centres/index.ts': `import { levels } from '../levels/index'\nexport const c = levels`,
      'apps/api/src/modules/levels/queries.ts': `import { c } from '../centres'\nexport const q = c`,
      'apps/api/src/modules/centres/service.ts': `import { q } from '../levels/queries'\nexport const s = q`,
    })
    assert.ok(
      problems.includes(
        'not through levels/index.ts: apps/api/src/modules/centres/service.ts -> ../levels/queries',
      ),
    )
    assert.ok(
      problems.some((p) =>
        /^cycle in apps\/api\/src\/modules: (centres <-> levels|levels <-> centres)$/.test(p),
      ),
    )
  })

  it('fails a source file in no layer', () => {
    const problems = tree({ 'apps/api/src/helpers/x.ts': `export const x = 1` })
    assert.deepEqual(problems, [
      'in no layer: apps/api/src/helpers/x.ts (name its folder in scripts/module-boundaries.mjs)',
    ])
  })

  it('leaves tests and generated files out', () => {
    const problems = tree({
      'apps/api/src/platform/guard.test.ts': `import { modules } from '../app/modules'`,
      'apps/api/src/generated/graphql.ts': `import type { X } from '../modules/levels/x'`,
      'apps/web/src/test/render.tsx': `import mount from '../app/mount'`,
    })
    assert.deepEqual(problems, [])
  })
})

describe('this repository', () => {
  it('has no upward import, no cycle leaving a module and no module cycle', () => {
    assert.deepEqual(checkBoundaries(path.resolve(import.meta.dirname, '..')).problems, [])
  })
})
