import type { Rule } from './rules'
import type { TargetKind } from './targets'

/**
 * One entry per action the API performs: what it is checked against (`on`: a target kind, or null for the
 * caller's own data) and the rules that may each satisfy it. Resolvers name an action from here through `guard`,
 * which resolves the target from the arguments and checks it before the body runs; nothing else decides access.
 */
export interface Action<
  On extends TargetKind | null = TargetKind | null,
  R extends readonly Rule[] = readonly Rule[],
> {
  on: On
  rules: R
  /** A decision on a request (maker-approver): whoever made the request cannot take it (`maker-checker.ts`). */
  decidedByAnother?: true
  /** What the guard says when the action does not hold (head office's actions say so), instead of the usual refusal. */
  refusal?: string
}

export const action = <On extends TargetKind | null, const R extends readonly Rule[]>(
  on: On,
  ...rules: R
): Action<On, R> => ({
  on,
  rules,
})

/** The decision of a maker-approver flow: the guard refuses the request's maker (the target's `makerId`). */
export const byAnother = <On extends TargetKind, R extends readonly Rule[]>(a: Action<On, R>) => ({
  ...a,
  decidedByAnother: true as const,
})

/** An action whose refusal tells the caller why (only head office may...) rather than the usual refusal. */
export const refusedWith = <On extends TargetKind | null, R extends readonly Rule[]>(
  a: Action<On, R>,
  refusal: string,
) => ({ ...a, refusal })
