import { OFFLINE_PAYMENT_TYPES } from '@preschool/domain'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'

export const getOfflineOfflinePaymentReceiptTypes = guard(actions.finance.receiptTypes, () => [
  ...OFFLINE_PAYMENT_TYPES,
])
