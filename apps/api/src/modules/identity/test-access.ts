import type { ModuleAccess } from '../../test/access-matrix/entry'

/** The access matrix's entries for this module's root fields (test/access-matrix/access-matrix.test.ts). */
export const access: ModuleAccess = {
  publicOperations: [
    // identity and SSO: before any session exists
    'login',
    'registrationInfo',
    'forgetPassword',
    'resetPassword',
    'register',
    'sendOTP',
    'validateOTP',
  ],
  matrix: {
    // the caller's own session, menu, notifications and files
    me: { own: true },
    logout: { own: true },
    updateMyPreferredLanguage: { own: true },
    // the parent's own account page (no user id in the arguments; staff are refused by the rule)
    myAccount: { own: true },
    myConsents: { own: true },
    updateMyProfile: { own: true },
    requestEmailChange: { own: true },
    confirmEmailChange: { own: true },
    changeMyPassword: { own: true },
  },
}
