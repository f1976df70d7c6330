// The Content-Security-Policy allows no eval: zod's compiled parsers would only probe `new Function`, fail and
// fall back, but the probe is reported as a CSP violation on every page. Its plain parsers are fast enough here.
//
// Set through the global zod reads its configuration from when it loads (`globalThis.__zod_globalConfig`, what
// `z.config()` writes to), so the shell does not import zod: zod arrives with the first page that builds a rule.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined
}
// Mutated, not replaced: a zod loaded earlier (a test) holds this very object.
;(globalThis.__zod_globalConfig ??= {}).jitless = true

export {}
