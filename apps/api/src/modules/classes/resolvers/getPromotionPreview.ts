import type { QueryGetPromotionPreviewArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { promotionPreview } from '../promotion'

export const getPromotionPreview = guard(
  actions.children.promote,
  (a: QueryGetPromotionPreviewArgs) => ({ school: a.IDSchool, centre: a.centreID }),
  (args: QueryGetPromotionPreviewArgs, grant, ctx) => promotionPreview(ctx.db, grant, args.centreID),
)
