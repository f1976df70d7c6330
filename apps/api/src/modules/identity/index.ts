import { defineModule } from '../../graphql/module'
import { forgetPassword } from './resolvers/forgetPassword'
import { login } from './resolvers/login'
import { logout } from './resolvers/logout'
import { me } from './resolvers/me'
import { register } from './resolvers/register'
import { registrationInfo } from './resolvers/registrationInfo'
import { resetPassword } from './resolvers/resetPassword'
import { sendOTP } from './resolvers/sendOTP'
import { User } from './resolvers/user-fields'
import { validateOTP } from './resolvers/validateOTP'

export const identityModule = defineModule(import.meta.url, {
  Query: { login, me, registrationInfo },
  Mutation: { logout, forgetPassword, resetPassword, register, sendOTP, validateOTP },
  User,
})

// The module's public surface: what other modules may use of identity.
export { issueRegisterInvite } from './invite'
export { createParentAccount, type NewParentAccount } from './parent-account'
export { firstRoleIsStaff, mobileInUse, selectUserByEmail, type UserRow } from './queries'
