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
    "\n  query PlatformLightMenu($filter: MenuFilter!) {\n    findSidebarMenuByUser(filter: $filter) {\n      ID\n      path\n    }\n  }\n": typeof types.PlatformLightMenuDocument,
    "\n  query PlatformLightBell($filter: NotificationFilter, $pagination: Pagination) {\n    getNotifications(filter: $filter, pagination: $pagination) {\n      totalCount\n      unreadCount\n      data {\n        ID\n        content {\n          title\n        }\n        read\n        createdAt\n      }\n    }\n  }\n": typeof types.PlatformLightBellDocument,
    "\n  query PlatformLightBellAfterMe($pagination: Pagination) {\n    me {\n      ID\n    }\n    getNotifications(pagination: $pagination) {\n      totalCount\n      unreadCount\n      data {\n        ID\n        content {\n          title\n        }\n        createdAt\n      }\n    }\n  }\n": typeof types.PlatformLightBellAfterMeDocument,
    "\n  query CentresAccessible($module: String!, $accessType: String!) {\n    getAccessibleCentresForModule(module: $module, accessType: $accessType) {\n      ID\n      fkSchool\n      label\n      code\n      ecdaCode\n      teacherRatio\n      active\n      createdAt\n      updatedAt\n      addresses {\n        ID\n        fkCentre\n        name\n        address\n        building\n        floor\n        unit\n        postcode\n        city\n        country\n        lat\n        lng\n        active\n      }\n    }\n  }\n": typeof types.CentresAccessibleDocument,
    "\n    mutation CentresRemove($IDSchool: Int!, $centreID: Int!) {\n      removeCentreForSchool(IDSchool: $IDSchool, centreID: $centreID)\n    }\n  ": typeof types.CentresRemoveDocument,
    "\n  query IdentityLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": typeof types.IdentityLoginDocument,
    "\n  query IdentityMe {\n    me {\n      ID\n      fkSchool\n      firstname\n      lastname\n      email\n      birthdate\n      gender\n      homePhone\n      mobilePhone\n      mobilePhoneCountryCode\n      isHQStaff\n      hasCentreScopeAccess\n      hasClassScopeAccess\n      isStaff\n      can\n      userRoleRelations {\n        ID\n        fkRole\n        role {\n          ID\n          label\n          name\n          isStaff\n          roleTemplates {\n            ID\n            fkModuleCategory\n            access\n            moduleCategory {\n              ID\n              moduleCategoryCode\n              label\n            }\n          }\n        }\n      }\n      userAccessControls {\n        ID\n        fkSchool\n        fkCentre\n        fkClass\n        school {\n          ID\n          name\n        }\n      }\n      parent {\n        ID\n        monthlyIncome\n        workplaceStaff\n      }\n      childRelations {\n        fkChild\n        child {\n          ID\n          firstname\n          lastname\n          race\n          nationality\n          dateOfBirth\n          birthCertificate\n          householdIncomeRange\n          childClasses {\n            from\n            to\n            program {\n              ID\n              label\n            }\n            class {\n              ID\n              fkCentre\n              fkLevel\n              label\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.IdentityMeDocument,
    "\n  mutation IdentityLogout {\n    logout\n  }\n": typeof types.IdentityLogoutDocument,
    "\n  query IdentityFullMe {\n    me {\n      ID\n      email\n      birthdate\n      mobilePhone\n      can\n      userRoleRelations {\n        ID\n        role {\n          ID\n          roleTemplates {\n            ID\n          }\n        }\n      }\n      userAccessControls {\n        ID\n        school {\n          name\n        }\n      }\n      parent {\n        ID\n      }\n      childRelations {\n        ID\n        child {\n          ID\n          childClasses {\n            from\n          }\n        }\n      }\n    }\n  }\n": typeof types.IdentityFullMeDocument,
    "\n  query IdentityViewerMe {\n    me {\n      ID\n      email\n      isStaff\n      can\n    }\n  }\n": typeof types.IdentityViewerMeDocument,
    "\n  query IdentityTwiceMe {\n    first: me {\n      ID\n    }\n    second: me {\n      ID\n      mobilePhone\n      userAccessControls {\n        ID\n      }\n      parent {\n        ID\n      }\n    }\n  }\n": typeof types.IdentityTwiceMeDocument,
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
    "\n  query NotificationsList($filter: NotificationFilter, $pagination: Pagination) {\n    getNotifications(filter: $filter, pagination: $pagination) {\n      totalCount\n      unreadCount\n      data {\n        ID\n        navigate\n        channel\n        content {\n          title\n          body\n        }\n        read\n        createdAt\n      }\n    }\n  }\n": typeof types.NotificationsListDocument,
    "\n  mutation NotificationsMark($notificationIds: [Int!]!, $read: Boolean!) {\n    markNotifications(notificationIds: $notificationIds, read: $read)\n  }\n": typeof types.NotificationsMarkDocument,
};
const documents: Documents = {
    "\n  query PlatformLightMenu($filter: MenuFilter!) {\n    findSidebarMenuByUser(filter: $filter) {\n      ID\n      path\n    }\n  }\n": types.PlatformLightMenuDocument,
    "\n  query PlatformLightBell($filter: NotificationFilter, $pagination: Pagination) {\n    getNotifications(filter: $filter, pagination: $pagination) {\n      totalCount\n      unreadCount\n      data {\n        ID\n        content {\n          title\n        }\n        read\n        createdAt\n      }\n    }\n  }\n": types.PlatformLightBellDocument,
    "\n  query PlatformLightBellAfterMe($pagination: Pagination) {\n    me {\n      ID\n    }\n    getNotifications(pagination: $pagination) {\n      totalCount\n      unreadCount\n      data {\n        ID\n        content {\n          title\n        }\n        createdAt\n      }\n    }\n  }\n": types.PlatformLightBellAfterMeDocument,
    "\n  query CentresAccessible($module: String!, $accessType: String!) {\n    getAccessibleCentresForModule(module: $module, accessType: $accessType) {\n      ID\n      fkSchool\n      label\n      code\n      ecdaCode\n      teacherRatio\n      active\n      createdAt\n      updatedAt\n      addresses {\n        ID\n        fkCentre\n        name\n        address\n        building\n        floor\n        unit\n        postcode\n        city\n        country\n        lat\n        lng\n        active\n      }\n    }\n  }\n": types.CentresAccessibleDocument,
    "\n    mutation CentresRemove($IDSchool: Int!, $centreID: Int!) {\n      removeCentreForSchool(IDSchool: $IDSchool, centreID: $centreID)\n    }\n  ": types.CentresRemoveDocument,
    "\n  query IdentityLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": types.IdentityLoginDocument,
    "\n  query IdentityMe {\n    me {\n      ID\n      fkSchool\n      firstname\n      lastname\n      email\n      birthdate\n      gender\n      homePhone\n      mobilePhone\n      mobilePhoneCountryCode\n      isHQStaff\n      hasCentreScopeAccess\n      hasClassScopeAccess\n      isStaff\n      can\n      userRoleRelations {\n        ID\n        fkRole\n        role {\n          ID\n          label\n          name\n          isStaff\n          roleTemplates {\n            ID\n            fkModuleCategory\n            access\n            moduleCategory {\n              ID\n              moduleCategoryCode\n              label\n            }\n          }\n        }\n      }\n      userAccessControls {\n        ID\n        fkSchool\n        fkCentre\n        fkClass\n        school {\n          ID\n          name\n        }\n      }\n      parent {\n        ID\n        monthlyIncome\n        workplaceStaff\n      }\n      childRelations {\n        fkChild\n        child {\n          ID\n          firstname\n          lastname\n          race\n          nationality\n          dateOfBirth\n          birthCertificate\n          householdIncomeRange\n          childClasses {\n            from\n            to\n            program {\n              ID\n              label\n            }\n            class {\n              ID\n              fkCentre\n              fkLevel\n              label\n            }\n          }\n        }\n      }\n    }\n  }\n": types.IdentityMeDocument,
    "\n  mutation IdentityLogout {\n    logout\n  }\n": types.IdentityLogoutDocument,
    "\n  query IdentityFullMe {\n    me {\n      ID\n      email\n      birthdate\n      mobilePhone\n      can\n      userRoleRelations {\n        ID\n        role {\n          ID\n          roleTemplates {\n            ID\n          }\n        }\n      }\n      userAccessControls {\n        ID\n        school {\n          name\n        }\n      }\n      parent {\n        ID\n      }\n      childRelations {\n        ID\n        child {\n          ID\n          childClasses {\n            from\n          }\n        }\n      }\n    }\n  }\n": types.IdentityFullMeDocument,
    "\n  query IdentityViewerMe {\n    me {\n      ID\n      email\n      isStaff\n      can\n    }\n  }\n": types.IdentityViewerMeDocument,
    "\n  query IdentityTwiceMe {\n    first: me {\n      ID\n    }\n    second: me {\n      ID\n      mobilePhone\n      userAccessControls {\n        ID\n      }\n      parent {\n        ID\n      }\n    }\n  }\n": types.IdentityTwiceMeDocument,
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
    "\n  query NotificationsList($filter: NotificationFilter, $pagination: Pagination) {\n    getNotifications(filter: $filter, pagination: $pagination) {\n      totalCount\n      unreadCount\n      data {\n        ID\n        navigate\n        channel\n        content {\n          title\n          body\n        }\n        read\n        createdAt\n      }\n    }\n  }\n": types.NotificationsListDocument,
    "\n  mutation NotificationsMark($notificationIds: [Int!]!, $read: Boolean!) {\n    markNotifications(notificationIds: $notificationIds, read: $read)\n  }\n": types.NotificationsMarkDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlatformLightMenu($filter: MenuFilter!) {\n    findSidebarMenuByUser(filter: $filter) {\n      ID\n      path\n    }\n  }\n"): typeof import('./graphql').PlatformLightMenuDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlatformLightBell($filter: NotificationFilter, $pagination: Pagination) {\n    getNotifications(filter: $filter, pagination: $pagination) {\n      totalCount\n      unreadCount\n      data {\n        ID\n        content {\n          title\n        }\n        read\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').PlatformLightBellDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlatformLightBellAfterMe($pagination: Pagination) {\n    me {\n      ID\n    }\n    getNotifications(pagination: $pagination) {\n      totalCount\n      unreadCount\n      data {\n        ID\n        content {\n          title\n        }\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').PlatformLightBellAfterMeDocument;
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
export function graphql(source: "\n  query IdentityFullMe {\n    me {\n      ID\n      email\n      birthdate\n      mobilePhone\n      can\n      userRoleRelations {\n        ID\n        role {\n          ID\n          roleTemplates {\n            ID\n          }\n        }\n      }\n      userAccessControls {\n        ID\n        school {\n          name\n        }\n      }\n      parent {\n        ID\n      }\n      childRelations {\n        ID\n        child {\n          ID\n          childClasses {\n            from\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').IdentityFullMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IdentityViewerMe {\n    me {\n      ID\n      email\n      isStaff\n      can\n    }\n  }\n"): typeof import('./graphql').IdentityViewerMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IdentityTwiceMe {\n    first: me {\n      ID\n    }\n    second: me {\n      ID\n      mobilePhone\n      userAccessControls {\n        ID\n      }\n      parent {\n        ID\n      }\n    }\n  }\n"): typeof import('./graphql').IdentityTwiceMeDocument;
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
export function graphql(source: "\n  query NotificationsList($filter: NotificationFilter, $pagination: Pagination) {\n    getNotifications(filter: $filter, pagination: $pagination) {\n      totalCount\n      unreadCount\n      data {\n        ID\n        navigate\n        channel\n        content {\n          title\n          body\n        }\n        read\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').NotificationsListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotificationsMark($notificationIds: [Int!]!, $read: Boolean!) {\n    markNotifications(notificationIds: $notificationIds, read: $read)\n  }\n"): typeof import('./graphql').NotificationsMarkDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
