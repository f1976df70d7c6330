/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** What staff may change of a waitlisted enquiry. */
export type EnquiryDetailUpdate = {
  /** The month the family wants to start: the 1st or the 15th, not in the past. */
  enrollmentPlan?: string | null | undefined;
  /** true puts the enquiry on the waitlist (now), false takes it off. */
  waitlisted?: boolean | null | undefined;
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

/**
 * The waitlist's filter. Empty or falsy values are dropped (spec 001 section 5), except waitlistStatus, dropped only
 * when null: true lists the enquiries that joined the waitlist, false those that have not yet.
 */
export type WaitListFilter = {
  fkCentre?: number | null | undefined;
  fkEnquiryState?: number | null | undefined;
  fkLevel?: number | null | undefined;
  fkProgram?: number | null | undefined;
  waitlistStatus?: boolean | null | undefined;
};

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

export type WaitlistCancelMutationVariables = Exact<{
  ID: number;
}>;


export type WaitlistCancelMutation = { cancelEnquiry: { ID: number } };

export type WaitlistNewTagMutationVariables = Exact<{
  description: string;
}>;


export type WaitlistNewTagMutation = { newTag: { ID: number, description: string, weight: number, isCustom: boolean } };

export type WaitlistTagWeightMutationVariables = Exact<{
  ID: number;
  weight: number;
}>;


export type WaitlistTagWeightMutation = { updateTagByFields: { ID: number, weight: number } };

export type WaitlistTagsQueryVariables = Exact<{ [key: string]: never; }>;


export type WaitlistTagsQuery = { findAllTags: Array<{ ID: number, weight: number }> };

export type WaitlistTagOnMutationVariables = Exact<{
  IDEnquiry: number;
  IDTag: number;
}>;


export type WaitlistTagOnMutation = { updateEnquiryTags: { ID: number, queueWeight: number, waitlistTags: Array<{ ID: number }> } };

export type WaitlistTagOffMutationVariables = Exact<{
  IDEnquiry: number;
  IDTag: number;
}>;


export type WaitlistTagOffMutation = { removeEnquiryTag: { ID: number, queueWeight: number } };

export type WaitlistNoteMutationVariables = Exact<{
  IDEnquiry: number;
  remark: string;
}>;


export type WaitlistNoteMutation = { addChildActivityLog: { ID: number, mode: string, remark: string | null, user: { ID: number } | null } };

export type WaitlistLogQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type WaitlistLogQuery = { findAllChildActivityLog: { totalCount: number, data: Array<{ action: string, mode: string, remark: string | null }> } };

export type WaitlistDetailMutationVariables = Exact<{
  ID: number;
  data: EnquiryDetailUpdate;
}>;


export type WaitlistDetailMutation = { updateEnquiryDetail: { ID: number, enrollmentPlan: string, waitlistedAt: string | null } };

export type WaitlistListQueryVariables = Exact<{
  filter?: WaitListFilter | null | undefined;
  tag?: number | null | undefined;
  preferEnrolDate?: string | null | undefined;
  filterByVacancy?: boolean | null | undefined;
  race?: string | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type WaitlistListQuery = { getWaitList: { totalCount: number, data: Array<{ ID: number, queueWeight: number, queuePosition: number, enrollmentPlan: string, waitlistTags: Array<{ ID: number, description: string, weight: number }>, stateHistory: Array<{ action: string, toState: { stateCode: string } }>, offer: { month: string, status: string, dueDate: string | null } | null }> } };

export type WaitlistOfferMutationVariables = Exact<{
  IDEnquiry: number;
  month?: string | null | undefined;
}>;


export type WaitlistOfferMutation = { acceptVacancyForRegistration: { ID: number, admissionStatus: { stateCode: string }, offer: { month: string, status: string, dueDate: string | null } | null } };

export type WaitlistDeclineMutationVariables = Exact<{
  IDEnquiry: number;
  remarks?: string | null | undefined;
}>;


export type WaitlistDeclineMutation = { rejectVacancyForRegistration: { ID: number, admissionStatus: { stateCode: string }, offer: { status: string } | null } };

export type WaitlistPositionsQueryVariables = Exact<{ [key: string]: never; }>;


export type WaitlistPositionsQuery = { getMyWaitlistPositions: Array<{ IDEnquiry: number, position: number, queueLength: number, expectedOfferMonth: string | null, reasons: Array<string>, offer: { month: string, dueDate: string | null, status: string } | null }> };

export type WaitlistSearchQueryVariables = Exact<{
  q: string;
}>;


export type WaitlistSearchQuery = { searchChildInWaitList: Array<{ ID: number }> };

export type WaitlistFiltersQueryVariables = Exact<{ [key: string]: never; }>;


export type WaitlistFiltersQuery = { getWaitListFilter: { preferMonthOfEnrolmentOptions: Array<string>, races: Array<string>, centres: Array<{ ID: number }>, tags: Array<{ ID: number }>, levels: Array<{ ID: number }> } };

export type WaitlistVacancyQueryVariables = Exact<{
  IDCentre: number;
}>;


export type WaitlistVacancyQuery = { getVacancyTab: Array<{ month: string, fkLevel: number, capacity: number, vacancies: number, waiting: number }> };

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
export const WaitlistCancelDocument = new TypedDocumentString(`
    mutation WaitlistCancel($ID: Int!) {
  cancelEnquiry(ID: $ID) {
    ID
  }
}
    `) as unknown as TypedDocumentString<WaitlistCancelMutation, WaitlistCancelMutationVariables>;
export const WaitlistNewTagDocument = new TypedDocumentString(`
    mutation WaitlistNewTag($description: String!) {
  newTag(description: $description) {
    ID
    description
    weight
    isCustom
  }
}
    `) as unknown as TypedDocumentString<WaitlistNewTagMutation, WaitlistNewTagMutationVariables>;
export const WaitlistTagWeightDocument = new TypedDocumentString(`
    mutation WaitlistTagWeight($ID: Int!, $weight: Int!) {
  updateTagByFields(ID: $ID, weight: $weight) {
    ID
    weight
  }
}
    `) as unknown as TypedDocumentString<WaitlistTagWeightMutation, WaitlistTagWeightMutationVariables>;
export const WaitlistTagsDocument = new TypedDocumentString(`
    query WaitlistTags {
  findAllTags {
    ID
    weight
  }
}
    `) as unknown as TypedDocumentString<WaitlistTagsQuery, WaitlistTagsQueryVariables>;
export const WaitlistTagOnDocument = new TypedDocumentString(`
    mutation WaitlistTagOn($IDEnquiry: Int!, $IDTag: Int!) {
  updateEnquiryTags(IDEnquiry: $IDEnquiry, IDTag: $IDTag) {
    ID
    queueWeight
    waitlistTags {
      ID
    }
  }
}
    `) as unknown as TypedDocumentString<WaitlistTagOnMutation, WaitlistTagOnMutationVariables>;
export const WaitlistTagOffDocument = new TypedDocumentString(`
    mutation WaitlistTagOff($IDEnquiry: Int!, $IDTag: Int!) {
  removeEnquiryTag(IDEnquiry: $IDEnquiry, IDTag: $IDTag) {
    ID
    queueWeight
  }
}
    `) as unknown as TypedDocumentString<WaitlistTagOffMutation, WaitlistTagOffMutationVariables>;
export const WaitlistNoteDocument = new TypedDocumentString(`
    mutation WaitlistNote($IDEnquiry: Int!, $remark: String!) {
  addChildActivityLog(IDEnquiry: $IDEnquiry, remark: $remark) {
    ID
    mode
    remark
    user {
      ID
    }
  }
}
    `) as unknown as TypedDocumentString<WaitlistNoteMutation, WaitlistNoteMutationVariables>;
export const WaitlistLogDocument = new TypedDocumentString(`
    query WaitlistLog($IDEnquiry: Int!) {
  findAllChildActivityLog(IDEnquiry: $IDEnquiry) {
    totalCount
    data {
      action
      mode
      remark
    }
  }
}
    `) as unknown as TypedDocumentString<WaitlistLogQuery, WaitlistLogQueryVariables>;
export const WaitlistDetailDocument = new TypedDocumentString(`
    mutation WaitlistDetail($ID: Int!, $data: EnquiryDetailUpdate!) {
  updateEnquiryDetail(ID: $ID, data: $data) {
    ID
    enrollmentPlan
    waitlistedAt
  }
}
    `) as unknown as TypedDocumentString<WaitlistDetailMutation, WaitlistDetailMutationVariables>;
export const WaitlistListDocument = new TypedDocumentString(`
    query WaitlistList($filter: WaitListFilter, $tag: Int, $preferEnrolDate: Date, $filterByVacancy: Boolean, $race: String, $pagination: Pagination) {
  getWaitList(
    filter: $filter
    tag: $tag
    preferEnrolDate: $preferEnrolDate
    filterByVacancy: $filterByVacancy
    race: $race
    pagination: $pagination
  ) {
    totalCount
    data {
      ID
      queueWeight
      queuePosition
      enrollmentPlan
      waitlistTags {
        ID
        description
        weight
      }
      stateHistory {
        action
        toState {
          stateCode
        }
      }
      offer {
        month
        status
        dueDate
      }
    }
  }
}
    `) as unknown as TypedDocumentString<WaitlistListQuery, WaitlistListQueryVariables>;
export const WaitlistOfferDocument = new TypedDocumentString(`
    mutation WaitlistOffer($IDEnquiry: Int!, $month: Date) {
  acceptVacancyForRegistration(IDEnquiry: $IDEnquiry, month: $month) {
    ID
    admissionStatus {
      stateCode
    }
    offer {
      month
      status
      dueDate
    }
  }
}
    `) as unknown as TypedDocumentString<WaitlistOfferMutation, WaitlistOfferMutationVariables>;
export const WaitlistDeclineDocument = new TypedDocumentString(`
    mutation WaitlistDecline($IDEnquiry: Int!, $remarks: String) {
  rejectVacancyForRegistration(IDEnquiry: $IDEnquiry, remarks: $remarks) {
    ID
    admissionStatus {
      stateCode
    }
    offer {
      status
    }
  }
}
    `) as unknown as TypedDocumentString<WaitlistDeclineMutation, WaitlistDeclineMutationVariables>;
export const WaitlistPositionsDocument = new TypedDocumentString(`
    query WaitlistPositions {
  getMyWaitlistPositions {
    IDEnquiry
    position
    queueLength
    expectedOfferMonth
    reasons
    offer {
      month
      dueDate
      status
    }
  }
}
    `) as unknown as TypedDocumentString<WaitlistPositionsQuery, WaitlistPositionsQueryVariables>;
export const WaitlistSearchDocument = new TypedDocumentString(`
    query WaitlistSearch($q: String!) {
  searchChildInWaitList(q: $q) {
    ID
  }
}
    `) as unknown as TypedDocumentString<WaitlistSearchQuery, WaitlistSearchQueryVariables>;
export const WaitlistFiltersDocument = new TypedDocumentString(`
    query WaitlistFilters {
  getWaitListFilter {
    centres {
      ID
    }
    tags {
      ID
    }
    levels {
      ID
    }
    preferMonthOfEnrolmentOptions
    races
  }
}
    `) as unknown as TypedDocumentString<WaitlistFiltersQuery, WaitlistFiltersQueryVariables>;
export const WaitlistVacancyDocument = new TypedDocumentString(`
    query WaitlistVacancy($IDCentre: Int!) {
  getVacancyTab(IDCentre: $IDCentre) {
    month
    fkLevel
    capacity
    vacancies
    waiting
  }
}
    `) as unknown as TypedDocumentString<WaitlistVacancyQuery, WaitlistVacancyQueryVariables>;