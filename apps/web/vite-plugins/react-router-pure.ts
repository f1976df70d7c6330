import type { Plugin } from 'vite'

const ROUTER_CHUNK = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/]chunk-[A-Z0-9]+\.mjs$/
/** A module-level `var X = React.forwardRef(` (or createContext, memo): unannotated, so kept even when unused. */
const TOP_LEVEL_CALL = /^var ([\w$]+) = (React\d*)\.(forwardRef|createContext|memo)\(/gm
/** A module-level `X.displayName = "..."`: a write to the object, which keeps it (and what it references). */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm

/**
 * react-router ships one large module whose components are created at module level without a pure annotation, and
 * (in the development build, the one its package exports to a bundler) named afterwards. The bundler must keep
 * every such call, so every page loaded NavLink, Form, HistoryRouter and what they use (fetcher submission,
 * prefetch links, view transitions) though the app renders none of them. Marking the calls pure and dropping the
 * names lets tree-shaking remove the unused ones; used ones behave the same (names only serve React DevTools).
 */
/** The chunk's code with its module-level component calls marked pure and their display names dropped. */
export function annotateRouterChunk(code: string): string {
  return code.replace(TOP_LEVEL_CALL, 'var $1 = /* @__PURE__ */ $2.$3(').replace(DISPLAY_NAME, '')
}

export function reactRouterPure(): Plugin {
  return {
    name: 'react-router-pure',
    apply: 'build',
    transform: {
      filter: { id: ROUTER_CHUNK },
      handler(code) {
        const annotated = annotateRouterChunk(code)
        return annotated === code ? null : { code: annotated, map: null }
      },
    },
  }
}
