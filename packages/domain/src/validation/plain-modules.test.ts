import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * The modules the public pages use before they load any rule (the web's `domain-plain` chunk, decision 0032): one
 * of them importing zod or the phone metadata, even through another module, puts about 53 KB gzip back on the
 * enquiry page's first load.
 */
const PLAIN = [
  'constants',
  'errors',
  'consent-notice',
  'singapore-time',
  'languages',
  'validation/messages',
  'validation/enquiry-dates',
  'validation/enquiry-messages',
  'validation/nric',
  'validation/email-address',
  'validation/centre-limits',
]

/** Every package a module imports, following its relative imports. */
function packagesOf(module: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>()
  if (seen.has(module)) return packages
  seen.add(module)
  const text = readFileSync(path.join(src, `${module}.ts`), 'utf8')
  for (const [, specifier] of text.matchAll(/^(?:import|export)[^'"]*from '([^']+)'/gm)) {
    if (specifier.startsWith('.')) {
      const inner = path.relative(src, path.resolve(path.dirname(path.join(src, module)), specifier))
      for (const name of packagesOf(inner, seen)) packages.add(name)
    } else packages.add(specifier)
  }
  return packages
}

describe('the domain’s plain modules', () => {
  it.each(PLAIN)('%s imports neither zod nor the phone metadata', (module) => {
    const packages = [...packagesOf(module)]
    expect(packages.filter((name) => name === 'zod' || name.startsWith('libphonenumber-js'))).toEqual([])
  })

  it('the walk sees zod and the phone metadata where they are', () => {
    expect([...packagesOf('validation/enquiry')]).toEqual(
      expect.arrayContaining(['zod', 'libphonenumber-js/min']),
    )
  })
})
