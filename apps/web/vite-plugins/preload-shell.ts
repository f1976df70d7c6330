import type { OutputBundle, OutputChunk } from 'rolldown'
import type { HtmlTagDescriptor, Plugin } from 'vite'

/** The chunk of a source module and every chunk it imports at load, in load order. */
function chunksOf(bundle: OutputBundle, source: RegExp): string[] {
  const chunks = new Map(
    Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])),
  )
  const start = [...chunks.values()].find(
    (chunk) => chunk.facadeModuleId && source.test(chunk.facadeModuleId),
  )
  if (!start) throw new Error(`preload-shell: no chunk for ${source}`)
  const seen = new Set<string>()
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return
    seen.add(chunk.fileName)
    for (const name of chunk.imports) {
      const imported = chunks.get(name)
      if (imported) visit(imported)
    }
  }
  visit(start)
  return [...seen]
}

/**
 * The entry imports the shell lazily, so that it can start the first screen's page and requests at once
 * (app/early-start.ts); without help the browser would only learn of the shell's chunks once the entry has
 * arrived and run. These links let it fetch them with the entry, one round trip earlier (decision 0032).
 */
export function preloadShell(source: RegExp): Plugin {
  return {
    name: 'preload-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return []
        // What the entry already loads or preloads is linked once.
        return chunksOf(bundle, source)
          .filter((file) => !html.includes(`/${file}"`))
          .map((file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }))
      },
    },
  }
}
