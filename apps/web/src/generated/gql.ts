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
    "\n  query Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": typeof types.LoginDocument,
    "\n  query RegistrationInfo($token: String!) {\n    registrationInfo(token: $token) {\n      userId\n      email\n      firstname\n      maskedPhone\n      otpRequired\n    }\n  }\n": typeof types.RegistrationInfoDocument,
    "\n  mutation Register($token: String!, $password: String!) {\n    register(token: $token, password: $password) {\n      token\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation SendOTP($userId: Int!, $token: String!) {\n    sendOTP(userId: $userId, token: $token)\n  }\n": typeof types.SendOtpDocument,
    "\n  mutation ValidateOTP($userId: Int!, $otpReceived: String!, $token: String!) {\n    validateOTP(userId: $userId, otpReceived: $otpReceived, token: $token)\n  }\n": typeof types.ValidateOtpDocument,
    "\n  mutation ResetPassword($tokenString: String!, $password: String!) {\n    resetPassword(tokenString: $tokenString, password: $password)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ForgetPassword($email: String!) {\n    forgetPassword(email: $email)\n  }\n": typeof types.ForgetPasswordDocument,
    "\n  query LoginUrl($fkSchool: Int!) {\n    getLoginUrl(fkSchool: $fkSchool) {\n      url\n    }\n  }\n": typeof types.LoginUrlDocument,
    "\n  query ValidateUser($tokenString: String!) {\n    validateUser(tokenString: $tokenString) {\n      token\n    }\n  }\n": typeof types.ValidateUserDocument,
    "\n  query AccessibleCentres($module: String!, $accessType: String!) {\n    getAccessibleCentresForModule(module: $module, accessType: $accessType) {\n      ID\n      label\n      code\n      addresses {\n        ID\n        address\n        postcode\n        city\n        active\n      }\n    }\n  }\n": typeof types.AccessibleCentresDocument,
    "\n  query LevelsConfig($IDSchool: Int!) {\n    findAllLevelsConfig(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n        label\n        fromMonth\n        toMonth\n        promotionDate\n        offOnSaturday\n        isInfant\n        active\n        programs {\n          ID\n          label\n          from\n          to\n          active\n        }\n      }\n    }\n  }\n": typeof types.LevelsConfigDocument,
    "\n  mutation SaveLevel($IDSchool: Int!, $levelID: Int, $levelData: LevelInput!) {\n    insertOrUpdateLevelForSchool(IDSchool: $IDSchool, levelID: $levelID, levelData: $levelData) {\n      ID\n    }\n  }\n": typeof types.SaveLevelDocument,
    "\n  mutation RemoveLevel($IDSchool: Int!, $levelID: Int!) {\n    removeLevelForSchool(IDSchool: $IDSchool, levelID: $levelID)\n  }\n": typeof types.RemoveLevelDocument,
    "\n  query SidebarMenu($fkSchool: Int!) {\n    findSidebarMenuByUser(filter: { fkSchool: $fkSchool }) {\n      ID\n      icon\n      path\n      active\n      label\n      fkNavigation\n    }\n  }\n": typeof types.SidebarMenuDocument,
    "\n  query NotificationCount {\n    getNotifications(filter: { read: false }, pagination: { page: 1, perPage: 1 }) {\n      unreadCount\n    }\n  }\n": typeof types.NotificationCountDocument,
    "\n  query Notifications($pagination: Pagination) {\n    getNotifications(pagination: $pagination) {\n      totalCount\n      unreadCount\n      data {\n        ID\n        navigate\n        channel\n        content {\n          title\n          body\n        }\n        read\n        createdAt\n      }\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  mutation MarkNotifications($notificationIds: [Int!]!, $read: Boolean!) {\n    markNotifications(notificationIds: $notificationIds, read: $read)\n  }\n": typeof types.MarkNotificationsDocument,
    "\n  query Me {\n    me {\n      ID\n      fkSchool\n      firstname\n      lastname\n      email\n      birthdate\n      gender\n      homePhone\n      mobilePhone\n      mobilePhoneCountryCode\n      isHQStaff\n      hasCentreScopeAccess\n      hasClassScopeAccess\n      isStaff\n      can\n      userRoleRelations {\n        ID\n        fkRole\n        role {\n          ID\n          name\n          label\n          isStaff\n          roleTemplates {\n            ID\n            fkModuleCategory\n            access\n            moduleCategory {\n              ID\n              moduleCategoryCode\n              label\n            }\n          }\n        }\n      }\n      userAccessControls {\n        ID\n        fkSchool\n        fkCentre\n        fkClass\n        school {\n          ID\n          name\n        }\n      }\n      parent {\n        ID\n        monthlyIncome\n        workplaceStaff\n      }\n      childRelations {\n        ID\n        fkChild\n        child {\n          ID\n          firstname\n          lastname\n          race\n          nationality\n          dateOfBirth\n          birthCertificate\n          householdIncomeRange\n          childClasses {\n            from\n            to\n            program {\n              ID\n              label\n            }\n            class {\n              ID\n              fkCentre\n              fkLevel\n              label\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query SchoolTheme($fkSchool: Int!) {\n    findAllSchoolConfig(filter: { fkSchool: $fkSchool }) {\n      totalCount\n      data {\n        ID\n        fkSchool\n        key\n        value\n      }\n    }\n    findSchool(ID: $fkSchool) {\n      ID\n      name\n    }\n  }\n": typeof types.SchoolThemeDocument,
};
const documents: Documents = {
    "\n  query Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": types.LoginDocument,
    "\n  query RegistrationInfo($token: String!) {\n    registrationInfo(token: $token) {\n      userId\n      email\n      firstname\n      maskedPhone\n      otpRequired\n    }\n  }\n": types.RegistrationInfoDocument,
    "\n  mutation Register($token: String!, $password: String!) {\n    register(token: $token, password: $password) {\n      token\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation SendOTP($userId: Int!, $token: String!) {\n    sendOTP(userId: $userId, token: $token)\n  }\n": types.SendOtpDocument,
    "\n  mutation ValidateOTP($userId: Int!, $otpReceived: String!, $token: String!) {\n    validateOTP(userId: $userId, otpReceived: $otpReceived, token: $token)\n  }\n": types.ValidateOtpDocument,
    "\n  mutation ResetPassword($tokenString: String!, $password: String!) {\n    resetPassword(tokenString: $tokenString, password: $password)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation ForgetPassword($email: String!) {\n    forgetPassword(email: $email)\n  }\n": types.ForgetPasswordDocument,
    "\n  query LoginUrl($fkSchool: Int!) {\n    getLoginUrl(fkSchool: $fkSchool) {\n      url\n    }\n  }\n": types.LoginUrlDocument,
    "\n  query ValidateUser($tokenString: String!) {\n    validateUser(tokenString: $tokenString) {\n      token\n    }\n  }\n": types.ValidateUserDocument,
    "\n  query AccessibleCentres($module: String!, $accessType: String!) {\n    getAccessibleCentresForModule(module: $module, accessType: $accessType) {\n      ID\n      label\n      code\n      addresses {\n        ID\n        address\n        postcode\n        city\n        active\n      }\n    }\n  }\n": types.AccessibleCentresDocument,
    "\n  query LevelsConfig($IDSchool: Int!) {\n    findAllLevelsConfig(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n        label\n        fromMonth\n        toMonth\n        promotionDate\n        offOnSaturday\n        isInfant\n        active\n        programs {\n          ID\n          label\n          from\n          to\n          active\n        }\n      }\n    }\n  }\n": types.LevelsConfigDocument,
    "\n  mutation SaveLevel($IDSchool: Int!, $levelID: Int, $levelData: LevelInput!) {\n    insertOrUpdateLevelForSchool(IDSchool: $IDSchool, levelID: $levelID, levelData: $levelData) {\n      ID\n    }\n  }\n": types.SaveLevelDocument,
    "\n  mutation RemoveLevel($IDSchool: Int!, $levelID: Int!) {\n    removeLevelForSchool(IDSchool: $IDSchool, levelID: $levelID)\n  }\n": types.RemoveLevelDocument,
    "\n  query SidebarMenu($fkSchool: Int!) {\n    findSidebarMenuByUser(filter: { fkSchool: $fkSchool }) {\n      ID\n      icon\n      path\n      active\n      label\n      fkNavigation\n    }\n  }\n": types.SidebarMenuDocument,
    "\n  query NotificationCount {\n    getNotifications(filter: { read: false }, pagination: { page: 1, perPage: 1 }) {\n      unreadCount\n    }\n  }\n": types.NotificationCountDocument,
    "\n  query Notifications($pagination: Pagination) {\n    getNotifications(pagination: $pagination) {\n      totalCount\n      unreadCount\n      data {\n        ID\n        navigate\n        channel\n        content {\n          title\n          body\n        }\n        read\n        createdAt\n      }\n    }\n  }\n": types.NotificationsDocument,
    "\n  mutation MarkNotifications($notificationIds: [Int!]!, $read: Boolean!) {\n    markNotifications(notificationIds: $notificationIds, read: $read)\n  }\n": types.MarkNotificationsDocument,
    "\n  query Me {\n    me {\n      ID\n      fkSchool\n      firstname\n      lastname\n      email\n      birthdate\n      gender\n      homePhone\n      mobilePhone\n      mobilePhoneCountryCode\n      isHQStaff\n      hasCentreScopeAccess\n      hasClassScopeAccess\n      isStaff\n      can\n      userRoleRelations {\n        ID\n        fkRole\n        role {\n          ID\n          name\n          label\n          isStaff\n          roleTemplates {\n            ID\n            fkModuleCategory\n            access\n            moduleCategory {\n              ID\n              moduleCategoryCode\n              label\n            }\n          }\n        }\n      }\n      userAccessControls {\n        ID\n        fkSchool\n        fkCentre\n        fkClass\n        school {\n          ID\n          name\n        }\n      }\n      parent {\n        ID\n        monthlyIncome\n        workplaceStaff\n      }\n      childRelations {\n        ID\n        fkChild\n        child {\n          ID\n          firstname\n          lastname\n          race\n          nationality\n          dateOfBirth\n          birthCertificate\n          householdIncomeRange\n          childClasses {\n            from\n            to\n            program {\n              ID\n              label\n            }\n            class {\n              ID\n              fkCentre\n              fkLevel\n              label\n            }\n          }\n        }\n      }\n    }\n  }\n": types.MeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query SchoolTheme($fkSchool: Int!) {\n    findAllSchoolConfig(filter: { fkSchool: $fkSchool }) {\n      totalCount\n      data {\n        ID\n        fkSchool\n        key\n        value\n      }\n    }\n    findSchool(ID: $fkSchool) {\n      ID\n      name\n    }\n  }\n": types.SchoolThemeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n"): typeof import('./graphql').LoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationInfo($token: String!) {\n    registrationInfo(token: $token) {\n      userId\n      email\n      firstname\n      maskedPhone\n      otpRequired\n    }\n  }\n"): typeof import('./graphql').RegistrationInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($token: String!, $password: String!) {\n    register(token: $token, password: $password) {\n      token\n    }\n  }\n"): typeof import('./graphql').RegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendOTP($userId: Int!, $token: String!) {\n    sendOTP(userId: $userId, token: $token)\n  }\n"): typeof import('./graphql').SendOtpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ValidateOTP($userId: Int!, $otpReceived: String!, $token: String!) {\n    validateOTP(userId: $userId, otpReceived: $otpReceived, token: $token)\n  }\n"): typeof import('./graphql').ValidateOtpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($tokenString: String!, $password: String!) {\n    resetPassword(tokenString: $tokenString, password: $password)\n  }\n"): typeof import('./graphql').ResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgetPassword($email: String!) {\n    forgetPassword(email: $email)\n  }\n"): typeof import('./graphql').ForgetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoginUrl($fkSchool: Int!) {\n    getLoginUrl(fkSchool: $fkSchool) {\n      url\n    }\n  }\n"): typeof import('./graphql').LoginUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ValidateUser($tokenString: String!) {\n    validateUser(tokenString: $tokenString) {\n      token\n    }\n  }\n"): typeof import('./graphql').ValidateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessibleCentres($module: String!, $accessType: String!) {\n    getAccessibleCentresForModule(module: $module, accessType: $accessType) {\n      ID\n      label\n      code\n      addresses {\n        ID\n        address\n        postcode\n        city\n        active\n      }\n    }\n  }\n"): typeof import('./graphql').AccessibleCentresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LevelsConfig($IDSchool: Int!) {\n    findAllLevelsConfig(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n        label\n        fromMonth\n        toMonth\n        promotionDate\n        offOnSaturday\n        isInfant\n        active\n        programs {\n          ID\n          label\n          from\n          to\n          active\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').LevelsConfigDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveLevel($IDSchool: Int!, $levelID: Int, $levelData: LevelInput!) {\n    insertOrUpdateLevelForSchool(IDSchool: $IDSchool, levelID: $levelID, levelData: $levelData) {\n      ID\n    }\n  }\n"): typeof import('./graphql').SaveLevelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveLevel($IDSchool: Int!, $levelID: Int!) {\n    removeLevelForSchool(IDSchool: $IDSchool, levelID: $levelID)\n  }\n"): typeof import('./graphql').RemoveLevelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SidebarMenu($fkSchool: Int!) {\n    findSidebarMenuByUser(filter: { fkSchool: $fkSchool }) {\n      ID\n      icon\n      path\n      active\n      label\n      fkNavigation\n    }\n  }\n"): typeof import('./graphql').SidebarMenuDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationCount {\n    getNotifications(filter: { read: false }, pagination: { page: 1, perPage: 1 }) {\n      unreadCount\n    }\n  }\n"): typeof import('./graphql').NotificationCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($pagination: Pagination) {\n    getNotifications(pagination: $pagination) {\n      totalCount\n      unreadCount\n      data {\n        ID\n        navigate\n        channel\n        content {\n          title\n          body\n        }\n        read\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').NotificationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotifications($notificationIds: [Int!]!, $read: Boolean!) {\n    markNotifications(notificationIds: $notificationIds, read: $read)\n  }\n"): typeof import('./graphql').MarkNotificationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ID\n      fkSchool\n      firstname\n      lastname\n      email\n      birthdate\n      gender\n      homePhone\n      mobilePhone\n      mobilePhoneCountryCode\n      isHQStaff\n      hasCentreScopeAccess\n      hasClassScopeAccess\n      isStaff\n      can\n      userRoleRelations {\n        ID\n        fkRole\n        role {\n          ID\n          name\n          label\n          isStaff\n          roleTemplates {\n            ID\n            fkModuleCategory\n            access\n            moduleCategory {\n              ID\n              moduleCategoryCode\n              label\n            }\n          }\n        }\n      }\n      userAccessControls {\n        ID\n        fkSchool\n        fkCentre\n        fkClass\n        school {\n          ID\n          name\n        }\n      }\n      parent {\n        ID\n        monthlyIncome\n        workplaceStaff\n      }\n      childRelations {\n        ID\n        fkChild\n        child {\n          ID\n          firstname\n          lastname\n          race\n          nationality\n          dateOfBirth\n          birthCertificate\n          householdIncomeRange\n          childClasses {\n            from\n            to\n            program {\n              ID\n              label\n            }\n            class {\n              ID\n              fkCentre\n              fkLevel\n              label\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): typeof import('./graphql').LogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SchoolTheme($fkSchool: Int!) {\n    findAllSchoolConfig(filter: { fkSchool: $fkSchool }) {\n      totalCount\n      data {\n        ID\n        fkSchool\n        key\n        value\n      }\n    }\n    findSchool(ID: $fkSchool) {\n      ID\n      name\n    }\n  }\n"): typeof import('./graphql').SchoolThemeDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
