/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ConsentParticipantInput = {
  displayName: string;
  email: string;
  /** applicant, spouse or staff (the centre's signer, a staff member of the school, signs last). */
  role: string;
};

export type DocumentTypeConfigInput = {
  active: boolean;
  category: string;
  description?: string | null | undefined;
  isRequired: boolean;
  label: string;
  listAccess: number;
  sortOrder: number;
  uploadAccess: number;
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

export type SignatureInput = {
  /** The signer confirms they read the form. */
  agreed: boolean;
  /** The signature as a PNG data URL (a typed name is drawn in a script face by the page). */
  image: string;
  /** drawn or typed. */
  kind: string;
  typedName?: string | null | undefined;
};

/** A file an upload target was given for, to save as a document of its type. */
export type UploadedDocumentInput = {
  documentTypeID: number;
  /** The Key of the upload target the file was PUT to. */
  key: string;
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

export type DocumentsTypeConfigsQueryVariables = Exact<{
  IDSchool: number;
  fkDocumentTypeConfig?: number | null | undefined;
}>;


export type DocumentsTypeConfigsQuery = { documentTypeConfigsByFkDocumentTypeConfig: Array<{ ID: number, label: string, isRequired: boolean, listAccess: number, uploadAccess: number, active: boolean }> };

export type DocumentsTypesByCategoryQueryVariables = Exact<{
  IDSchool: number;
  category?: string | null | undefined;
}>;


export type DocumentsTypesByCategoryQuery = { getDocumentTypeByDocumentCategory: Array<{ ID: number, label: string }> };

export type DocumentsSaveTypeMutationVariables = Exact<{
  IDSchool: number;
  ID?: number | null | undefined;
  data: DocumentTypeConfigInput;
}>;


export type DocumentsSaveTypeMutation = { insertOrUpdateDocumentTypeConfig: { ID: number, label: string, isRequired: boolean } };

export type DocumentsQueueQueryVariables = Exact<{
  IDCentre?: number | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type DocumentsQueueQuery = { findAllPendingDocument: { totalCount: number, data: Array<{ ID: number, IDEnquiry: number | null, childName: string, documentType: string, centreLabel: string }> } };

export type DocumentsUploadUrlMutationVariables = Exact<{
  IDEnquiry: number;
  filename: string;
  contentType: string;
}>;


export type DocumentsUploadUrlMutation = { getEnquiryDocumentUploadUrl: { Url: string, Key: string } };

export type DocumentsSaveMutationVariables = Exact<{
  IDEnquiry: number;
  uploadedDocuments: Array<UploadedDocumentInput> | UploadedDocumentInput;
}>;


export type DocumentsSaveMutation = { saveDocumentsByIDEnquiry: Array<{ ID: number, status: string, statusText: string, filename: string | null }> };

export type DocumentsRequiredQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type DocumentsRequiredQuery = { listRequiredDocuments: Array<{ DocumentTypeID: number, ParentID: number, ChildID: number, Fullname: string, DocumentType: string, Status: string, Remarks: string | null, UploadAccess: number, isRequired: boolean, documents: Array<{ ID: number, status: string, filename: string | null }> }> };

export type DocumentsCompleteMutationVariables = Exact<{
  IDEnquiry: number;
}>;


export type DocumentsCompleteMutation = { setDocumentUploadAsCompleted: boolean };

export type DocumentsApproveMutationVariables = Exact<{
  IDDocument: number;
}>;


export type DocumentsApproveMutation = { approveEnquiryDocument: { ID: number, status: string, statusText: string } };

export type DocumentsRejectMutationVariables = Exact<{
  IDDocument: number;
  remark: string;
}>;


export type DocumentsRejectMutation = { rejectEnquiryDocument: { ID: number, status: string, statusText: string, remark: string | null } };

export type DocumentsNotRequiredMutationVariables = Exact<{
  IDEnquiry: number;
  documentTypeID: number;
  remark: string;
}>;


export type DocumentsNotRequiredMutation = { markEnquiryDocumentAsNotRequired: { ID: number, status: string } };

export type DocumentsRemoveMutationVariables = Exact<{
  IDDocument: number;
  IDEnquiry: number;
}>;


export type DocumentsRemoveMutation = { removeDocumentByIDEnquiry: boolean };

export type DocumentsUrlQueryVariables = Exact<{
  IDDocument: number;
  IDChild?: number | null | undefined;
}>;


export type DocumentsUrlQuery = { getDocumentURL: string };

export type DocumentsSummaryQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type DocumentsSummaryQuery = { getEnquiryDocumentSummary: { stateCode: string, childName: string, parentEmail: string, canUpload: boolean, canSubmit: boolean, canConsent: boolean } };

export type DocumentsFileUrlQueryVariables = Exact<{
  key: string;
}>;


export type DocumentsFileUrlQuery = { fileUrl: string };

export type EsignCreateFormMutationVariables = Exact<{
  IDEnquiry: number;
  participants: Array<ConsentParticipantInput> | ConsentParticipantInput;
}>;


export type EsignCreateFormMutation = { createForm1: { ID: number, eDocumentStatus: string, contentSha256: string, participants: Array<{ displayName: string, order: number, email: string, role: string, status: string }> } };

export type EsignFormQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type EsignFormQuery = { getConsentForm: { eDocumentStatus: string, signedDocumentAvailable: boolean, participants: Array<{ displayName: string, order: number, status: string, signedAt: string | null }> } | null };

export type EsignSigningDocumentQueryVariables = Exact<{
  token: string;
}>;


export type EsignSigningDocumentQuery = { getSigningDocument: { title: string, contentSha256: string, declaration: string, sections: Array<{ heading: string, rows: Array<{ label: string, value: string }> }>, signer: { displayName: string, role: string, order: number }, participants: Array<{ displayName: string, status: string }> } };

export type EsignSignMutationVariables = Exact<{
  token: string;
  signature: SignatureInput;
}>;


export type EsignSignMutation = { signConsentForm: { status: string, signedAt: string | null } };

export type EsignSignedUrlQueryVariables = Exact<{
  IDEnquiry: number;
}>;


export type EsignSignedUrlQuery = { getEnrolmentDocumentURL: string };

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
export const DocumentsTypeConfigsDocument = new TypedDocumentString(`
    query DocumentsTypeConfigs($IDSchool: Int!, $fkDocumentTypeConfig: Int) {
  documentTypeConfigsByFkDocumentTypeConfig(
    IDSchool: $IDSchool
    fkDocumentTypeConfig: $fkDocumentTypeConfig
  ) {
    ID
    label
    isRequired
    listAccess
    uploadAccess
    active
  }
}
    `) as unknown as TypedDocumentString<DocumentsTypeConfigsQuery, DocumentsTypeConfigsQueryVariables>;
export const DocumentsTypesByCategoryDocument = new TypedDocumentString(`
    query DocumentsTypesByCategory($IDSchool: Int!, $category: String) {
  getDocumentTypeByDocumentCategory(IDSchool: $IDSchool, category: $category) {
    ID
    label
  }
}
    `) as unknown as TypedDocumentString<DocumentsTypesByCategoryQuery, DocumentsTypesByCategoryQueryVariables>;
export const DocumentsSaveTypeDocument = new TypedDocumentString(`
    mutation DocumentsSaveType($IDSchool: Int!, $ID: Int, $data: DocumentTypeConfigInput!) {
  insertOrUpdateDocumentTypeConfig(IDSchool: $IDSchool, ID: $ID, data: $data) {
    ID
    label
    isRequired
  }
}
    `) as unknown as TypedDocumentString<DocumentsSaveTypeMutation, DocumentsSaveTypeMutationVariables>;
export const DocumentsQueueDocument = new TypedDocumentString(`
    query DocumentsQueue($IDCentre: Int, $pagination: Pagination) {
  findAllPendingDocument(IDCentre: $IDCentre, pagination: $pagination) {
    totalCount
    data {
      ID
      IDEnquiry
      childName
      documentType
      centreLabel
    }
  }
}
    `) as unknown as TypedDocumentString<DocumentsQueueQuery, DocumentsQueueQueryVariables>;
export const DocumentsUploadUrlDocument = new TypedDocumentString(`
    mutation DocumentsUploadUrl($IDEnquiry: Int!, $filename: String!, $contentType: String!) {
  getEnquiryDocumentUploadUrl(
    IDEnquiry: $IDEnquiry
    filename: $filename
    contentType: $contentType
  ) {
    Url
    Key
  }
}
    `) as unknown as TypedDocumentString<DocumentsUploadUrlMutation, DocumentsUploadUrlMutationVariables>;
export const DocumentsSaveDocument = new TypedDocumentString(`
    mutation DocumentsSave($IDEnquiry: Int!, $uploadedDocuments: [UploadedDocumentInput!]!) {
  saveDocumentsByIDEnquiry(
    IDEnquiry: $IDEnquiry
    uploadedDocuments: $uploadedDocuments
  ) {
    ID
    status
    statusText
    filename
  }
}
    `) as unknown as TypedDocumentString<DocumentsSaveMutation, DocumentsSaveMutationVariables>;
export const DocumentsRequiredDocument = new TypedDocumentString(`
    query DocumentsRequired($IDEnquiry: Int!) {
  listRequiredDocuments(IDEnquiry: $IDEnquiry) {
    DocumentTypeID
    ParentID
    ChildID
    Fullname
    DocumentType
    Status
    Remarks
    UploadAccess
    isRequired
    documents {
      ID
      status
      filename
    }
  }
}
    `) as unknown as TypedDocumentString<DocumentsRequiredQuery, DocumentsRequiredQueryVariables>;
export const DocumentsCompleteDocument = new TypedDocumentString(`
    mutation DocumentsComplete($IDEnquiry: Int!) {
  setDocumentUploadAsCompleted(IDEnquiry: $IDEnquiry)
}
    `) as unknown as TypedDocumentString<DocumentsCompleteMutation, DocumentsCompleteMutationVariables>;
export const DocumentsApproveDocument = new TypedDocumentString(`
    mutation DocumentsApprove($IDDocument: Int!) {
  approveEnquiryDocument(IDDocument: $IDDocument) {
    ID
    status
    statusText
  }
}
    `) as unknown as TypedDocumentString<DocumentsApproveMutation, DocumentsApproveMutationVariables>;
export const DocumentsRejectDocument = new TypedDocumentString(`
    mutation DocumentsReject($IDDocument: Int!, $remark: String!) {
  rejectEnquiryDocument(IDDocument: $IDDocument, remark: $remark) {
    ID
    status
    statusText
    remark
  }
}
    `) as unknown as TypedDocumentString<DocumentsRejectMutation, DocumentsRejectMutationVariables>;
export const DocumentsNotRequiredDocument = new TypedDocumentString(`
    mutation DocumentsNotRequired($IDEnquiry: Int!, $documentTypeID: Int!, $remark: String!) {
  markEnquiryDocumentAsNotRequired(
    IDEnquiry: $IDEnquiry
    documentTypeID: $documentTypeID
    remark: $remark
  ) {
    ID
    status
  }
}
    `) as unknown as TypedDocumentString<DocumentsNotRequiredMutation, DocumentsNotRequiredMutationVariables>;
export const DocumentsRemoveDocument = new TypedDocumentString(`
    mutation DocumentsRemove($IDDocument: Int!, $IDEnquiry: Int!) {
  removeDocumentByIDEnquiry(IDDocument: $IDDocument, IDEnquiry: $IDEnquiry)
}
    `) as unknown as TypedDocumentString<DocumentsRemoveMutation, DocumentsRemoveMutationVariables>;
export const DocumentsUrlDocument = new TypedDocumentString(`
    query DocumentsUrl($IDDocument: Int!, $IDChild: Int) {
  getDocumentURL(IDDocument: $IDDocument, IDChild: $IDChild)
}
    `) as unknown as TypedDocumentString<DocumentsUrlQuery, DocumentsUrlQueryVariables>;
export const DocumentsSummaryDocument = new TypedDocumentString(`
    query DocumentsSummary($IDEnquiry: Int!) {
  getEnquiryDocumentSummary(IDEnquiry: $IDEnquiry) {
    stateCode
    childName
    parentEmail
    canUpload
    canSubmit
    canConsent
  }
}
    `) as unknown as TypedDocumentString<DocumentsSummaryQuery, DocumentsSummaryQueryVariables>;
export const DocumentsFileUrlDocument = new TypedDocumentString(`
    query DocumentsFileUrl($key: String!) {
  fileUrl(key: $key)
}
    `) as unknown as TypedDocumentString<DocumentsFileUrlQuery, DocumentsFileUrlQueryVariables>;
export const EsignCreateFormDocument = new TypedDocumentString(`
    mutation EsignCreateForm($IDEnquiry: Int!, $participants: [ConsentParticipantInput!]!) {
  createForm1(IDEnquiry: $IDEnquiry, participants: $participants) {
    ID
    eDocumentStatus
    contentSha256
    participants {
      displayName
      order
      email
      role
      status
    }
  }
}
    `) as unknown as TypedDocumentString<EsignCreateFormMutation, EsignCreateFormMutationVariables>;
export const EsignFormDocument = new TypedDocumentString(`
    query EsignForm($IDEnquiry: Int!) {
  getConsentForm(IDEnquiry: $IDEnquiry) {
    eDocumentStatus
    signedDocumentAvailable
    participants {
      displayName
      order
      status
      signedAt
    }
  }
}
    `) as unknown as TypedDocumentString<EsignFormQuery, EsignFormQueryVariables>;
export const EsignSigningDocumentDocument = new TypedDocumentString(`
    query EsignSigningDocument($token: String!) {
  getSigningDocument(token: $token) {
    title
    contentSha256
    declaration
    sections {
      heading
      rows {
        label
        value
      }
    }
    signer {
      displayName
      role
      order
    }
    participants {
      displayName
      status
    }
  }
}
    `) as unknown as TypedDocumentString<EsignSigningDocumentQuery, EsignSigningDocumentQueryVariables>;
export const EsignSignDocument = new TypedDocumentString(`
    mutation EsignSign($token: String!, $signature: SignatureInput!) {
  signConsentForm(token: $token, signature: $signature) {
    status
    signedAt
  }
}
    `) as unknown as TypedDocumentString<EsignSignMutation, EsignSignMutationVariables>;
export const EsignSignedUrlDocument = new TypedDocumentString(`
    query EsignSignedUrl($IDEnquiry: Int!) {
  getEnrolmentDocumentURL(IDEnquiry: $IDEnquiry)
}
    `) as unknown as TypedDocumentString<EsignSignedUrlQuery, EsignSignedUrlQueryVariables>;
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