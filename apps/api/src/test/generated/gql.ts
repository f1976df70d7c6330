/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AdmissionsList(\n    $IDSchool: Int!\n    $stageCode: String!\n    $statusCode: String\n    $filter: AdmissionFilter\n    $pagination: Pagination\n  ) {\n    findAllAdmission(\n      IDSchool: $IDSchool\n      stageCode: $stageCode\n      statusCode: $statusCode\n      filter: $filter\n      pagination: $pagination\n    ) {\n      totalCount\n      stageCounts {\n        code\n        count\n      }\n      data {\n        ID\n        stageCode\n        pendingRegisterSince\n        source\n        centre {\n          ID\n        }\n        child {\n          birthCertificate\n        }\n        user {\n          email\n        }\n        admissionStatus {\n          stateCode\n        }\n      }\n    }\n  }\n": typeof types.AdmissionsListDocument,
    "\n  query AdmissionsSearch($q: String!) {\n    searchAdmissions(q: $q) {\n      ID\n      childLastname\n    }\n  }\n": typeof types.AdmissionsSearchDocument,
    "\n  query AdmissionsFilters($IDSchool: Int!) {\n    getAdmissionFilters(IDSchool: $IDSchool) {\n      centres {\n        ID\n      }\n      stages {\n        code\n        statuses {\n          stateCode\n        }\n      }\n    }\n  }\n": typeof types.AdmissionsFiltersDocument,
    "\n  query AdmissionsDetail($IDEnquiry: Int!) {\n    enquiryByID(IDEnquiry: $IDEnquiry) {\n      ID\n      admission {\n        stageCode\n        child {\n          birthCertificate\n        }\n      }\n      enquiry {\n        ID\n        visits {\n          ID\n        }\n      }\n      stateHistory {\n        action\n        fromState {\n          stateCode\n        }\n        toState {\n          stateCode\n        }\n      }\n    }\n  }\n": typeof types.AdmissionsDetailDocument,
    "\n  mutation BlacklistSubmit($input: BlacklistNewInput!) {\n    submitNewBlacklist(input: $input) {\n      ID\n      kind\n      status\n      canDecide\n      items {\n        remark\n        code {\n          label\n        }\n      }\n    }\n  }\n": typeof types.BlacklistSubmitDocument,
    "\n  mutation BlacklistSubmitRemove($IDBlacklist: Int!, $remark: String!) {\n    submitRemoveBlacklist(IDBlacklist: $IDBlacklist, remark: $remark) {\n      ID\n      kind\n      status\n    }\n  }\n": typeof types.BlacklistSubmitRemoveDocument,
    "\n  mutation BlacklistApprove($IDBlacklistDraft: Int!, $remark: String) {\n    approveBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {\n      ID\n      status\n      approverName\n    }\n  }\n": typeof types.BlacklistApproveDocument,
    "\n  mutation BlacklistReject($IDBlacklistDraft: Int!, $remark: String!) {\n    rejectBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {\n      ID\n      status\n      decisionRemark\n    }\n  }\n": typeof types.BlacklistRejectDocument,
    "\n  mutation BlacklistCancel($IDBlacklistDraft: Int!, $remark: String!) {\n    cancelBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {\n      ID\n      status\n    }\n  }\n": typeof types.BlacklistCancelDocument,
    "\n  query BlacklistList($IDSchool: Int!) {\n    getBlackListData(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n        child {\n          ID\n        }\n        code {\n          label\n        }\n      }\n    }\n  }\n": typeof types.BlacklistListDocument,
    "\n  query BlacklistDrafts($IDSchool: Int!, $status: String) {\n    blacklistDraftsByFkSchool(IDSchool: $IDSchool, status: $status) {\n      totalCount\n      data {\n        ID\n        status\n        canDecide\n      }\n    }\n  }\n": typeof types.BlacklistDraftsDocument,
    "\n  query BlacklistRelations($IDChild: Int!) {\n    getChildRelationData(IDChild: $IDChild) {\n      ID\n      email\n      isMainApplicant\n    }\n  }\n": typeof types.BlacklistRelationsDocument,
    "\n  query CentresAccessible($module: String!, $accessType: String!) {\n    getAccessibleCentresForModule(module: $module, accessType: $accessType) {\n      ID\n      fkSchool\n      label\n      code\n      ecdaCode\n      teacherRatio\n      active\n      createdAt\n      updatedAt\n      addresses {\n        ID\n        fkCentre\n        name\n        address\n        building\n        floor\n        unit\n        postcode\n        city\n        country\n        lat\n        lng\n        active\n      }\n    }\n  }\n": typeof types.CentresAccessibleDocument,
    "\n    mutation CentresRemove($IDSchool: Int!, $centreID: Int!) {\n      removeCentreForSchool(IDSchool: $IDSchool, centreID: $centreID)\n    }\n  ": typeof types.CentresRemoveDocument,
    "\n  query IdentityLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": typeof types.IdentityLoginDocument,
    "\n  query IdentityMe {\n    me {\n      ID\n      fkSchool\n      firstname\n      lastname\n      email\n      birthdate\n      gender\n      homePhone\n      mobilePhone\n      mobilePhoneCountryCode\n      isHQStaff\n      hasCentreScopeAccess\n      hasClassScopeAccess\n      isStaff\n      can\n      userRoleRelations {\n        ID\n        fkRole\n        role {\n          ID\n          label\n          name\n          isStaff\n          roleTemplates {\n            ID\n            fkModuleCategory\n            access\n            moduleCategory {\n              ID\n              moduleCategoryCode\n              label\n            }\n          }\n        }\n      }\n      userAccessControls {\n        ID\n        fkSchool\n        fkCentre\n        fkClass\n        school {\n          ID\n          name\n        }\n      }\n      parent {\n        ID\n        monthlyIncome\n        workplaceStaff\n      }\n      childRelations {\n        fkChild\n        child {\n          ID\n          firstname\n          lastname\n          race\n          nationality\n          dateOfBirth\n          birthCertificate\n          householdIncomeRange\n          childClasses {\n            from\n            to\n            program {\n              ID\n              label\n            }\n            class {\n              ID\n              fkCentre\n              fkLevel\n              label\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.IdentityMeDocument,
    "\n  mutation IdentityLogout {\n    logout\n  }\n": typeof types.IdentityLogoutDocument,
    "\n  mutation PasswordResetForgot($email: String!) {\n    forgetPassword(email: $email)\n  }\n": typeof types.PasswordResetForgotDocument,
    "\n  mutation PasswordResetReset($tokenString: String!, $password: String!) {\n    resetPassword(tokenString: $tokenString, password: $password)\n  }\n": typeof types.PasswordResetResetDocument,
    "\n  query PasswordResetLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": typeof types.PasswordResetLoginDocument,
    "\n  query PasswordResetMe {\n    me {\n      ID\n    }\n  }\n": typeof types.PasswordResetMeDocument,
    "\n  query RegistrationInfo($token: String!) {\n    registrationInfo(token: $token) {\n      userId\n      email\n      firstname\n      maskedPhone\n      otpRequired\n    }\n  }\n": typeof types.RegistrationInfoDocument,
    "\n  mutation RegistrationRegister($token: String!, $password: String!, $pdpa: String) {\n    register(token: $token, password: $password, pdpaConsentVersion: $pdpa) {\n      token\n    }\n  }\n": typeof types.RegistrationRegisterDocument,
    "\n  mutation RegistrationSend($userId: Int!, $token: String!) {\n    sendOTP(userId: $userId, token: $token)\n  }\n": typeof types.RegistrationSendDocument,
    "\n  mutation RegistrationValidate($userId: Int!, $otpReceived: String!, $token: String!) {\n    validateOTP(userId: $userId, otpReceived: $otpReceived, token: $token)\n  }\n": typeof types.RegistrationValidateDocument,
    "\n  query RegistrationLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": typeof types.RegistrationLoginDocument,
    "\n  query RegistrationMe {\n    me {\n      ID\n      email\n      isStaff\n    }\n  }\n": typeof types.RegistrationMeDocument,
    "\n  mutation LevelsSave($IDSchool: Int!, $levelID: Int, $levelData: LevelInput!) {\n    insertOrUpdateLevelForSchool(IDSchool: $IDSchool, levelID: $levelID, levelData: $levelData) {\n      ID\n      label\n      fromMonth\n      toMonth\n      promotionDate\n      offOnSaturday\n      isInfant\n      active\n      programs {\n        ID\n        label\n        from\n        to\n        active\n      }\n    }\n  }\n": typeof types.LevelsSaveDocument,
    "\n  query LevelsList($IDSchool: Int!) {\n    findAllLevelsConfig(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n        label\n        fromMonth\n        active\n        programs {\n          label\n          active\n        }\n      }\n    }\n  }\n": typeof types.LevelsListDocument,
    "\n  query LevelsPublic($IDSchool: Int!) {\n    getLevelsForSchool(IDSchool: $IDSchool) {\n      ID\n      label\n      programs {\n        label\n      }\n    }\n  }\n": typeof types.LevelsPublicDocument,
    "\n  mutation LevelsRemove($IDSchool: Int!, $levelID: Int!) {\n    removeLevelForSchool(IDSchool: $IDSchool, levelID: $levelID)\n  }\n": typeof types.LevelsRemoveDocument,
    "\n  query StateMapList($IDSchool: Int!) {\n    findAllEnquiryStateMachineMap(IDSchool: $IDSchool) {\n      ID\n      priority\n      fromState {\n        stateCode\n      }\n      toState {\n        stateCode\n      }\n    }\n  }\n": typeof types.StateMapListDocument,
    "\n  query StateMapStates {\n    findAllEnquiryState {\n      ID\n      stateCode\n      group\n    }\n  }\n": typeof types.StateMapStatesDocument,
    "\n  mutation StateMapAdd($IDSchool: Int!, $fromState: String!, $toState: String!, $priority: Int) {\n    addEnquiryStateMachineMap(\n      IDSchool: $IDSchool\n      fromState: $fromState\n      toState: $toState\n      priority: $priority\n    ) {\n      ID\n      priority\n      toState {\n        stateCode\n      }\n    }\n  }\n": typeof types.StateMapAddDocument,
    "\n  mutation StateMapRemove($IDSchool: Int!, $IDMap: Int!, $confirm: Boolean) {\n    removeEnquiryStateMachineMap(IDSchool: $IDSchool, IDMap: $IDMap, confirm: $confirm)\n  }\n": typeof types.StateMapRemoveDocument,
    "\n  mutation StateMapUpdate(\n    $IDSchool: Int!\n    $IDMap: Int!\n    $priority: Int!\n    $toState: String\n    $confirm: Boolean\n  ) {\n    updateEnquiryStateMachineMap(\n      IDSchool: $IDSchool\n      IDMap: $IDMap\n      priority: $priority\n      toState: $toState\n      confirm: $confirm\n    ) {\n      ID\n      priority\n      toState {\n        stateCode\n      }\n    }\n  }\n": typeof types.StateMapUpdateDocument,
    "\n  query StateMapImpact($IDSchool: Int!, $IDMap: Int!, $toState: String) {\n    enquiryStateMachineMapImpact(IDSchool: $IDSchool, IDMap: $IDMap, toState: $toState) {\n      states {\n        count\n        stranded\n        state {\n          stateCode\n        }\n        enquiries {\n          ID\n        }\n      }\n    }\n  }\n": typeof types.StateMapImpactDocument,
    "\n  query StateMapStranded($IDSchool: Int!) {\n    strandedEnquiryStates(IDSchool: $IDSchool) {\n      states {\n        count\n        state {\n          stateCode\n        }\n      }\n    }\n  }\n": typeof types.StateMapStrandedDocument,
    "\n  mutation StateMapCancelEnquiry($ID: Int!) {\n    cancelEnquiry(ID: $ID) {\n      ID\n      admissionStatus {\n        stateCode\n      }\n    }\n  }\n": typeof types.StateMapCancelEnquiryDocument,
};
const documents: Documents = {
    "\n  query AdmissionsList(\n    $IDSchool: Int!\n    $stageCode: String!\n    $statusCode: String\n    $filter: AdmissionFilter\n    $pagination: Pagination\n  ) {\n    findAllAdmission(\n      IDSchool: $IDSchool\n      stageCode: $stageCode\n      statusCode: $statusCode\n      filter: $filter\n      pagination: $pagination\n    ) {\n      totalCount\n      stageCounts {\n        code\n        count\n      }\n      data {\n        ID\n        stageCode\n        pendingRegisterSince\n        source\n        centre {\n          ID\n        }\n        child {\n          birthCertificate\n        }\n        user {\n          email\n        }\n        admissionStatus {\n          stateCode\n        }\n      }\n    }\n  }\n": types.AdmissionsListDocument,
    "\n  query AdmissionsSearch($q: String!) {\n    searchAdmissions(q: $q) {\n      ID\n      childLastname\n    }\n  }\n": types.AdmissionsSearchDocument,
    "\n  query AdmissionsFilters($IDSchool: Int!) {\n    getAdmissionFilters(IDSchool: $IDSchool) {\n      centres {\n        ID\n      }\n      stages {\n        code\n        statuses {\n          stateCode\n        }\n      }\n    }\n  }\n": types.AdmissionsFiltersDocument,
    "\n  query AdmissionsDetail($IDEnquiry: Int!) {\n    enquiryByID(IDEnquiry: $IDEnquiry) {\n      ID\n      admission {\n        stageCode\n        child {\n          birthCertificate\n        }\n      }\n      enquiry {\n        ID\n        visits {\n          ID\n        }\n      }\n      stateHistory {\n        action\n        fromState {\n          stateCode\n        }\n        toState {\n          stateCode\n        }\n      }\n    }\n  }\n": types.AdmissionsDetailDocument,
    "\n  mutation BlacklistSubmit($input: BlacklistNewInput!) {\n    submitNewBlacklist(input: $input) {\n      ID\n      kind\n      status\n      canDecide\n      items {\n        remark\n        code {\n          label\n        }\n      }\n    }\n  }\n": types.BlacklistSubmitDocument,
    "\n  mutation BlacklistSubmitRemove($IDBlacklist: Int!, $remark: String!) {\n    submitRemoveBlacklist(IDBlacklist: $IDBlacklist, remark: $remark) {\n      ID\n      kind\n      status\n    }\n  }\n": types.BlacklistSubmitRemoveDocument,
    "\n  mutation BlacklistApprove($IDBlacklistDraft: Int!, $remark: String) {\n    approveBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {\n      ID\n      status\n      approverName\n    }\n  }\n": types.BlacklistApproveDocument,
    "\n  mutation BlacklistReject($IDBlacklistDraft: Int!, $remark: String!) {\n    rejectBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {\n      ID\n      status\n      decisionRemark\n    }\n  }\n": types.BlacklistRejectDocument,
    "\n  mutation BlacklistCancel($IDBlacklistDraft: Int!, $remark: String!) {\n    cancelBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {\n      ID\n      status\n    }\n  }\n": types.BlacklistCancelDocument,
    "\n  query BlacklistList($IDSchool: Int!) {\n    getBlackListData(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n        child {\n          ID\n        }\n        code {\n          label\n        }\n      }\n    }\n  }\n": types.BlacklistListDocument,
    "\n  query BlacklistDrafts($IDSchool: Int!, $status: String) {\n    blacklistDraftsByFkSchool(IDSchool: $IDSchool, status: $status) {\n      totalCount\n      data {\n        ID\n        status\n        canDecide\n      }\n    }\n  }\n": types.BlacklistDraftsDocument,
    "\n  query BlacklistRelations($IDChild: Int!) {\n    getChildRelationData(IDChild: $IDChild) {\n      ID\n      email\n      isMainApplicant\n    }\n  }\n": types.BlacklistRelationsDocument,
    "\n  query CentresAccessible($module: String!, $accessType: String!) {\n    getAccessibleCentresForModule(module: $module, accessType: $accessType) {\n      ID\n      fkSchool\n      label\n      code\n      ecdaCode\n      teacherRatio\n      active\n      createdAt\n      updatedAt\n      addresses {\n        ID\n        fkCentre\n        name\n        address\n        building\n        floor\n        unit\n        postcode\n        city\n        country\n        lat\n        lng\n        active\n      }\n    }\n  }\n": types.CentresAccessibleDocument,
    "\n    mutation CentresRemove($IDSchool: Int!, $centreID: Int!) {\n      removeCentreForSchool(IDSchool: $IDSchool, centreID: $centreID)\n    }\n  ": types.CentresRemoveDocument,
    "\n  query IdentityLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": types.IdentityLoginDocument,
    "\n  query IdentityMe {\n    me {\n      ID\n      fkSchool\n      firstname\n      lastname\n      email\n      birthdate\n      gender\n      homePhone\n      mobilePhone\n      mobilePhoneCountryCode\n      isHQStaff\n      hasCentreScopeAccess\n      hasClassScopeAccess\n      isStaff\n      can\n      userRoleRelations {\n        ID\n        fkRole\n        role {\n          ID\n          label\n          name\n          isStaff\n          roleTemplates {\n            ID\n            fkModuleCategory\n            access\n            moduleCategory {\n              ID\n              moduleCategoryCode\n              label\n            }\n          }\n        }\n      }\n      userAccessControls {\n        ID\n        fkSchool\n        fkCentre\n        fkClass\n        school {\n          ID\n          name\n        }\n      }\n      parent {\n        ID\n        monthlyIncome\n        workplaceStaff\n      }\n      childRelations {\n        fkChild\n        child {\n          ID\n          firstname\n          lastname\n          race\n          nationality\n          dateOfBirth\n          birthCertificate\n          householdIncomeRange\n          childClasses {\n            from\n            to\n            program {\n              ID\n              label\n            }\n            class {\n              ID\n              fkCentre\n              fkLevel\n              label\n            }\n          }\n        }\n      }\n    }\n  }\n": types.IdentityMeDocument,
    "\n  mutation IdentityLogout {\n    logout\n  }\n": types.IdentityLogoutDocument,
    "\n  mutation PasswordResetForgot($email: String!) {\n    forgetPassword(email: $email)\n  }\n": types.PasswordResetForgotDocument,
    "\n  mutation PasswordResetReset($tokenString: String!, $password: String!) {\n    resetPassword(tokenString: $tokenString, password: $password)\n  }\n": types.PasswordResetResetDocument,
    "\n  query PasswordResetLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": types.PasswordResetLoginDocument,
    "\n  query PasswordResetMe {\n    me {\n      ID\n    }\n  }\n": types.PasswordResetMeDocument,
    "\n  query RegistrationInfo($token: String!) {\n    registrationInfo(token: $token) {\n      userId\n      email\n      firstname\n      maskedPhone\n      otpRequired\n    }\n  }\n": types.RegistrationInfoDocument,
    "\n  mutation RegistrationRegister($token: String!, $password: String!, $pdpa: String) {\n    register(token: $token, password: $password, pdpaConsentVersion: $pdpa) {\n      token\n    }\n  }\n": types.RegistrationRegisterDocument,
    "\n  mutation RegistrationSend($userId: Int!, $token: String!) {\n    sendOTP(userId: $userId, token: $token)\n  }\n": types.RegistrationSendDocument,
    "\n  mutation RegistrationValidate($userId: Int!, $otpReceived: String!, $token: String!) {\n    validateOTP(userId: $userId, otpReceived: $otpReceived, token: $token)\n  }\n": types.RegistrationValidateDocument,
    "\n  query RegistrationLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": types.RegistrationLoginDocument,
    "\n  query RegistrationMe {\n    me {\n      ID\n      email\n      isStaff\n    }\n  }\n": types.RegistrationMeDocument,
    "\n  mutation LevelsSave($IDSchool: Int!, $levelID: Int, $levelData: LevelInput!) {\n    insertOrUpdateLevelForSchool(IDSchool: $IDSchool, levelID: $levelID, levelData: $levelData) {\n      ID\n      label\n      fromMonth\n      toMonth\n      promotionDate\n      offOnSaturday\n      isInfant\n      active\n      programs {\n        ID\n        label\n        from\n        to\n        active\n      }\n    }\n  }\n": types.LevelsSaveDocument,
    "\n  query LevelsList($IDSchool: Int!) {\n    findAllLevelsConfig(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n        label\n        fromMonth\n        active\n        programs {\n          label\n          active\n        }\n      }\n    }\n  }\n": types.LevelsListDocument,
    "\n  query LevelsPublic($IDSchool: Int!) {\n    getLevelsForSchool(IDSchool: $IDSchool) {\n      ID\n      label\n      programs {\n        label\n      }\n    }\n  }\n": types.LevelsPublicDocument,
    "\n  mutation LevelsRemove($IDSchool: Int!, $levelID: Int!) {\n    removeLevelForSchool(IDSchool: $IDSchool, levelID: $levelID)\n  }\n": types.LevelsRemoveDocument,
    "\n  query StateMapList($IDSchool: Int!) {\n    findAllEnquiryStateMachineMap(IDSchool: $IDSchool) {\n      ID\n      priority\n      fromState {\n        stateCode\n      }\n      toState {\n        stateCode\n      }\n    }\n  }\n": types.StateMapListDocument,
    "\n  query StateMapStates {\n    findAllEnquiryState {\n      ID\n      stateCode\n      group\n    }\n  }\n": types.StateMapStatesDocument,
    "\n  mutation StateMapAdd($IDSchool: Int!, $fromState: String!, $toState: String!, $priority: Int) {\n    addEnquiryStateMachineMap(\n      IDSchool: $IDSchool\n      fromState: $fromState\n      toState: $toState\n      priority: $priority\n    ) {\n      ID\n      priority\n      toState {\n        stateCode\n      }\n    }\n  }\n": types.StateMapAddDocument,
    "\n  mutation StateMapRemove($IDSchool: Int!, $IDMap: Int!, $confirm: Boolean) {\n    removeEnquiryStateMachineMap(IDSchool: $IDSchool, IDMap: $IDMap, confirm: $confirm)\n  }\n": types.StateMapRemoveDocument,
    "\n  mutation StateMapUpdate(\n    $IDSchool: Int!\n    $IDMap: Int!\n    $priority: Int!\n    $toState: String\n    $confirm: Boolean\n  ) {\n    updateEnquiryStateMachineMap(\n      IDSchool: $IDSchool\n      IDMap: $IDMap\n      priority: $priority\n      toState: $toState\n      confirm: $confirm\n    ) {\n      ID\n      priority\n      toState {\n        stateCode\n      }\n    }\n  }\n": types.StateMapUpdateDocument,
    "\n  query StateMapImpact($IDSchool: Int!, $IDMap: Int!, $toState: String) {\n    enquiryStateMachineMapImpact(IDSchool: $IDSchool, IDMap: $IDMap, toState: $toState) {\n      states {\n        count\n        stranded\n        state {\n          stateCode\n        }\n        enquiries {\n          ID\n        }\n      }\n    }\n  }\n": types.StateMapImpactDocument,
    "\n  query StateMapStranded($IDSchool: Int!) {\n    strandedEnquiryStates(IDSchool: $IDSchool) {\n      states {\n        count\n        state {\n          stateCode\n        }\n      }\n    }\n  }\n": types.StateMapStrandedDocument,
    "\n  mutation StateMapCancelEnquiry($ID: Int!) {\n    cancelEnquiry(ID: $ID) {\n      ID\n      admissionStatus {\n        stateCode\n      }\n    }\n  }\n": types.StateMapCancelEnquiryDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdmissionsList(\n    $IDSchool: Int!\n    $stageCode: String!\n    $statusCode: String\n    $filter: AdmissionFilter\n    $pagination: Pagination\n  ) {\n    findAllAdmission(\n      IDSchool: $IDSchool\n      stageCode: $stageCode\n      statusCode: $statusCode\n      filter: $filter\n      pagination: $pagination\n    ) {\n      totalCount\n      stageCounts {\n        code\n        count\n      }\n      data {\n        ID\n        stageCode\n        pendingRegisterSince\n        source\n        centre {\n          ID\n        }\n        child {\n          birthCertificate\n        }\n        user {\n          email\n        }\n        admissionStatus {\n          stateCode\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdmissionsListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdmissionsSearch($q: String!) {\n    searchAdmissions(q: $q) {\n      ID\n      childLastname\n    }\n  }\n"): typeof import('./graphql').AdmissionsSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdmissionsFilters($IDSchool: Int!) {\n    getAdmissionFilters(IDSchool: $IDSchool) {\n      centres {\n        ID\n      }\n      stages {\n        code\n        statuses {\n          stateCode\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdmissionsFiltersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdmissionsDetail($IDEnquiry: Int!) {\n    enquiryByID(IDEnquiry: $IDEnquiry) {\n      ID\n      admission {\n        stageCode\n        child {\n          birthCertificate\n        }\n      }\n      enquiry {\n        ID\n        visits {\n          ID\n        }\n      }\n      stateHistory {\n        action\n        fromState {\n          stateCode\n        }\n        toState {\n          stateCode\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdmissionsDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlacklistSubmit($input: BlacklistNewInput!) {\n    submitNewBlacklist(input: $input) {\n      ID\n      kind\n      status\n      canDecide\n      items {\n        remark\n        code {\n          label\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').BlacklistSubmitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlacklistSubmitRemove($IDBlacklist: Int!, $remark: String!) {\n    submitRemoveBlacklist(IDBlacklist: $IDBlacklist, remark: $remark) {\n      ID\n      kind\n      status\n    }\n  }\n"): typeof import('./graphql').BlacklistSubmitRemoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlacklistApprove($IDBlacklistDraft: Int!, $remark: String) {\n    approveBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {\n      ID\n      status\n      approverName\n    }\n  }\n"): typeof import('./graphql').BlacklistApproveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlacklistReject($IDBlacklistDraft: Int!, $remark: String!) {\n    rejectBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {\n      ID\n      status\n      decisionRemark\n    }\n  }\n"): typeof import('./graphql').BlacklistRejectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlacklistCancel($IDBlacklistDraft: Int!, $remark: String!) {\n    cancelBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {\n      ID\n      status\n    }\n  }\n"): typeof import('./graphql').BlacklistCancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlacklistList($IDSchool: Int!) {\n    getBlackListData(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n        child {\n          ID\n        }\n        code {\n          label\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').BlacklistListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlacklistDrafts($IDSchool: Int!, $status: String) {\n    blacklistDraftsByFkSchool(IDSchool: $IDSchool, status: $status) {\n      totalCount\n      data {\n        ID\n        status\n        canDecide\n      }\n    }\n  }\n"): typeof import('./graphql').BlacklistDraftsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlacklistRelations($IDChild: Int!) {\n    getChildRelationData(IDChild: $IDChild) {\n      ID\n      email\n      isMainApplicant\n    }\n  }\n"): typeof import('./graphql').BlacklistRelationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CentresAccessible($module: String!, $accessType: String!) {\n    getAccessibleCentresForModule(module: $module, accessType: $accessType) {\n      ID\n      fkSchool\n      label\n      code\n      ecdaCode\n      teacherRatio\n      active\n      createdAt\n      updatedAt\n      addresses {\n        ID\n        fkCentre\n        name\n        address\n        building\n        floor\n        unit\n        postcode\n        city\n        country\n        lat\n        lng\n        active\n      }\n    }\n  }\n"): typeof import('./graphql').CentresAccessibleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation CentresRemove($IDSchool: Int!, $centreID: Int!) {\n      removeCentreForSchool(IDSchool: $IDSchool, centreID: $centreID)\n    }\n  "): typeof import('./graphql').CentresRemoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IdentityLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n"): typeof import('./graphql').IdentityLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IdentityMe {\n    me {\n      ID\n      fkSchool\n      firstname\n      lastname\n      email\n      birthdate\n      gender\n      homePhone\n      mobilePhone\n      mobilePhoneCountryCode\n      isHQStaff\n      hasCentreScopeAccess\n      hasClassScopeAccess\n      isStaff\n      can\n      userRoleRelations {\n        ID\n        fkRole\n        role {\n          ID\n          label\n          name\n          isStaff\n          roleTemplates {\n            ID\n            fkModuleCategory\n            access\n            moduleCategory {\n              ID\n              moduleCategoryCode\n              label\n            }\n          }\n        }\n      }\n      userAccessControls {\n        ID\n        fkSchool\n        fkCentre\n        fkClass\n        school {\n          ID\n          name\n        }\n      }\n      parent {\n        ID\n        monthlyIncome\n        workplaceStaff\n      }\n      childRelations {\n        fkChild\n        child {\n          ID\n          firstname\n          lastname\n          race\n          nationality\n          dateOfBirth\n          birthCertificate\n          householdIncomeRange\n          childClasses {\n            from\n            to\n            program {\n              ID\n              label\n            }\n            class {\n              ID\n              fkCentre\n              fkLevel\n              label\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').IdentityMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IdentityLogout {\n    logout\n  }\n"): typeof import('./graphql').IdentityLogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasswordResetForgot($email: String!) {\n    forgetPassword(email: $email)\n  }\n"): typeof import('./graphql').PasswordResetForgotDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasswordResetReset($tokenString: String!, $password: String!) {\n    resetPassword(tokenString: $tokenString, password: $password)\n  }\n"): typeof import('./graphql').PasswordResetResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PasswordResetLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n"): typeof import('./graphql').PasswordResetLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PasswordResetMe {\n    me {\n      ID\n    }\n  }\n"): typeof import('./graphql').PasswordResetMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationInfo($token: String!) {\n    registrationInfo(token: $token) {\n      userId\n      email\n      firstname\n      maskedPhone\n      otpRequired\n    }\n  }\n"): typeof import('./graphql').RegistrationInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegistrationRegister($token: String!, $password: String!, $pdpa: String) {\n    register(token: $token, password: $password, pdpaConsentVersion: $pdpa) {\n      token\n    }\n  }\n"): typeof import('./graphql').RegistrationRegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegistrationSend($userId: Int!, $token: String!) {\n    sendOTP(userId: $userId, token: $token)\n  }\n"): typeof import('./graphql').RegistrationSendDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegistrationValidate($userId: Int!, $otpReceived: String!, $token: String!) {\n    validateOTP(userId: $userId, otpReceived: $otpReceived, token: $token)\n  }\n"): typeof import('./graphql').RegistrationValidateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n"): typeof import('./graphql').RegistrationLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationMe {\n    me {\n      ID\n      email\n      isStaff\n    }\n  }\n"): typeof import('./graphql').RegistrationMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LevelsSave($IDSchool: Int!, $levelID: Int, $levelData: LevelInput!) {\n    insertOrUpdateLevelForSchool(IDSchool: $IDSchool, levelID: $levelID, levelData: $levelData) {\n      ID\n      label\n      fromMonth\n      toMonth\n      promotionDate\n      offOnSaturday\n      isInfant\n      active\n      programs {\n        ID\n        label\n        from\n        to\n        active\n      }\n    }\n  }\n"): typeof import('./graphql').LevelsSaveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LevelsList($IDSchool: Int!) {\n    findAllLevelsConfig(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n        label\n        fromMonth\n        active\n        programs {\n          label\n          active\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').LevelsListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LevelsPublic($IDSchool: Int!) {\n    getLevelsForSchool(IDSchool: $IDSchool) {\n      ID\n      label\n      programs {\n        label\n      }\n    }\n  }\n"): typeof import('./graphql').LevelsPublicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LevelsRemove($IDSchool: Int!, $levelID: Int!) {\n    removeLevelForSchool(IDSchool: $IDSchool, levelID: $levelID)\n  }\n"): typeof import('./graphql').LevelsRemoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StateMapList($IDSchool: Int!) {\n    findAllEnquiryStateMachineMap(IDSchool: $IDSchool) {\n      ID\n      priority\n      fromState {\n        stateCode\n      }\n      toState {\n        stateCode\n      }\n    }\n  }\n"): typeof import('./graphql').StateMapListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StateMapStates {\n    findAllEnquiryState {\n      ID\n      stateCode\n      group\n    }\n  }\n"): typeof import('./graphql').StateMapStatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StateMapAdd($IDSchool: Int!, $fromState: String!, $toState: String!, $priority: Int) {\n    addEnquiryStateMachineMap(\n      IDSchool: $IDSchool\n      fromState: $fromState\n      toState: $toState\n      priority: $priority\n    ) {\n      ID\n      priority\n      toState {\n        stateCode\n      }\n    }\n  }\n"): typeof import('./graphql').StateMapAddDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StateMapRemove($IDSchool: Int!, $IDMap: Int!, $confirm: Boolean) {\n    removeEnquiryStateMachineMap(IDSchool: $IDSchool, IDMap: $IDMap, confirm: $confirm)\n  }\n"): typeof import('./graphql').StateMapRemoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StateMapUpdate(\n    $IDSchool: Int!\n    $IDMap: Int!\n    $priority: Int!\n    $toState: String\n    $confirm: Boolean\n  ) {\n    updateEnquiryStateMachineMap(\n      IDSchool: $IDSchool\n      IDMap: $IDMap\n      priority: $priority\n      toState: $toState\n      confirm: $confirm\n    ) {\n      ID\n      priority\n      toState {\n        stateCode\n      }\n    }\n  }\n"): typeof import('./graphql').StateMapUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StateMapImpact($IDSchool: Int!, $IDMap: Int!, $toState: String) {\n    enquiryStateMachineMapImpact(IDSchool: $IDSchool, IDMap: $IDMap, toState: $toState) {\n      states {\n        count\n        stranded\n        state {\n          stateCode\n        }\n        enquiries {\n          ID\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').StateMapImpactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StateMapStranded($IDSchool: Int!) {\n    strandedEnquiryStates(IDSchool: $IDSchool) {\n      states {\n        count\n        state {\n          stateCode\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').StateMapStrandedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StateMapCancelEnquiry($ID: Int!) {\n    cancelEnquiry(ID: $ID) {\n      ID\n      admissionStatus {\n        stateCode\n      }\n    }\n  }\n"): typeof import('./graphql').StateMapCancelEnquiryDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
