import type { ModuleAccess } from '../../test/access-matrix/entry'

/** The access matrix's entries for this module's root fields (test/access-matrix/access-matrix.test.ts). */
export const access: ModuleAccess = {
  matrix: {
    findAllBankBicCode: { own: true },
    bankAccountInfoByIDChild: {},
    bankAccountInfoByIDEnquiry: {},
    // Reasons are read from the caller's own school: staff with finance read elsewhere get their own school's list.
    getBankAccountStatusChangeReasonsByStatus: {
      allow: ['otherCentre', 'otherSchoolHq'],
      variables: () => ({ status: 'approved' }),
    },
    saveGiroApplication: {},
    addGiro: {},
    updateBankAccountStatus: {},
    // A mutation by the spec's name, but a read: finance staff with read may print the form for the bank.
    exportGiroApplicationPdf: { allow: ['readOnly'] },
    payRegistrationFeeByGiro: {},
    payGiroByInvoiceID: {},
  },
}
