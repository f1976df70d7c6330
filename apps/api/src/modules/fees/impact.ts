import {
  FEE_INCREASE_NOTICE_MONTHS_DEFAULT,
  SchoolConfigKey,
  increaseNeedsNoticeWarning,
  nationalityClass,
  singaporeToday,
} from '@preschool/domain'
import type { Db } from '../../db/client'
import type { FeeAffectedFamily, FeeDraftImpact, FeeImpactLine } from '../../generated/graphql'
import type { Actor } from '../../platform/authz/actor'
import { notFound } from '../../platform/errors/domain-error'
import { selectSchoolConfig } from '../tenancy'
import { byFeeOrder } from './fee-order'
import { selectChildrenAtCentreOn } from './impact-queries'
import { selectDraftItems, selectFeeDraft } from './queries'

/**
 * Children and fees are matched by nationality class, as the invoice's fee lookup does (fee-lookup.ts): the child
 * says 'Singapore Citizen' (a code label), the fee 'Singaporean'.
 */
const keyOf = (fkLevel: number | null, fkProgram: number | null, nationality: string | null) =>
  `${fkLevel}/${fkProgram}/${nationalityClass(nationality)}`

async function noticeMonths(db: Db, schoolId: number): Promise<number> {
  const value = Number(
    (await selectSchoolConfig(db, schoolId, SchoolConfigKey.feeIncreaseNoticeMonths))?.value,
  )
  return Number.isInteger(value) && value >= 0 ? value : FEE_INCREASE_NOTICE_MONTHS_DEFAULT
}

/**
 * Whom a request affects: the children placed at its centre on its effective date whose level, programme and
 * nationality have a changed amount, grouped by family (main applicant), and whether an increase comes sooner
 * after approval (today) than the school's notice period.
 */
export async function draftImpact(db: Db, actor: Actor, draftId: number): Promise<FeeDraftImpact> {
  const draft = await selectFeeDraft(db, actor.schoolId, draftId)
  if (!draft) throw notFound('Fee draft')
  const [items, children, months] = await Promise.all([
    selectDraftItems(db, [draftId]),
    selectChildrenAtCentreOn(db, actor.schoolId, draft.fkCentre, draft.effectiveFrom),
    noticeMonths(db, actor.schoolId),
  ])
  const changed = items.filter((i) => i.amount !== i.lastAmount).sort(byFeeOrder)
  // The first item of a class wins, as the first fee does in the lookup.
  const itemOf = new Map(changed.toReversed().map((i) => [keyOf(i.fkLevel, i.fkProgram, i.nationality), i]))
  const reached = children.flatMap((c) => {
    const item = itemOf.get(keyOf(c.fkLevel, c.fkProgram, c.nationality))
    return item ? [{ child: c, item }] : []
  })
  const difference = (i: (typeof changed)[number]) => i.amount - (i.lastAmount ?? 0)
  const lines: FeeImpactLine[] = changed.map((item) => ({
    level: item.level,
    program: item.program,
    nationality: item.nationality,
    lastAmount: item.lastAmount,
    amount: item.amount,
    difference: difference(item),
    numberOfChildren: reached.filter((r) => r.item === item).length,
  }))
  const families = new Map<string, FeeAffectedFamily>()
  for (const { child, item } of reached) {
    const key = child.parent ? `p${child.parent.ID}` : `c${child.ID}`
    const family = families.get(key) ?? {
      parent: child.parent && {
        ID: child.parent.ID,
        firstname: child.parent.firstname,
        lastname: child.parent.lastname,
      },
      email: child.parent?.email ?? null,
      children: [],
      difference: 0,
    }
    family.children.push({
      ID: child.ID,
      firstname: child.firstname,
      lastname: child.lastname,
      level: item.level,
      program: item.program,
      nationality: item.nationality,
      lastAmount: item.lastAmount,
      amount: item.amount,
      difference: difference(item),
    })
    family.difference += difference(item)
    families.set(key, family)
  }
  const increase = changed.some((i) => difference(i) > 0)
  return {
    effectiveFrom: draft.effectiveFrom,
    noticeMonths: months,
    needsNoticeWarning: increase && increaseNeedsNoticeWarning(draft.effectiveFrom, singaporeToday(), months),
    lines,
    families: [...families.values()].sort((a, b) => b.difference - a.difference),
  }
}
