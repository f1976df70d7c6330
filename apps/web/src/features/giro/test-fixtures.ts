import type { GiroBankAccount } from './documents'

/** A pending paper GIRO account of a child, as the API lists it (the web tests' shared row). */
export const pendingAccount: GiroBankAccount = {
  ID: 21,
  payerAccountNumber: '501234567001',
  payerAccountName: 'Rachel Tan',
  source: 'paper',
  status: 'pending',
  billReferenceNumber: 'GR00000021',
  isCda: false,
  effectiveFrom: null,
  applicationDate: null,
  createdAt: '2026-11-20T02:00:00.000Z',
  bank: { ID: 2, bankName: 'OCBC Bank', bankCode: '7339' },
  statusChanges: [],
} as unknown as GiroBankAccount
