import { PURCHASE_ITEM_TYPES, type PurchaseItemType } from '@preschool/domain'
import type { QueryFindAllPurchaseItemArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { badInput } from '../../../platform/errors/domain-error'
import { toLimitOffset } from '../../../platform/pagination'
import { toPurchaseItem } from '../mapper'
import { selectPurchaseItemsPage } from '../view-queries'

const TYPE_MSG = 'Type must be registration, deposit, monthly, trial or misc'
const isType = (t: string): t is PurchaseItemType => (PURCHASE_ITEM_TYPES as readonly string[]).includes(t)

export const findAllPurchaseItem = guard(
  actions.ledger.purchaseItems,
  (a: QueryFindAllPurchaseItemArgs) => ({ school: a.schoolID }),
  async (args: QueryFindAllPurchaseItemArgs, { viewer }, ctx) => {
    const type = args.filter?.type ?? undefined
    if (type !== undefined && !isType(type)) throw badInput(TYPE_MSG, { type: TYPE_MSG })
    const page = await selectPurchaseItemsPage(
      ctx.db,
      viewer.schoolId,
      { type, active: args.filter?.active ?? undefined },
      toLimitOffset(args.pagination),
    )
    return { data: page.rows.map(toPurchaseItem), totalCount: page.total }
  },
)
