import type { OutputBundle } from 'rolldown'
import type { UserConfig } from 'vite'
import { describe, expect, it } from 'vitest'
import { shellPreloads } from '../vite-plugins/shell-preloads'

type Resolve = (
  fileName: string,
  deps: string[],
  context: { hostId: string; hostType: 'html' | 'js' },
) => string[]

const chunk = (fileName: string, facadeModuleId: string | null) => ({
  type: 'chunk',
  fileName,
  facadeModuleId,
})

const bundle = {
  'assets/mount.js': chunk('assets/mount.js', '/app/src/app/mount.tsx'),
  'assets/Enquiry.js': chunk('assets/Enquiry.js', '/app/src/features/enquiry/EnquiryFormPage.tsx'),
  'assets/Classes.js': chunk('assets/Classes.js', '/app/src/features/classes/ClassListPage.tsx'),
  'assets/shared.js': chunk('assets/shared.js', null),
  'assets/style.css': { type: 'asset', fileName: 'assets/style.css' },
} as unknown as OutputBundle

function setUp(written: boolean) {
  const plugin = shellPreloads(/[\\/]src[\\/]app[\\/]mount\.tsx$/, /[\\/]src[\\/]features[\\/]enquiry[\\/]/)
  const config = (plugin.config as () => UserConfig)()
  const modulePreload = config.build?.modulePreload
  if (!modulePreload || typeof modulePreload !== 'object') throw new Error('no modulePreload option')
  if (written) (plugin.generateBundle as (options: unknown, output: OutputBundle) => void)({}, bundle)
  return { resolve: modulePreload.resolveDependencies as Resolve }
}

const deps = ['assets/shared.js', 'assets/form-kit.js']

describe('shellPreloads', () => {
  it('keeps the preload list of a page a first visit can open from the shell', () => {
    const { resolve } = setUp(true)
    expect(resolve('assets/Enquiry.js', deps, { hostId: 'assets/mount.js', hostType: 'js' })).toEqual(deps)
  })

  it('drops the list of a signed-in page the shell imports, and of a chunk it cannot name', () => {
    const { resolve } = setUp(true)
    expect(resolve('assets/Classes.js', deps, { hostId: 'assets/mount.js', hostType: 'js' })).toEqual([])
    expect(resolve('assets/shared.js', deps, { hostId: 'assets/mount.js', hostType: 'js' })).toEqual([])
  })

  it('leaves the lists other chunks and the HTML write unchanged', () => {
    const { resolve } = setUp(true)
    expect(resolve('assets/Classes.js', deps, { hostId: 'assets/Enquiry.js', hostType: 'js' })).toEqual(deps)
    expect(resolve('assets/Classes.js', deps, { hostId: 'assets/shared.js', hostType: 'js' })).toEqual(deps)
    expect(resolve('assets/Classes.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(deps)
  })

  it('refuses to answer before the bundle is written, rather than keep or drop lists blindly', () => {
    const { resolve } = setUp(false)
    expect(() => resolve('assets/Classes.js', deps, { hostId: 'assets/mount.js', hostType: 'js' })).toThrow(
      /before the bundle/,
    )
  })
})
