import { enPublic } from './en-public'
import { enStaff } from './en-staff'

/**
 * The English bundle: each feature keeps its own text beside its screens (`features/<domain>/en.ts`, shell and
 * components their own); en-public.ts and en-staff.ts name where each group lives and which loads at start.
 * Another language is a file of the same shape (`typeof en` makes a missing key fail the type check).
 */
export const en = { ...enPublic, ...enStaff } as const

/** The shape every language bundle has. */
export type TextBundle = typeof en
