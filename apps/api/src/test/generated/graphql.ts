/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type LevelInput = {
  active: boolean;
  fromMonth: number;
  isInfant: boolean;
  label: string;
  offOnSaturday: boolean;
  /** The complete list: programmes left out are removed (or deactivated when in use). */
  programs: Array<ProgramInput>;
  promotionDate?: string | null | undefined;
  toMonth: number;
};

export type MenuFilter = {
  fkSchool: number;
};

export type NotificationFilter = {
  /** Only read (true) or unread (false) notifications; all when omitted. */
  read?: boolean | null | undefined;
};

/** A page of a list, shared by every paginated query: page counts from 1; perPage defaults to 50, at most 500. */
export type Pagination = {
  page?: number | null | undefined;
  perPage?: number | null | undefined;
};

export type ProgramInput = {
  /** Omitted for a new programme. */
  ID?: number | null | undefined;
  from: string;
  label: string;
  to: string;
};

export type PlatformLightMenuQueryVariables = Exact<{
  filter: MenuFilter;
}>;


export type PlatformLightMenuQuery = { findSidebarMenuByUser: Array<{ ID: number, path: string | null }> };

export type PlatformLightBellQueryVariables = Exact<{
  filter?: NotificationFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type PlatformLightBellQuery = { getNotifications: { totalCount: number, unreadCount: number, data: Array<{ ID: number, read: boolean, createdAt: string, content: { title: string } }> } };

export type PlatformLightBellAfterMeQueryVariables = Exact<{
  pagination?: Pagination | null | undefined;
}>;


export type PlatformLightBellAfterMeQuery = { me: { ID: number }, getNotifications: { totalCount: number, unreadCount: number, data: Array<{ ID: number, createdAt: string, content: { title: string } }> } };

export type CentresAccessibleQueryVariables = Exact<{
  module: string;
  accessType: string;
}>;


export type CentresAccessibleQuery = { getAccessibleCentresForModule: Array<{ ID: number, fkSchool: number, label: string, code: string, ecdaCode: string | null, teacherRatio: number | null, active: boolean, createdAt: string, updatedAt: string, addresses: Array<{ ID: number, fkCentre: number, name: string | null, address: string, building: string | null, floor: string | null, unit: string | null, postcode: string, city: string, country: string, lat: number | null, lng: number | null, active: boolean }> }> };

export type CentresRemoveMutationVariables = Exact<{
  IDSchool: number;
  centreID: number;
}>;


export type CentresRemoveMutation = { removeCentreForSchool: boolean };

export type IdentityLoginQueryVariables = Exact<{
  email: string;
  password: string;
}>;


export type IdentityLoginQuery = { login: { token: string } };

export type IdentityMeQueryVariables = Exact<{ [key: string]: never; }>;


export type IdentityMeQuery = { me: { ID: number, fkSchool: number, firstname: string, lastname: string, email: string, birthdate: string | null, gender: string | null, homePhone: string | null, mobilePhone: string | null, mobilePhoneCountryCode: string | null, isHQStaff: boolean, hasCentreScopeAccess: boolean, hasClassScopeAccess: boolean, isStaff: boolean, can: Array<string>, userRoleRelations: Array<{ ID: number, fkRole: number, role: { ID: number, label: string, name: string, isStaff: boolean, roleTemplates: Array<{ ID: number, fkModuleCategory: number, access: number, moduleCategory: { ID: number, moduleCategoryCode: string, label: string } }> } }>, userAccessControls: Array<{ ID: number, fkSchool: number, fkCentre: number | null, fkClass: number | null, school: { ID: number, name: string } }>, parent: { ID: number, monthlyIncome: string | null, workplaceStaff: string | null } | null, childRelations: Array<{ fkChild: number, child: { ID: number, firstname: string, lastname: string, race: string | null, nationality: string | null, dateOfBirth: string, birthCertificate: string | null, householdIncomeRange: string | null, childClasses: Array<{ from: string, to: string | null, program: { ID: number, label: string } | null, class: { ID: number, fkCentre: number, fkLevel: number, label: string } }> } }> } };

export type IdentityLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type IdentityLogoutMutation = { logout: boolean };

export type IdentityFullMeQueryVariables = Exact<{ [key: string]: never; }>;


export type IdentityFullMeQuery = { me: { ID: number, email: string, birthdate: string | null, mobilePhone: string | null, can: Array<string>, userRoleRelations: Array<{ ID: number, role: { ID: number, roleTemplates: Array<{ ID: number }> } }>, userAccessControls: Array<{ ID: number, school: { name: string } }>, parent: { ID: number } | null, childRelations: Array<{ ID: number, child: { ID: number, childClasses: Array<{ from: string }> } }> } };

export type IdentityViewerMeQueryVariables = Exact<{ [key: string]: never; }>;


export type IdentityViewerMeQuery = { me: { ID: number, email: string, isStaff: boolean, can: Array<string> } };

export type IdentityTwiceMeQueryVariables = Exact<{ [key: string]: never; }>;


export type IdentityTwiceMeQuery = { first: { ID: number }, second: { ID: number, mobilePhone: string | null, userAccessControls: Array<{ ID: number }>, parent: { ID: number } | null } };

export type PasswordResetForgotMutationVariables = Exact<{
  email: string;
}>;


export type PasswordResetForgotMutation = { forgetPassword: boolean };

export type PasswordResetResetMutationVariables = Exact<{
  tokenString: string;
  password: string;
}>;


export type PasswordResetResetMutation = { resetPassword: boolean };

export type PasswordResetLoginQueryVariables = Exact<{
  email: string;
  password: string;
}>;


export type PasswordResetLoginQuery = { login: { token: string } };

export type PasswordResetMeQueryVariables = Exact<{ [key: string]: never; }>;


export type PasswordResetMeQuery = { me: { ID: number } };

export type RegistrationInfoQueryVariables = Exact<{
  token: string;
}>;


export type RegistrationInfoQuery = { registrationInfo: { userId: number, email: string, firstname: string, maskedPhone: string | null, otpRequired: boolean } };

export type RegistrationRegisterMutationVariables = Exact<{
  token: string;
  password: string;
  pdpa?: string | null | undefined;
}>;


export type RegistrationRegisterMutation = { register: { token: string } };

export type RegistrationSendMutationVariables = Exact<{
  userId: number;
  token: string;
}>;


export type RegistrationSendMutation = { sendOTP: boolean };

export type RegistrationValidateMutationVariables = Exact<{
  userId: number;
  otpReceived: string;
  token: string;
}>;


export type RegistrationValidateMutation = { validateOTP: boolean };

export type RegistrationLoginQueryVariables = Exact<{
  email: string;
  password: string;
}>;


export type RegistrationLoginQuery = { login: { token: string } };

export type RegistrationMeQueryVariables = Exact<{ [key: string]: never; }>;


export type RegistrationMeQuery = { me: { ID: number, email: string, isStaff: boolean } };

export type LevelsSaveMutationVariables = Exact<{
  IDSchool: number;
  levelID?: number | null | undefined;
  levelData: LevelInput;
}>;


export type LevelsSaveMutation = { insertOrUpdateLevelForSchool: { ID: number, label: string, fromMonth: number, toMonth: number, promotionDate: string | null, offOnSaturday: boolean, isInfant: boolean, active: boolean, programs: Array<{ ID: number, label: string, from: string, to: string, active: boolean }> } };

export type LevelsListQueryVariables = Exact<{
  IDSchool: number;
}>;


export type LevelsListQuery = { findAllLevelsConfig: { totalCount: number, data: Array<{ ID: number, label: string, fromMonth: number, active: boolean, programs: Array<{ label: string, active: boolean }> }> } };

export type LevelsPublicQueryVariables = Exact<{
  IDSchool: number;
}>;


export type LevelsPublicQuery = { getLevelsForSchool: Array<{ ID: number, label: string, programs: Array<{ label: string }> }> };

export type LevelsRemoveMutationVariables = Exact<{
  IDSchool: number;
  levelID: number;
}>;


export type LevelsRemoveMutation = { removeLevelForSchool: boolean };

export type NotificationsListQueryVariables = Exact<{
  filter?: NotificationFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type NotificationsListQuery = { getNotifications: { totalCount: number, unreadCount: number, data: Array<{ ID: number, navigate: string | null, channel: string, read: boolean, createdAt: string, content: { title: string, body: string } }> } };

export type NotificationsMarkMutationVariables = Exact<{
  notificationIds: Array<number> | number;
  read: boolean;
}>;


export type NotificationsMarkMutation = { markNotifications: boolean };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const PlatformLightMenuDocument = new TypedDocumentString(`
    query PlatformLightMenu($filter: MenuFilter!) {
  findSidebarMenuByUser(filter: $filter) {
    ID
    path
  }
}
    `) as unknown as TypedDocumentString<PlatformLightMenuQuery, PlatformLightMenuQueryVariables>;
export const PlatformLightBellDocument = new TypedDocumentString(`
    query PlatformLightBell($filter: NotificationFilter, $pagination: Pagination) {
  getNotifications(filter: $filter, pagination: $pagination) {
    totalCount
    unreadCount
    data {
      ID
      content {
        title
      }
      read
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<PlatformLightBellQuery, PlatformLightBellQueryVariables>;
export const PlatformLightBellAfterMeDocument = new TypedDocumentString(`
    query PlatformLightBellAfterMe($pagination: Pagination) {
  me {
    ID
  }
  getNotifications(pagination: $pagination) {
    totalCount
    unreadCount
    data {
      ID
      content {
        title
      }
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<PlatformLightBellAfterMeQuery, PlatformLightBellAfterMeQueryVariables>;
export const CentresAccessibleDocument = new TypedDocumentString(`
    query CentresAccessible($module: String!, $accessType: String!) {
  getAccessibleCentresForModule(module: $module, accessType: $accessType) {
    ID
    fkSchool
    label
    code
    ecdaCode
    teacherRatio
    active
    createdAt
    updatedAt
    addresses {
      ID
      fkCentre
      name
      address
      building
      floor
      unit
      postcode
      city
      country
      lat
      lng
      active
    }
  }
}
    `) as unknown as TypedDocumentString<CentresAccessibleQuery, CentresAccessibleQueryVariables>;
export const CentresRemoveDocument = new TypedDocumentString(`
    mutation CentresRemove($IDSchool: Int!, $centreID: Int!) {
  removeCentreForSchool(IDSchool: $IDSchool, centreID: $centreID)
}
    `) as unknown as TypedDocumentString<CentresRemoveMutation, CentresRemoveMutationVariables>;
export const IdentityLoginDocument = new TypedDocumentString(`
    query IdentityLogin($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    token
  }
}
    `) as unknown as TypedDocumentString<IdentityLoginQuery, IdentityLoginQueryVariables>;
export const IdentityMeDocument = new TypedDocumentString(`
    query IdentityMe {
  me {
    ID
    fkSchool
    firstname
    lastname
    email
    birthdate
    gender
    homePhone
    mobilePhone
    mobilePhoneCountryCode
    isHQStaff
    hasCentreScopeAccess
    hasClassScopeAccess
    isStaff
    can
    userRoleRelations {
      ID
      fkRole
      role {
        ID
        label
        name
        isStaff
        roleTemplates {
          ID
          fkModuleCategory
          access
          moduleCategory {
            ID
            moduleCategoryCode
            label
          }
        }
      }
    }
    userAccessControls {
      ID
      fkSchool
      fkCentre
      fkClass
      school {
        ID
        name
      }
    }
    parent {
      ID
      monthlyIncome
      workplaceStaff
    }
    childRelations {
      fkChild
      child {
        ID
        firstname
        lastname
        race
        nationality
        dateOfBirth
        birthCertificate
        householdIncomeRange
        childClasses {
          from
          to
          program {
            ID
            label
          }
          class {
            ID
            fkCentre
            fkLevel
            label
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<IdentityMeQuery, IdentityMeQueryVariables>;
export const IdentityLogoutDocument = new TypedDocumentString(`
    mutation IdentityLogout {
  logout
}
    `) as unknown as TypedDocumentString<IdentityLogoutMutation, IdentityLogoutMutationVariables>;
export const IdentityFullMeDocument = new TypedDocumentString(`
    query IdentityFullMe {
  me {
    ID
    email
    birthdate
    mobilePhone
    can
    userRoleRelations {
      ID
      role {
        ID
        roleTemplates {
          ID
        }
      }
    }
    userAccessControls {
      ID
      school {
        name
      }
    }
    parent {
      ID
    }
    childRelations {
      ID
      child {
        ID
        childClasses {
          from
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<IdentityFullMeQuery, IdentityFullMeQueryVariables>;
export const IdentityViewerMeDocument = new TypedDocumentString(`
    query IdentityViewerMe {
  me {
    ID
    email
    isStaff
    can
  }
}
    `) as unknown as TypedDocumentString<IdentityViewerMeQuery, IdentityViewerMeQueryVariables>;
export const IdentityTwiceMeDocument = new TypedDocumentString(`
    query IdentityTwiceMe {
  first: me {
    ID
  }
  second: me {
    ID
    mobilePhone
    userAccessControls {
      ID
    }
    parent {
      ID
    }
  }
}
    `) as unknown as TypedDocumentString<IdentityTwiceMeQuery, IdentityTwiceMeQueryVariables>;
export const PasswordResetForgotDocument = new TypedDocumentString(`
    mutation PasswordResetForgot($email: String!) {
  forgetPassword(email: $email)
}
    `) as unknown as TypedDocumentString<PasswordResetForgotMutation, PasswordResetForgotMutationVariables>;
export const PasswordResetResetDocument = new TypedDocumentString(`
    mutation PasswordResetReset($tokenString: String!, $password: String!) {
  resetPassword(tokenString: $tokenString, password: $password)
}
    `) as unknown as TypedDocumentString<PasswordResetResetMutation, PasswordResetResetMutationVariables>;
export const PasswordResetLoginDocument = new TypedDocumentString(`
    query PasswordResetLogin($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    token
  }
}
    `) as unknown as TypedDocumentString<PasswordResetLoginQuery, PasswordResetLoginQueryVariables>;
export const PasswordResetMeDocument = new TypedDocumentString(`
    query PasswordResetMe {
  me {
    ID
  }
}
    `) as unknown as TypedDocumentString<PasswordResetMeQuery, PasswordResetMeQueryVariables>;
export const RegistrationInfoDocument = new TypedDocumentString(`
    query RegistrationInfo($token: String!) {
  registrationInfo(token: $token) {
    userId
    email
    firstname
    maskedPhone
    otpRequired
  }
}
    `) as unknown as TypedDocumentString<RegistrationInfoQuery, RegistrationInfoQueryVariables>;
export const RegistrationRegisterDocument = new TypedDocumentString(`
    mutation RegistrationRegister($token: String!, $password: String!, $pdpa: String) {
  register(token: $token, password: $password, pdpaConsentVersion: $pdpa) {
    token
  }
}
    `) as unknown as TypedDocumentString<RegistrationRegisterMutation, RegistrationRegisterMutationVariables>;
export const RegistrationSendDocument = new TypedDocumentString(`
    mutation RegistrationSend($userId: Int!, $token: String!) {
  sendOTP(userId: $userId, token: $token)
}
    `) as unknown as TypedDocumentString<RegistrationSendMutation, RegistrationSendMutationVariables>;
export const RegistrationValidateDocument = new TypedDocumentString(`
    mutation RegistrationValidate($userId: Int!, $otpReceived: String!, $token: String!) {
  validateOTP(userId: $userId, otpReceived: $otpReceived, token: $token)
}
    `) as unknown as TypedDocumentString<RegistrationValidateMutation, RegistrationValidateMutationVariables>;
export const RegistrationLoginDocument = new TypedDocumentString(`
    query RegistrationLogin($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    token
  }
}
    `) as unknown as TypedDocumentString<RegistrationLoginQuery, RegistrationLoginQueryVariables>;
export const RegistrationMeDocument = new TypedDocumentString(`
    query RegistrationMe {
  me {
    ID
    email
    isStaff
  }
}
    `) as unknown as TypedDocumentString<RegistrationMeQuery, RegistrationMeQueryVariables>;
export const LevelsSaveDocument = new TypedDocumentString(`
    mutation LevelsSave($IDSchool: Int!, $levelID: Int, $levelData: LevelInput!) {
  insertOrUpdateLevelForSchool(
    IDSchool: $IDSchool
    levelID: $levelID
    levelData: $levelData
  ) {
    ID
    label
    fromMonth
    toMonth
    promotionDate
    offOnSaturday
    isInfant
    active
    programs {
      ID
      label
      from
      to
      active
    }
  }
}
    `) as unknown as TypedDocumentString<LevelsSaveMutation, LevelsSaveMutationVariables>;
export const LevelsListDocument = new TypedDocumentString(`
    query LevelsList($IDSchool: Int!) {
  findAllLevelsConfig(IDSchool: $IDSchool) {
    totalCount
    data {
      ID
      label
      fromMonth
      active
      programs {
        label
        active
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LevelsListQuery, LevelsListQueryVariables>;
export const LevelsPublicDocument = new TypedDocumentString(`
    query LevelsPublic($IDSchool: Int!) {
  getLevelsForSchool(IDSchool: $IDSchool) {
    ID
    label
    programs {
      label
    }
  }
}
    `) as unknown as TypedDocumentString<LevelsPublicQuery, LevelsPublicQueryVariables>;
export const LevelsRemoveDocument = new TypedDocumentString(`
    mutation LevelsRemove($IDSchool: Int!, $levelID: Int!) {
  removeLevelForSchool(IDSchool: $IDSchool, levelID: $levelID)
}
    `) as unknown as TypedDocumentString<LevelsRemoveMutation, LevelsRemoveMutationVariables>;
export const NotificationsListDocument = new TypedDocumentString(`
    query NotificationsList($filter: NotificationFilter, $pagination: Pagination) {
  getNotifications(filter: $filter, pagination: $pagination) {
    totalCount
    unreadCount
    data {
      ID
      navigate
      channel
      content {
        title
        body
      }
      read
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<NotificationsListQuery, NotificationsListQueryVariables>;
export const NotificationsMarkDocument = new TypedDocumentString(`
    mutation NotificationsMark($notificationIds: [Int!]!, $read: Boolean!) {
  markNotifications(notificationIds: $notificationIds, read: $read)
}
    `) as unknown as TypedDocumentString<NotificationsMarkMutation, NotificationsMarkMutationVariables>;