import { graphql } from '../../generated'

export const myAccountQuery = graphql(`
  query MyAccount {
    myAccount {
      ID
      firstname
      lastname
      email
      mobilePhone
      mobilePhoneCountryCode
      pendingEmail
    }
  }
`)

export const myConsentsQuery = graphql(`
  query MyConsents {
    myConsents {
      ID
      kind
      version
      givenAt
      centreLabel
    }
  }
`)

export const updateMyProfileMutation = graphql(`
  mutation UpdateMyProfile($firstname: String!, $lastname: String!, $mobilePhone: String!) {
    updateMyProfile(firstname: $firstname, lastname: $lastname, mobilePhone: $mobilePhone) {
      ID
    }
  }
`)

export const requestEmailChangeMutation = graphql(`
  mutation RequestEmailChange($newEmail: String!) {
    requestEmailChange(newEmail: $newEmail) {
      ID
      pendingEmail
    }
  }
`)

export const confirmEmailChangeMutation = graphql(`
  mutation ConfirmEmailChange($code: String!) {
    confirmEmailChange(code: $code) {
      ID
      email
    }
  }
`)

export const changeMyPasswordMutation = graphql(`
  mutation ChangeMyPassword($currentPassword: String!, $newPassword: String!) {
    changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`)

export const myPushPreferencesQuery = graphql(`
  query MyPushPreferences {
    myPushPreferences {
      kind
      push
    }
  }
`)

export const updateMyPushPreferencesMutation = graphql(`
  mutation UpdateMyPushPreferences($kinds: [String!]!) {
    updateMyPushPreferences(kinds: $kinds) {
      kind
      push
    }
  }
`)
