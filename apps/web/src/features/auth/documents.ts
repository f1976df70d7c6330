import { graphql } from '../../generated'

/** Parent sign-in; a query in the spec, sent as a POST like every call. */
export const LoginQuery = graphql(`
  query Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
    }
  }
`)

/** Who a register link is for, and whether a one-time code must be verified first. */
export const RegistrationInfoQuery = graphql(`
  query RegistrationInfo($token: String!) {
    registrationInfo(token: $token) {
      userId
      email
      firstname
      maskedPhone
      otpRequired
      privacyPolicyUrl
    }
  }
`)

export const RegisterMutation = graphql(`
  mutation Register($token: String!, $password: String!, $pdpaConsentVersion: String) {
    register(token: $token, password: $password, pdpaConsentVersion: $pdpaConsentVersion) {
      token
    }
  }
`)

export const SendOtpMutation = graphql(`
  mutation SendOTP($userId: Int!, $token: String!) {
    sendOTP(userId: $userId, token: $token)
  }
`)

export const ValidateOtpMutation = graphql(`
  mutation ValidateOTP($userId: Int!, $otpReceived: String!, $token: String!) {
    validateOTP(userId: $userId, otpReceived: $otpReceived, token: $token)
  }
`)

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($tokenString: String!, $password: String!) {
    resetPassword(tokenString: $tokenString, password: $password)
  }
`)

export const ForgetPasswordMutation = graphql(`
  mutation ForgetPassword($email: String!) {
    forgetPassword(email: $email)
  }
`)

/** The school's single-sign-on address; fetched on the button press, since each one starts a fresh sign-in. */
export const LoginUrlQuery = graphql(`
  query LoginUrl($fkSchool: Int!) {
    getLoginUrl(fkSchool: $fkSchool) {
      url
    }
  }
`)

/** Exchanges the single-sign-on return's authorization_token for a session. */
export const ValidateUserQuery = graphql(`
  query ValidateUser($tokenString: String!) {
    validateUser(tokenString: $tokenString) {
      token
    }
  }
`)
