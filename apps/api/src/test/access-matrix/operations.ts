import type { MatrixEntry } from './entry'
import { moduleAccess } from './modules.generated'

export type { Caller, MatrixEntry } from './entry'

const modules = Object.values(moduleAccess)

/** Root fields anyone may call, from every module's `publicOperations`. */
export const PUBLIC_OPERATIONS = modules.flatMap((m) => m.publicOperations ?? [])

/** Every guarded root field's entry, from every module's `matrix`. */
export const MATRIX: Record<string, MatrixEntry> = Object.assign({}, ...modules.map((m) => m.matrix ?? {}))

/** Root fields declared by more than one module, or both public and in a matrix; must be empty. */
export const DECLARED_TWICE = (() => {
  const names = modules.flatMap((m) => [...(m.publicOperations ?? []), ...Object.keys(m.matrix ?? {})])
  return names.filter((name, i) => names.indexOf(name) !== i)
})()
