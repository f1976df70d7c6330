/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type BusDriverInput = {
  firstname: string;
  fkCentre: number;
  lastname: string;
  /** A Singapore mobile: 8 digits starting with 8 or 9 (spaces ignored). */
  mobilePhone: string;
  /** +65 when omitted; no other country code is taken. */
  mobilePhoneCountryCode?: string | null | undefined;
};

/** The bus and driver lists' filter; empty values mean no filter. */
export type BusFilter = {
  /** Only this bus or driver (the edit screens load theirs so). */
  ID?: number | null | undefined;
  fkCentre?: number | null | undefined;
  /** Part of the plate number (buses) or of a name (drivers), in any case. */
  search?: string | null | undefined;
};

export type BusInput = {
  /** A driver of the same centre, or none. */
  fkBusDriver?: number | null | undefined;
  fkCentre: number;
  /** A Singapore plate number with its checksum letter; spaces and case do not matter. */
  plateNumber: string;
};

/** The drafts list's filter; empty values mean no filter. */
export type FeeDraftFilter = {
  fkCentre?: number | null | undefined;
  status?: string | null | undefined;
};

export type FeeDraftInput = {
  /** The day the new amounts apply from; today or later. */
  effectiveFrom: string;
  fkFeeTier: number;
  remark?: string | null | undefined;
};

export type FeeDraftItemInput = {
  /** In cents, 0 or more. */
  amount: number;
  fkLevel: number;
  fkProgram: number;
  nationality: string;
};

export type FeeInput = {
  /** In cents, 0 or more. */
  amount: number;
  effectiveFrom: string;
  fkLevel: number;
  fkProgram: number;
  nationality: string;
};

export type FeeTierInput = {
  effectiveForRegistrationFrom: string;
  effectiveForRegistrationTo?: string | null | undefined;
  /** At least one; each level, programme and nationality once; levels and programmes the centre offers. */
  fees: Array<FeeInput>;
  fkCentre: number;
  fkGroup: number;
  isLastTierInGroup?: boolean | null | undefined;
  label: string;
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

export type BusesListQueryVariables = Exact<{
  IDSchool: number;
  filter?: BusFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type BusesListQuery = { findAllBus: { totalCount: number, data: Array<{ ID: number, fkCentre: number, plateNumber: string, fkBusDriver: number | null, centre: { ID: number, label: string }, busDriver: { ID: number, firstname: string } | null, busChildren: Array<{ ID: number, firstname: string, lastname: string }> }> } };

export type BusesFreeChildrenQueryVariables = Exact<{
  IDSchool: number;
  centreID: number;
}>;


export type BusesFreeChildrenQuery = { findAllChildrenNotAssignedToBus: Array<{ ID: number, firstname: string, lastname: string }> };

export type BusesSaveMutationVariables = Exact<{
  IDSchool: number;
  busID?: number | null | undefined;
  data: BusInput;
  children?: Array<number> | number | null | undefined;
}>;


export type BusesSaveMutation = { insertOrUpdateBusForSchool: { ID: number, fkCentre: number, plateNumber: string, fkBusDriver: number | null, busDriver: { ID: number } | null, busChildren: Array<{ ID: number }> } };

export type BusesRemoveMutationVariables = Exact<{
  IDBus: number;
}>;


export type BusesRemoveMutation = { removeBusById: boolean };

export type BusesDriversQueryVariables = Exact<{
  IDSchool: number;
  filter?: BusFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type BusesDriversQuery = { findAllBusDriver: { totalCount: number, data: Array<{ ID: number, fkCentre: number, firstname: string, lastname: string, mobilePhoneCountryCode: string, mobilePhone: string, centre: { ID: number, label: string, code: string } }> } };

export type BusesAddDriverMutationVariables = Exact<{
  IDSchool: number;
  data: BusDriverInput;
}>;


export type BusesAddDriverMutation = { insertBusDriver: { ID: number, fkCentre: number, firstname: string, lastname: string, mobilePhoneCountryCode: string, mobilePhone: string } };

export type BusesUpdateDriverMutationVariables = Exact<{
  IDBusDriver: number;
  data: BusDriverInput;
}>;


export type BusesUpdateDriverMutation = { updateBusDriverByFields: { ID: number, fkCentre: number, firstname: string, mobilePhone: string } };

export type BusesDeleteDriverMutationVariables = Exact<{
  IDBusDriver: number;
}>;


export type BusesDeleteDriverMutation = { deleteBusDriverByID: boolean };

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

export type FeesCurrentQueryVariables = Exact<{
  IDSchool: number;
  fkCentre?: number | null | undefined;
}>;


export type FeesCurrentQuery = { findAllCurrentFeeTier: Array<{ ID: number, label: string, pending: boolean, feeGroup: { groupCode: string }, fees: Array<{ nationality: string, amount: number, effectiveFrom: string, effectiveTo: string | null, level: { ID: number }, program: { ID: number } }>, numberOfChildren: Array<{ numberOfChildren: number, level: { ID: number } }> }> };

export type FeesUpcomingQueryVariables = Exact<{
  IDSchool: number;
}>;


export type FeesUpcomingQuery = { findAllUpcomingFeeTier: Array<{ ID: number, fees: Array<{ amount: number, effectiveFrom: string }> }> };

export type FeesGroupsQueryVariables = Exact<{
  IDSchool: number;
}>;


export type FeesGroupsQuery = { findAllFeeGroup: Array<{ ID: number, groupCode: string }> };

export type FeesNewTierMutationVariables = Exact<{
  IDSchool: number;
  data: FeeTierInput;
}>;


export type FeesNewTierMutation = { newFeeTier: { ID: number, label: string, fees: Array<{ amount: number, nationality: string }> } };

export type FeesNewDraftMutationVariables = Exact<{
  IDSchool: number;
  fkCentre: number;
  data: FeeDraftInput;
}>;


export type FeesNewDraftMutation = { newFeeDraft: { ID: number, status: string, items: Array<{ nationality: string, amount: number, lastAmount: number | null }> } };

export type FeesUpdateItemsMutationVariables = Exact<{
  IDFeeDraft: number;
  items: Array<FeeDraftItemInput> | FeeDraftItemInput;
}>;


export type FeesUpdateItemsMutation = { updateFeeDraftItems: { ID: number, items: Array<{ nationality: string, amount: number, lastAmount: number | null }> } };

export type FeesSubmitMutationVariables = Exact<{
  IDFeeDraft: number;
  remark?: string | null | undefined;
}>;


export type FeesSubmitMutation = { submitFeeDraft: { ID: number, status: string } };

export type FeesApproveMutationVariables = Exact<{
  IDFeeDraft: number;
  remark?: string | null | undefined;
}>;


export type FeesApproveMutation = { approveFeeChangeRequest: { ID: number, status: string, approver: { ID: number } | null, activityLogs: Array<{ status: string, remark: string | null, user: { ID: number } }> } };

export type FeesRejectMutationVariables = Exact<{
  IDFeeDraft: number;
  remark: string;
}>;


export type FeesRejectMutation = { rejectFeeChangeRequest: { ID: number, status: string } };

export type FeesCancelMutationVariables = Exact<{
  IDFeeDraft: number;
  remark?: string | null | undefined;
}>;


export type FeesCancelMutation = { cancelFeeChangeRequest: { ID: number, status: string } };

export type FeesDraftsQueryVariables = Exact<{
  IDSchool: number;
  filter?: FeeDraftFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type FeesDraftsQuery = { findAllFeeDraft: { totalCount: number, pendingCount: number, data: Array<{ ID: number, status: string }> } };

export type FeesImpactQueryVariables = Exact<{
  IDFeeDraft: number;
}>;


export type FeesImpactQuery = { getFeeDraftImpact: { noticeMonths: number, needsNoticeWarning: boolean, lines: Array<{ nationality: string, lastAmount: number | null, amount: number, difference: number, numberOfChildren: number }>, families: Array<{ difference: number, parent: { ID: number } | null, children: Array<{ ID: number, difference: number }> }> } };

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

export const BusesListDocument = new TypedDocumentString(`
    query BusesList($IDSchool: Int!, $filter: BusFilter, $pagination: Pagination) {
  findAllBus(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
    totalCount
    data {
      ID
      fkCentre
      plateNumber
      fkBusDriver
      centre {
        ID
        label
      }
      busDriver {
        ID
        firstname
      }
      busChildren {
        ID
        firstname
        lastname
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BusesListQuery, BusesListQueryVariables>;
export const BusesFreeChildrenDocument = new TypedDocumentString(`
    query BusesFreeChildren($IDSchool: Int!, $centreID: Int!) {
  findAllChildrenNotAssignedToBus(IDSchool: $IDSchool, centreID: $centreID) {
    ID
    firstname
    lastname
  }
}
    `) as unknown as TypedDocumentString<BusesFreeChildrenQuery, BusesFreeChildrenQueryVariables>;
export const BusesSaveDocument = new TypedDocumentString(`
    mutation BusesSave($IDSchool: Int!, $busID: Int, $data: BusInput!, $children: [Int!]) {
  insertOrUpdateBusForSchool(
    IDSchool: $IDSchool
    busID: $busID
    data: $data
    children: $children
  ) {
    ID
    fkCentre
    plateNumber
    fkBusDriver
    busDriver {
      ID
    }
    busChildren {
      ID
    }
  }
}
    `) as unknown as TypedDocumentString<BusesSaveMutation, BusesSaveMutationVariables>;
export const BusesRemoveDocument = new TypedDocumentString(`
    mutation BusesRemove($IDBus: Int!) {
  removeBusById(IDBus: $IDBus)
}
    `) as unknown as TypedDocumentString<BusesRemoveMutation, BusesRemoveMutationVariables>;
export const BusesDriversDocument = new TypedDocumentString(`
    query BusesDrivers($IDSchool: Int!, $filter: BusFilter, $pagination: Pagination) {
  findAllBusDriver(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
    totalCount
    data {
      ID
      fkCentre
      firstname
      lastname
      mobilePhoneCountryCode
      mobilePhone
      centre {
        ID
        label
        code
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BusesDriversQuery, BusesDriversQueryVariables>;
export const BusesAddDriverDocument = new TypedDocumentString(`
    mutation BusesAddDriver($IDSchool: Int!, $data: BusDriverInput!) {
  insertBusDriver(IDSchool: $IDSchool, data: $data) {
    ID
    fkCentre
    firstname
    lastname
    mobilePhoneCountryCode
    mobilePhone
  }
}
    `) as unknown as TypedDocumentString<BusesAddDriverMutation, BusesAddDriverMutationVariables>;
export const BusesUpdateDriverDocument = new TypedDocumentString(`
    mutation BusesUpdateDriver($IDBusDriver: Int!, $data: BusDriverInput!) {
  updateBusDriverByFields(IDBusDriver: $IDBusDriver, data: $data) {
    ID
    fkCentre
    firstname
    mobilePhone
  }
}
    `) as unknown as TypedDocumentString<BusesUpdateDriverMutation, BusesUpdateDriverMutationVariables>;
export const BusesDeleteDriverDocument = new TypedDocumentString(`
    mutation BusesDeleteDriver($IDBusDriver: Int!) {
  deleteBusDriverByID(IDBusDriver: $IDBusDriver)
}
    `) as unknown as TypedDocumentString<BusesDeleteDriverMutation, BusesDeleteDriverMutationVariables>;
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
export const FeesCurrentDocument = new TypedDocumentString(`
    query FeesCurrent($IDSchool: Int!, $fkCentre: Int) {
  findAllCurrentFeeTier(IDSchool: $IDSchool, fkCentre: $fkCentre) {
    ID
    label
    pending
    feeGroup {
      groupCode
    }
    fees {
      nationality
      amount
      effectiveFrom
      effectiveTo
      level {
        ID
      }
      program {
        ID
      }
    }
    numberOfChildren {
      level {
        ID
      }
      numberOfChildren
    }
  }
}
    `) as unknown as TypedDocumentString<FeesCurrentQuery, FeesCurrentQueryVariables>;
export const FeesUpcomingDocument = new TypedDocumentString(`
    query FeesUpcoming($IDSchool: Int!) {
  findAllUpcomingFeeTier(IDSchool: $IDSchool) {
    ID
    fees {
      amount
      effectiveFrom
    }
  }
}
    `) as unknown as TypedDocumentString<FeesUpcomingQuery, FeesUpcomingQueryVariables>;
export const FeesGroupsDocument = new TypedDocumentString(`
    query FeesGroups($IDSchool: Int!) {
  findAllFeeGroup(IDSchool: $IDSchool) {
    ID
    groupCode
  }
}
    `) as unknown as TypedDocumentString<FeesGroupsQuery, FeesGroupsQueryVariables>;
export const FeesNewTierDocument = new TypedDocumentString(`
    mutation FeesNewTier($IDSchool: Int!, $data: FeeTierInput!) {
  newFeeTier(IDSchool: $IDSchool, data: $data) {
    ID
    label
    fees {
      amount
      nationality
    }
  }
}
    `) as unknown as TypedDocumentString<FeesNewTierMutation, FeesNewTierMutationVariables>;
export const FeesNewDraftDocument = new TypedDocumentString(`
    mutation FeesNewDraft($IDSchool: Int!, $fkCentre: Int!, $data: FeeDraftInput!) {
  newFeeDraft(IDSchool: $IDSchool, fkCentre: $fkCentre, data: $data) {
    ID
    status
    items {
      nationality
      amount
      lastAmount
    }
  }
}
    `) as unknown as TypedDocumentString<FeesNewDraftMutation, FeesNewDraftMutationVariables>;
export const FeesUpdateItemsDocument = new TypedDocumentString(`
    mutation FeesUpdateItems($IDFeeDraft: Int!, $items: [FeeDraftItemInput!]!) {
  updateFeeDraftItems(IDFeeDraft: $IDFeeDraft, items: $items) {
    ID
    items {
      nationality
      amount
      lastAmount
    }
  }
}
    `) as unknown as TypedDocumentString<FeesUpdateItemsMutation, FeesUpdateItemsMutationVariables>;
export const FeesSubmitDocument = new TypedDocumentString(`
    mutation FeesSubmit($IDFeeDraft: Int!, $remark: String) {
  submitFeeDraft(IDFeeDraft: $IDFeeDraft, remark: $remark) {
    ID
    status
  }
}
    `) as unknown as TypedDocumentString<FeesSubmitMutation, FeesSubmitMutationVariables>;
export const FeesApproveDocument = new TypedDocumentString(`
    mutation FeesApprove($IDFeeDraft: Int!, $remark: String) {
  approveFeeChangeRequest(IDFeeDraft: $IDFeeDraft, remark: $remark) {
    ID
    status
    approver {
      ID
    }
    activityLogs {
      status
      remark
      user {
        ID
      }
    }
  }
}
    `) as unknown as TypedDocumentString<FeesApproveMutation, FeesApproveMutationVariables>;
export const FeesRejectDocument = new TypedDocumentString(`
    mutation FeesReject($IDFeeDraft: Int!, $remark: String!) {
  rejectFeeChangeRequest(IDFeeDraft: $IDFeeDraft, remark: $remark) {
    ID
    status
  }
}
    `) as unknown as TypedDocumentString<FeesRejectMutation, FeesRejectMutationVariables>;
export const FeesCancelDocument = new TypedDocumentString(`
    mutation FeesCancel($IDFeeDraft: Int!, $remark: String) {
  cancelFeeChangeRequest(IDFeeDraft: $IDFeeDraft, remark: $remark) {
    ID
    status
  }
}
    `) as unknown as TypedDocumentString<FeesCancelMutation, FeesCancelMutationVariables>;
export const FeesDraftsDocument = new TypedDocumentString(`
    query FeesDrafts($IDSchool: Int!, $filter: FeeDraftFilter, $pagination: Pagination) {
  findAllFeeDraft(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
    totalCount
    pendingCount
    data {
      ID
      status
    }
  }
}
    `) as unknown as TypedDocumentString<FeesDraftsQuery, FeesDraftsQueryVariables>;
export const FeesImpactDocument = new TypedDocumentString(`
    query FeesImpact($IDFeeDraft: Int!) {
  getFeeDraftImpact(IDFeeDraft: $IDFeeDraft) {
    noticeMonths
    needsNoticeWarning
    lines {
      nationality
      lastAmount
      amount
      difference
      numberOfChildren
    }
    families {
      parent {
        ID
      }
      difference
      children {
        ID
        difference
      }
    }
  }
}
    `) as unknown as TypedDocumentString<FeesImpactQuery, FeesImpactQueryVariables>;
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