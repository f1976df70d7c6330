import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { annotateRouterChunk } from '../vite-plugins/react-router-pure'

// The react-router build the bundler gets (its package exports the development build), read from disk: an upgrade
// that renames or reshapes these statements must fail here rather than silently bring NavLink and Form back.
const dist = join(dirname(createRequire(import.meta.url).resolve('react-router')), '..', 'development')
const routerCode = readdirSync(dist)
  .filter((file) => /^chunk-[A-Z0-9]+\.mjs$/.test(file))
  .map((file) => readFileSync(join(dist, file), 'utf8'))
  .find((code) => code.includes('function createRouter('))

describe('annotateRouterChunk', () => {
  it('marks the module-level components and contexts of the installed react-router pure', () => {
    expect(routerCode).toBeDefined()
    const annotated = annotateRouterChunk(routerCode!)
    for (const name of ['Link', 'NavLink', 'Form', 'DataRouterContext', 'FrameworkContext']) {
      expect(annotated).toMatch(new RegExp(`^var ${name} = /\\* @__PURE__ \\*/ React\\d*\\.\\w+\\(`, 'm'))
    }
    expect(annotated).not.toMatch(/^\w+\.displayName = /m)
  })

  it('marks and drops only module-level statements of those shapes', () => {
    const untouched = [
      'RenderErrorBoundary.contextType = Ctx;',
      'var other = makeThing(1);',
      'function Inner() {',
      '  var ref = React.forwardRef(render);',
      '  inner.displayName = "Inner";',
      '}',
    ]
    const code = ['var Ctx = React.createContext(null);', 'Ctx.displayName = "Ctx";', ...untouched].join('\n')
    expect(annotateRouterChunk(code).split('\n')).toEqual([
      'var Ctx = /* @__PURE__ */ React.createContext(null);',
      '',
      ...untouched,
    ])
  })
})
