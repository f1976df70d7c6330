/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** One section of the enrolment form as saved. */
export type EnrolmentFormInput = {
  data: unknown;
  /** enquiry, child, applicant, spouse, guardians or emergency_contact. */
  step: string;
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

export type ParentDetailsInput = {
  highestQualification?: string | null | undefined;
  identificationNo: string;
  maritalStatus?: string | null | undefined;
  nationality: string;
  occupationalTitle?: string | null | undefined;
  race?: string | null | undefined;
  workingStatus?: string | null | undefined;
};

export type ProgramInput = {
  /** Omitted for a new programme. */
  ID?: number | null | undefined;
  from: string;
  label: string;
  to: string;
};

export type UserAddressInput = {
  address: string;
  building?: string | null | undefined;
  city?: string | null | undefined;
  country?: string | null | undefined;
  floor?: string | null | undefined;
  postcode: string;
  unit?: string | null | undefined;
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

export type RegistrationEnquiryQueryVariables = Exact<{
  id: number;
}>;


export type RegistrationEnquiryQuery = { enquiryByID: { ID: number, fkChild: number, admissionStatus: { stateCode: string }, centre: { ID: number } } };

export type RegistrationStartMutationVariables = Exact<{
  IDEnquiry: number;
  IDChild: number;
}>;


export type RegistrationStartMutation = { startRegistration: { ID: number, admissionStatus: { stateCode: string } } };

export type RegistrationFormQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type RegistrationFormQuery = { getEnrolmentForm: { IDEnquiry: number, step: string | null, completedSteps: Array<string>, hasEmergencyContact: boolean, isInfantCare: boolean, prefill: unknown, steps: Array<{ step: string, completed: boolean, data: unknown }> } };

export type RegistrationSaveFormMutationVariables = Exact<{
  IDEnquiry: number;
  EnrolmentForm: EnrolmentFormInput;
}>;


export type RegistrationSaveFormMutation = { saveEnrolmentForm: { step: string | null, completedSteps: Array<string> } };

export type RegistrationAdditionalQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type RegistrationAdditionalQuery = { getAdditionalInformation: { step: string | null, completedSteps: Array<string>, steps: Array<{ step: string, data: unknown }> } };

export type RegistrationSaveAdditionalMutationVariables = Exact<{
  IDEnquiry: number;
  step: string;
  data: unknown;
}>;


export type RegistrationSaveAdditionalMutation = { saveAdditionalInformation: { step: string | null, completedSteps: Array<string> } };

export type RegistrationCompleteMutationVariables = Exact<{
  IDEnquiry: number;
}>;


export type RegistrationCompleteMutation = { markAsCompleted: { ID: number, enrollmentPlan: string, admissionStatus: { stateCode: string } } };

export type RegistrationSubsidyQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type RegistrationSubsidyQuery = { getSubsidySchedule: { basic: Array<{ careType: string, working: boolean, amountCents: number }>, additional: Array<{ careType: string, incomeMaxCents: number, amountCents: number }> } };

export type RegistrationSaveParentMutationVariables = Exact<{
  IDEnquiry: number;
  fkUser: number;
  parentData: ParentDetailsInput;
}>;


export type RegistrationSaveParentMutation = { insertOrUpdateParentByFkUser: { fkUser: number, identificationNo: string | null, nationality: string | null, maritalStatus: string | null } };

export type RegistrationSaveAddressMutationVariables = Exact<{
  IDEnquiry: number;
  fkUser: number;
  addressData: UserAddressInput;
}>;


export type RegistrationSaveAddressMutation = { insertOrUpdateUserAddress: { fkUser: number, postcode: string, address: string, unit: string | null } };

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
export const RegistrationEnquiryDocument = new TypedDocumentString(`
    query RegistrationEnquiry($id: Int!) {
  enquiryByID(id: $id) {
    ID
    fkChild
    admissionStatus {
      stateCode
    }
    centre {
      ID
    }
  }
}
    `) as unknown as TypedDocumentString<RegistrationEnquiryQuery, RegistrationEnquiryQueryVariables>;
export const RegistrationStartDocument = new TypedDocumentString(`
    mutation RegistrationStart($IDEnquiry: Int!, $IDChild: Int!) {
  startRegistration(IDEnquiry: $IDEnquiry, IDChild: $IDChild) {
    ID
    admissionStatus {
      stateCode
    }
  }
}
    `) as unknown as TypedDocumentString<RegistrationStartMutation, RegistrationStartMutationVariables>;
export const RegistrationFormDocument = new TypedDocumentString(`
    query RegistrationForm($IDEnquiry: Int!) {
  getEnrolmentForm(IDEnquiry: $IDEnquiry) {
    IDEnquiry
    step
    completedSteps
    hasEmergencyContact
    isInfantCare
    prefill
    steps {
      step
      completed
      data
    }
  }
}
    `) as unknown as TypedDocumentString<RegistrationFormQuery, RegistrationFormQueryVariables>;
export const RegistrationSaveFormDocument = new TypedDocumentString(`
    mutation RegistrationSaveForm($IDEnquiry: Int!, $EnrolmentForm: EnrolmentFormInput!) {
  saveEnrolmentForm(IDEnquiry: $IDEnquiry, EnrolmentForm: $EnrolmentForm) {
    step
    completedSteps
  }
}
    `) as unknown as TypedDocumentString<RegistrationSaveFormMutation, RegistrationSaveFormMutationVariables>;
export const RegistrationAdditionalDocument = new TypedDocumentString(`
    query RegistrationAdditional($IDEnquiry: Int!) {
  getAdditionalInformation(IDEnquiry: $IDEnquiry) {
    step
    completedSteps
    steps {
      step
      data
    }
  }
}
    `) as unknown as TypedDocumentString<RegistrationAdditionalQuery, RegistrationAdditionalQueryVariables>;
export const RegistrationSaveAdditionalDocument = new TypedDocumentString(`
    mutation RegistrationSaveAdditional($IDEnquiry: Int!, $step: String!, $data: JSON!) {
  saveAdditionalInformation(IDEnquiry: $IDEnquiry, step: $step, data: $data) {
    step
    completedSteps
  }
}
    `) as unknown as TypedDocumentString<RegistrationSaveAdditionalMutation, RegistrationSaveAdditionalMutationVariables>;
export const RegistrationCompleteDocument = new TypedDocumentString(`
    mutation RegistrationComplete($IDEnquiry: Int!) {
  markAsCompleted(IDEnquiry: $IDEnquiry) {
    ID
    enrollmentPlan
    admissionStatus {
      stateCode
    }
  }
}
    `) as unknown as TypedDocumentString<RegistrationCompleteMutation, RegistrationCompleteMutationVariables>;
export const RegistrationSubsidyDocument = new TypedDocumentString(`
    query RegistrationSubsidy($IDEnquiry: Int!) {
  getSubsidySchedule(IDEnquiry: $IDEnquiry) {
    basic {
      careType
      working
      amountCents
    }
    additional {
      careType
      incomeMaxCents
      amountCents
    }
  }
}
    `) as unknown as TypedDocumentString<RegistrationSubsidyQuery, RegistrationSubsidyQueryVariables>;
export const RegistrationSaveParentDocument = new TypedDocumentString(`
    mutation RegistrationSaveParent($IDEnquiry: Int!, $fkUser: Int!, $parentData: ParentDetailsInput!) {
  insertOrUpdateParentByFkUser(
    IDEnquiry: $IDEnquiry
    fkUser: $fkUser
    parentData: $parentData
  ) {
    fkUser
    identificationNo
    nationality
    maritalStatus
  }
}
    `) as unknown as TypedDocumentString<RegistrationSaveParentMutation, RegistrationSaveParentMutationVariables>;
export const RegistrationSaveAddressDocument = new TypedDocumentString(`
    mutation RegistrationSaveAddress($IDEnquiry: Int!, $fkUser: Int!, $addressData: UserAddressInput!) {
  insertOrUpdateUserAddress(
    IDEnquiry: $IDEnquiry
    fkUser: $fkUser
    addressData: $addressData
  ) {
    fkUser
    postcode
    address
    unit
  }
}
    `) as unknown as TypedDocumentString<RegistrationSaveAddressMutation, RegistrationSaveAddressMutationVariables>;