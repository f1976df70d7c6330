import { defineModule } from '../../platform/module'
import { changeMyPassword } from './resolvers/changeMyPassword'
import { confirmEmailChange } from './resolvers/confirmEmailChange'
import { forgetPassword } from './resolvers/forgetPassword'
import { login } from './resolvers/login'
import { logout } from './resolvers/logout'
import { me } from './resolvers/me'
import { myAccount } from './resolvers/myAccount'
import { myConsents } from './resolvers/myConsents'
import { register } from './resolvers/register'
import { registrationInfo } from './resolvers/registrationInfo'
import { requestEmailChange } from './resolvers/requestEmailChange'
import { resetPassword } from './resolvers/resetPassword'
import { sendOTP } from './resolvers/sendOTP'
import { updateMyProfile } from './resolvers/updateMyProfile'
import { User } from './resolvers/user-fields'
import { validateOTP } from './resolvers/validateOTP'

export const identityModule = defineModule(import.meta.url, {
  Query: { login, me, registrationInfo, myAccount, myConsents },
  Mutation: {
    logout,
    forgetPassword,
    resetPassword,
    register,
    sendOTP,
    validateOTP,
    updateMyProfile,
    requestEmailChange,
    confirmEmailChange,
    changeMyPassword,
  },
  User,
})

// The module's public surface: what other modules may use of identity.
export { issueRegisterInvite } from './invite'
export { createParentAccount, type NewParentAccount } from './parent-account'
export { firstRoleIsStaff, mobileInUse, selectUserByEmail, type UserRow } from './queries'
export { recordConsent } from './consents'
