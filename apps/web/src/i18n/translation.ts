/**
 * The shape of a translation of an English text group: the same keys, nested the same way, each a string (the
 * English groups are `as const`, so their values are literal types a translation could never match). A group
 * written `satisfies Translation<typeof xEn>` fails the type check on a missing or an extra key.
 */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> }
