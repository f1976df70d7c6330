/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Admissions list filter; empty values mean no filter. */
export type AdmissionFilter = {
  /** The planned start month (YYYY-MM-01). */
  enrollmentPlan?: string | null | undefined;
  fkCentre?: number | null | undefined;
  fkLevel?: number | null | undefined;
};

/** submitNewBlacklist: the family to put on the blacklist and why. */
export type BlacklistNewInput = {
  fkCentre: number;
  fkChild: number;
  /** A code of category blacklist_reason. */
  fkCode: number;
  fkParent: number;
  remark: string;
};

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

export type AdmissionsListQueryVariables = Exact<{
  IDSchool: number;
  stageCode: string;
  statusCode?: string | null | undefined;
  filter?: AdmissionFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type AdmissionsListQuery = { findAllAdmission: { totalCount: number, stageCounts: Array<{ code: string, count: number }>, data: Array<{ ID: number, stageCode: string | null, pendingRegisterSince: string, source: string, centre: { ID: number }, child: { birthCertificate: string | null }, user: { email: string }, admissionStatus: { stateCode: string } }> } };

export type AdmissionsSearchQueryVariables = Exact<{
  q: string;
}>;


export type AdmissionsSearchQuery = { searchAdmissions: Array<{ ID: number, childLastname: string }> };

export type AdmissionsFiltersQueryVariables = Exact<{
  IDSchool: number;
}>;


export type AdmissionsFiltersQuery = { getAdmissionFilters: { centres: Array<{ ID: number }>, stages: Array<{ code: string, statuses: Array<{ stateCode: string }> }> } };

export type AdmissionsDetailQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type AdmissionsDetailQuery = { enquiryByID: { ID: number, admission: { stageCode: string | null, child: { birthCertificate: string | null } }, enquiry: { ID: number, visits: Array<{ ID: number }> }, stateHistory: Array<{ action: string, fromState: { stateCode: string } | null, toState: { stateCode: string } }> } };

export type BlacklistSubmitMutationVariables = Exact<{
  input: BlacklistNewInput;
}>;


export type BlacklistSubmitMutation = { submitNewBlacklist: { ID: number, kind: string, status: string, canDecide: boolean, items: Array<{ remark: string, code: { label: string } | null }> } };

export type BlacklistSubmitRemoveMutationVariables = Exact<{
  IDBlacklist: number;
  remark: string;
}>;


export type BlacklistSubmitRemoveMutation = { submitRemoveBlacklist: { ID: number, kind: string, status: string } };

export type BlacklistApproveMutationVariables = Exact<{
  IDBlacklistDraft: number;
  remark?: string | null | undefined;
}>;


export type BlacklistApproveMutation = { approveBlacklistDraft: { ID: number, status: string, approverName: string | null } };

export type BlacklistRejectMutationVariables = Exact<{
  IDBlacklistDraft: number;
  remark: string;
}>;


export type BlacklistRejectMutation = { rejectBlacklistDraft: { ID: number, status: string, decisionRemark: string | null } };

export type BlacklistCancelMutationVariables = Exact<{
  IDBlacklistDraft: number;
  remark: string;
}>;


export type BlacklistCancelMutation = { cancelBlacklistDraft: { ID: number, status: string } };

export type BlacklistListQueryVariables = Exact<{
  IDSchool: number;
}>;


export type BlacklistListQuery = { getBlackListData: { totalCount: number, data: Array<{ ID: number, child: { ID: number }, code: { label: string } }> } };

export type BlacklistDraftsQueryVariables = Exact<{
  IDSchool: number;
  status?: string | null | undefined;
}>;


export type BlacklistDraftsQuery = { blacklistDraftsByFkSchool: { totalCount: number, data: Array<{ ID: number, status: string, canDecide: boolean }> } };

export type BlacklistRelationsQueryVariables = Exact<{
  IDChild: number;
}>;


export type BlacklistRelationsQuery = { getChildRelationData: Array<{ ID: number, email: string, isMainApplicant: boolean }> };

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

export type StateMapListQueryVariables = Exact<{
  IDSchool: number;
}>;


export type StateMapListQuery = { findAllEnquiryStateMachineMap: Array<{ ID: number, priority: number, fromState: { stateCode: string }, toState: { stateCode: string } }> };

export type StateMapStatesQueryVariables = Exact<{ [key: string]: never; }>;


export type StateMapStatesQuery = { findAllEnquiryState: Array<{ ID: number, stateCode: string, group: string }> };

export type StateMapAddMutationVariables = Exact<{
  IDSchool: number;
  fromState: string;
  toState: string;
  priority?: number | null | undefined;
}>;


export type StateMapAddMutation = { addEnquiryStateMachineMap: { ID: number, priority: number, toState: { stateCode: string } } };

export type StateMapRemoveMutationVariables = Exact<{
  IDSchool: number;
  IDMap: number;
  confirm?: boolean | null | undefined;
}>;


export type StateMapRemoveMutation = { removeEnquiryStateMachineMap: boolean };

export type StateMapUpdateMutationVariables = Exact<{
  IDSchool: number;
  IDMap: number;
  priority: number;
  toState?: string | null | undefined;
  confirm?: boolean | null | undefined;
}>;


export type StateMapUpdateMutation = { updateEnquiryStateMachineMap: { ID: number, priority: number, toState: { stateCode: string } } };

export type StateMapImpactQueryVariables = Exact<{
  IDSchool: number;
  IDMap: number;
  toState?: string | null | undefined;
}>;


export type StateMapImpactQuery = { enquiryStateMachineMapImpact: { states: Array<{ count: number, stranded: boolean, state: { stateCode: string }, enquiries: Array<{ ID: number }> }> } };

export type StateMapStrandedQueryVariables = Exact<{
  IDSchool: number;
}>;


export type StateMapStrandedQuery = { strandedEnquiryStates: { states: Array<{ count: number, state: { stateCode: string } }> } };

export type StateMapCancelEnquiryMutationVariables = Exact<{
  ID: number;
}>;


export type StateMapCancelEnquiryMutation = { cancelEnquiry: { ID: number, admissionStatus: { stateCode: string } } };

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

export const AdmissionsListDocument = new TypedDocumentString(`
    query AdmissionsList($IDSchool: Int!, $stageCode: String!, $statusCode: String, $filter: AdmissionFilter, $pagination: Pagination) {
  findAllAdmission(
    IDSchool: $IDSchool
    stageCode: $stageCode
    statusCode: $statusCode
    filter: $filter
    pagination: $pagination
  ) {
    totalCount
    stageCounts {
      code
      count
    }
    data {
      ID
      stageCode
      pendingRegisterSince
      source
      centre {
        ID
      }
      child {
        birthCertificate
      }
      user {
        email
      }
      admissionStatus {
        stateCode
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdmissionsListQuery, AdmissionsListQueryVariables>;
export const AdmissionsSearchDocument = new TypedDocumentString(`
    query AdmissionsSearch($q: String!) {
  searchAdmissions(q: $q) {
    ID
    childLastname
  }
}
    `) as unknown as TypedDocumentString<AdmissionsSearchQuery, AdmissionsSearchQueryVariables>;
export const AdmissionsFiltersDocument = new TypedDocumentString(`
    query AdmissionsFilters($IDSchool: Int!) {
  getAdmissionFilters(IDSchool: $IDSchool) {
    centres {
      ID
    }
    stages {
      code
      statuses {
        stateCode
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdmissionsFiltersQuery, AdmissionsFiltersQueryVariables>;
export const AdmissionsDetailDocument = new TypedDocumentString(`
    query AdmissionsDetail($IDEnquiry: Int!) {
  enquiryByID(IDEnquiry: $IDEnquiry) {
    ID
    admission {
      stageCode
      child {
        birthCertificate
      }
    }
    enquiry {
      ID
      visits {
        ID
      }
    }
    stateHistory {
      action
      fromState {
        stateCode
      }
      toState {
        stateCode
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdmissionsDetailQuery, AdmissionsDetailQueryVariables>;
export const BlacklistSubmitDocument = new TypedDocumentString(`
    mutation BlacklistSubmit($input: BlacklistNewInput!) {
  submitNewBlacklist(input: $input) {
    ID
    kind
    status
    canDecide
    items {
      remark
      code {
        label
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BlacklistSubmitMutation, BlacklistSubmitMutationVariables>;
export const BlacklistSubmitRemoveDocument = new TypedDocumentString(`
    mutation BlacklistSubmitRemove($IDBlacklist: Int!, $remark: String!) {
  submitRemoveBlacklist(IDBlacklist: $IDBlacklist, remark: $remark) {
    ID
    kind
    status
  }
}
    `) as unknown as TypedDocumentString<BlacklistSubmitRemoveMutation, BlacklistSubmitRemoveMutationVariables>;
export const BlacklistApproveDocument = new TypedDocumentString(`
    mutation BlacklistApprove($IDBlacklistDraft: Int!, $remark: String) {
  approveBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {
    ID
    status
    approverName
  }
}
    `) as unknown as TypedDocumentString<BlacklistApproveMutation, BlacklistApproveMutationVariables>;
export const BlacklistRejectDocument = new TypedDocumentString(`
    mutation BlacklistReject($IDBlacklistDraft: Int!, $remark: String!) {
  rejectBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {
    ID
    status
    decisionRemark
  }
}
    `) as unknown as TypedDocumentString<BlacklistRejectMutation, BlacklistRejectMutationVariables>;
export const BlacklistCancelDocument = new TypedDocumentString(`
    mutation BlacklistCancel($IDBlacklistDraft: Int!, $remark: String!) {
  cancelBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {
    ID
    status
  }
}
    `) as unknown as TypedDocumentString<BlacklistCancelMutation, BlacklistCancelMutationVariables>;
export const BlacklistListDocument = new TypedDocumentString(`
    query BlacklistList($IDSchool: Int!) {
  getBlackListData(IDSchool: $IDSchool) {
    totalCount
    data {
      ID
      child {
        ID
      }
      code {
        label
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BlacklistListQuery, BlacklistListQueryVariables>;
export const BlacklistDraftsDocument = new TypedDocumentString(`
    query BlacklistDrafts($IDSchool: Int!, $status: String) {
  blacklistDraftsByFkSchool(IDSchool: $IDSchool, status: $status) {
    totalCount
    data {
      ID
      status
      canDecide
    }
  }
}
    `) as unknown as TypedDocumentString<BlacklistDraftsQuery, BlacklistDraftsQueryVariables>;
export const BlacklistRelationsDocument = new TypedDocumentString(`
    query BlacklistRelations($IDChild: Int!) {
  getChildRelationData(IDChild: $IDChild) {
    ID
    email
    isMainApplicant
  }
}
    `) as unknown as TypedDocumentString<BlacklistRelationsQuery, BlacklistRelationsQueryVariables>;
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
export const StateMapListDocument = new TypedDocumentString(`
    query StateMapList($IDSchool: Int!) {
  findAllEnquiryStateMachineMap(IDSchool: $IDSchool) {
    ID
    priority
    fromState {
      stateCode
    }
    toState {
      stateCode
    }
  }
}
    `) as unknown as TypedDocumentString<StateMapListQuery, StateMapListQueryVariables>;
export const StateMapStatesDocument = new TypedDocumentString(`
    query StateMapStates {
  findAllEnquiryState {
    ID
    stateCode
    group
  }
}
    `) as unknown as TypedDocumentString<StateMapStatesQuery, StateMapStatesQueryVariables>;
export const StateMapAddDocument = new TypedDocumentString(`
    mutation StateMapAdd($IDSchool: Int!, $fromState: String!, $toState: String!, $priority: Int) {
  addEnquiryStateMachineMap(
    IDSchool: $IDSchool
    fromState: $fromState
    toState: $toState
    priority: $priority
  ) {
    ID
    priority
    toState {
      stateCode
    }
  }
}
    `) as unknown as TypedDocumentString<StateMapAddMutation, StateMapAddMutationVariables>;
export const StateMapRemoveDocument = new TypedDocumentString(`
    mutation StateMapRemove($IDSchool: Int!, $IDMap: Int!, $confirm: Boolean) {
  removeEnquiryStateMachineMap(
    IDSchool: $IDSchool
    IDMap: $IDMap
    confirm: $confirm
  )
}
    `) as unknown as TypedDocumentString<StateMapRemoveMutation, StateMapRemoveMutationVariables>;
export const StateMapUpdateDocument = new TypedDocumentString(`
    mutation StateMapUpdate($IDSchool: Int!, $IDMap: Int!, $priority: Int!, $toState: String, $confirm: Boolean) {
  updateEnquiryStateMachineMap(
    IDSchool: $IDSchool
    IDMap: $IDMap
    priority: $priority
    toState: $toState
    confirm: $confirm
  ) {
    ID
    priority
    toState {
      stateCode
    }
  }
}
    `) as unknown as TypedDocumentString<StateMapUpdateMutation, StateMapUpdateMutationVariables>;
export const StateMapImpactDocument = new TypedDocumentString(`
    query StateMapImpact($IDSchool: Int!, $IDMap: Int!, $toState: String) {
  enquiryStateMachineMapImpact(
    IDSchool: $IDSchool
    IDMap: $IDMap
    toState: $toState
  ) {
    states {
      count
      stranded
      state {
        stateCode
      }
      enquiries {
        ID
      }
    }
  }
}
    `) as unknown as TypedDocumentString<StateMapImpactQuery, StateMapImpactQueryVariables>;
export const StateMapStrandedDocument = new TypedDocumentString(`
    query StateMapStranded($IDSchool: Int!) {
  strandedEnquiryStates(IDSchool: $IDSchool) {
    states {
      count
      state {
        stateCode
      }
    }
  }
}
    `) as unknown as TypedDocumentString<StateMapStrandedQuery, StateMapStrandedQueryVariables>;
export const StateMapCancelEnquiryDocument = new TypedDocumentString(`
    mutation StateMapCancelEnquiry($ID: Int!) {
  cancelEnquiry(ID: $ID) {
    ID
    admissionStatus {
      stateCode
    }
  }
}
    `) as unknown as TypedDocumentString<StateMapCancelEnquiryMutation, StateMapCancelEnquiryMutationVariables>;