import { writeFile } from 'node:fs/promises'
import { gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/**
 * With `CHUNK_REPORT=<file>` the build writes what each chunk holds: its gzip size, the chunks it imports at load
 * and lazily, and its largest modules (rendered bytes, raw). `scripts/measure-enquiry.mjs` says which chunks a page
 * loads; this says why they are there. Off by default: it costs a gzip of every chunk.
 */
export function chunkReport(): Plugin {
  const target = process.env.CHUNK_REPORT
  return {
    name: 'chunk-report',
    apply: 'build',
    async generateBundle(_options, bundle) {
      if (!target) return
      const lines: string[] = []
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []))
      chunks.sort((a, b) => b.code.length - a.code.length)
      for (const chunk of chunks) {
        const gz = gzipSync(chunk.code, { level: 9 }).length
        lines.push(`${chunk.fileName}  ${(gz / 1024).toFixed(1)} KB gzip${chunk.isEntry ? '  (entry)' : ''}`)
        if (chunk.imports.length) lines.push(`  imports: ${chunk.imports.join(' ')}`)
        if (chunk.dynamicImports.length) lines.push(`  lazy: ${chunk.dynamicImports.length} chunks`)
        const modules = Object.entries(chunk.modules).sort(
          (a, b) => b[1].renderedLength - a[1].renderedLength,
        )
        for (const [id, info] of modules.slice(0, 400)) {
          if (info.renderedLength < 100) break
          const name = id.replace(/^.*node_modules\//, '~').replace(/^.*\/apps\/web\/src\//, 'src/')
          lines.push(`    ${String(info.renderedLength).padStart(8)}  ${name}`)
        }
      }
      await writeFile(target, lines.join('\n') + '\n')
    },
  }
}
