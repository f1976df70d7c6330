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

export type LoginQueryVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginQuery = { login: { token: string } };

export type RegistrationInfoQueryVariables = Exact<{
  token: string;
}>;


export type RegistrationInfoQuery = { registrationInfo: { userId: number, email: string, firstname: string, maskedPhone: string | null, otpRequired: boolean } };

export type RegisterMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type RegisterMutation = { register: { token: string } };

export type SendOtpMutationVariables = Exact<{
  userId: number;
  token: string;
}>;


export type SendOtpMutation = { sendOTP: boolean };

export type ValidateOtpMutationVariables = Exact<{
  userId: number;
  otpReceived: string;
  token: string;
}>;


export type ValidateOtpMutation = { validateOTP: boolean };

export type ResetPasswordMutationVariables = Exact<{
  tokenString: string;
  password: string;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type ForgetPasswordMutationVariables = Exact<{
  email: string;
}>;


export type ForgetPasswordMutation = { forgetPassword: boolean };

export type LoginUrlQueryVariables = Exact<{
  fkSchool: number;
}>;


export type LoginUrlQuery = { getLoginUrl: { url: string } };

export type ValidateUserQueryVariables = Exact<{
  tokenString: string;
}>;


export type ValidateUserQuery = { validateUser: { token: string } };

export type AccessibleCentresQueryVariables = Exact<{
  module: string;
  accessType: string;
}>;


export type AccessibleCentresQuery = { getAccessibleCentresForModule: Array<{ ID: number, label: string, code: string, addresses: Array<{ ID: number, address: string, postcode: string, city: string, active: boolean }> }> };

export type LevelsConfigQueryVariables = Exact<{
  IDSchool: number;
}>;


export type LevelsConfigQuery = { findAllLevelsConfig: { totalCount: number, data: Array<{ ID: number, label: string, fromMonth: number, toMonth: number, promotionDate: string | null, offOnSaturday: boolean, isInfant: boolean, active: boolean, programs: Array<{ ID: number, label: string, from: string, to: string, active: boolean }> }> } };

export type SaveLevelMutationVariables = Exact<{
  IDSchool: number;
  levelID?: number | null | undefined;
  levelData: LevelInput;
}>;


export type SaveLevelMutation = { insertOrUpdateLevelForSchool: { ID: number } };

export type RemoveLevelMutationVariables = Exact<{
  IDSchool: number;
  levelID: number;
}>;


export type RemoveLevelMutation = { removeLevelForSchool: boolean };

export type SidebarMenuQueryVariables = Exact<{
  fkSchool: number;
}>;


export type SidebarMenuQuery = { findSidebarMenuByUser: Array<{ ID: number, icon: string | null, path: string | null, active: boolean, label: string, fkNavigation: number | null }> };

export type NotificationCountQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationCountQuery = { getNotifications: { unreadCount: number } };

export type NotificationsQueryVariables = Exact<{
  pagination?: Pagination | null | undefined;
}>;


export type NotificationsQuery = { getNotifications: { totalCount: number, unreadCount: number, data: Array<{ ID: number, navigate: string | null, channel: string, read: boolean, createdAt: string, content: { title: string, body: string } }> } };

export type MarkNotificationsMutationVariables = Exact<{
  notificationIds: Array<number> | number;
  read: boolean;
}>;


export type MarkNotificationsMutation = { markNotifications: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { ID: number, fkSchool: number, firstname: string, lastname: string, email: string, birthdate: string | null, gender: string | null, homePhone: string | null, mobilePhone: string | null, mobilePhoneCountryCode: string | null, isHQStaff: boolean, hasCentreScopeAccess: boolean, hasClassScopeAccess: boolean, isStaff: boolean, can: Array<string>, userRoleRelations: Array<{ ID: number, fkRole: number, role: { ID: number, name: string, label: string, isStaff: boolean, roleTemplates: Array<{ ID: number, fkModuleCategory: number, access: number, moduleCategory: { ID: number, moduleCategoryCode: string, label: string } }> } }>, userAccessControls: Array<{ ID: number, fkSchool: number, fkCentre: number | null, fkClass: number | null, school: { ID: number, name: string } }>, parent: { ID: number, monthlyIncome: string | null, workplaceStaff: string | null } | null, childRelations: Array<{ ID: number, fkChild: number, child: { ID: number, firstname: string, lastname: string, race: string | null, nationality: string | null, dateOfBirth: string, birthCertificate: string | null, householdIncomeRange: string | null, childClasses: Array<{ from: string, to: string | null, program: { ID: number, label: string } | null, class: { ID: number, fkCentre: number, fkLevel: number, label: string } }> } }> } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type SchoolThemeQueryVariables = Exact<{
  fkSchool: number;
}>;


export type SchoolThemeQuery = { findAllSchoolConfig: { totalCount: number, data: Array<{ ID: number, fkSchool: number, key: string, value: string }> }, findSchool: { ID: number, name: string } | null };

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

export const LoginDocument = new TypedDocumentString(`
    query Login($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    token
  }
}
    `) as unknown as TypedDocumentString<LoginQuery, LoginQueryVariables>;
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
export const RegisterDocument = new TypedDocumentString(`
    mutation Register($token: String!, $password: String!) {
  register(token: $token, password: $password) {
    token
  }
}
    `) as unknown as TypedDocumentString<RegisterMutation, RegisterMutationVariables>;
export const SendOtpDocument = new TypedDocumentString(`
    mutation SendOTP($userId: Int!, $token: String!) {
  sendOTP(userId: $userId, token: $token)
}
    `) as unknown as TypedDocumentString<SendOtpMutation, SendOtpMutationVariables>;
export const ValidateOtpDocument = new TypedDocumentString(`
    mutation ValidateOTP($userId: Int!, $otpReceived: String!, $token: String!) {
  validateOTP(userId: $userId, otpReceived: $otpReceived, token: $token)
}
    `) as unknown as TypedDocumentString<ValidateOtpMutation, ValidateOtpMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($tokenString: String!, $password: String!) {
  resetPassword(tokenString: $tokenString, password: $password)
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ForgetPasswordDocument = new TypedDocumentString(`
    mutation ForgetPassword($email: String!) {
  forgetPassword(email: $email)
}
    `) as unknown as TypedDocumentString<ForgetPasswordMutation, ForgetPasswordMutationVariables>;
export const LoginUrlDocument = new TypedDocumentString(`
    query LoginUrl($fkSchool: Int!) {
  getLoginUrl(fkSchool: $fkSchool) {
    url
  }
}
    `) as unknown as TypedDocumentString<LoginUrlQuery, LoginUrlQueryVariables>;
export const ValidateUserDocument = new TypedDocumentString(`
    query ValidateUser($tokenString: String!) {
  validateUser(tokenString: $tokenString) {
    token
  }
}
    `) as unknown as TypedDocumentString<ValidateUserQuery, ValidateUserQueryVariables>;
export const AccessibleCentresDocument = new TypedDocumentString(`
    query AccessibleCentres($module: String!, $accessType: String!) {
  getAccessibleCentresForModule(module: $module, accessType: $accessType) {
    ID
    label
    code
    addresses {
      ID
      address
      postcode
      city
      active
    }
  }
}
    `) as unknown as TypedDocumentString<AccessibleCentresQuery, AccessibleCentresQueryVariables>;
export const LevelsConfigDocument = new TypedDocumentString(`
    query LevelsConfig($IDSchool: Int!) {
  findAllLevelsConfig(IDSchool: $IDSchool) {
    totalCount
    data {
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
}
    `) as unknown as TypedDocumentString<LevelsConfigQuery, LevelsConfigQueryVariables>;
export const SaveLevelDocument = new TypedDocumentString(`
    mutation SaveLevel($IDSchool: Int!, $levelID: Int, $levelData: LevelInput!) {
  insertOrUpdateLevelForSchool(
    IDSchool: $IDSchool
    levelID: $levelID
    levelData: $levelData
  ) {
    ID
  }
}
    `) as unknown as TypedDocumentString<SaveLevelMutation, SaveLevelMutationVariables>;
export const RemoveLevelDocument = new TypedDocumentString(`
    mutation RemoveLevel($IDSchool: Int!, $levelID: Int!) {
  removeLevelForSchool(IDSchool: $IDSchool, levelID: $levelID)
}
    `) as unknown as TypedDocumentString<RemoveLevelMutation, RemoveLevelMutationVariables>;
export const SidebarMenuDocument = new TypedDocumentString(`
    query SidebarMenu($fkSchool: Int!) {
  findSidebarMenuByUser(filter: {fkSchool: $fkSchool}) {
    ID
    icon
    path
    active
    label
    fkNavigation
  }
}
    `) as unknown as TypedDocumentString<SidebarMenuQuery, SidebarMenuQueryVariables>;
export const NotificationCountDocument = new TypedDocumentString(`
    query NotificationCount {
  getNotifications(filter: {read: false}, pagination: {page: 1, perPage: 1}) {
    unreadCount
  }
}
    `) as unknown as TypedDocumentString<NotificationCountQuery, NotificationCountQueryVariables>;
export const NotificationsDocument = new TypedDocumentString(`
    query Notifications($pagination: Pagination) {
  getNotifications(pagination: $pagination) {
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
    `) as unknown as TypedDocumentString<NotificationsQuery, NotificationsQueryVariables>;
export const MarkNotificationsDocument = new TypedDocumentString(`
    mutation MarkNotifications($notificationIds: [Int!]!, $read: Boolean!) {
  markNotifications(notificationIds: $notificationIds, read: $read)
}
    `) as unknown as TypedDocumentString<MarkNotificationsMutation, MarkNotificationsMutationVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
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
        name
        label
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
      ID
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
    `) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation Logout {
  logout
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const SchoolThemeDocument = new TypedDocumentString(`
    query SchoolTheme($fkSchool: Int!) {
  findAllSchoolConfig(filter: {fkSchool: $fkSchool}) {
    totalCount
    data {
      ID
      fkSchool
      key
      value
    }
  }
  findSchool(ID: $fkSchool) {
    ID
    name
  }
}
    `) as unknown as TypedDocumentString<SchoolThemeQuery, SchoolThemeQueryVariables>;