import type { OutputBundle } from 'rolldown'
import type { Plugin } from 'vite'

/**
 * Which of the shell's lazy imports keep their preload list. Vite writes, for every dynamic import, the list of
 * chunks that page imports in turn, so that the browser fetches them together instead of one level at a time. The
 * shell imports every page of the app lazily (the route registry), so every visitor's first download carried the
 * lists of some seventy staff and parent pages: about 7 KB gzip of file names on the public enquiry form, which
 * none of them needs (decision 0084).
 *
 * The shell keeps the lists of what a first visit can open (`keep`: the texts, the layouts, the public and
 * sign-in pages); a signed-in page opened from the shell fetches its imports one level at a time on its first
 * visit. The service worker keeps every chunk once installed (vite-plugins/service-worker.ts), so later visits
 * wait on no network either way. Lists written by other chunks (a page's own lazy parts) are unchanged.
 */
export function shellPreloads(shell: RegExp, keep: RegExp): Plugin {
  let bundle: OutputBundle | undefined
  const facade = (fileName: string) => {
    const item = bundle?.[fileName]
    return item?.type === 'chunk' ? item.facadeModuleId : undefined
  }
  return {
    name: 'shell-preloads',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies(fileName, deps, { hostId, hostType }) {
            if (!bundle) throw new Error('shell-preloads: asked for preloads before the bundle was written')
            const host = hostType === 'js' ? facade(hostId) : undefined
            if (!host || !shell.test(host)) return deps
            const target = facade(fileName)
            return target && keep.test(target) ? deps : []
          },
        },
      },
    }),
    // Runs before Vite's import analysis (a post plugin), which asks resolveDependencies while writing the lists.
    generateBundle(_options, output) {
      bundle = output
    },
  }
}
