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
    "\n  query MyAccount {\n    myAccount {\n      ID\n      firstname\n      lastname\n      email\n      mobilePhone\n      mobilePhoneCountryCode\n      pendingEmail\n    }\n  }\n": typeof types.MyAccountDocument,
    "\n  query MyConsents {\n    myConsents {\n      ID\n      kind\n      version\n      givenAt\n      centreLabel\n    }\n  }\n": typeof types.MyConsentsDocument,
    "\n  mutation UpdateMyProfile($firstname: String!, $lastname: String!, $mobilePhone: String!) {\n    updateMyProfile(firstname: $firstname, lastname: $lastname, mobilePhone: $mobilePhone) {\n      ID\n    }\n  }\n": typeof types.UpdateMyProfileDocument,
    "\n  mutation RequestEmailChange($newEmail: String!) {\n    requestEmailChange(newEmail: $newEmail) {\n      ID\n      pendingEmail\n    }\n  }\n": typeof types.RequestEmailChangeDocument,
    "\n  mutation ConfirmEmailChange($code: String!) {\n    confirmEmailChange(code: $code) {\n      ID\n      email\n    }\n  }\n": typeof types.ConfirmEmailChangeDocument,
    "\n  mutation ChangeMyPassword($currentPassword: String!, $newPassword: String!) {\n    changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.ChangeMyPasswordDocument,
    "\n  query MyPushPreferences {\n    myPushPreferences {\n      kind\n      push\n    }\n  }\n": typeof types.MyPushPreferencesDocument,
    "\n  mutation UpdateMyPushPreferences($kinds: [String!]!) {\n    updateMyPushPreferences(kinds: $kinds) {\n      kind\n      push\n    }\n  }\n": typeof types.UpdateMyPushPreferencesDocument,
    "\n  query AdmissionsList(\n    $IDSchool: Int!\n    $stageCode: String!\n    $statusCode: String\n    $filter: AdmissionFilter\n    $pagination: Pagination\n  ) {\n    findAllAdmission(\n      IDSchool: $IDSchool\n      stageCode: $stageCode\n      statusCode: $statusCode\n      filter: $filter\n      pagination: $pagination\n    ) {\n      totalCount\n      stageCounts {\n        code\n        label\n        count\n      }\n      data {\n        ...AdmissionRowFields\n      }\n    }\n  }\n": typeof types.AdmissionsListDocument,
    "\n  fragment AdmissionRowFields on Admission {\n    ID\n    firstname\n    lastname\n    childFirstname\n    childLastname\n    pendingRegisterSince\n    source\n    createdAt\n    enrollmentPlan\n    stageCode\n    familyBlacklisted\n    centre {\n      ID\n      label\n    }\n    level {\n      ID\n      label\n    }\n    child {\n      birthCertificate\n    }\n    user {\n      email\n      mobilePhone\n      mobilePhoneCountryCode\n    }\n    admissionStatus {\n      stateCode\n      label\n    }\n  }\n": typeof types.AdmissionRowFieldsFragmentDoc,
    "\n  query AdmissionsListSearch($q: String!) {\n    searchAdmissions(q: $q) {\n      ...AdmissionRowFields\n    }\n  }\n": typeof types.AdmissionsListSearchDocument,
    "\n  query AdmissionFilters($IDSchool: Int!) {\n    getAdmissionFilters(IDSchool: $IDSchool) {\n      centres {\n        ID\n        label\n      }\n      levels {\n        ID\n        label\n      }\n      stages {\n        code\n        label\n        statuses {\n          stateCode\n          label\n        }\n      }\n    }\n  }\n": typeof types.AdmissionFiltersDocument,
    "\n  query AdmissionsSearch($q: String!) {\n    searchAdmissions(q: $q) {\n      ID\n      childFirstname\n      childLastname\n      firstname\n      lastname\n      stageCode\n      centre {\n        ID\n        label\n      }\n      child {\n        ID\n        birthCertificate\n      }\n      user {\n        ID\n        email\n      }\n      admissionStatus {\n        label\n      }\n    }\n  }\n": typeof types.AdmissionsSearchDocument,
    "\n  query AdmissionDetail($IDEnquiry: Int!) {\n    admissionByID(IDEnquiry: $IDEnquiry) {\n      ID\n      admission {\n        ID\n        firstname\n        lastname\n        childFirstname\n        childLastname\n        pendingRegisterSince\n        source\n        createdAt\n        enrollmentPlan\n        stageCode\n        familyBlacklisted\n        centre {\n          label\n        }\n        level {\n          label\n        }\n        child {\n          dateOfBirth\n          birthCertificate\n        }\n        user {\n          email\n          mobilePhone\n          mobilePhoneCountryCode\n        }\n        admissionStatus {\n          label\n          stateCode\n          enquiryFrontendState\n        }\n      }\n      enquiry {\n        ID\n        visits {\n          ID\n          status\n          visitType\n          visitFrom\n          visitTo\n        }\n      }\n      stateHistory {\n        ID\n        action\n        remarks\n        userName\n        createdAt\n        fromState {\n          label\n        }\n        toState {\n          label\n        }\n      }\n    }\n  }\n": typeof types.AdmissionDetailDocument,
    "\n  query AttendanceClasses($IDSchool: Int!) {\n    getAllClassInfo(IDSchool: $IDSchool, pagination: { page: 1, perPage: 500 }) {\n      data {\n        ID\n        label\n        centre {\n          ID\n          label\n        }\n      }\n    }\n  }\n": typeof types.AttendanceClassesDocument,
    "\n  query AttendanceRegister($classID: Int!, $date: Date!) {\n    getAttendanceByClass(classID: $classID, date: $date) {\n      childID\n      child {\n        ID\n        firstname\n        lastname\n      }\n      date\n      present\n      absent\n      absentReason\n      checkIn\n      checkOut\n      inCentre\n      fever\n      entries {\n        ID\n        sessionID\n        type\n        time\n        reason\n        remarks\n        pickedBy\n        history {\n          changedAt\n          changedBy\n          action\n          remark\n        }\n      }\n      health {\n        ID\n        time\n        temperature\n        symptoms\n        fever\n      }\n      injuries {\n        ...InjuryFields\n      }\n    }\n  }\n": typeof types.AttendanceRegisterDocument,
    "\n  mutation AttendanceMarkChildren(\n    $attendanceUpdate: AttendanceUpdate!\n    $forChild: [Int!]!\n    $attendanceId: Int\n  ) {\n    addOrUpdateAttendance(\n      attendanceUpdate: $attendanceUpdate\n      forChild: $forChild\n      attendanceId: $attendanceId\n    ) {\n      childID\n      present\n    }\n  }\n": typeof types.AttendanceMarkChildrenDocument,
    "\n  query AttendanceCentreSummary($centreId: Int!, $from: Date!, $to: Date!, $filter: AttendanceSummaryFilter) {\n    getCentreAttendanceSummaries(centreId: $centreId, from: $from, to: $to, filter: $filter) {\n      date\n      classID\n      classLabel\n      expected\n      present\n      absent\n      late\n      notArrived\n    }\n  }\n": typeof types.AttendanceCentreSummaryDocument,
    "\n  query ChildAttendanceDays($childID: Int!, $from: Date!, $to: Date!) {\n    getChildAttendances(childID: $childID, from: $from, to: $to) {\n      date\n      present\n      absent\n      absentReason\n      checkIn\n      checkOut\n      fever\n      entries {\n        ID\n        type\n        time\n        pickedBy\n        remarks\n      }\n      health {\n        ID\n        time\n        temperature\n        symptoms\n        fever\n      }\n      injuries {\n        ...InjuryFields\n      }\n    }\n  }\n": typeof types.ChildAttendanceDaysDocument,
    "\n  query ChildLatePickups($childID: Int!, $from: Date!, $to: Date!) {\n    getChildLatePickupEntries(childID: $childID, from: $from, to: $to) {\n      totalCount\n      totalFee\n      data {\n        ID\n        date\n        pickupTime\n        pickedBy\n        quantity\n        fee\n        invoice\n      }\n    }\n  }\n": typeof types.ChildLatePickupsDocument,
    "\n  query ChildHealthInformation($childID: Int!) {\n    getChildHealthInfo(childID: $childID) {\n      childID\n      isImmunized\n      immunizationDetails\n      familyDoctorName\n      clinicName\n      clinicPhone\n      clinicAddress\n      medicalCondition {\n        disease\n        exists\n      }\n      updatedAt\n    }\n  }\n": typeof types.ChildHealthInformationDocument,
    "\n  mutation SaveChildHealthInformation($childID: Int!, $healthInfo: ChildHealthInfoInput!) {\n    updateChildHealthInfo(childID: $childID, healthInfo: $healthInfo) {\n      childID\n    }\n  }\n": typeof types.SaveChildHealthInformationDocument,
    "\n  query AttendanceCentres {\n    getAccessibleCentresForModule(module: \"attendance_management\", accessType: \"read\") {\n      ID\n      label\n    }\n  }\n": typeof types.AttendanceCentresDocument,
    "\n  fragment InjuryFields on Injury {\n    ID\n    childID\n    date\n    side\n    top\n    left\n    injuryType\n    remarks\n    reportedBy\n    reportedAt\n    acknowledgedBy\n    acknowledgedAt\n  }\n": typeof types.InjuryFieldsFragmentDoc,
    "\n  query ChildInjuries($childID: Int!, $from: Date!, $to: Date!) {\n    getChildInjuries(childID: $childID, from: $from, to: $to) {\n      ...InjuryFields\n    }\n  }\n": typeof types.ChildInjuriesDocument,
    "\n  mutation AddChildInjury($childID: Int!, $injury: InjuryInput!) {\n    addChildInjury(childID: $childID, injury: $injury) {\n      ID\n    }\n  }\n": typeof types.AddChildInjuryDocument,
    "\n  query StaffAttendance($centreId: Int!, $date: Date!) {\n    getStaffAttendancesByCentre(centreId: $centreId, date: $date) {\n      centreID\n      date\n      staff {\n        teacherID\n        firstname\n        lastname\n        status\n        checkIn\n        checkOut\n        inCentre\n        remarks\n        sessions {\n          sessionID\n          checkIn\n          checkOut\n        }\n      }\n      ratios {\n        classID\n        classLabel\n        childrenIn\n        staffIn\n        teacherRatio\n        capacity\n        overRatio\n      }\n    }\n  }\n": typeof types.StaffAttendanceDocument,
    "\n  mutation RecordStaffAttendance($centreId: Int!, $staffAttendance: StaffAttendanceInput!) {\n    recordStaffAttendance(centreId: $centreId, staffAttendance: $staffAttendance) {\n      teacherID\n      status\n      inCentre\n    }\n  }\n": typeof types.RecordStaffAttendanceDocument,
    "\n  subscription AttendanceChanged($centreId: Int) {\n    attendanceChanged(centreId: $centreId) {\n      centreID\n      classID\n      date\n      kind\n    }\n  }\n": typeof types.AttendanceChangedDocument,
    "\n  mutation AcknowledgeChildInjury($injuryID: Int!) {\n    acknowledgeChildInjury(injuryID: $injuryID) {\n      ID\n      acknowledgedAt\n    }\n  }\n": typeof types.AcknowledgeChildInjuryDocument,
    "\n  fragment ClusterFlagFields on SymptomClusterFlag {\n    ID\n    classLabel\n    symptom\n    firstDate\n    lastDate\n    childCount\n    broadcastID\n    broadcastStatus\n  }\n": typeof types.ClusterFlagFieldsFragmentDoc,
    "\n  query AttendanceHealthFlags($centreId: Int!, $date: Date!) {\n    getCentreHealthFlags(centreId: $centreId, date: $date) {\n      centreID\n      clusters {\n        ...ClusterFlagFields\n      }\n      fevers {\n        childID\n        firstname\n        lastname\n        classLabel\n        time\n        temperature\n      }\n      injuries {\n        firstname\n        lastname\n        classLabel\n        injury {\n          ID\n          childID\n          date\n          injuryType\n        }\n      }\n    }\n  }\n": typeof types.AttendanceHealthFlagsDocument,
    "\n  mutation DraftSymptomClusterNotice($clusterID: Int!) {\n    draftSymptomClusterNotice(clusterID: $clusterID) {\n      ...ClusterFlagFields\n    }\n  }\n": typeof types.DraftSymptomClusterNoticeDocument,
    "\n  query NotifiableSymptoms($IDSchool: Int!) {\n    getNotifiableSymptoms(IDSchool: $IDSchool)\n  }\n": typeof types.NotifiableSymptomsDocument,
    "\n  mutation SaveNotifiableSymptoms($IDSchool: Int!, $symptoms: [String!]!) {\n    updateNotifiableSymptoms(IDSchool: $IDSchool, symptoms: $symptoms)\n  }\n": typeof types.SaveNotifiableSymptomsDocument,
    "\n  query AuditLog($IDSchool: Int!, $filter: AuditLogFilter, $pagination: Pagination) {\n    findAllAuditLog(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      totalCountCapped\n      data {\n        ID\n        createdAt\n        kind\n        operation\n        action\n        userId\n        userEmail\n        userName\n        role\n        targetType\n        targetId\n        outcome\n        errorCode\n        clientIp\n      }\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  query FailedJobs($IDSchool: Int!, $pagination: Pagination) {\n    findAllFailedJob(IDSchool: $IDSchool, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        name\n        recordId\n        retryCount\n        error\n        failedAt\n      }\n    }\n  }\n": typeof types.FailedJobsDocument,
    "\n  query Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": typeof types.LoginDocument,
    "\n  query RegistrationInfo($token: String!) {\n    registrationInfo(token: $token) {\n      userId\n      email\n      firstname\n      maskedPhone\n      otpRequired\n      privacyPolicyUrl\n    }\n  }\n": typeof types.RegistrationInfoDocument,
    "\n  mutation Register($token: String!, $password: String!, $pdpaConsentVersion: String) {\n    register(token: $token, password: $password, pdpaConsentVersion: $pdpaConsentVersion) {\n      token\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation SendOTP($userId: Int!, $token: String!) {\n    sendOTP(userId: $userId, token: $token)\n  }\n": typeof types.SendOtpDocument,
    "\n  mutation ValidateOTP($userId: Int!, $otpReceived: String!, $token: String!) {\n    validateOTP(userId: $userId, otpReceived: $otpReceived, token: $token)\n  }\n": typeof types.ValidateOtpDocument,
    "\n  mutation ResetPassword($tokenString: String!, $password: String!) {\n    resetPassword(tokenString: $tokenString, password: $password)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ForgetPassword($email: String!) {\n    forgetPassword(email: $email)\n  }\n": typeof types.ForgetPasswordDocument,
    "\n  query LoginUrl($fkSchool: Int!) {\n    getLoginUrl(fkSchool: $fkSchool) {\n      url\n    }\n  }\n": typeof types.LoginUrlDocument,
    "\n  query ValidateUser($tokenString: String!) {\n    validateUser(tokenString: $tokenString) {\n      token\n    }\n  }\n": typeof types.ValidateUserDocument,
    "\n  query BlacklistEntries($IDSchool: Int!, $pagination: Pagination) {\n    getBlackListData(IDSchool: $IDSchool, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        remark\n        updatedAt\n        child {\n          firstname\n          lastname\n        }\n        parent {\n          firstname\n          lastname\n          email\n        }\n        centre {\n          label\n        }\n        code {\n          label\n        }\n      }\n    }\n  }\n": typeof types.BlacklistEntriesDocument,
    "\n  query BlacklistDrafts($IDSchool: Int!, $status: String, $pagination: Pagination) {\n    blacklistDraftsByFkSchool(IDSchool: $IDSchool, status: $status, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        kind\n        status\n        can\n        approverName\n        decisionRemark\n        createdAt\n        centre {\n          label\n        }\n        user {\n          ID\n          firstname\n          lastname\n        }\n        items {\n          remark\n          child {\n            firstname\n            lastname\n          }\n          parent {\n            email\n          }\n          code {\n            label\n          }\n        }\n      }\n    }\n  }\n": typeof types.BlacklistDraftsDocument,
    "\n  query BlacklistReasons($fkSchool: Int!) {\n    codesByLabelFkSchool(fkSchool: $fkSchool, labels: [\"blacklist_reason\"]) {\n      codes {\n        ID\n        label\n      }\n    }\n  }\n": typeof types.BlacklistReasonsDocument,
    "\n  query BlacklistChildRelations($IDChild: Int!) {\n    getChildRelationData(IDChild: $IDChild) {\n      ID\n      firstname\n      lastname\n      email\n    }\n  }\n": typeof types.BlacklistChildRelationsDocument,
    "\n  mutation BlacklistSubmitNew($input: BlacklistNewInput!) {\n    submitNewBlacklist(input: $input) {\n      ID\n    }\n  }\n": typeof types.BlacklistSubmitNewDocument,
    "\n  mutation BlacklistSubmitRemoval($IDBlacklist: Int!, $remark: String!) {\n    submitRemoveBlacklist(IDBlacklist: $IDBlacklist, remark: $remark) {\n      ID\n    }\n  }\n": typeof types.BlacklistSubmitRemovalDocument,
    "\n  mutation BlacklistApproveDraft($IDBlacklistDraft: Int!, $remark: String) {\n    approveBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {\n      ID\n    }\n  }\n": typeof types.BlacklistApproveDraftDocument,
    "\n  mutation BlacklistRejectDraft($IDBlacklistDraft: Int!, $remark: String!) {\n    rejectBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {\n      ID\n    }\n  }\n": typeof types.BlacklistRejectDraftDocument,
    "\n  mutation BlacklistCancelDraft($IDBlacklistDraft: Int!, $remark: String!) {\n    cancelBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {\n      ID\n    }\n  }\n": typeof types.BlacklistCancelDraftDocument,
    "\n  query BroadcastList($IDSchool: Int!, $filter: BroadcastFilter, $pagination: Pagination) {\n    getBroadcasting(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      unreadCount\n      data {\n        ID\n        subject\n        description\n        status\n        needsAcknowledgement\n        createdAt\n        updatedAt\n        publishedAt\n        editedAt\n        remindedAt\n        isRead\n        recipientCount\n        readCount\n        sender {\n          ID\n          firstname\n          lastname\n          roles {\n            name\n            label\n          }\n        }\n        scopes {\n          type\n          ID\n          label\n        }\n        attachments {\n          ID\n          fileKey\n          fileSize\n          name\n          isPhoto\n          url\n        }\n      }\n    }\n  }\n": typeof types.BroadcastListDocument,
    "\n  query BroadcastScopeSearch($IDSchool: Int!, $search: String!) {\n    searchBroadcastingScope(IDSchool: $IDSchool, search: $search) {\n      type\n      ID\n      label\n      description\n    }\n  }\n": typeof types.BroadcastScopeSearchDocument,
    "\n  query BroadcastReceipts($id: Int!, $unreadOnly: Boolean, $pagination: Pagination) {\n    getBroadcastingReadReceipts(IDBroadcasting: $id, unreadOnly: $unreadOnly, pagination: $pagination) {\n      readCount\n      totalCount\n      recipientCount\n      classes {\n        classID\n        classLabel\n        centreLabel\n        readCount\n        totalCount\n      }\n      recipients {\n        childID\n        childName\n        classLabel\n        parentID\n        parentName\n        mobile\n        readAt\n      }\n    }\n  }\n": typeof types.BroadcastReceiptsDocument,
    "\n  mutation BroadcastSave($IDSchool: Int!, $dto: BroadcastInput!, $publish: Boolean!) {\n    saveBroadcasting(IDSchool: $IDSchool, dto: $dto, publish: $publish) {\n      ID\n      status\n    }\n  }\n": typeof types.BroadcastSaveDocument,
    "\n  mutation BroadcastDelete($id: Int!) {\n    deleteBroadcastingByID(IDBroadcasting: $id)\n  }\n": typeof types.BroadcastDeleteDocument,
    "\n  mutation BroadcastMarkRead($ids: [Int!]!, $isRead: Boolean!) {\n    markBroadcastingAsRead(IDBroadcastings: $ids, isRead: $isRead)\n  }\n": typeof types.BroadcastMarkReadDocument,
    "\n  mutation BroadcastUploadUrl($IDSchool: Int!, $filename: String!, $contentType: String!) {\n    getBroadcastingPhotoUploadUrl(IDSchool: $IDSchool, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n": typeof types.BroadcastUploadUrlDocument,
    "\n  query Buses($IDSchool: Int!, $filter: BusFilter, $pagination: Pagination) {\n    findAllBus(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        fkCentre\n        plateNumber\n        fkBusDriver\n        updatedAt\n        centre {\n          ID\n          label\n        }\n        busDriver {\n          ID\n          firstname\n          lastname\n          mobilePhone\n        }\n        busChildren {\n          ID\n          firstname\n          lastname\n        }\n      }\n    }\n  }\n": typeof types.BusesDocument,
    "\n  query BusFreeChildren($IDSchool: Int!, $centreID: Int!) {\n    findAllChildrenNotAssignedToBus(IDSchool: $IDSchool, centreID: $centreID) {\n      ID\n      firstname\n      lastname\n    }\n  }\n": typeof types.BusFreeChildrenDocument,
    "\n  mutation SaveBus($IDSchool: Int!, $busID: Int, $data: BusInput!, $children: [Int!]) {\n    insertOrUpdateBusForSchool(IDSchool: $IDSchool, busID: $busID, data: $data, children: $children) {\n      ID\n      plateNumber\n    }\n  }\n": typeof types.SaveBusDocument,
    "\n  mutation RemoveBus($IDBus: Int!) {\n    removeBusById(IDBus: $IDBus)\n  }\n": typeof types.RemoveBusDocument,
    "\n  query BusDrivers($IDSchool: Int!, $filter: BusFilter, $pagination: Pagination) {\n    findAllBusDriver(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        fkCentre\n        firstname\n        lastname\n        mobilePhoneCountryCode\n        mobilePhone\n        createdAt\n        centre {\n          ID\n          label\n        }\n      }\n    }\n  }\n": typeof types.BusDriversDocument,
    "\n  mutation AddBusDriver($IDSchool: Int!, $data: BusDriverInput!) {\n    insertBusDriver(IDSchool: $IDSchool, data: $data) {\n      ID\n    }\n  }\n": typeof types.AddBusDriverDocument,
    "\n  mutation UpdateBusDriver($IDBusDriver: Int!, $data: BusDriverInput!) {\n    updateBusDriverByFields(IDBusDriver: $IDBusDriver, data: $data) {\n      ID\n    }\n  }\n": typeof types.UpdateBusDriverDocument,
    "\n  mutation DeleteBusDriver($IDBusDriver: Int!) {\n    deleteBusDriverByID(IDBusDriver: $IDBusDriver)\n  }\n": typeof types.DeleteBusDriverDocument,
    "\n  query BusCentreOptions {\n    getAccessibleCentresForModule(module: \"bus_management\", accessType: \"write\") {\n      ID\n      label\n    }\n  }\n": typeof types.BusCentreOptionsDocument,
    "\n  query CalendarCentres {\n    getAccessibleCentresForModule(module: \"visit_management\", accessType: \"read\") {\n      ID\n      label\n      code\n    }\n  }\n": typeof types.CalendarCentresDocument,
    "\n  query PendingVisitCounts {\n    getPendingVisitCounts {\n      IDCentre\n      pending\n    }\n  }\n": typeof types.PendingVisitCountsDocument,
    "\n  query CalendarMonth($IDCentre: Int, $year: Int!, $month: Int!) {\n    findAllCalendarEvent(IDCentre: $IDCentre, year: $year, month: $month) {\n      IDCentre\n      year\n      month\n      visits {\n        ID\n        visitType\n        visitFrom\n        visitTo\n        completed\n        status\n        statusText\n        approvalDisplay\n        comment\n        trialPeriodFee\n        trialPeriodPaymentStatus\n        userName\n        userPhone\n        IDEnquiry\n        fkChild\n        childName\n        levelLabel\n        fkCentre\n        centreLabel\n      }\n      holidays {\n        ID\n        title\n        from\n        to\n        isPublic\n      }\n      availabilities {\n        ID\n        visitType\n        start\n        end\n        from\n        to\n        recurType\n        recurOnDays\n        slotMinutes\n        familiesPerSlot\n        active\n      }\n    }\n  }\n": typeof types.CalendarMonthDocument,
    "\n  query VisitAvailabilities($IDCentre: Int!, $from: Date!, $to: Date!) {\n    findAllVisitAvailability(IDCentre: $IDCentre, from: $from, to: $to) {\n      ID\n      fkCentre\n      visitType\n      start\n      end\n      from\n      to\n      recurType\n      recurOnDays\n      slotMinutes\n      familiesPerSlot\n      active\n      visits {\n        ID\n      }\n    }\n  }\n": typeof types.VisitAvailabilitiesDocument,
    "\n  query CentreVisits($IDCentre: Int, $status: String, $from: Date, $pagination: Pagination) {\n    getScheduledVisits(IDCentre: $IDCentre, status: $status, from: $from, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        fkEnquiry\n        visitType\n        visitFrom\n        visitTo\n        status\n        statusText\n        approvalDisplay\n        comment\n        completed\n        trialPeriodFee\n        trialPeriodPaymentStatus\n        childFirstname\n        childLastname\n        parentName\n        parentPhone\n        levelLabel\n        centre {\n          ID\n          label\n        }\n      }\n    }\n  }\n": typeof types.CentreVisitsDocument,
    "\n  mutation AddCalendarEvent($IDCentre: Int!, $availability: VisitAvailabilityInput!) {\n    addCalendarEvent(IDCentre: $IDCentre, availability: $availability) {\n      ID\n    }\n  }\n": typeof types.AddCalendarEventDocument,
    "\n  mutation CancelAvailability($IDAvailability: Int!) {\n    cancelAvailability(IDAvailability: $IDAvailability) {\n      ID\n      active\n    }\n  }\n": typeof types.CancelAvailabilityDocument,
    "\n  mutation ApproveParentMeeting($IDVisit: Int!, $remarks: String) {\n    approveParentMeeting(IDVisit: $IDVisit, remarks: $remarks) {\n      ID\n      status\n    }\n  }\n": typeof types.ApproveParentMeetingDocument,
    "\n  mutation RejectScheduledVisit($IDVisit: Int!, $remarks: String) {\n    rejectScheduledVisit(IDVisit: $IDVisit, remarks: $remarks) {\n      ID\n      status\n    }\n  }\n": typeof types.RejectScheduledVisitDocument,
    "\n  mutation SkipCentreVisit($IDEnquiry: Int!, $remarks: String) {\n    skipCentreVisit(IDEnquiry: $IDEnquiry, remarks: $remarks) {\n      ID\n    }\n  }\n": typeof types.SkipCentreVisitDocument,
    "\n  mutation ApproveTrialPeriodVisit($IDVisit: Int!, $remarks: String) {\n    approveTrialPeriodVisit(IDVisit: $IDVisit, remarks: $remarks) {\n      ID\n      status\n    }\n  }\n": typeof types.ApproveTrialPeriodVisitDocument,
    "\n  mutation RejectTrialPeriodVisit($IDVisit: Int!, $remarks: String) {\n    rejectTrialPeriodVisit(IDVisit: $IDVisit, remarks: $remarks) {\n      ID\n      status\n    }\n  }\n": typeof types.RejectTrialPeriodVisitDocument,
    "\n  mutation SkipTrialVisit($IDEnquiry: Int!, $remarks: String!) {\n    skipTrialVisit(IDEnquiry: $IDEnquiry, remarks: $remarks) {\n      ID\n    }\n  }\n": typeof types.SkipTrialVisitDocument,
    "\n  mutation RecordTrialPeriodPayment($IDVisit: Int!) {\n    recordTrialPeriodPayment(IDVisit: $IDVisit) {\n      ID\n      trialPeriodPaymentStatus\n    }\n  }\n": typeof types.RecordTrialPeriodPaymentDocument,
    "\n  query ChildrenWithoutAttendance($centreId: Int!, $month: String!) {\n    getChildrenWithoutAttendance(centreId: $centreId, month: $month) {\n      childID\n      firstname\n      lastname\n      enrolledFrom\n      enrolledTo\n    }\n  }\n": typeof types.ChildrenWithoutAttendanceDocument,
    "\n  query Centres($IDSchool: Int!, $filter: CentreFilter, $pagination: Pagination) {\n    findAllCentreForSchool(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        code\n        label\n        active\n        levelCount\n        addresses {\n          ID\n          address\n          building\n          floor\n          unit\n          postcode\n        }\n      }\n    }\n  }\n": typeof types.CentresDocument,
    "\n  query CentreDetail($IDSchool: Int!, $centreID: Int!) {\n    findAllCentreForSchool(IDSchool: $IDSchool, filter: { ID: $centreID }) {\n      data {\n        ID\n        code\n        ecdaCode\n        label\n        teacherRatio\n        active\n        addresses {\n          ID\n          address\n          building\n          floor\n          unit\n          postcode\n          lat\n          lng\n        }\n        centreLevels {\n          ID\n          fkLevel\n          fkProgram\n          level {\n            ID\n            label\n            active\n          }\n          program {\n            ID\n            label\n            active\n          }\n        }\n        centreNearbyPostcodes {\n          ID\n          postcode\n        }\n      }\n    }\n  }\n": typeof types.CentreDetailDocument,
    "\n  query OfferableLevels($IDSchool: Int!) {\n    getLevelsForSchool(IDSchool: $IDSchool) {\n      ID\n      label\n      programs {\n        ID\n        label\n        from\n        to\n      }\n    }\n  }\n": typeof types.OfferableLevelsDocument,
    "\n  query GeocodePostalCode($postalCode: String!) {\n    geocodePostalCode(postalCode: $postalCode) {\n      postalCode\n      address\n      building\n      lat\n      lng\n      approximate\n    }\n  }\n": typeof types.GeocodePostalCodeDocument,
    "\n  mutation SaveCentre(\n    $IDSchool: Int!\n    $centreID: Int\n    $centreData: CentreInput!\n    $postcodes: [String!]\n    $levels: [CentreLevelInput!]!\n    $addressData: CentreAddressInput!\n  ) {\n    insertOrUpdateCentreForSchool(\n      IDSchool: $IDSchool\n      centreID: $centreID\n      centreData: $centreData\n      postcodes: $postcodes\n      levels: $levels\n      addressData: $addressData\n    ) {\n      ID\n    }\n  }\n": typeof types.SaveCentreDocument,
    "\n  mutation RemoveCentre($IDSchool: Int!, $centreID: Int!) {\n    removeCentreForSchool(IDSchool: $IDSchool, centreID: $centreID)\n  }\n": typeof types.RemoveCentreDocument,
    "\n  query ClassesList($IDSchool: Int!, $filter: ClassFilter, $pagination: Pagination) {\n    getAllClassInfo(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        label\n        centre {\n          ID\n          label\n        }\n        level {\n          ID\n          label\n        }\n        teachers {\n          ID\n          firstname\n          lastname\n        }\n        currentChildrenCount\n        upcomingChildrenCount\n        capacity\n        overCapacity\n      }\n    }\n  }\n": typeof types.ClassesListDocument,
    "\n  query ClassDetail($IDSchool: Int!, $classID: Int!) {\n    getAllClassInfo(IDSchool: $IDSchool, classID: $classID) {\n      data {\n        ID\n        label\n        description\n        coverPhotoKey\n        coverPhotoURL\n        profilePhotoKey\n        profilePhotoURL\n        centre {\n          ID\n          label\n        }\n        level {\n          ID\n          label\n        }\n        teachers {\n          ID\n          firstname\n          lastname\n          email\n          fkUser\n        }\n        currentChildrenCount\n        upcomingChildrenCount\n        capacity\n        overCapacity\n        children {\n          ID\n          firstname\n          lastname\n          dateOfBirth\n          from\n          upcoming\n        }\n      }\n    }\n  }\n": typeof types.ClassDetailDocument,
    "\n  query ClassCentres {\n    getAccessibleCentresForModule(module: \"class_management\", accessType: \"write\") {\n      ID\n      label\n    }\n  }\n": typeof types.ClassCentresDocument,
    "\n  query ChildListCentres {\n    getAccessibleCentresForModule(module: \"class_management\", accessType: \"read\") {\n      ID\n      label\n    }\n  }\n": typeof types.ChildListCentresDocument,
    "\n  query ClassCentreLevels($IDSchool: Int!, $centreID: Int!) {\n    findAllCentreLevel(IDSchool: $IDSchool, centreID: $centreID) {\n      data {\n        ID\n        level {\n          ID\n          label\n        }\n      }\n    }\n  }\n": typeof types.ClassCentreLevelsDocument,
    "\n  query ClassTeacherSearch($IDSchool: Int!, $centreID: Int!, $search: String!) {\n    getTeacherListOnInput(IDSchool: $IDSchool, centreID: $centreID, search: $search) {\n      ID\n      firstname\n      lastname\n      email\n      fkUser\n    }\n  }\n": typeof types.ClassTeacherSearchDocument,
    "\n  mutation CreateNewClass($IDSchool: Int!, $classData: ClassInput!) {\n    createNewClass(IDSchool: $IDSchool, classData: $classData) {\n      ID\n      label\n      overCapacity\n    }\n  }\n": typeof types.CreateNewClassDocument,
    "\n  mutation UpdateClassDetails($IDSchool: Int!, $classID: Int!, $classData: ClassInput!) {\n    updateClassDetails(IDSchool: $IDSchool, classID: $classID, classData: $classData) {\n      ID\n      label\n      overCapacity\n    }\n  }\n": typeof types.UpdateClassDetailsDocument,
    "\n  mutation DeleteClassAndTeachers($IDSchool: Int!, $classID: Int!, $moveToClassID: Int) {\n    deleteClassAndTeachers(IDSchool: $IDSchool, classID: $classID, moveToClassID: $moveToClassID)\n  }\n": typeof types.DeleteClassAndTeachersDocument,
    "\n  mutation ClassPhotoUploadURL($IDSchool: Int!, $filename: String!, $contentType: String!) {\n    getClassPhotoUploadURL(IDSchool: $IDSchool, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n": typeof types.ClassPhotoUploadUrlDocument,
    "\n  query ChildrenToAssign($IDSchool: Int!, $classID: Int!) {\n    getChildrenToAssignToClass(IDSchool: $IDSchool, classID: $classID) {\n      ID\n      firstname\n      lastname\n      dateOfBirth\n      upcomingLevel {\n        from\n      }\n    }\n  }\n": typeof types.ChildrenToAssignDocument,
    "\n  mutation AssignChildrenToClass($IDSchool: Int!, $classID: Int!, $childIDs: [Int!]!, $from: Date!) {\n    assignChildrenToClass(IDSchool: $IDSchool, classID: $classID, childIDs: $childIDs, from: $from) {\n      ID\n      overCapacity\n    }\n  }\n": typeof types.AssignChildrenToClassDocument,
    "\n  fragment ChildListRow on Child {\n    ID\n    firstname\n    lastname\n    dateOfBirth\n    closestLevel {\n      centre {\n        ID\n        label\n      }\n      level {\n        ID\n        label\n      }\n      from\n      to\n      moveReason\n    }\n    currentClass {\n      class {\n        ID\n        label\n      }\n    }\n    upcomingClass {\n      class {\n        ID\n        label\n      }\n    }\n  }\n": typeof types.ChildListRowFragmentDoc,
    "\n  query ClassChildren($IDSchool: Int!, $filter: ChildFilter, $pagination: Pagination) {\n    getChildrenData(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ...ChildListRow\n      }\n    }\n  }\n": typeof types.ClassChildrenDocument,
    "\n  query ClassPastChildren($IDSchool: Int!, $filter: ChildFilter, $pagination: Pagination) {\n    getPastChildrenData(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ...ChildListRow\n      }\n    }\n  }\n": typeof types.ClassPastChildrenDocument,
    "\n  query ChildProfile($IDSchool: Int!, $IDChild: Int!) {\n    childByID(IDSchool: $IDSchool, IDChild: $IDChild) {\n      ID\n      firstname\n      lastname\n      dateOfBirth\n      birthCertificate\n      nationality\n      race\n      gender\n      householdIncomeRange\n      numFamilyMembers\n      imageURL\n      enrolmentDate\n      childCurrentEstimatedPromotionDate\n      currentLevel {\n        centre {\n          label\n        }\n        level {\n          label\n        }\n        program {\n          label\n        }\n        from\n      }\n      upcomingLevel {\n        centre {\n          label\n        }\n        level {\n          label\n        }\n        from\n      }\n      currentClass {\n        class {\n          ID\n          label\n        }\n        from\n        teachers {\n          ID\n          firstname\n          lastname\n        }\n      }\n      upcomingClass {\n        class {\n          ID\n          label\n        }\n        from\n        teachers {\n          ID\n          firstname\n          lastname\n        }\n      }\n      levels {\n        ID\n        centre {\n          label\n        }\n        level {\n          label\n        }\n        from\n        to\n        moveReason\n        nextLevel {\n          label\n        }\n      }\n      classes {\n        ID\n        class {\n          label\n        }\n        level {\n          label\n        }\n        from\n        to\n      }\n    }\n  }\n": typeof types.ChildProfileDocument,
    "\n  query ChildGuardians($IDChild: Int!) {\n    findAllGuardian(IDChild: $IDChild) {\n      ID\n      firstname\n      lastname\n      email\n      mobilePhoneCountryCode\n      mobilePhone\n      relation\n      isMainApplicant\n      guardianAccess\n    }\n  }\n": typeof types.ChildGuardiansDocument,
    "\n  query PromotionPreview($IDSchool: Int!, $centreID: Int) {\n    getPromotionPreview(IDSchool: $IDSchool, centreID: $centreID) {\n      child {\n        ID\n        firstname\n        lastname\n        dateOfBirth\n      }\n      centre {\n        ID\n        label\n      }\n      fromLevel {\n        ID\n        label\n      }\n      toLevel {\n        ID\n        label\n      }\n      class {\n        ID\n        label\n      }\n      from\n      moveReason\n      warning\n    }\n  }\n": typeof types.PromotionPreviewDocument,
    "\n  mutation PromoteChildrenAndAssignClass($IDSchool: Int!, $items: [PromotionItemInput!]!) {\n    promoteChildrenAndAssignClass(IDSchool: $IDSchool, items: $items) {\n      moved\n    }\n  }\n": typeof types.PromoteChildrenAndAssignClassDocument,
    "\n  query ChildActivityPage($IDChild: Int!, $pagination: Pagination) {\n    findAllChildActivityLogByChild(IDChild: $IDChild, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        mode\n        action\n        remark\n        updatedAt\n        user {\n          ID\n          firstname\n          lastname\n        }\n      }\n    }\n  }\n": typeof types.ChildActivityPageDocument,
    "\n  query FamilyContacts($IDChild: Int!) {\n    getFamilyContacts(IDChild: $IDChild) {\n      address {\n        postcode\n        address\n        building\n        floor\n        unit\n        city\n        country\n      }\n      emergencyContact\n    }\n  }\n": typeof types.FamilyContactsDocument,
    "\n  mutation ChildProfileSaveAddress($IDChild: Int!, $addressData: UserAddressInput!) {\n    updateMyAddressFromChild(IDChild: $IDChild, addressData: $addressData) {\n      emergencyContact\n    }\n  }\n": typeof types.ChildProfileSaveAddressDocument,
    "\n  mutation ChildProfileSaveEmergencyContact($IDChild: Int!, $data: JSON!) {\n    updateChildEmergencyContact(IDChild: $IDChild, data: $data) {\n      emergencyContact\n    }\n  }\n": typeof types.ChildProfileSaveEmergencyContactDocument,
    "\n  mutation ChildProfileUpdateChild($IDChild: Int!, $data: ChildFieldsInput!) {\n    updateChildByFields(IDChild: $IDChild, data: $data) {\n      ID\n    }\n  }\n": typeof types.ChildProfileUpdateChildDocument,
    "\n  query DocumentSummary($IDEnquiry: Int!) {\n    getEnquiryDocumentSummary(IDEnquiry: $IDEnquiry) {\n      IDEnquiry\n      IDChild\n      stateCode\n      stateLabel\n      childName\n      childDateOfBirth\n      birthCertificate\n      parentName\n      parentEmail\n      centreLabel\n      levelLabel\n      enrollmentPlan\n      canUpload\n      canSubmit\n      canConsent\n    }\n  }\n": typeof types.DocumentSummaryDocument,
    "\n  query RequiredDocuments($IDEnquiry: Int!) {\n    listRequiredDocuments(IDEnquiry: $IDEnquiry) {\n      DocumentTypeID\n      ParentID\n      ChildID\n      Fullname\n      DocumentType\n      isRequired\n      Status\n      Remarks\n      UploadAccess\n      documents {\n        ID\n        fkChild\n        filename\n        sizeBytes\n        status\n        statusText\n        remark\n        createdAt\n      }\n    }\n  }\n": typeof types.RequiredDocumentsDocument,
    "\n  mutation DocumentUploadUrl($IDEnquiry: Int!, $filename: String!, $contentType: String!) {\n    getEnquiryDocumentUploadUrl(IDEnquiry: $IDEnquiry, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n": typeof types.DocumentUploadUrlDocument,
    "\n  mutation SaveDocuments($IDEnquiry: Int!, $uploadedDocuments: [UploadedDocumentInput!]!) {\n    saveDocumentsByIDEnquiry(IDEnquiry: $IDEnquiry, uploadedDocuments: $uploadedDocuments) {\n      ID\n    }\n  }\n": typeof types.SaveDocumentsDocument,
    "\n  mutation RemoveDocument($IDDocument: Int!, $IDEnquiry: Int!) {\n    removeDocumentByIDEnquiry(IDDocument: $IDDocument, IDEnquiry: $IDEnquiry)\n  }\n": typeof types.RemoveDocumentDocument,
    "\n  mutation CompleteDocumentUpload($IDEnquiry: Int!) {\n    setDocumentUploadAsCompleted(IDEnquiry: $IDEnquiry)\n  }\n": typeof types.CompleteDocumentUploadDocument,
    "\n  query DocumentUrl($IDDocument: Int!, $IDChild: Int) {\n    getDocumentURL(IDDocument: $IDDocument, IDChild: $IDChild)\n  }\n": typeof types.DocumentUrlDocument,
    "\n  query PendingDocuments($IDCentre: Int, $pagination: Pagination) {\n    findAllPendingDocument(IDCentre: $IDCentre, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        IDEnquiry\n        IDChild\n        childName\n        centreLabel\n        documentType\n        filename\n        createdAt\n      }\n    }\n  }\n": typeof types.PendingDocumentsDocument,
    "\n  mutation ApproveDocument($IDDocument: Int!) {\n    approveEnquiryDocument(IDDocument: $IDDocument) {\n      ID\n    }\n  }\n": typeof types.ApproveDocumentDocument,
    "\n  mutation RejectDocument($IDDocument: Int!, $remark: String!) {\n    rejectEnquiryDocument(IDDocument: $IDDocument, remark: $remark) {\n      ID\n    }\n  }\n": typeof types.RejectDocumentDocument,
    "\n  mutation MarkDocumentNotRequired($IDEnquiry: Int!, $documentTypeID: Int!, $remark: String!) {\n    markEnquiryDocumentAsNotRequired(\n      IDEnquiry: $IDEnquiry\n      documentTypeID: $documentTypeID\n      remark: $remark\n    ) {\n      ID\n    }\n  }\n": typeof types.MarkDocumentNotRequiredDocument,
    "\n  query DocumentTypeConfigs($IDSchool: Int!) {\n    documentTypeConfigsByFkDocumentTypeConfig(IDSchool: $IDSchool) {\n      ID\n      label\n      description\n      category\n      isRequired\n      listAccess\n      uploadAccess\n      sortOrder\n      active\n    }\n  }\n": typeof types.DocumentTypeConfigsDocument,
    "\n  mutation SaveDocumentType($IDSchool: Int!, $ID: Int, $data: DocumentTypeConfigInput!) {\n    insertOrUpdateDocumentTypeConfig(IDSchool: $IDSchool, ID: $ID, data: $data) {\n      ID\n    }\n  }\n": typeof types.SaveDocumentTypeDocument,
    "\n  query EnquiryOptionLists($fkSchool: Int!, $labels: [String!]!) {\n    codesByLabelFkSchool(fkSchool: $fkSchool, labels: $labels) {\n      category\n      codes {\n        ID\n        label\n        description\n      }\n    }\n  }\n": typeof types.EnquiryOptionListsDocument,
    "\n  query EnquirySuggestLevel(\n    $IDSchool: Int!\n    $dateOfBirth: Date!\n    $enrollmentDate: Date!\n    $isRadiusSearch: Boolean\n  ) {\n    suggestLevel(\n      IDSchool: $IDSchool\n      dateOfBirth: $dateOfBirth\n      enrollmentDate: $enrollmentDate\n      isRadiusSearch: $isRadiusSearch\n    ) {\n      ID\n      label\n      programs {\n        ID\n        label\n      }\n    }\n  }\n": typeof types.EnquirySuggestLevelDocument,
    "\n  query EnquiryIsExistingParent($email: String!) {\n    isExistingParent(email: $email)\n  }\n": typeof types.EnquiryIsExistingParentDocument,
    "\n  query EnquiryIsExistingChild($birthCertificate: String!, $fkSchool: Int!) {\n    isExistingChild(birthCertificate: $birthCertificate, fkSchool: $fkSchool)\n  }\n": typeof types.EnquiryIsExistingChildDocument,
    "\n  mutation NewEnquiry(\n    $schoolID: Int!\n    $email: String!\n    $phoneNumberCountryCode: String!\n    $phoneNumber: String!\n    $centreIDs: [Int!]!\n    $enquiry: EnquiryDetailsInput!\n    $pdpaConsentVersion: String\n    $preferredLanguage: String\n  ) {\n    newEnquiry(\n      schoolID: $schoolID\n      email: $email\n      phoneNumberCountryCode: $phoneNumberCountryCode\n      phoneNumber: $phoneNumber\n      centreIDs: $centreIDs\n      enquiry: $enquiry\n      pdpaConsentVersion: $pdpaConsentVersion\n      preferredLanguage: $preferredLanguage\n    ) {\n      success\n      error {\n        message\n        code\n      }\n      data {\n        ID\n        centre {\n          ID\n          label\n          code\n        }\n      }\n    }\n  }\n": typeof types.NewEnquiryDocument,
    "\n  fragment OfferedCentreList on EnrollmentCentreList {\n    totalCount\n    data {\n      ID\n      label\n      code\n      distance\n      vacancyAvailable\n      addresses {\n        ID\n        address\n        postcode\n        lat\n        lng\n      }\n    }\n  }\n": typeof types.OfferedCentreListFragmentDoc,
    "\n  query EnquiryEnrollmentCentres(\n    $IDSchool: Int!\n    $enrollmentDate: Date!\n    $level: Int!\n    $program: Int\n    $nationality: String\n  ) {\n    findAllEnrollmentCentresForSchool(\n      IDSchool: $IDSchool\n      enrollmentDate: $enrollmentDate\n      level: $level\n      program: $program\n      nationality: $nationality\n    ) {\n      ...OfferedCentreList\n    }\n  }\n": typeof types.EnquiryEnrollmentCentresDocument,
    "\n  query EnquiryCentresByPostalCode(\n    $postalCode: String!\n    $radius: Float!\n    $enrollmentDate: Date!\n    $level: Int!\n    $filter: CentreSearchFilter!\n    $pagination: Pagination\n  ) {\n    findAllCentreByDistance(\n      postalCode: $postalCode\n      radius: $radius\n      enrollmentDate: $enrollmentDate\n      level: $level\n      filter: $filter\n      pagination: $pagination\n    ) {\n      ...OfferedCentreList\n    }\n  }\n": typeof types.EnquiryCentresByPostalCodeDocument,
    "\n  query EnquiryCentresByLocation(\n    $location: LatLngInput!\n    $radius: Float!\n    $enrollmentDate: Date!\n    $level: Int!\n    $filter: CentreSearchFilter!\n    $pagination: Pagination\n  ) {\n    findNearestCentresByLatLong(\n      location: $location\n      radius: $radius\n      enrollmentDate: $enrollmentDate\n      level: $level\n      filter: $filter\n      pagination: $pagination\n    ) {\n      ...OfferedCentreList\n    }\n  }\n": typeof types.EnquiryCentresByLocationDocument,
    "\n  query EnquiryPostalCodeLocation($postalCode: String!) {\n    geocodePostalCode(postalCode: $postalCode) {\n      postalCode\n      address\n      lat\n      lng\n    }\n  }\n": typeof types.EnquiryPostalCodeLocationDocument,
    "\n  query EnquiryPlaceSuggestions($searchVal: String!) {\n    searchPlaces(searchVal: $searchVal) {\n      postalCode\n      address\n      building\n      lat\n      lng\n    }\n  }\n": typeof types.EnquiryPlaceSuggestionsDocument,
    "\n  query ConsentForm($IDEnquiry: Int!) {\n    getConsentForm(IDEnquiry: $IDEnquiry) {\n      ID\n      eDocumentStatus\n      contentSha256\n      signedDocumentAvailable\n      linksExpired\n      participants {\n        ID\n        displayName\n        order\n        email\n        role\n        status\n        signedAt\n      }\n    }\n  }\n": typeof types.ConsentFormDocument,
    "\n  mutation CreateForm1($IDEnquiry: Int!, $participants: [ConsentParticipantInput!]!) {\n    createForm1(IDEnquiry: $IDEnquiry, participants: $participants) {\n      ID\n    }\n  }\n": typeof types.CreateForm1Document,
    "\n  query SignedFormUrl($IDEnquiry: Int!) {\n    getEnrolmentDocumentURL(IDEnquiry: $IDEnquiry)\n  }\n": typeof types.SignedFormUrlDocument,
    "\n  query SigningDocument($token: String!) {\n    getSigningDocument(token: $token) {\n      title\n      schoolName\n      declaration\n      contentSha256\n      sections {\n        heading\n        rows {\n          label\n          value\n        }\n      }\n      signer {\n        displayName\n        role\n        order\n      }\n      participants {\n        displayName\n        order\n        role\n        status\n      }\n    }\n  }\n": typeof types.SigningDocumentDocument,
    "\n  mutation SignConsentForm($token: String!, $signature: SignatureInput!) {\n    signConsentForm(token: $token, signature: $signature) {\n      status\n      signedAt\n    }\n  }\n": typeof types.SignConsentFormDocument,
    "\n  fragment EventPhotoItem on EventPhoto {\n    ID\n    status\n    caption\n    url\n    thumbnailUrl\n    width\n    height\n    tags {\n      childID\n      childName\n      photoConsent\n    }\n  }\n": typeof types.EventPhotoItemFragmentDoc,
    "\n  query StaffEventPhotos($IDEvent: Int!) {\n    getEventPhotos(IDEvent: $IDEvent) {\n      ...EventPhotoItem\n    }\n  }\n": typeof types.StaffEventPhotosDocument,
    "\n  query MyEventPhotos($IDEvent: Int!, $IDChild: Int!) {\n    getMyEventPhotos(IDEvent: $IDEvent, IDChild: $IDChild) {\n      photoConsent\n      photos {\n        ...EventPhotoItem\n      }\n    }\n  }\n": typeof types.MyEventPhotosDocument,
    "\n  mutation EventAlbumUploadUrls($IDEvent: Int!, $files: [EventPhotoFileInput!]!) {\n    getEventPhotoAlbumUploadUrl(IDEvent: $IDEvent, files: $files) {\n      Url\n      Key\n    }\n  }\n": typeof types.EventAlbumUploadUrlsDocument,
    "\n  mutation AddEventPhotos($IDEvent: Int!, $photos: [EventPhotoInput!]!) {\n    addEventPhotos(IDEvent: $IDEvent, photos: $photos) {\n      ID\n    }\n  }\n": typeof types.AddEventPhotosDocument,
    "\n  mutation UpdateEventPhotoTags($IDEvent: Int!, $IDPhoto: Int!, $childIDs: [Int!]!) {\n    updateEventPhotoTags(IDEvent: $IDEvent, IDPhoto: $IDPhoto, childIDs: $childIDs) {\n      ID\n    }\n  }\n": typeof types.UpdateEventPhotoTagsDocument,
    "\n  mutation DeleteEventPhotos($IDEvent: Int!, $IDPhotos: [Int!]!) {\n    deleteEventPhotos(IDEvent: $IDEvent, IDPhotos: $IDPhotos) {\n      ID\n    }\n  }\n": typeof types.DeleteEventPhotosDocument,
    "\n  mutation UpdateEventPhotosStatus($IDEvent: Int!, $IDPhotos: [Int!]!, $status: String!) {\n    updateEventPhotosStatus(IDEvent: $IDEvent, IDPhotos: $IDPhotos, status: $status) {\n      ID\n    }\n  }\n": typeof types.UpdateEventPhotosStatusDocument,
    "\n  mutation SetChildPhotoConsent($IDChild: Int!, $photoConsent: Boolean!) {\n    setChildPhotoConsent(IDChild: $IDChild, photoConsent: $photoConsent)\n  }\n": typeof types.SetChildPhotoConsentDocument,
    "\n  fragment EventItem on Event {\n    ID\n    status\n    category\n    title\n    description\n    eventType\n    from\n    to\n    publishDate\n    cancellationDate\n    rsvpDeadline\n    location\n    parentConsentRequired\n    termsAndConditions\n    paymentRequired\n    childEventFee\n    guestEventFee\n    guestsAllowed\n    guestsDetailsRequired\n    guestCountLimit\n    fkSubmitter\n    cancelRemarks\n    attendingCount\n    scopes {\n      ID\n      centreID\n      centreLabel\n      classID\n      classLabel\n    }\n  }\n": typeof types.EventItemFragmentDoc,
    "\n  query DraftEvents($IDSchool: Int!, $pagination: Pagination) {\n    getDraftEvents(IDSchool: $IDSchool, pagination: $pagination) {\n      totalCount\n      data {\n        ...EventItem\n      }\n    }\n  }\n": typeof types.DraftEventsDocument,
    "\n  query PendingEvents($IDSchool: Int!, $pagination: Pagination) {\n    getPendingEvents(IDSchool: $IDSchool, pagination: $pagination) {\n      totalCount\n      data {\n        ...EventItem\n      }\n    }\n  }\n": typeof types.PendingEventsDocument,
    "\n  query UpcomingEvents($IDSchool: Int!, $pagination: Pagination) {\n    getUpcomingEvents(IDSchool: $IDSchool, pagination: $pagination) {\n      totalCount\n      data {\n        ...EventItem\n      }\n    }\n  }\n": typeof types.UpcomingEventsDocument,
    "\n  query PastEvents($IDSchool: Int!, $pagination: Pagination) {\n    getPastEvents(IDSchool: $IDSchool, pagination: $pagination) {\n      totalCount\n      data {\n        ...EventItem\n      }\n    }\n  }\n": typeof types.PastEventsDocument,
    "\n  query EventDetails($IDEvent: Int!) {\n    eventById(IDEvent: $IDEvent) {\n      ...EventItem\n    }\n    getRsvpStatusCountDetails(IDEvent: $IDEvent) {\n      status\n      children\n      guests\n    }\n  }\n": typeof types.EventDetailsDocument,
    "\n  query EventRsvps($IDEvent: Int!, $status: String, $pagination: Pagination) {\n    getEventRsvpChildList(IDEvent: $IDEvent, status: $status, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        childID\n        childName\n        centreLabel\n        classLabel\n        status\n        consentAcceptedAt\n        guests {\n          ID\n          name\n          mobile\n          relation\n        }\n      }\n    }\n    getRsvpAttendeesClassAndCentreCountByStatus(IDEvent: $IDEvent, status: $status) {\n      centreID\n      centreLabel\n      classID\n      classLabel\n      children\n      guests\n    }\n  }\n": typeof types.EventRsvpsDocument,
    "\n  query EventRsvpExport($IDEvent: Int!, $status: String) {\n    exportRsvpList(IDEvent: $IDEvent, status: $status)\n  }\n": typeof types.EventRsvpExportDocument,
    "\n  query EventCentres {\n    getAccessibleCentresForModule(module: \"event_management\", accessType: \"write\") {\n      ID\n      label\n    }\n  }\n": typeof types.EventCentresDocument,
    "\n  query EventClasses($IDSchool: Int!) {\n    getEventClasses(IDSchool: $IDSchool) {\n      ID\n      label\n      centreLabel\n    }\n  }\n": typeof types.EventClassesDocument,
    "\n  mutation SaveEventDraft($IDEvent: Int, $eventData: EventInput!) {\n    createOrSaveEventDraft(IDEvent: $IDEvent, eventData: $eventData) {\n      ID\n      title\n    }\n  }\n": typeof types.SaveEventDraftDocument,
    "\n  mutation UpdateEventDetails($IDEvent: Int!, $eventData: EventInput!) {\n    updateEventDetails(IDEvent: $IDEvent, eventData: $eventData) {\n      ID\n      title\n    }\n  }\n": typeof types.UpdateEventDetailsDocument,
    "\n  mutation SubmitEvent($IDEvent: Int!) {\n    submitEvent(IDEvent: $IDEvent) {\n      ID\n      status\n    }\n  }\n": typeof types.SubmitEventDocument,
    "\n  mutation PublishEvent($IDEvent: Int!) {\n    publishEvent(IDEvent: $IDEvent) {\n      ID\n      status\n    }\n  }\n": typeof types.PublishEventDocument,
    "\n  mutation CancelEvent($IDEvent: Int!, $remarks: String) {\n    cancelEvent(IDEvent: $IDEvent, remarks: $remarks) {\n      ID\n      status\n    }\n  }\n": typeof types.CancelEventDocument,
    "\n  mutation RemoveRsvpChild($IDEvent: Int!, $IDChild: Int!) {\n    removeChildFromRsvpList(IDEvent: $IDEvent, IDChild: $IDChild) {\n      ID\n    }\n  }\n": typeof types.RemoveRsvpChildDocument,
    "\n  mutation RemoveRsvpGuest($IDEvent: Int!, $IDGuest: Int!) {\n    removeEventRsvpGuest(IDEvent: $IDEvent, IDGuest: $IDGuest) {\n      ID\n    }\n  }\n": typeof types.RemoveRsvpGuestDocument,
    "\n  query MyEvents {\n    getMyEvents {\n      childID\n      childName\n      canRsvp\n      event {\n        ...EventItem\n      }\n      rsvp {\n        ID\n        status\n        consentAcceptedAt\n        feeCents\n        guests {\n          ID\n          name\n          mobile\n          relation\n        }\n      }\n    }\n  }\n": typeof types.MyEventsDocument,
    "\n  mutation RsvpEvent($IDEvent: Int!, $IDChild: Int!, $rsvp: EventRsvpInput!) {\n    rsvpEvent(IDEvent: $IDEvent, IDChild: $IDChild, rsvp: $rsvp) {\n      childID\n    }\n  }\n": typeof types.RsvpEventDocument,
    "\n  query EventIcs($IDEvent: Int!, $IDChild: Int!) {\n    getEventCalendarFile(IDEvent: $IDEvent, IDChild: $IDChild)\n  }\n": typeof types.EventIcsDocument,
    "\n  query FeeTiers($IDSchool: Int!, $fkCentre: Int) {\n    findAllCurrentFeeTier(IDSchool: $IDSchool, fkCentre: $fkCentre) {\n      ...FeeTierFields\n    }\n  }\n": typeof types.FeeTiersDocument,
    "\n  query UpcomingFeeTiers($IDSchool: Int!, $fkCentre: Int) {\n    findAllUpcomingFeeTier(IDSchool: $IDSchool, fkCentre: $fkCentre) {\n      ...FeeTierFields\n    }\n  }\n": typeof types.UpcomingFeeTiersDocument,
    "\n  fragment FeeTierFields on FeeTier {\n    ID\n    fkCentre\n    label\n    effectiveForRegistrationFrom\n    effectiveForRegistrationTo\n    isLastTierInGroup\n    active\n    pending\n    feeGroup {\n      ID\n      groupCode\n    }\n    centre {\n      ID\n      label\n    }\n    fees {\n      ID\n      nationality\n      amount\n      effectiveFrom\n      effectiveTo\n      level {\n        ID\n        label\n      }\n      program {\n        ID\n        label\n      }\n    }\n    numberOfChildren {\n      level {\n        ID\n        label\n      }\n      numberOfChildren\n    }\n  }\n": typeof types.FeeTierFieldsFragmentDoc,
    "\n  query FeeGroups($IDSchool: Int!) {\n    findAllFeeGroup(IDSchool: $IDSchool) {\n      ID\n      groupCode\n      label\n    }\n  }\n": typeof types.FeeGroupsDocument,
    "\n  query FeeDrafts($IDSchool: Int!, $pagination: Pagination) {\n    findAllFeeDraft(IDSchool: $IDSchool, pagination: $pagination) {\n      totalCount\n      pendingCount\n      data {\n        ID\n        fkUser\n        status\n        can\n        effectiveFrom\n        createdAt\n        centre {\n          ID\n          label\n        }\n        feeTier {\n          ID\n          label\n        }\n        user {\n          ID\n          firstname\n          lastname\n        }\n        approver {\n          ID\n          firstname\n          lastname\n        }\n        items {\n          ID\n          nationality\n          amount\n          lastAmount\n          level {\n            label\n          }\n          program {\n            label\n          }\n        }\n        activityLogs {\n          ID\n          status\n          remark\n          createdAt\n          user {\n            firstname\n            lastname\n          }\n        }\n      }\n    }\n  }\n": typeof types.FeeDraftsDocument,
    "\n  query FeeImpact($IDFeeDraft: Int!) {\n    getFeeDraftImpact(IDFeeDraft: $IDFeeDraft) {\n      effectiveFrom\n      noticeMonths\n      needsNoticeWarning\n      lines {\n        nationality\n        lastAmount\n        amount\n        difference\n        numberOfChildren\n        level {\n          label\n        }\n        program {\n          label\n        }\n      }\n      families {\n        email\n        difference\n        parent {\n          ID\n          firstname\n          lastname\n        }\n        children {\n          ID\n          firstname\n          lastname\n          difference\n        }\n      }\n    }\n  }\n": typeof types.FeeImpactDocument,
    "\n  query FeeCentres {\n    getAccessibleCentresForModule(module: \"fee_management\", accessType: \"write\") {\n      ID\n      label\n    }\n  }\n": typeof types.FeeCentresDocument,
    "\n  query FeeReadCentres {\n    getAccessibleCentresForModule(module: \"fee_management\", accessType: \"read\") {\n      ID\n      label\n    }\n  }\n": typeof types.FeeReadCentresDocument,
    "\n  query FeeCentreOffer($IDSchool: Int!, $centreID: Int!) {\n    findAllCentreLevel(IDSchool: $IDSchool, centreID: $centreID) {\n      data {\n        ID\n        fkLevel\n        fkProgram\n        level {\n          label\n        }\n        program {\n          label\n        }\n      }\n    }\n  }\n": typeof types.FeeCentreOfferDocument,
    "\n  mutation NewFeeTier($IDSchool: Int!, $data: FeeTierInput!) {\n    newFeeTier(IDSchool: $IDSchool, data: $data) {\n      ID\n    }\n  }\n": typeof types.NewFeeTierDocument,
    "\n  mutation NewFeeDraft($IDSchool: Int!, $fkCentre: Int!, $data: FeeDraftInput!) {\n    newFeeDraft(IDSchool: $IDSchool, fkCentre: $fkCentre, data: $data) {\n      ID\n    }\n  }\n": typeof types.NewFeeDraftDocument,
    "\n  mutation UpdateFeeDraftItems($IDFeeDraft: Int!, $items: [FeeDraftItemInput!]!) {\n    updateFeeDraftItems(IDFeeDraft: $IDFeeDraft, items: $items) {\n      ID\n    }\n  }\n": typeof types.UpdateFeeDraftItemsDocument,
    "\n  mutation SubmitFeeDraft($IDFeeDraft: Int!, $remark: String) {\n    submitFeeDraft(IDFeeDraft: $IDFeeDraft, remark: $remark) {\n      ID\n    }\n  }\n": typeof types.SubmitFeeDraftDocument,
    "\n  mutation ApproveFeeChange($IDFeeDraft: Int!, $remark: String) {\n    approveFeeChangeRequest(IDFeeDraft: $IDFeeDraft, remark: $remark) {\n      ID\n    }\n  }\n": typeof types.ApproveFeeChangeDocument,
    "\n  mutation RejectFeeChange($IDFeeDraft: Int!, $remark: String!) {\n    rejectFeeChangeRequest(IDFeeDraft: $IDFeeDraft, remark: $remark) {\n      ID\n    }\n  }\n": typeof types.RejectFeeChangeDocument,
    "\n  mutation CancelFeeChange($IDFeeDraft: Int!, $remark: String) {\n    cancelFeeChangeRequest(IDFeeDraft: $IDFeeDraft, remark: $remark) {\n      ID\n    }\n  }\n": typeof types.CancelFeeChangeDocument,
    "\n  query FinanceSearch($IDSchool: Int!, $keyword: String!, $pagination: Pagination) {\n    searchFinance(IDSchool: $IDSchool, keyword: $keyword, pagination: $pagination) {\n      totalCount\n      data {\n        kind\n        ID\n        IDInvoice\n        number\n        IDChild\n        childName\n        amount\n        date\n        status\n      }\n    }\n  }\n": typeof types.FinanceSearchDocument,
    "\n  query FinanceAccountListing($IDChild: Int!, $isCDA: Boolean) {\n    getAccountListing(IDChild: $IDChild, isCDA: $isCDA) {\n      IDChild\n      childName\n      closingBalance\n      CDABalance\n      nonCDABalance\n      entries {\n        kind\n        ID\n        IDInvoice\n        date\n        number\n        label\n        paymentType\n        debit\n        credit\n        balance\n      }\n    }\n  }\n": typeof types.FinanceAccountListingDocument,
    "\n  mutation FinanceCreateOfflineInvoice(\n    $IDCentre: Int!\n    $IDChild: Int!\n    $items: [OfflineInvoiceItemInput!]!\n    $requestKey: String\n  ) {\n    createOfflineInvoice(IDCentre: $IDCentre, IDChild: $IDChild, items: $items, requestKey: $requestKey) {\n      ID\n      invoiceNo\n    }\n  }\n": typeof types.FinanceCreateOfflineInvoiceDocument,
    "\n  query FinanceCentreChildren($IDSchool: Int!, $centreID: Int!) {\n    findAllChild(\n      IDSchool: $IDSchool\n      filter: { centreID: $centreID }\n      pagination: { page: 1, perPage: 500 }\n    ) {\n      data {\n        ID\n        firstname\n        lastname\n      }\n    }\n  }\n": typeof types.FinanceCentreChildrenDocument,
    "\n  query FinanceAgeing($IDSchool: Int!) {\n    getAgeingReport(IDSchool: $IDSchool) {\n      IDCentre\n      centreName\n      current\n      days31to60\n      days61to90\n      over90\n      total\n      invoiceCount\n    }\n  }\n": typeof types.FinanceAgeingDocument,
    "\n  fragment FinanceInvoiceRunFields on InvoiceRun {\n    ID\n    IDCentre\n    centreName\n    month\n    status\n    total\n    processed\n    makerName\n    invoiceCount\n    skippedCount\n    grandTotal\n    error\n    createdAt\n    can\n  }\n": typeof types.FinanceInvoiceRunFieldsFragmentDoc,
    "\n  query FinanceInvoiceRuns($IDSchool: Int!, $pagination: Pagination) {\n    findAllInvoiceRun(IDSchool: $IDSchool, pagination: $pagination) {\n      totalCount\n      data {\n        ...FinanceInvoiceRunFields\n      }\n    }\n  }\n": typeof types.FinanceInvoiceRunsDocument,
    "\n  query FinanceInvoiceRun($IDInvoiceRun: Int!) {\n    getInvoiceRun(IDInvoiceRun: $IDInvoiceRun) {\n      ...FinanceInvoiceRunFields\n    }\n  }\n": typeof types.FinanceInvoiceRunDocument,
    "\n  query FinanceRunDrafts($IDInvoiceRun: Int!, $skipped: Boolean, $pagination: Pagination) {\n    findAllInvoiceRunDraft(IDInvoiceRun: $IDInvoiceRun, skipped: $skipped, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        IDChild\n        childName\n        centreName\n        skipReason\n        skipMessage\n        totalAmount\n        totalTaxAmount\n        grandTotal\n        CDAAmount\n        nonCDAAmount\n        previousGrandTotal\n        change\n        IDInvoice\n        items {\n          label\n          quantity\n          unitPrice\n          taxAmount\n          displayTotalAmount\n          cdaPayable\n          source\n          explanation\n        }\n      }\n    }\n  }\n": typeof types.FinanceRunDraftsDocument,
    "\n  mutation FinanceCreateInvoiceRun($IDSchool: Int!, $IDCentre: Int, $month: Date!) {\n    createInvoiceRun(IDSchool: $IDSchool, IDCentre: $IDCentre, month: $month) {\n      ...FinanceInvoiceRunFields\n    }\n  }\n": typeof types.FinanceCreateInvoiceRunDocument,
    "\n  mutation FinanceIssueInvoiceRun($IDInvoiceRun: Int!) {\n    issueInvoiceRun(IDInvoiceRun: $IDInvoiceRun) {\n      ...FinanceInvoiceRunFields\n    }\n  }\n": typeof types.FinanceIssueInvoiceRunDocument,
    "\n  mutation FinanceDiscardInvoiceRun($IDInvoiceRun: Int!) {\n    discardInvoiceRun(IDInvoiceRun: $IDInvoiceRun) {\n      ...FinanceInvoiceRunFields\n    }\n  }\n": typeof types.FinanceDiscardInvoiceRunDocument,
    "\n  query FinanceCentres {\n    getAccessibleCentresForModule(module: \"finance_management\", accessType: \"read\") {\n      ID\n      label\n    }\n  }\n": typeof types.FinanceCentresDocument,
    "\n  fragment FinanceInvoiceFields on Invoice {\n    ID\n    fkChild\n    invoiceNo\n    invoiceType\n    label\n    status\n    invoiceDate\n    invoiceDueDate\n    totalAmount\n    totalTaxAmount\n    grandTotal\n    outstandingAmount\n  }\n": typeof types.FinanceInvoiceFieldsFragmentDoc,
    "\n  query FinanceInvoiceList($IDSchool: Int!, $filter: InvoiceFilter, $pagination: Pagination) {\n    findAllInvoice(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ...FinanceInvoiceFields\n      }\n    }\n  }\n": typeof types.FinanceInvoiceListDocument,
    "\n  query InvoiceDetail($IDInvoice: Int!) {\n    getInvoice(IDInvoice: $IDInvoice) {\n      IDCentre\n      centreName\n      childName\n      month\n      CDAAmount\n      nonCDAAmount\n      can\n      lines {\n        label\n        quantity\n        unitPrice\n        taxable\n        taxAmount\n        totalAmount\n        displayTotalAmount\n        cdaPayable\n        explanation\n      }\n      creditNotes {\n        ID\n        creditNoteNo\n        amount\n        remark\n        createdAt\n      }\n      invoice {\n        ...FinanceInvoiceFields\n        receipts {\n          ID\n          IDInvoice\n          IDEnquiry\n          receiptNo\n          amount\n          paymentType\n          referenceNo\n          createdAt\n        }\n        payNow {\n          uen\n          reference\n          amount\n          payload\n        }\n      }\n    }\n  }\n": typeof types.InvoiceDetailDocument,
    "\n  query FinanceRefundList($IDSchool: Int!, $filter: RefundFilter, $pagination: Pagination) {\n    findAllConsolidatedRefund(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        IDChild\n        childName\n        totalAmount\n        refunds {\n          ID\n          date\n          refundCompletionDate\n          label\n          amount\n          type\n          status\n          isCda\n        }\n      }\n    }\n  }\n": typeof types.FinanceRefundListDocument,
    "\n  query FinanceReceiptTypeList {\n    getOfflineOfflinePaymentReceiptTypes\n  }\n": typeof types.FinanceReceiptTypeListDocument,
    "\n  mutation FinanceRecordOfflinePayment($IDInvoice: [Int!]!, $referenceNo: String!, $paymentType: String!) {\n    createReceiptForOfflinePayment(\n      IDInvoice: $IDInvoice\n      referenceNo: $referenceNo\n      paymentType: $paymentType\n    ) {\n      ID\n      receiptNo\n      amount\n    }\n  }\n": typeof types.FinanceRecordOfflinePaymentDocument,
    "\n  mutation FinanceCreateCreditNote($IDInvoice: Int!, $amount: Int!, $remark: String!, $requestKey: String) {\n    createAdHocCreditNote(IDInvoice: $IDInvoice, amount: $amount, remark: $remark, requestKey: $requestKey) {\n      ID\n      creditNoteNo\n    }\n  }\n": typeof types.FinanceCreateCreditNoteDocument,
    "\n  query FinanceChildInvoices($IDChild: Int!) {\n    invoicesByFkChild(IDChild: $IDChild) {\n      ...FinanceInvoiceFields\n    }\n    getChildCurrentBalance(IDChild: $IDChild) {\n      CDABalance\n      nonCDABalance\n    }\n  }\n": typeof types.FinanceChildInvoicesDocument,
    "\n  fragment FinanceUploadedFileFields on UploadedFile {\n    ID\n    label\n    URL\n    status\n    log\n    docType\n    user\n    createdAt\n    month\n    valueDate\n    rowCount\n    totalAmount\n  }\n": typeof types.FinanceUploadedFileFieldsFragmentDoc,
    "\n  query FinanceGiroFiles($IDSchool: Int!, $pagination: Pagination) {\n    findAllUploadedGiroFiles(IDSchool: $IDSchool, pagination: $pagination) {\n      totalCount\n      data {\n        ...FinanceUploadedFileFields\n      }\n    }\n  }\n": typeof types.FinanceGiroFilesDocument,
    "\n  query FinanceSubsidyFiles($IDSchool: Int!, $pagination: Pagination) {\n    findAllUploadedSubsidyFiles(IDSchool: $IDSchool, pagination: $pagination) {\n      totalCount\n      data {\n        ...FinanceUploadedFileFields\n      }\n    }\n  }\n": typeof types.FinanceSubsidyFilesDocument,
    "\n  mutation FinanceGiroDeductionArchive($IDSchool: Int!, $month: Date!, $valueDate: Date!) {\n    generateGiroDeductionArchive(IDSchool: $IDSchool, month: $month, valueDate: $valueDate) {\n      ...FinanceUploadedFileFields\n    }\n  }\n": typeof types.FinanceGiroDeductionArchiveDocument,
    "\n  mutation FinanceGiroRefundArchive($IDSchool: Int!, $valueDate: Date!) {\n    generateGiroRefundArchive(IDSchool: $IDSchool, valueDate: $valueDate) {\n      ...FinanceUploadedFileFields\n    }\n  }\n": typeof types.FinanceGiroRefundArchiveDocument,
    "\n  mutation FinanceDocumentUploadURL($IDSchool: Int!, $filename: String!, $contentType: String!) {\n    getFinanceDocumentUploadURL(IDSchool: $IDSchool, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n": typeof types.FinanceDocumentUploadUrlDocument,
    "\n  mutation FinanceUploadGiroFile($IDSchool: Int!, $fileKey: String!) {\n    uploadGiroFile(IDSchool: $IDSchool, fileKey: $fileKey) {\n      ...FinanceUploadedFileFields\n    }\n  }\n": typeof types.FinanceUploadGiroFileDocument,
    "\n  mutation FinanceUploadSubsidyFile($IDSchool: Int!, $fileKey: String!) {\n    uploadSubsidyFile(IDSchool: $IDSchool, fileKey: $fileKey) {\n      ...FinanceUploadedFileFields\n    }\n  }\n": typeof types.FinanceUploadSubsidyFileDocument,
    "\n  query FinanceUnapplied($IDSchool: Int!, $pagination: Pagination) {\n    findAllUnappliedCardPayment(IDSchool: $IDSchool, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        orderId\n        IDInvoice\n        invoiceNo\n        IDChild\n        childName\n        amount\n        paidAt\n      }\n    }\n  }\n": typeof types.FinanceUnappliedDocument,
    "\n  query FinanceUnappliedTargets($IDPaymentSession: Int!) {\n    findUnappliedCardPaymentTargets(IDPaymentSession: $IDPaymentSession) {\n      ID\n      invoiceNo\n      invoiceDate\n      childName\n      outstandingAmount\n    }\n  }\n": typeof types.FinanceUnappliedTargetsDocument,
    "\n  mutation FinanceRefundUnapplied($IDPaymentSession: Int!, $remark: String) {\n    refundUnappliedCardPayment(IDPaymentSession: $IDPaymentSession, remark: $remark) {\n      ID\n      resolution\n      IDRefund\n    }\n  }\n": typeof types.FinanceRefundUnappliedDocument,
    "\n  mutation FinanceApplyUnapplied($IDPaymentSession: Int!, $IDInvoice: Int!) {\n    applyUnappliedCardPayment(IDPaymentSession: $IDPaymentSession, IDInvoice: $IDInvoice) {\n      ID\n      resolution\n      IDInvoice\n      IDReceipt\n    }\n  }\n": typeof types.FinanceApplyUnappliedDocument,
    "\n  fragment GiroBankAccountFields on BankAccount {\n    ID\n    payerAccountNumber\n    payerAccountName\n    source\n    status\n    billReferenceNumber\n    isCda\n    effectiveFrom\n    applicationDate\n    createdAt\n    bank {\n      ID\n      bankName\n      bankCode\n    }\n    statusChanges {\n      ID\n      fromStatus\n      toStatus\n      reason\n      remarks\n      userName\n      createdAt\n    }\n  }\n": typeof types.GiroBankAccountFieldsFragmentDoc,
    "\n  query GiroBankCodes {\n    findAllBankBicCode {\n      ID\n      bankName\n      bankCode\n      bicCode\n    }\n  }\n": typeof types.GiroBankCodesDocument,
    "\n  query GiroEnquiryInfo($IDEnquiry: Int!) {\n    bankAccountInfoByIDEnquiry(IDEnquiry: $IDEnquiry) {\n      IDEnquiry\n      IDChild\n      skipGiroSetup\n      canPayRegistrationByGiro\n      payingByGiro\n      accounts {\n        ...GiroBankAccountFields\n      }\n    }\n  }\n": typeof types.GiroEnquiryInfoDocument,
    "\n  query GiroChildBankAccounts($IDChild: Int!) {\n    bankAccountInfoByIDChild(IDChild: $IDChild) {\n      IDChild\n      accounts {\n        ...GiroBankAccountFields\n      }\n    }\n  }\n": typeof types.GiroChildBankAccountsDocument,
    "\n  query GiroStatusReasons($status: String!) {\n    getBankAccountStatusChangeReasonsByStatus(status: $status) {\n      ID\n      label\n    }\n  }\n": typeof types.GiroStatusReasonsDocument,
    "\n  mutation GiroSaveApplication($IDChild: Int!, $IDSchool: Int!, $giroApplication: GiroApplicationInput!) {\n    saveGiroApplication(IDChild: $IDChild, IDSchool: $IDSchool, giroApplication: $giroApplication) {\n      ID\n    }\n  }\n": typeof types.GiroSaveApplicationDocument,
    "\n  mutation GiroUpdateBankAccountStatus(\n    $IDBankAccount: Int!\n    $status: String!\n    $fkReason: Int!\n    $remarks: String!\n  ) {\n    updateBankAccountStatus(\n      IDBankAccount: $IDBankAccount\n      status: $status\n      fkReason: $fkReason\n      remarks: $remarks\n    ) {\n      ID\n      status\n    }\n  }\n": typeof types.GiroUpdateBankAccountStatusDocument,
    "\n  mutation GiroExportApplicationPdf($IDBankAccount: Int!) {\n    exportGiroApplicationPdf(IDBankAccount: $IDBankAccount)\n  }\n": typeof types.GiroExportApplicationPdfDocument,
    "\n  mutation GiroPayRegistrationFee($IDEnquiry: Int!) {\n    payRegistrationFeeByGiro(IDEnquiry: $IDEnquiry) {\n      IDEnquiry\n      payingByGiro\n    }\n  }\n": typeof types.GiroPayRegistrationFeeDocument,
    "\n  mutation GiroAddPaperForm($giroAccount: GiroAccountInput!, $paymentType: String!) {\n    addGiro(giroAccount: $giroAccount, paymentType: $paymentType) {\n      ID\n    }\n  }\n": typeof types.GiroAddPaperFormDocument,
    "\n  query HolidaysOfYear($IDSchool: Int!, $year: Int!) {\n    getCentreHolidaysOfYear(IDSchool: $IDSchool, year: $year) {\n      ID\n      title\n      description\n      holidayImageKey\n      holidayImageURL\n      from\n      to\n      isPublic\n      centreHolidays {\n        ID\n        fkCentre\n        centre {\n          ID\n          label\n        }\n      }\n    }\n  }\n": typeof types.HolidaysOfYearDocument,
    "\n  query HolidayCentreOptions {\n    getAccessibleCentresForModule(module: \"holiday_management\", accessType: \"write\") {\n      ID\n      label\n    }\n  }\n": typeof types.HolidayCentreOptionsDocument,
    "\n  mutation CreateHoliday($IDSchool: Int!, $holiday: HolidayInput!) {\n    createHoliday(IDSchool: $IDSchool, holiday: $holiday) {\n      ID\n      from\n    }\n  }\n": typeof types.CreateHolidayDocument,
    "\n  mutation UpdateHolidayDetails($IDSchool: Int!, $holidayID: Int!, $holiday: HolidayInput!) {\n    updateHolidayDetails(IDSchool: $IDSchool, holidayID: $holidayID, holiday: $holiday) {\n      ID\n      from\n    }\n  }\n": typeof types.UpdateHolidayDetailsDocument,
    "\n  mutation DeleteHolidayDetails($IDSchool: Int!, $holidayID: Int!) {\n    deleteHolidayDetails(IDSchool: $IDSchool, holidayID: $holidayID)\n  }\n": typeof types.DeleteHolidayDetailsDocument,
    "\n  mutation HolidayPhotoUploadURL($IDSchool: Int!, $filename: String!, $contentType: String!) {\n    getHolidayPhotoUploadURL(IDSchool: $IDSchool, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n": typeof types.HolidayPhotoUploadUrlDocument,
    "\n  query AccessibleCentres($module: String!, $accessType: String!) {\n    getAccessibleCentresForModule(module: $module, accessType: $accessType) {\n      ID\n      label\n      code\n      addresses {\n        ID\n        address\n        postcode\n        city\n        active\n      }\n    }\n  }\n": typeof types.AccessibleCentresDocument,
    "\n  query HomeAdmissionStageCounts($IDSchool: Int!) {\n    findAllAdmission(\n      IDSchool: $IDSchool\n      stageCode: \"pre_registration\"\n      pagination: { page: 1, perPage: 1 }\n    ) {\n      stageCounts {\n        code\n        label\n        count\n      }\n    }\n  }\n": typeof types.HomeAdmissionStageCountsDocument,
    "\n  query HomePendingDocumentCount {\n    findAllPendingDocument(pagination: { page: 1, perPage: 1 }) {\n      totalCount\n    }\n  }\n": typeof types.HomePendingDocumentCountDocument,
    "\n  query HomePendingCapacityRequestCount($IDSchool: Int!) {\n    capacityDraftsByFkSchool(\n      IDSchool: $IDSchool\n      filter: { status: \"pending\" }\n      pagination: { page: 1, perPage: 1 }\n    ) {\n      totalCount\n    }\n  }\n": typeof types.HomePendingCapacityRequestCountDocument,
    "\n  query HomePendingBlacklistRequestCount($IDSchool: Int!) {\n    blacklistDraftsByFkSchool(IDSchool: $IDSchool, status: \"pending\", pagination: { page: 1, perPage: 1 }) {\n      totalCount\n    }\n  }\n": typeof types.HomePendingBlacklistRequestCountDocument,
    "\n  query InvoicePaymentAccess($IDInvoice: Int!) {\n    getInvoicePaymentAccess(IDInvoice: $IDInvoice) {\n      ...PaymentAccessFields\n    }\n  }\n": typeof types.InvoicePaymentAccessDocument,
    "\n  query KioskCentres {\n    getAccessibleCentresForModule(module: \"attendance_management\", accessType: \"write\") {\n      ID\n      label\n    }\n  }\n": typeof types.KioskCentresDocument,
    "\n  mutation KioskStartSession($centreId: Int!) {\n    startKioskSession(centreId: $centreId) {\n      token\n      centreID\n      centreLabel\n      expiresAt\n    }\n  }\n": typeof types.KioskStartSessionDocument,
    "\n  query KioskInfo($kioskToken: String!) {\n    getKiosk(kioskToken: $kioskToken) {\n      centreID\n      centreLabel\n      expiresAt\n    }\n  }\n": typeof types.KioskInfoDocument,
    "\n  mutation KioskIdentifyFamily($kioskToken: String!, $credential: KioskCredentialInput!) {\n    kioskIdentify(kioskToken: $kioskToken, credential: $credential) {\n      ID\n      firstname\n      lastname\n      classLabel\n      collectors {\n        name\n        relation\n        mobileEnding\n        photoURL\n      }\n    }\n  }\n": typeof types.KioskIdentifyFamilyDocument,
    "\n  mutation KioskCheckInChildren(\n    $kioskToken: String!\n    $credential: KioskCredentialInput!\n    $children: [Int!]!\n    $mobile: String!\n    $healthChecks: [KioskHealthAnswer!]\n  ) {\n    kioskCheckIn(\n      kioskToken: $kioskToken\n      credential: $credential\n      children: $children\n      mobile: $mobile\n      healthChecks: $healthChecks\n    ) {\n      ID\n    }\n  }\n": typeof types.KioskCheckInChildrenDocument,
    "\n  mutation KioskCheckOutChildren(\n    $kioskToken: String!\n    $credential: KioskCredentialInput!\n    $children: [Int!]!\n    $mobile: String!\n  ) {\n    kioskCheckOut(kioskToken: $kioskToken, credential: $credential, children: $children, mobile: $mobile) {\n      ID\n    }\n  }\n": typeof types.KioskCheckOutChildrenDocument,
    "\n  mutation KioskIssuePass {\n    issueKioskPass {\n      qrToken\n      pin\n      expiresAt\n    }\n  }\n": typeof types.KioskIssuePassDocument,
    "\n  fragment LeaveRequestRow on LeaveRequest {\n    ID\n    centreID\n    subject {\n      childID\n      teacherID\n      firstname\n      lastname\n    }\n    leaveType {\n      ID\n      code\n      label\n    }\n    from\n    to\n    halfDay\n    status\n    remark\n    requestedBy\n    approver\n    approverRemark\n  }\n": typeof types.LeaveRequestRowFragmentDoc,
    "\n  query LeaveTypeChoices($IDSchool: Int!) {\n    getLeaveTypes(IDSchool: $IDSchool) {\n      ID\n      code\n      label\n      halfDayApplicable\n      applicableToChild\n      applicableToStaff\n      approveRequired\n    }\n  }\n": typeof types.LeaveTypeChoicesDocument,
    "\n  query LeaveTypesAdmin($IDSchool: Int!) {\n    getLeaveTypes(IDSchool: $IDSchool, includeInactive: true) {\n      ...LeaveTypeRow\n    }\n  }\n": typeof types.LeaveTypesAdminDocument,
    "\n  fragment LeaveTypeRow on LeaveType {\n    ID\n    code\n    label\n    halfDayApplicable\n    applicableToChild\n    applicableToStaff\n    approveRequired\n    active\n  }\n": typeof types.LeaveTypeRowFragmentDoc,
    "\n  mutation SaveLeaveType($IDSchool: Int!, $leaveTypeID: Int, $leaveTypeData: LeaveTypeInput!) {\n    insertOrUpdateLeaveType(IDSchool: $IDSchool, leaveTypeID: $leaveTypeID, leaveTypeData: $leaveTypeData) {\n      ...LeaveTypeRow\n    }\n  }\n": typeof types.SaveLeaveTypeDocument,
    "\n  query ChildLeaveRequests($childID: Int!) {\n    getChildLeaveRequests(childID: $childID) {\n      ...LeaveRequestRow\n    }\n  }\n": typeof types.ChildLeaveRequestsDocument,
    "\n  query CentreLeaveRequests($centreID: Int!, $from: Date!, $to: Date!) {\n    getCentreLeaveRequests(centreID: $centreID, from: $from, to: $to) {\n      ...LeaveRequestRow\n    }\n  }\n": typeof types.CentreLeaveRequestsDocument,
    "\n  mutation RequestChildLeave($childID: Int!, $leaveData: LeaveRequestInput!) {\n    requestChildLeave(childID: $childID, leaveData: $leaveData) {\n      ...LeaveRequestRow\n    }\n  }\n": typeof types.RequestChildLeaveDocument,
    "\n  query MyLeaveRequests {\n    getMyLeaveRequests {\n      ...LeaveRequestRow\n    }\n  }\n": typeof types.MyLeaveRequestsDocument,
    "\n  mutation RequestStaffLeave($leaveData: LeaveRequestInput!) {\n    requestStaffLeave(leaveData: $leaveData) {\n      ...LeaveRequestRow\n    }\n  }\n": typeof types.RequestStaffLeaveDocument,
    "\n  mutation CancelMyLeaveRequest($IDLeaveRequest: Int!) {\n    cancelMyLeaveRequest(IDLeaveRequest: $IDLeaveRequest) {\n      ...LeaveRequestRow\n    }\n  }\n": typeof types.CancelMyLeaveRequestDocument,
    "\n  mutation ApproveLeaveRequest($IDLeaveRequest: Int!, $remark: String) {\n    approveLeaveRequest(IDLeaveRequest: $IDLeaveRequest, remark: $remark) {\n      ...LeaveRequestRow\n    }\n  }\n": typeof types.ApproveLeaveRequestDocument,
    "\n  mutation RejectLeaveRequest($IDLeaveRequest: Int!, $remark: String!) {\n    rejectLeaveRequest(IDLeaveRequest: $IDLeaveRequest, remark: $remark) {\n      ...LeaveRequestRow\n    }\n  }\n": typeof types.RejectLeaveRequestDocument,
    "\n  mutation CancelLeaveRequest($IDLeaveRequest: Int!) {\n    cancelLeaveRequest(IDLeaveRequest: $IDLeaveRequest) {\n      ...LeaveRequestRow\n    }\n  }\n": typeof types.CancelLeaveRequestDocument,
    "\n  query LevelsConfig($IDSchool: Int!) {\n    findAllLevelsConfig(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n        label\n        fromMonth\n        toMonth\n        promotionDate\n        offOnSaturday\n        isInfant\n        active\n        programs {\n          ID\n          label\n          from\n          to\n          active\n        }\n      }\n    }\n  }\n": typeof types.LevelsConfigDocument,
    "\n  mutation SaveLevel($IDSchool: Int!, $levelID: Int, $levelData: LevelInput!) {\n    insertOrUpdateLevelForSchool(IDSchool: $IDSchool, levelID: $levelID, levelData: $levelData) {\n      ID\n    }\n  }\n": typeof types.SaveLevelDocument,
    "\n  mutation RemoveLevel($IDSchool: Int!, $levelID: Int!) {\n    removeLevelForSchool(IDSchool: $IDSchool, levelID: $levelID)\n  }\n": typeof types.RemoveLevelDocument,
    "\n  fragment PaymentAccessFields on PaymentAccess {\n    available\n    reason\n    message\n    IDInvoice\n    outstanding\n    lastOrder {\n      orderId\n      status\n      errorCode\n      message\n    }\n  }\n": typeof types.PaymentAccessFieldsFragmentDoc,
    "\n  query PaymentAccess($IDEnquiry: Int!) {\n    getPaymentAccess(IDEnquiry: $IDEnquiry) {\n      ...PaymentAccessFields\n    }\n  }\n": typeof types.PaymentAccessDocument,
    "\n  mutation CreatePaymentSession($InvoiceID: Int!) {\n    createPaymentSession(InvoiceID: $InvoiceID) {\n      Id\n      checkoutUrl\n      Order {\n        Id\n        Amount\n        Currency\n      }\n    }\n  }\n": typeof types.CreatePaymentSessionDocument,
    "\n  mutation UpdatePaymentSession($paymentOrderID: String!) {\n    updatePaymentSession(paymentOrderID: $paymentOrderID) {\n      orderId\n      status\n      errorCode\n      message\n      IDReceipt\n    }\n  }\n": typeof types.UpdatePaymentSessionDocument,
    "\n  query PaymentRegistrationInvoice($IDEnquiry: Int!) {\n    getEnquiryRegistrationInvoice(IDEnquiry: $IDEnquiry) {\n      ID\n      invoiceNo\n      label\n      status\n      invoiceDate\n      invoiceDueDate\n      totalAmount\n      totalTaxAmount\n      grandTotal\n      outstandingAmount\n      items {\n        label\n        quantity\n        unitPrice\n        taxable\n        taxAmount\n        totalAmount\n        displayTotalAmount\n      }\n      receipts {\n        ID\n        receiptNo\n        amount\n        paymentType\n        referenceNo\n        createdAt\n      }\n      payNow {\n        uen\n        reference\n        amount\n        payload\n      }\n    }\n  }\n": typeof types.PaymentRegistrationInvoiceDocument,
    "\n  query PaymentDraftMonthly($IDEnquiry: Int!) {\n    getEnquiryDraftMonthlyFeeInvoice(IDEnquiry: $IDEnquiry) {\n      label\n      month\n      totalAmount\n      totalTaxAmount\n      grandTotal\n      items {\n        label\n        quantity\n        unitPrice\n        taxable\n        taxAmount\n        totalAmount\n        displayTotalAmount\n      }\n    }\n  }\n": typeof types.PaymentDraftMonthlyDocument,
    "\n  query PaymentEnrolmentStatus($IDEnquiry: Int!) {\n    getEnrolmentStatus(IDEnquiry: $IDEnquiry) {\n      IDEnquiry\n      state\n      invoicePaid\n      giroRequired\n      enrolled\n    }\n  }\n": typeof types.PaymentEnrolmentStatusDocument,
    "\n  query PaymentInvoicePdf($IDInvoice: Int!) {\n    invoicePdf(IDInvoice: $IDInvoice) {\n      filename\n      contentBase64\n    }\n  }\n": typeof types.PaymentInvoicePdfDocument,
    "\n  query PaymentReceiptPdf($IDReceipt: Int!) {\n    receiptPdf(IDReceipt: $IDReceipt) {\n      filename\n      contentBase64\n    }\n  }\n": typeof types.PaymentReceiptPdfDocument,
    "\n  mutation PaymentConfirmRegistration($IDEnquiry: Int!, $paymentType: String!, $referenceNo: String!) {\n    markRegistrationPaymentAsSuccessful(\n      IDEnquiry: $IDEnquiry\n      paymentType: $paymentType\n      referenceNo: $referenceNo\n    ) {\n      duplicate\n      enquiryState\n      receipt {\n        ID\n        receiptNo\n      }\n    }\n  }\n": typeof types.PaymentConfirmRegistrationDocument,
    "\n  query ChildPickups($childID: Int!) {\n    getChildAuthorisedPickups(childID: $childID) {\n      ID\n      name\n      relation\n      mobile\n      photoKey\n      photoURL\n    }\n  }\n": typeof types.ChildPickupsDocument,
    "\n  mutation SaveChildPickup($childID: Int!, $pickupID: Int, $pickup: AuthorisedPickupInput!) {\n    saveChildAuthorisedPickup(childID: $childID, pickupID: $pickupID, pickup: $pickup) {\n      ID\n    }\n  }\n": typeof types.SaveChildPickupDocument,
    "\n  mutation RemoveChildPickup($childID: Int!, $pickupID: Int!) {\n    removeChildAuthorisedPickup(childID: $childID, pickupID: $pickupID) {\n      ID\n    }\n  }\n": typeof types.RemoveChildPickupDocument,
    "\n  mutation PickupPhotoUploadURL($childID: Int!, $filename: String!, $contentType: String!) {\n    getAuthorisedPickupPhotoUploadURL(childID: $childID, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n": typeof types.PickupPhotoUploadUrlDocument,
    "\n  query PlanningCentres {\n    getAccessibleCentresForModule(module: \"enrollment_planning\", accessType: \"read\") {\n      ID\n      label\n    }\n  }\n": typeof types.PlanningCentresDocument,
    "\n  query PlanningLevels($IDSchool: Int!, $centreID: Int!) {\n    findAllCentreLevel(IDSchool: $IDSchool, centreID: $centreID) {\n      data {\n        fkLevel\n        active\n        level {\n          ID\n          label\n          active\n        }\n      }\n    }\n  }\n": typeof types.PlanningLevelsDocument,
    "\n  query PlanningVacancyMonths($CentreID: Int!, $ServiceLevel: Int!, $Year: Int!, $fromMonth: Date) {\n    findAllVacancies(CentreID: $CentreID, ServiceLevel: $ServiceLevel, Year: $Year, fromMonth: $fromMonth) {\n      count\n      status\n      month\n    }\n    capacitiesByFkCentreFkLevelYear(IDCentre: $CentreID, IDLevel: $ServiceLevel, Year: $Year) {\n      ID\n      date\n      capacity\n    }\n  }\n": typeof types.PlanningVacancyMonthsDocument,
    "\n  query PlanningNegativeVacancies($centreID: Int!) {\n    findAllNegativeVacanciesByCentre(centreID: $centreID) {\n      levelId\n      level\n      year\n      shortfall\n      firstMonth\n    }\n  }\n": typeof types.PlanningNegativeVacanciesDocument,
    "\n  query PlanningDrafts($IDSchool: Int!, $filter: CapacityDraftFilter, $pagination: Pagination) {\n    capacityDraftsByFkSchool(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        fkCentre\n        centreLabel\n        status\n        year\n        createdAt\n        updatedAt\n        requesterName\n        approverName\n        can\n        items {\n          ID\n          fkLevel\n          capacity\n          date\n          label\n          currentCapacity\n        }\n        activityLogs {\n          ID\n          remark\n          status\n          userName\n          createdAt\n        }\n      }\n    }\n  }\n": typeof types.PlanningDraftsDocument,
    "\n  mutation PlanningSubmitRequest(\n    $CapacityDraft: CapacityDraftInput!\n    $remarks: String\n    $CapacityDraftItems: [CapacityDraftItemInput!]!\n  ) {\n    submitVacancyPlanning(\n      CapacityDraft: $CapacityDraft\n      remarks: $remarks\n      CapacityDraftItems: $CapacityDraftItems\n    ) {\n      ID\n    }\n  }\n": typeof types.PlanningSubmitRequestDocument,
    "\n  mutation PlanningApproveRequest($DraftID: Int!, $Remarks: String) {\n    approveCapacityChangeRequest(DraftID: $DraftID, Remarks: $Remarks) {\n      ID\n      status\n    }\n  }\n": typeof types.PlanningApproveRequestDocument,
    "\n  mutation PlanningRejectRequest($DraftID: Int!, $Remarks: String) {\n    rejectCapacityChangeRequest(DraftID: $DraftID, Remarks: $Remarks) {\n      ID\n      status\n    }\n  }\n": typeof types.PlanningRejectRequestDocument,
    "\n  mutation PlanningRecallRequest($DraftID: Int!, $Remarks: String) {\n    cancelCapacityChangeRequest(DraftID: $DraftID, Remarks: $Remarks) {\n      ID\n      status\n    }\n  }\n": typeof types.PlanningRecallRequestDocument,
    "\n  query PublicLevels($IDSchool: Int!) {\n    getLevelsForSchool(IDSchool: $IDSchool) {\n      ID\n      label\n      programs {\n        ID\n        label\n      }\n    }\n  }\n": typeof types.PublicLevelsDocument,
    "\n  query CentreOutlooks(\n    $IDSchool: Int!\n    $centres: [Int!]!\n    $level: Int!\n    $program: Int\n    $enrollmentDate: Date!\n    $household: PublicHouseholdInput\n  ) {\n    getCentreOutlooks(\n      IDSchool: $IDSchool\n      centres: $centres\n      level: $level\n      program: $program\n      enrollmentDate: $enrollmentDate\n      household: $household\n    ) {\n      fkCentre\n      levelLabels\n      queueLength\n      expectedOfferMonth\n      monthlyFeeCents\n      programLabel\n      subsidyCents\n      feeAfterSubsidyCents\n    }\n  }\n": typeof types.CentreOutlooksDocument,
    "\n  query SchoolIntroduction($IDSchool: Int!) {\n    getSchoolIntroduction(IDSchool: $IDSchool) {\n      introduction\n      programmes {\n        title\n        description\n        imageUrl\n      }\n      centres {\n        ID\n        label\n        code\n        addresses {\n          ID\n          address\n          postcode\n          lat\n          lng\n        }\n      }\n    }\n  }\n": typeof types.SchoolIntroductionDocument,
    "\n  query ParentInformation($IDSchool: Int!) {\n    getParentInformation(IDSchool: $IDSchool) {\n      enrolmentSteps\n      fees {\n        levelLabel\n        programLabel\n        residency\n        minCents\n        maxCents\n      }\n      subsidySchedule {\n        ...SubsidyTables\n      }\n      documentsToPrepare\n      faqs {\n        question\n        answer\n      }\n    }\n  }\n": typeof types.ParentInformationDocument,
    "\n  query PublicPagesEdit($IDSchool: Int!) {\n    getPublicPagesForEdit(IDSchool: $IDSchool) {\n      published\n      introduction\n      documentsToPrepare\n      programmes {\n        title\n        description\n        imageUrl\n      }\n      faqs {\n        question\n        answer\n      }\n      updatedAt\n    }\n  }\n": typeof types.PublicPagesEditDocument,
    "\n  mutation SavePublicPages($IDSchool: Int!, $content: PublicPagesInput!) {\n    savePublicPages(IDSchool: $IDSchool, content: $content) {\n      updatedAt\n    }\n  }\n": typeof types.SavePublicPagesDocument,
    "\n  mutation PublicPageImageUpload($IDSchool: Int!, $filename: String!, $contentType: String!) {\n    getPublicPageImageUploadURL(IDSchool: $IDSchool, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n": typeof types.PublicPageImageUploadDocument,
    "\n  query RegistrationPageEnquiry($id: Int!) {\n    enquiryByID(id: $id) {\n      ID\n      fkSchool\n      fkChild\n      childFirstname\n      childLastname\n      enrollmentPlan\n      admissionStatus {\n        stateCode\n        label\n        group\n      }\n      centre {\n        ID\n        label\n      }\n      level {\n        ID\n        label\n      }\n    }\n  }\n": typeof types.RegistrationPageEnquiryDocument,
    "\n  query RegistrationPageForm($IDEnquiry: Int!) {\n    getEnrolmentForm(IDEnquiry: $IDEnquiry) {\n      IDEnquiry\n      step\n      completedSteps\n      isInfantCare\n      prefill\n      steps {\n        step\n        completed\n        data\n      }\n    }\n    getAdditionalInformation(IDEnquiry: $IDEnquiry) {\n      IDEnquiry\n      step\n      completedSteps\n      steps {\n        step\n        completed\n        data\n      }\n    }\n  }\n": typeof types.RegistrationPageFormDocument,
    "\n  query RegistrationPageSubsidy($IDEnquiry: Int!) {\n    getSubsidySchedule(IDEnquiry: $IDEnquiry) {\n      ...SubsidyTables\n    }\n  }\n": typeof types.RegistrationPageSubsidyDocument,
    "\n  mutation RegistrationPageStart($IDEnquiry: Int!, $IDChild: Int!) {\n    startRegistration(IDEnquiry: $IDEnquiry, IDChild: $IDChild) {\n      ID\n    }\n  }\n": typeof types.RegistrationPageStartDocument,
    "\n  mutation RegistrationPageSaveForm($IDEnquiry: Int!, $EnrolmentForm: EnrolmentFormInput!) {\n    saveEnrolmentForm(IDEnquiry: $IDEnquiry, EnrolmentForm: $EnrolmentForm) {\n      IDEnquiry\n    }\n  }\n": typeof types.RegistrationPageSaveFormDocument,
    "\n  mutation RegistrationPageSaveAdditional($IDEnquiry: Int!, $step: String!, $data: JSON!) {\n    saveAdditionalInformation(IDEnquiry: $IDEnquiry, step: $step, data: $data) {\n      IDEnquiry\n    }\n  }\n": typeof types.RegistrationPageSaveAdditionalDocument,
    "\n  mutation RegistrationPageComplete($IDEnquiry: Int!) {\n    markAsCompleted(IDEnquiry: $IDEnquiry) {\n      ID\n    }\n  }\n": typeof types.RegistrationPageCompleteDocument,
    "\n  fragment SubsidyTables on SubsidySchedule {\n    basic {\n      careType\n      working\n      amountCents\n    }\n    additional {\n      careType\n      incomeMaxCents\n      perCapitaMaxCents\n      amountCents\n    }\n  }\n": typeof types.SubsidyTablesFragmentDoc,
    "\n  query SchoolConfigSettings($fkSchool: Int!) {\n    findAllSchoolConfig(filter: { fkSchool: $fkSchool }) {\n      totalCount\n      data {\n        ID\n        key\n        value\n      }\n    }\n  }\n": typeof types.SchoolConfigSettingsDocument,
    "\n  mutation UpdateSchoolConfig($IDSchool: Int!, $entries: [SchoolConfigEntryInput!]!) {\n    updateSchoolConfig(IDSchool: $IDSchool, entries: $entries) {\n      ID\n      key\n      value\n    }\n  }\n": typeof types.UpdateSchoolConfigDocument,
    "\n  query AdminCodes($IDSchool: Int!, $searchCategory: String!, $pagination: Pagination) {\n    findAllCodesForAdmin(IDSchool: $IDSchool, searchCategory: $searchCategory, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        category\n        label\n        description\n        sortOrder\n        active\n      }\n    }\n  }\n": typeof types.AdminCodesDocument,
    "\n  mutation SaveCode($IDSchool: Int!, $codeID: Int, $category: String!, $code: CodeInput!) {\n    insertOrUpdateCode(IDSchool: $IDSchool, codeID: $codeID, category: $category, code: $code) {\n      ID\n      label\n      active\n    }\n  }\n": typeof types.SaveCodeDocument,
    "\n  mutation SetCodeActive($IDSchool: Int!, $codeID: Int!, $active: Boolean!) {\n    setCodeActive(IDSchool: $IDSchool, codeID: $codeID, active: $active) {\n      ID\n      active\n    }\n  }\n": typeof types.SetCodeActiveDocument,
    "\n  mutation SchoolBrandingUploadURL(\n    $IDSchool: Int!\n    $purpose: String!\n    $filename: String!\n    $contentType: String!\n  ) {\n    getSchoolBrandingUploadURL(\n      IDSchool: $IDSchool\n      purpose: $purpose\n      filename: $filename\n      contentType: $contentType\n    ) {\n      Url\n      Key\n    }\n  }\n": typeof types.SchoolBrandingUploadUrlDocument,
    "\n  query StateMap($IDSchool: Int!) {\n    findAllEnquiryStateMachineMap(IDSchool: $IDSchool) {\n      ID\n      priority\n      fromState {\n        ID\n        stateCode\n        label\n        group\n      }\n      toState {\n        ID\n        stateCode\n        label\n        group\n      }\n    }\n    findAllEnquiryState {\n      ID\n      stateCode\n      label\n      group\n    }\n    strandedEnquiryStates(IDSchool: $IDSchool) {\n      states {\n        count\n        state {\n          ID\n          label\n        }\n        enquiries {\n          ID\n          childFirstname\n          childLastname\n          centreLabel\n        }\n      }\n    }\n  }\n": typeof types.StateMapDocument,
    "\n  query StateMapImpactOf($IDSchool: Int!, $IDMap: Int!) {\n    enquiryStateMachineMapImpact(IDSchool: $IDSchool, IDMap: $IDMap) {\n      states {\n        count\n        stranded\n        state {\n          ID\n          label\n        }\n        enquiries {\n          ID\n          childFirstname\n          childLastname\n          centreLabel\n        }\n      }\n    }\n  }\n": typeof types.StateMapImpactOfDocument,
    "\n  mutation StateMapAddMapping($IDSchool: Int!, $fromState: String!, $toState: String!, $priority: Int) {\n    addEnquiryStateMachineMap(\n      IDSchool: $IDSchool\n      fromState: $fromState\n      toState: $toState\n      priority: $priority\n    ) {\n      ID\n    }\n  }\n": typeof types.StateMapAddMappingDocument,
    "\n  mutation StateMapRemoveMapping($IDSchool: Int!, $IDMap: Int!, $confirm: Boolean) {\n    removeEnquiryStateMachineMap(IDSchool: $IDSchool, IDMap: $IDMap, confirm: $confirm)\n  }\n": typeof types.StateMapRemoveMappingDocument,
    "\n  fragment TransferDraftFields on TransferDraft {\n    ID\n    status\n    additionalStatus\n    vacancyAvailableForTransferRequest\n    subsidyNotice\n    updatedAt\n    can\n    sourceCentre {\n      ID\n      label\n    }\n    destinationCentre {\n      ID\n      label\n    }\n    submittedBy {\n      ID\n      firstname\n      lastname\n    }\n    sourceApprover {\n      ID\n      firstname\n      lastname\n    }\n    destinationApprover {\n      ID\n      firstname\n      lastname\n    }\n    item {\n      effectiveDate\n      remark\n      fkEnquiry\n      child {\n        ID\n        firstname\n        lastname\n      }\n      reason {\n        ID\n        label\n      }\n    }\n    activityLogs {\n      ID\n      status\n      remark\n      createdAt\n      user {\n        ID\n        firstname\n        lastname\n      }\n    }\n  }\n": typeof types.TransferDraftFieldsFragmentDoc,
    "\n  query TransferDrafts($IDSchool: Int!, $filter: TransferFilter, $pagination: Pagination) {\n    getTransferDrafts(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ...TransferDraftFields\n      }\n    }\n  }\n": typeof types.TransferDraftsDocument,
    "\n  query CompletedTransfers($IDSchool: Int!, $filter: TransferFilter, $pagination: Pagination) {\n    getCompletedTransferRequests(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ...TransferDraftFields\n      }\n    }\n  }\n": typeof types.CompletedTransfersDocument,
    "\n  query TransferDetail($IDTransfer: Int!) {\n    getTransferDraft(IDTransfer: $IDTransfer) {\n      ...TransferDraftFields\n    }\n  }\n": typeof types.TransferDetailDocument,
    "\n  mutation ApproveTransferSource($IDTransfer: Int!, $decision: TransferDecisionInput) {\n    approveTransferRequestBySourceCentreStaff(IDTransfer: $IDTransfer, decision: $decision) {\n      ID\n    }\n  }\n": typeof types.ApproveTransferSourceDocument,
    "\n  mutation RejectTransferSource($IDTransfer: Int!, $decision: TransferDecisionInput!) {\n    rejectTransferRequestBySourceCentreStaff(IDTransfer: $IDTransfer, decision: $decision) {\n      ID\n    }\n  }\n": typeof types.RejectTransferSourceDocument,
    "\n  mutation ApproveTransferDestination($IDTransfer: Int!, $decision: TransferDecisionInput) {\n    approveTransferRequestByDestinationCentreStaff(IDTransfer: $IDTransfer, decision: $decision) {\n      ID\n    }\n  }\n": typeof types.ApproveTransferDestinationDocument,
    "\n  mutation RejectTransferDestination($IDTransfer: Int!, $decision: TransferDecisionInput!) {\n    rejectTransferRequestByDestinationCentreStaff(IDTransfer: $IDTransfer, decision: $decision) {\n      ID\n    }\n  }\n": typeof types.RejectTransferDestinationDocument,
    "\n  mutation CancelTransferByUser($IDTransfer: Int!, $remark: String) {\n    cancelTransferRequestByUser(IDTransfer: $IDTransfer, remark: $remark) {\n      ID\n    }\n  }\n": typeof types.CancelTransferByUserDocument,
    "\n  mutation CompleteTransfer($IDTransfer: Int!, $remark: String) {\n    completeTransferRequest(IDTransfer: $IDTransfer, remark: $remark) {\n      ID\n    }\n  }\n": typeof types.CompleteTransferDocument,
    "\n  query TransferDestinations($childID: Int!, $effectiveDate: Date) {\n    getTransferDestinations(childID: $childID, effectiveDate: $effectiveDate) {\n      vacancyAvailable\n      centre {\n        ID\n        label\n      }\n    }\n  }\n": typeof types.TransferDestinationsDocument,
    "\n  query TransferReasons($fkSchool: Int!) {\n    codesByLabelFkSchool(fkSchool: $fkSchool, labels: [\"transfer_reason\"]) {\n      category\n      codes {\n        ID\n        label\n      }\n    }\n  }\n": typeof types.TransferReasonsDocument,
    "\n  mutation SubmitTransfer($childID: Int!, $transferData: TransferInput!) {\n    submitNewTransferRequest(childID: $childID, transferData: $transferData) {\n      ID\n    }\n  }\n": typeof types.SubmitTransferDocument,
    "\n  query StaffList(\n    $IDSchool: Int!\n    $pagination: Pagination\n    $filter: StaffFilter\n    $role: Int\n    $centre: Int\n    $searchString: String\n  ) {\n    findAllStaff(\n      IDSchool: $IDSchool\n      pagination: $pagination\n      filter: $filter\n      role: $role\n      centre: $centre\n      searchString: $searchString\n    ) {\n      totalCount\n      data {\n        ...StaffFields\n      }\n    }\n  }\n": typeof types.StaffListDocument,
    "\n  fragment StaffFields on Staff {\n    ID\n    staffID\n    active\n    createdAt\n    user {\n      ID\n      firstname\n      lastname\n      email\n      mobilePhone\n      mobilePhoneCountryCode\n      isHQStaff\n      hasCentreScopeAccess\n      active\n    }\n    centres {\n      ID\n      label\n      code\n    }\n    roles {\n      ID\n      label\n      name\n      active\n    }\n  }\n": typeof types.StaffFieldsFragmentDoc,
    "\n  query StaffByID($IDSchool: Int!, $staffID: Int!) {\n    findStaffByID(IDSchool: $IDSchool, staffID: $staffID) {\n      ...StaffFields\n    }\n  }\n": typeof types.StaffByIdDocument,
    "\n  mutation AddNewStaff($IDSchool: Int!, $staffData: StaffInput!) {\n    addNewStaff(IDSchool: $IDSchool, staffData: $staffData) {\n      ID\n    }\n  }\n": typeof types.AddNewStaffDocument,
    "\n  mutation UpdateStaff($IDSchool: Int!, $staffID: Int!, $staffData: StaffInput!) {\n    updateStaff(IDSchool: $IDSchool, staffID: $staffID, staffData: $staffData) {\n      ID\n    }\n  }\n": typeof types.UpdateStaffDocument,
    "\n  mutation RemoveStaff($IDSchool: Int!, $staffID: Int!) {\n    removeStaff(IDSchool: $IDSchool, staffID: $staffID)\n  }\n": typeof types.RemoveStaffDocument,
    "\n  mutation ActivateStaff($IDSchool: Int!, $staffID: Int!) {\n    activateStaff(IDSchool: $IDSchool, staffID: $staffID) {\n      ID\n    }\n  }\n": typeof types.ActivateStaffDocument,
    "\n  query DirectoryUserByEmail($email: String!) {\n    getADUserByEmail(email: $email) {\n      email\n      displayName\n      givenName\n      surname\n      businessPhones\n    }\n  }\n": typeof types.DirectoryUserByEmailDocument,
    "\n  query DirectoryUsersByName($name: String!) {\n    getADUsersByName(name: $name) {\n      email\n      displayName\n      givenName\n      surname\n      businessPhones\n    }\n  }\n": typeof types.DirectoryUsersByNameDocument,
    "\n  query UserManagementCentres($accessType: String!) {\n    getAccessibleCentresForModule(module: \"user_management\", accessType: $accessType) {\n      ID\n      label\n    }\n  }\n": typeof types.UserManagementCentresDocument,
    "\n  query Roles($IDSchool: Int!) {\n    findRoleByFkSchool(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n        label\n        name\n        active\n        isRemovable\n        numberOfUsers\n        updatedAt\n        lastModifiedUser {\n          ID\n          firstname\n          lastname\n        }\n        roleTemplates {\n          ID\n          access\n          label\n          moduleCategory {\n            ID\n            moduleCategoryCode\n            label\n          }\n        }\n      }\n    }\n  }\n": typeof types.RolesDocument,
    "\n  query ModuleCategories($IDSchool: Int!) {\n    findAllModuleCategory(IDSchool: $IDSchool) {\n      ID\n      label\n      moduleCategoryCode\n    }\n  }\n": typeof types.ModuleCategoriesDocument,
    "\n  mutation AddRole($IDSchool: Int!, $roleData: RoleInput!) {\n    addRole(IDSchool: $IDSchool, roleData: $roleData) {\n      ID\n    }\n  }\n": typeof types.AddRoleDocument,
    "\n  mutation UpdateRole($IDSchool: Int!, $roleID: Int!, $roleData: RoleInput!) {\n    updateRole(IDSchool: $IDSchool, roleID: $roleID, roleData: $roleData) {\n      ID\n    }\n  }\n": typeof types.UpdateRoleDocument,
    "\n  mutation RemoveRole($IDSchool: Int!, $roleID: Int!) {\n    removeRole(IDSchool: $IDSchool, roleID: $roleID)\n  }\n": typeof types.RemoveRoleDocument,
    "\n  mutation ActivateRole($IDSchool: Int!, $roleID: Int!, $active: Boolean!) {\n    activateRole(IDSchool: $IDSchool, roleID: $roleID, active: $active) {\n      ID\n    }\n  }\n": typeof types.ActivateRoleDocument,
    "\n  query ParentChildren {\n    findAllChildrenByParent {\n      ID\n      firstname\n      lastname\n      dateOfBirth\n    }\n  }\n": typeof types.ParentChildrenDocument,
    "\n  query ParentEnquiries($filter: EnquiryFilter) {\n    findAllEnquiry(filter: $filter) {\n      totalCount\n      data {\n        ID\n        fkChild\n        enrollmentPlan\n        active\n        vacancyAvailable\n        createdAt\n        admissionStatus {\n          ID\n          stateCode\n          label\n          group\n        }\n        centre {\n          ID\n          label\n        }\n        level {\n          ID\n          label\n        }\n        program {\n          ID\n          label\n        }\n        visits {\n          ID\n          visitType\n          visitFrom\n          visitTo\n          status\n          statusText\n          comment\n          trialPeriodFee\n          trialPeriodPaymentStatus\n        }\n      }\n    }\n  }\n": typeof types.ParentEnquiriesDocument,
    "\n  query EnquiryFrontendStates($IDEnquiry: Int!) {\n    getEnquiryFrontendStates(IDEnquiry: $IDEnquiry) {\n      IDEnquiry\n      nextAction\n      current {\n        ID\n        stateCode\n        label\n      }\n      steps {\n        code\n        label\n        status\n      }\n    }\n  }\n": typeof types.EnquiryFrontendStatesDocument,
    "\n  query TrialPeriodInvoice($IDEnquiry: Int!) {\n    getTrialPeriodInvoice(IDEnquiry: $IDEnquiry) {\n      IDVisit\n      label\n      amount\n      status\n    }\n  }\n": typeof types.TrialPeriodInvoiceDocument,
    "\n  query AvailableDaysOfMonth($IDEnquiry: Int!, $visitType: String!, $month: String!) {\n    getAvailableDaysOfMonth(IDEnquiry: $IDEnquiry, visitType: $visitType, month: $month)\n  }\n": typeof types.AvailableDaysOfMonthDocument,
    "\n  query VisitTimeSlots($date: Date!, $IDEnquiry: Int!, $visitType: String!) {\n    getVisitTimeSlot(date: $date, IDEnquiry: $IDEnquiry, visitType: $visitType) {\n      from\n      to\n      remaining\n    }\n  }\n": typeof types.VisitTimeSlotsDocument,
    "\n  query VisitCalendarFile($IDVisit: Int!) {\n    getVisitCalendarFile(IDVisit: $IDVisit)\n  }\n": typeof types.VisitCalendarFileDocument,
    "\n  mutation BookVisit($IDEnquiry: Int!, $date: Date!, $from: String!, $to: String!) {\n    bookVisit(IDEnquiry: $IDEnquiry, date: $date, from: $from, to: $to) {\n      ID\n      status\n    }\n  }\n": typeof types.BookVisitDocument,
    "\n  mutation RescheduleVisit($IDVisit: Int!, $date: Date!, $from: String!, $to: String!) {\n    rescheduleVisit(IDVisit: $IDVisit, date: $date, from: $from, to: $to) {\n      ID\n      status\n    }\n  }\n": typeof types.RescheduleVisitDocument,
    "\n  mutation ScheduleTrialPeriodVisit($IDEnquiry: Int!, $date: Date!, $from: String!, $to: String!) {\n    scheduleTrialPeriodVisit(IDEnquiry: $IDEnquiry, date: $date, from: $from, to: $to) {\n      ID\n      status\n    }\n  }\n": typeof types.ScheduleTrialPeriodVisitDocument,
    "\n  mutation RescheduleTrialPeriodVisit($IDVisit: Int!, $date: Date!, $from: String!, $to: String!) {\n    rescheduleTrialPeriodVisit(IDVisit: $IDVisit, date: $date, from: $from, to: $to) {\n      ID\n      status\n    }\n  }\n": typeof types.RescheduleTrialPeriodVisitDocument,
    "\n  mutation CancelParentMeeting($IDVisit: Int!) {\n    cancelParentMeeting(IDVisit: $IDVisit) {\n      ID\n      status\n    }\n  }\n": typeof types.CancelParentMeetingDocument,
    "\n  mutation CancelEnquiry($ID: Int!) {\n    cancelEnquiry(ID: $ID) {\n      ID\n      active\n    }\n  }\n": typeof types.CancelEnquiryDocument,
    "\n  query WaitList(\n    $filter: WaitListFilter\n    $tag: Int\n    $preferEnrolDate: Date\n    $filterByVacancy: Boolean\n    $race: String\n    $pagination: Pagination\n  ) {\n    getWaitList(\n      filter: $filter\n      tag: $tag\n      preferEnrolDate: $preferEnrolDate\n      filterByVacancy: $filterByVacancy\n      race: $race\n      pagination: $pagination\n    ) {\n      totalCount\n      data {\n        ID\n        childFirstname\n        childLastname\n        firstname\n        lastname\n        enrollmentPlan\n        createdAt\n        waitlistedAt\n        queueWeight\n        queuePosition\n        admissionStatus {\n          ID\n          label\n        }\n        centre {\n          ID\n          label\n        }\n        level {\n          ID\n          label\n        }\n        waitlistTags {\n          ID\n          description\n          weight\n        }\n        stateHistory {\n          ID\n          createdAt\n          toState {\n            label\n          }\n        }\n        offer {\n          ID\n          month\n          dueDate\n        }\n      }\n    }\n  }\n": typeof types.WaitListDocument,
    "\n  query WaitListFilterOptions {\n    getWaitListFilter {\n      centres {\n        ID\n        label\n      }\n      tags {\n        ID\n        description\n      }\n      levels {\n        ID\n        label\n      }\n      preferMonthOfEnrolmentOptions\n      races\n    }\n  }\n": typeof types.WaitListFilterOptionsDocument,
    "\n  query WaitListEnquiry($IDEnquiry: Int!) {\n    getWaitListEnquiry(IDEnquiry: $IDEnquiry) {\n      ID\n      firstname\n      lastname\n      email\n      mobilePhone\n      childFirstname\n      childLastname\n      enrollmentPlan\n      createdAt\n      waitlistedAt\n      queueWeight\n      queuePosition\n      admissionStatus {\n        ID\n        label\n        stateCode\n      }\n      centre {\n        ID\n        label\n      }\n      level {\n        ID\n        label\n      }\n      program {\n        ID\n        label\n      }\n      waitlistTags {\n        ID\n        description\n        weight\n      }\n      stateHistory {\n        ID\n        action\n        remarks\n        createdAt\n        toState {\n          label\n        }\n      }\n      offer {\n        ID\n        month\n        status\n        dueDate\n      }\n    }\n  }\n": typeof types.WaitListEnquiryDocument,
    "\n  query WaitlistTags {\n    findAllTags {\n      ID\n      description\n      weight\n      isCustom\n    }\n  }\n": typeof types.WaitlistTagsDocument,
    "\n  query WaitlistActivityLog($IDEnquiry: Int!, $pagination: Pagination) {\n    findAllChildActivityLog(IDEnquiry: $IDEnquiry, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        mode\n        action\n        remark\n        updatedAt\n        user {\n          ID\n          firstname\n          lastname\n        }\n      }\n    }\n  }\n": typeof types.WaitlistActivityLogDocument,
    "\n  mutation WaitlistNewTag($description: String!) {\n    newTag(description: $description) {\n      ID\n    }\n  }\n": typeof types.WaitlistNewTagDocument,
    "\n  mutation WaitlistTagWeight($ID: Int!, $weight: Int!) {\n    updateTagByFields(ID: $ID, weight: $weight) {\n      ID\n      weight\n    }\n  }\n": typeof types.WaitlistTagWeightDocument,
    "\n  mutation WaitlistTagOn($IDEnquiry: Int!, $IDTag: Int!) {\n    updateEnquiryTags(IDEnquiry: $IDEnquiry, IDTag: $IDTag) {\n      ID\n    }\n  }\n": typeof types.WaitlistTagOnDocument,
    "\n  mutation WaitlistTagOff($IDEnquiry: Int!, $IDTag: Int!) {\n    removeEnquiryTag(IDEnquiry: $IDEnquiry, IDTag: $IDTag) {\n      ID\n    }\n  }\n": typeof types.WaitlistTagOffDocument,
    "\n  mutation WaitlistAddNote($IDEnquiry: Int!, $remark: String!) {\n    addChildActivityLog(IDEnquiry: $IDEnquiry, remark: $remark) {\n      ID\n    }\n  }\n": typeof types.WaitlistAddNoteDocument,
    "\n  mutation WaitlistOfferPlace($IDEnquiry: Int!, $month: Date) {\n    acceptVacancyForRegistration(IDEnquiry: $IDEnquiry, month: $month) {\n      ID\n    }\n  }\n": typeof types.WaitlistOfferPlaceDocument,
    "\n  mutation WaitlistDeclineOffer($IDEnquiry: Int!, $remarks: String) {\n    rejectVacancyForRegistration(IDEnquiry: $IDEnquiry, remarks: $remarks) {\n      ID\n    }\n  }\n": typeof types.WaitlistDeclineOfferDocument,
    "\n  query MyWaitlistPositions {\n    getMyWaitlistPositions {\n      IDEnquiry\n      childFirstname\n      centreLabel\n      levelLabel\n      enrollmentPlan\n      position\n      queueLength\n      expectedOfferMonth\n      reasons\n      offer {\n        ID\n        month\n        dueDate\n        status\n      }\n    }\n  }\n": typeof types.MyWaitlistPositionsDocument,
    "\n  query WaitlistVacancyTab($IDCentre: Int!) {\n    getVacancyTab(IDCentre: $IDCentre) {\n      month\n      fkLevel\n      levelLabel\n      capacity\n      enrolled\n      offered\n      vacancies\n      waiting\n    }\n  }\n": typeof types.WaitlistVacancyTabDocument,
    "\n  query WaitlistSearch($q: String!) {\n    searchChildInWaitList(q: $q) {\n      ID\n      childFirstname\n      childLastname\n      firstname\n      lastname\n      queuePosition\n      centre {\n        ID\n        label\n      }\n      level {\n        ID\n        label\n      }\n    }\n  }\n": typeof types.WaitlistSearchDocument,
    "\n  mutation WaitlistUpdateDetail($ID: Int!, $data: EnquiryDetailUpdate!) {\n    updateEnquiryDetail(ID: $ID, data: $data) {\n      ID\n    }\n  }\n": typeof types.WaitlistUpdateDetailDocument,
    "\n  fragment WithdrawalDraftFields on WithdrawalDraft {\n    ID\n    fkCentre\n    status\n    documentsVerified\n    updatedAt\n    can\n    centre {\n      ID\n      label\n    }\n    submittedBy {\n      ID\n      firstname\n      lastname\n    }\n    centreApprover {\n      ID\n      firstname\n      lastname\n    }\n    hqApprover {\n      ID\n      firstname\n      lastname\n    }\n    withdrawalDraftItem {\n      noticeDate\n      effectiveDate\n      refundDepositAmount\n      refundFeeAmount\n      feeInLieuAmount\n      feeInLieuAccepted\n      monthlyFee\n      depositAmount\n      remark\n      child {\n        ID\n        firstname\n        lastname\n      }\n      codeByParentReason {\n        ID\n        label\n      }\n      codeByReason {\n        ID\n        label\n      }\n    }\n    activityLogs {\n      ID\n      status\n      remark\n      createdAt\n      user {\n        ID\n        firstname\n        lastname\n      }\n    }\n  }\n": typeof types.WithdrawalDraftFieldsFragmentDoc,
    "\n  query WithdrawalDrafts($IDSchool: Int!, $filter: WithdrawalFilter, $pagination: Pagination) {\n    findAllWithdrawalDraft(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ...WithdrawalDraftFields\n      }\n    }\n  }\n": typeof types.WithdrawalDraftsDocument,
    "\n  query CompletedWithdrawals($IDSchool: Int!, $filter: WithdrawalFilter, $pagination: Pagination) {\n    findAllWithdrawal(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ...WithdrawalDraftFields\n      }\n    }\n  }\n": typeof types.CompletedWithdrawalsDocument,
    "\n  query WithdrawalDetail($IDWithdrawal: Int!) {\n    getWithdrawalDraft(IDWithdrawal: $IDWithdrawal) {\n      ...WithdrawalDraftFields\n      # Only on one request: a list of forms and signers per row would multiply a list's rows.\n      eConsentStatus\n      forms {\n        ID\n        formType\n        eDocumentStatus\n        participants {\n          ID\n          displayName\n          role\n          status\n          signedAt\n        }\n      }\n    }\n  }\n": typeof types.WithdrawalDetailDocument,
    "\n  query WithdrawalEstimate($childID: Int!, $noticeDate: Date!, $effectiveDate: Date!) {\n    getWithdrawalDefaultRefundAmount(\n      childID: $childID\n      noticeDate: $noticeDate\n      effectiveDate: $effectiveDate\n    ) {\n      defaultDepositRefundAmount\n      defaultFeeRefundAmount\n      monthlyFee\n      depositAmount\n      noticeInDays\n      earliestLastDay\n      shortNoticeDays\n      feeInLieuAmount\n    }\n  }\n": typeof types.WithdrawalEstimateDocument,
    "\n  query WithdrawalReasons($fkSchool: Int!) {\n    codesByLabelFkSchool(fkSchool: $fkSchool, labels: [\"withdrawal_parent_reason\", \"withdrawal_reason\"]) {\n      category\n      codes {\n        ID\n        label\n      }\n    }\n  }\n": typeof types.WithdrawalReasonsDocument,
    "\n  mutation SubmitWithdrawal($childID: Int!, $withdrawalData: WithdrawalInput!) {\n    submitWithdrawalRequest(childID: $childID, withdrawalData: $withdrawalData) {\n      ...WithdrawalDraftFields\n    }\n  }\n": typeof types.SubmitWithdrawalDocument,
    "\n  mutation ApproveWithdrawalCentre($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput) {\n    approveWithdrawalRequestByCentreStaff(IDWithdrawal: $IDWithdrawal, decision: $decision) {\n      ID\n    }\n  }\n": typeof types.ApproveWithdrawalCentreDocument,
    "\n  mutation RejectWithdrawalCentre($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput!) {\n    rejectWithdrawalRequestByCentreStaff(IDWithdrawal: $IDWithdrawal, decision: $decision) {\n      ID\n    }\n  }\n": typeof types.RejectWithdrawalCentreDocument,
    "\n  mutation ApproveWithdrawalHQ($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput) {\n    approveWithdrawalRequestByHQ(IDWithdrawal: $IDWithdrawal, decision: $decision) {\n      ID\n    }\n  }\n": typeof types.ApproveWithdrawalHqDocument,
    "\n  mutation RejectWithdrawalHQ($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput!) {\n    rejectWithdrawalRequestByHQ(IDWithdrawal: $IDWithdrawal, decision: $decision) {\n      ID\n    }\n  }\n": typeof types.RejectWithdrawalHqDocument,
    "\n  mutation VerifyWithdrawalDocuments($IDWithdrawal: Int!) {\n    onAllWithdrawalDocumentedVerified(IDWithdrawal: $IDWithdrawal) {\n      ID\n    }\n  }\n": typeof types.VerifyWithdrawalDocumentsDocument,
    "\n  mutation CancelWithdrawalRequest($IDWithdrawal: Int!, $remark: String) {\n    cancelWithdrawalRequest(IDWithdrawal: $IDWithdrawal, remark: $remark) {\n      ID\n    }\n  }\n": typeof types.CancelWithdrawalRequestDocument,
    "\n  mutation CancelApprovedWithdrawal($IDWithdrawal: Int!, $remark: String) {\n    cancelWithdrawal(IDWithdrawal: $IDWithdrawal, remark: $remark) {\n      ID\n    }\n  }\n": typeof types.CancelApprovedWithdrawalDocument,
    "\n  mutation SendWithdrawalFormLink($IDWithdrawal: Int!) {\n    sendWithdrawalFormLink(IDWithdrawal: $IDWithdrawal) {\n      ID\n    }\n  }\n": typeof types.SendWithdrawalFormLinkDocument,
    "\n  fragment PendingSignatureFields on PendingESignatureChild {\n    IDWithdrawal\n    formType\n    pendingStatus\n    signer\n    effectiveDate\n    createdAt\n    child {\n      ID\n      firstname\n      lastname\n    }\n    centre {\n      ID\n      label\n    }\n  }\n": typeof types.PendingSignatureFieldsFragmentDoc,
    "\n  query PendingForm2Children {\n    getPendingForm2ESignatureChildren {\n      ...PendingSignatureFields\n    }\n  }\n": typeof types.PendingForm2ChildrenDocument,
    "\n  query PendingForm3Children {\n    getPendingWithdrawalForm3ESignatureChildren {\n      ...PendingSignatureFields\n    }\n  }\n": typeof types.PendingForm3ChildrenDocument,
    "\n  query SidebarMenu($fkSchool: Int!) {\n    findSidebarMenuByUser(filter: { fkSchool: $fkSchool }) {\n      ID\n      icon\n      path\n      active\n      label\n      fkNavigation\n    }\n  }\n": typeof types.SidebarMenuDocument,
    "\n  query NotificationCount {\n    getNotifications(filter: { read: false }, pagination: { page: 1, perPage: 1 }) {\n      unreadCount\n    }\n  }\n": typeof types.NotificationCountDocument,
    "\n  query Notifications($pagination: Pagination) {\n    getNotifications(pagination: $pagination) {\n      totalCount\n      unreadCount\n      data {\n        ID\n        navigate\n        channel\n        content {\n          title\n          body\n        }\n        read\n        createdAt\n      }\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  mutation MarkNotifications($notificationIds: [Int!]!, $read: Boolean!) {\n    markNotifications(notificationIds: $notificationIds, read: $read)\n  }\n": typeof types.MarkNotificationsDocument,
    "\n  query WebPushPublicKey {\n    webPushPublicKey\n  }\n": typeof types.WebPushPublicKeyDocument,
    "\n  mutation SubscribeWebPush($subscription: WebPushSubscriptionInput!) {\n    subscribeWebPush(subscription: $subscription)\n  }\n": typeof types.SubscribeWebPushDocument,
    "\n  mutation UnsubscribeWebPush($endpoint: String!) {\n    unsubscribeWebPush(endpoint: $endpoint)\n  }\n": typeof types.UnsubscribeWebPushDocument,
    "\n  mutation UpdateMyPreferredLanguage($language: String!) {\n    updateMyPreferredLanguage(language: $language)\n  }\n": typeof types.UpdateMyPreferredLanguageDocument,
    "\n  query Me {\n    me {\n      ID\n      fkSchool\n      firstname\n      lastname\n      email\n      birthdate\n      gender\n      homePhone\n      mobilePhone\n      mobilePhoneCountryCode\n      isHQStaff\n      hasCentreScopeAccess\n      hasClassScopeAccess\n      isStaff\n      can\n      preferredLanguage\n      userRoleRelations {\n        ID\n        fkRole\n        role {\n          ID\n          name\n          label\n          isStaff\n          roleTemplates {\n            ID\n            fkModuleCategory\n            access\n            moduleCategory {\n              ID\n              moduleCategoryCode\n              label\n            }\n          }\n        }\n      }\n      userAccessControls {\n        ID\n        fkSchool\n        fkCentre\n        fkClass\n        school {\n          ID\n          name\n        }\n      }\n      parent {\n        ID\n        monthlyIncome\n        workplaceStaff\n      }\n      childRelations {\n        ID\n        fkChild\n        child {\n          ID\n          firstname\n          lastname\n          race\n          nationality\n          dateOfBirth\n          birthCertificate\n          householdIncomeRange\n          childClasses {\n            from\n            to\n            program {\n              ID\n              label\n            }\n            class {\n              ID\n              fkCentre\n              fkLevel\n              label\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query SchoolTheme($fkSchool: Int!) {\n    findAllSchoolConfig(filter: { fkSchool: $fkSchool }) {\n      totalCount\n      data {\n        ID\n        fkSchool\n        key\n        value\n      }\n    }\n    findSchool(ID: $fkSchool) {\n      ID\n      name\n    }\n  }\n": typeof types.SchoolThemeDocument,
};
const documents: Documents = {
    "\n  query MyAccount {\n    myAccount {\n      ID\n      firstname\n      lastname\n      email\n      mobilePhone\n      mobilePhoneCountryCode\n      pendingEmail\n    }\n  }\n": types.MyAccountDocument,
    "\n  query MyConsents {\n    myConsents {\n      ID\n      kind\n      version\n      givenAt\n      centreLabel\n    }\n  }\n": types.MyConsentsDocument,
    "\n  mutation UpdateMyProfile($firstname: String!, $lastname: String!, $mobilePhone: String!) {\n    updateMyProfile(firstname: $firstname, lastname: $lastname, mobilePhone: $mobilePhone) {\n      ID\n    }\n  }\n": types.UpdateMyProfileDocument,
    "\n  mutation RequestEmailChange($newEmail: String!) {\n    requestEmailChange(newEmail: $newEmail) {\n      ID\n      pendingEmail\n    }\n  }\n": types.RequestEmailChangeDocument,
    "\n  mutation ConfirmEmailChange($code: String!) {\n    confirmEmailChange(code: $code) {\n      ID\n      email\n    }\n  }\n": types.ConfirmEmailChangeDocument,
    "\n  mutation ChangeMyPassword($currentPassword: String!, $newPassword: String!) {\n    changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.ChangeMyPasswordDocument,
    "\n  query MyPushPreferences {\n    myPushPreferences {\n      kind\n      push\n    }\n  }\n": types.MyPushPreferencesDocument,
    "\n  mutation UpdateMyPushPreferences($kinds: [String!]!) {\n    updateMyPushPreferences(kinds: $kinds) {\n      kind\n      push\n    }\n  }\n": types.UpdateMyPushPreferencesDocument,
    "\n  query AdmissionsList(\n    $IDSchool: Int!\n    $stageCode: String!\n    $statusCode: String\n    $filter: AdmissionFilter\n    $pagination: Pagination\n  ) {\n    findAllAdmission(\n      IDSchool: $IDSchool\n      stageCode: $stageCode\n      statusCode: $statusCode\n      filter: $filter\n      pagination: $pagination\n    ) {\n      totalCount\n      stageCounts {\n        code\n        label\n        count\n      }\n      data {\n        ...AdmissionRowFields\n      }\n    }\n  }\n": types.AdmissionsListDocument,
    "\n  fragment AdmissionRowFields on Admission {\n    ID\n    firstname\n    lastname\n    childFirstname\n    childLastname\n    pendingRegisterSince\n    source\n    createdAt\n    enrollmentPlan\n    stageCode\n    familyBlacklisted\n    centre {\n      ID\n      label\n    }\n    level {\n      ID\n      label\n    }\n    child {\n      birthCertificate\n    }\n    user {\n      email\n      mobilePhone\n      mobilePhoneCountryCode\n    }\n    admissionStatus {\n      stateCode\n      label\n    }\n  }\n": types.AdmissionRowFieldsFragmentDoc,
    "\n  query AdmissionsListSearch($q: String!) {\n    searchAdmissions(q: $q) {\n      ...AdmissionRowFields\n    }\n  }\n": types.AdmissionsListSearchDocument,
    "\n  query AdmissionFilters($IDSchool: Int!) {\n    getAdmissionFilters(IDSchool: $IDSchool) {\n      centres {\n        ID\n        label\n      }\n      levels {\n        ID\n        label\n      }\n      stages {\n        code\n        label\n        statuses {\n          stateCode\n          label\n        }\n      }\n    }\n  }\n": types.AdmissionFiltersDocument,
    "\n  query AdmissionsSearch($q: String!) {\n    searchAdmissions(q: $q) {\n      ID\n      childFirstname\n      childLastname\n      firstname\n      lastname\n      stageCode\n      centre {\n        ID\n        label\n      }\n      child {\n        ID\n        birthCertificate\n      }\n      user {\n        ID\n        email\n      }\n      admissionStatus {\n        label\n      }\n    }\n  }\n": types.AdmissionsSearchDocument,
    "\n  query AdmissionDetail($IDEnquiry: Int!) {\n    admissionByID(IDEnquiry: $IDEnquiry) {\n      ID\n      admission {\n        ID\n        firstname\n        lastname\n        childFirstname\n        childLastname\n        pendingRegisterSince\n        source\n        createdAt\n        enrollmentPlan\n        stageCode\n        familyBlacklisted\n        centre {\n          label\n        }\n        level {\n          label\n        }\n        child {\n          dateOfBirth\n          birthCertificate\n        }\n        user {\n          email\n          mobilePhone\n          mobilePhoneCountryCode\n        }\n        admissionStatus {\n          label\n          stateCode\n          enquiryFrontendState\n        }\n      }\n      enquiry {\n        ID\n        visits {\n          ID\n          status\n          visitType\n          visitFrom\n          visitTo\n        }\n      }\n      stateHistory {\n        ID\n        action\n        remarks\n        userName\n        createdAt\n        fromState {\n          label\n        }\n        toState {\n          label\n        }\n      }\n    }\n  }\n": types.AdmissionDetailDocument,
    "\n  query AttendanceClasses($IDSchool: Int!) {\n    getAllClassInfo(IDSchool: $IDSchool, pagination: { page: 1, perPage: 500 }) {\n      data {\n        ID\n        label\n        centre {\n          ID\n          label\n        }\n      }\n    }\n  }\n": types.AttendanceClassesDocument,
    "\n  query AttendanceRegister($classID: Int!, $date: Date!) {\n    getAttendanceByClass(classID: $classID, date: $date) {\n      childID\n      child {\n        ID\n        firstname\n        lastname\n      }\n      date\n      present\n      absent\n      absentReason\n      checkIn\n      checkOut\n      inCentre\n      fever\n      entries {\n        ID\n        sessionID\n        type\n        time\n        reason\n        remarks\n        pickedBy\n        history {\n          changedAt\n          changedBy\n          action\n          remark\n        }\n      }\n      health {\n        ID\n        time\n        temperature\n        symptoms\n        fever\n      }\n      injuries {\n        ...InjuryFields\n      }\n    }\n  }\n": types.AttendanceRegisterDocument,
    "\n  mutation AttendanceMarkChildren(\n    $attendanceUpdate: AttendanceUpdate!\n    $forChild: [Int!]!\n    $attendanceId: Int\n  ) {\n    addOrUpdateAttendance(\n      attendanceUpdate: $attendanceUpdate\n      forChild: $forChild\n      attendanceId: $attendanceId\n    ) {\n      childID\n      present\n    }\n  }\n": types.AttendanceMarkChildrenDocument,
    "\n  query AttendanceCentreSummary($centreId: Int!, $from: Date!, $to: Date!, $filter: AttendanceSummaryFilter) {\n    getCentreAttendanceSummaries(centreId: $centreId, from: $from, to: $to, filter: $filter) {\n      date\n      classID\n      classLabel\n      expected\n      present\n      absent\n      late\n      notArrived\n    }\n  }\n": types.AttendanceCentreSummaryDocument,
    "\n  query ChildAttendanceDays($childID: Int!, $from: Date!, $to: Date!) {\n    getChildAttendances(childID: $childID, from: $from, to: $to) {\n      date\n      present\n      absent\n      absentReason\n      checkIn\n      checkOut\n      fever\n      entries {\n        ID\n        type\n        time\n        pickedBy\n        remarks\n      }\n      health {\n        ID\n        time\n        temperature\n        symptoms\n        fever\n      }\n      injuries {\n        ...InjuryFields\n      }\n    }\n  }\n": types.ChildAttendanceDaysDocument,
    "\n  query ChildLatePickups($childID: Int!, $from: Date!, $to: Date!) {\n    getChildLatePickupEntries(childID: $childID, from: $from, to: $to) {\n      totalCount\n      totalFee\n      data {\n        ID\n        date\n        pickupTime\n        pickedBy\n        quantity\n        fee\n        invoice\n      }\n    }\n  }\n": types.ChildLatePickupsDocument,
    "\n  query ChildHealthInformation($childID: Int!) {\n    getChildHealthInfo(childID: $childID) {\n      childID\n      isImmunized\n      immunizationDetails\n      familyDoctorName\n      clinicName\n      clinicPhone\n      clinicAddress\n      medicalCondition {\n        disease\n        exists\n      }\n      updatedAt\n    }\n  }\n": types.ChildHealthInformationDocument,
    "\n  mutation SaveChildHealthInformation($childID: Int!, $healthInfo: ChildHealthInfoInput!) {\n    updateChildHealthInfo(childID: $childID, healthInfo: $healthInfo) {\n      childID\n    }\n  }\n": types.SaveChildHealthInformationDocument,
    "\n  query AttendanceCentres {\n    getAccessibleCentresForModule(module: \"attendance_management\", accessType: \"read\") {\n      ID\n      label\n    }\n  }\n": types.AttendanceCentresDocument,
    "\n  fragment InjuryFields on Injury {\n    ID\n    childID\n    date\n    side\n    top\n    left\n    injuryType\n    remarks\n    reportedBy\n    reportedAt\n    acknowledgedBy\n    acknowledgedAt\n  }\n": types.InjuryFieldsFragmentDoc,
    "\n  query ChildInjuries($childID: Int!, $from: Date!, $to: Date!) {\n    getChildInjuries(childID: $childID, from: $from, to: $to) {\n      ...InjuryFields\n    }\n  }\n": types.ChildInjuriesDocument,
    "\n  mutation AddChildInjury($childID: Int!, $injury: InjuryInput!) {\n    addChildInjury(childID: $childID, injury: $injury) {\n      ID\n    }\n  }\n": types.AddChildInjuryDocument,
    "\n  query StaffAttendance($centreId: Int!, $date: Date!) {\n    getStaffAttendancesByCentre(centreId: $centreId, date: $date) {\n      centreID\n      date\n      staff {\n        teacherID\n        firstname\n        lastname\n        status\n        checkIn\n        checkOut\n        inCentre\n        remarks\n        sessions {\n          sessionID\n          checkIn\n          checkOut\n        }\n      }\n      ratios {\n        classID\n        classLabel\n        childrenIn\n        staffIn\n        teacherRatio\n        capacity\n        overRatio\n      }\n    }\n  }\n": types.StaffAttendanceDocument,
    "\n  mutation RecordStaffAttendance($centreId: Int!, $staffAttendance: StaffAttendanceInput!) {\n    recordStaffAttendance(centreId: $centreId, staffAttendance: $staffAttendance) {\n      teacherID\n      status\n      inCentre\n    }\n  }\n": types.RecordStaffAttendanceDocument,
    "\n  subscription AttendanceChanged($centreId: Int) {\n    attendanceChanged(centreId: $centreId) {\n      centreID\n      classID\n      date\n      kind\n    }\n  }\n": types.AttendanceChangedDocument,
    "\n  mutation AcknowledgeChildInjury($injuryID: Int!) {\n    acknowledgeChildInjury(injuryID: $injuryID) {\n      ID\n      acknowledgedAt\n    }\n  }\n": types.AcknowledgeChildInjuryDocument,
    "\n  fragment ClusterFlagFields on SymptomClusterFlag {\n    ID\n    classLabel\n    symptom\n    firstDate\n    lastDate\n    childCount\n    broadcastID\n    broadcastStatus\n  }\n": types.ClusterFlagFieldsFragmentDoc,
    "\n  query AttendanceHealthFlags($centreId: Int!, $date: Date!) {\n    getCentreHealthFlags(centreId: $centreId, date: $date) {\n      centreID\n      clusters {\n        ...ClusterFlagFields\n      }\n      fevers {\n        childID\n        firstname\n        lastname\n        classLabel\n        time\n        temperature\n      }\n      injuries {\n        firstname\n        lastname\n        classLabel\n        injury {\n          ID\n          childID\n          date\n          injuryType\n        }\n      }\n    }\n  }\n": types.AttendanceHealthFlagsDocument,
    "\n  mutation DraftSymptomClusterNotice($clusterID: Int!) {\n    draftSymptomClusterNotice(clusterID: $clusterID) {\n      ...ClusterFlagFields\n    }\n  }\n": types.DraftSymptomClusterNoticeDocument,
    "\n  query NotifiableSymptoms($IDSchool: Int!) {\n    getNotifiableSymptoms(IDSchool: $IDSchool)\n  }\n": types.NotifiableSymptomsDocument,
    "\n  mutation SaveNotifiableSymptoms($IDSchool: Int!, $symptoms: [String!]!) {\n    updateNotifiableSymptoms(IDSchool: $IDSchool, symptoms: $symptoms)\n  }\n": types.SaveNotifiableSymptomsDocument,
    "\n  query AuditLog($IDSchool: Int!, $filter: AuditLogFilter, $pagination: Pagination) {\n    findAllAuditLog(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      totalCountCapped\n      data {\n        ID\n        createdAt\n        kind\n        operation\n        action\n        userId\n        userEmail\n        userName\n        role\n        targetType\n        targetId\n        outcome\n        errorCode\n        clientIp\n      }\n    }\n  }\n": types.AuditLogDocument,
    "\n  query FailedJobs($IDSchool: Int!, $pagination: Pagination) {\n    findAllFailedJob(IDSchool: $IDSchool, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        name\n        recordId\n        retryCount\n        error\n        failedAt\n      }\n    }\n  }\n": types.FailedJobsDocument,
    "\n  query Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": types.LoginDocument,
    "\n  query RegistrationInfo($token: String!) {\n    registrationInfo(token: $token) {\n      userId\n      email\n      firstname\n      maskedPhone\n      otpRequired\n      privacyPolicyUrl\n    }\n  }\n": types.RegistrationInfoDocument,
    "\n  mutation Register($token: String!, $password: String!, $pdpaConsentVersion: String) {\n    register(token: $token, password: $password, pdpaConsentVersion: $pdpaConsentVersion) {\n      token\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation SendOTP($userId: Int!, $token: String!) {\n    sendOTP(userId: $userId, token: $token)\n  }\n": types.SendOtpDocument,
    "\n  mutation ValidateOTP($userId: Int!, $otpReceived: String!, $token: String!) {\n    validateOTP(userId: $userId, otpReceived: $otpReceived, token: $token)\n  }\n": types.ValidateOtpDocument,
    "\n  mutation ResetPassword($tokenString: String!, $password: String!) {\n    resetPassword(tokenString: $tokenString, password: $password)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation ForgetPassword($email: String!) {\n    forgetPassword(email: $email)\n  }\n": types.ForgetPasswordDocument,
    "\n  query LoginUrl($fkSchool: Int!) {\n    getLoginUrl(fkSchool: $fkSchool) {\n      url\n    }\n  }\n": types.LoginUrlDocument,
    "\n  query ValidateUser($tokenString: String!) {\n    validateUser(tokenString: $tokenString) {\n      token\n    }\n  }\n": types.ValidateUserDocument,
    "\n  query BlacklistEntries($IDSchool: Int!, $pagination: Pagination) {\n    getBlackListData(IDSchool: $IDSchool, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        remark\n        updatedAt\n        child {\n          firstname\n          lastname\n        }\n        parent {\n          firstname\n          lastname\n          email\n        }\n        centre {\n          label\n        }\n        code {\n          label\n        }\n      }\n    }\n  }\n": types.BlacklistEntriesDocument,
    "\n  query BlacklistDrafts($IDSchool: Int!, $status: String, $pagination: Pagination) {\n    blacklistDraftsByFkSchool(IDSchool: $IDSchool, status: $status, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        kind\n        status\n        can\n        approverName\n        decisionRemark\n        createdAt\n        centre {\n          label\n        }\n        user {\n          ID\n          firstname\n          lastname\n        }\n        items {\n          remark\n          child {\n            firstname\n            lastname\n          }\n          parent {\n            email\n          }\n          code {\n            label\n          }\n        }\n      }\n    }\n  }\n": types.BlacklistDraftsDocument,
    "\n  query BlacklistReasons($fkSchool: Int!) {\n    codesByLabelFkSchool(fkSchool: $fkSchool, labels: [\"blacklist_reason\"]) {\n      codes {\n        ID\n        label\n      }\n    }\n  }\n": types.BlacklistReasonsDocument,
    "\n  query BlacklistChildRelations($IDChild: Int!) {\n    getChildRelationData(IDChild: $IDChild) {\n      ID\n      firstname\n      lastname\n      email\n    }\n  }\n": types.BlacklistChildRelationsDocument,
    "\n  mutation BlacklistSubmitNew($input: BlacklistNewInput!) {\n    submitNewBlacklist(input: $input) {\n      ID\n    }\n  }\n": types.BlacklistSubmitNewDocument,
    "\n  mutation BlacklistSubmitRemoval($IDBlacklist: Int!, $remark: String!) {\n    submitRemoveBlacklist(IDBlacklist: $IDBlacklist, remark: $remark) {\n      ID\n    }\n  }\n": types.BlacklistSubmitRemovalDocument,
    "\n  mutation BlacklistApproveDraft($IDBlacklistDraft: Int!, $remark: String) {\n    approveBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {\n      ID\n    }\n  }\n": types.BlacklistApproveDraftDocument,
    "\n  mutation BlacklistRejectDraft($IDBlacklistDraft: Int!, $remark: String!) {\n    rejectBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {\n      ID\n    }\n  }\n": types.BlacklistRejectDraftDocument,
    "\n  mutation BlacklistCancelDraft($IDBlacklistDraft: Int!, $remark: String!) {\n    cancelBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {\n      ID\n    }\n  }\n": types.BlacklistCancelDraftDocument,
    "\n  query BroadcastList($IDSchool: Int!, $filter: BroadcastFilter, $pagination: Pagination) {\n    getBroadcasting(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      unreadCount\n      data {\n        ID\n        subject\n        description\n        status\n        needsAcknowledgement\n        createdAt\n        updatedAt\n        publishedAt\n        editedAt\n        remindedAt\n        isRead\n        recipientCount\n        readCount\n        sender {\n          ID\n          firstname\n          lastname\n          roles {\n            name\n            label\n          }\n        }\n        scopes {\n          type\n          ID\n          label\n        }\n        attachments {\n          ID\n          fileKey\n          fileSize\n          name\n          isPhoto\n          url\n        }\n      }\n    }\n  }\n": types.BroadcastListDocument,
    "\n  query BroadcastScopeSearch($IDSchool: Int!, $search: String!) {\n    searchBroadcastingScope(IDSchool: $IDSchool, search: $search) {\n      type\n      ID\n      label\n      description\n    }\n  }\n": types.BroadcastScopeSearchDocument,
    "\n  query BroadcastReceipts($id: Int!, $unreadOnly: Boolean, $pagination: Pagination) {\n    getBroadcastingReadReceipts(IDBroadcasting: $id, unreadOnly: $unreadOnly, pagination: $pagination) {\n      readCount\n      totalCount\n      recipientCount\n      classes {\n        classID\n        classLabel\n        centreLabel\n        readCount\n        totalCount\n      }\n      recipients {\n        childID\n        childName\n        classLabel\n        parentID\n        parentName\n        mobile\n        readAt\n      }\n    }\n  }\n": types.BroadcastReceiptsDocument,
    "\n  mutation BroadcastSave($IDSchool: Int!, $dto: BroadcastInput!, $publish: Boolean!) {\n    saveBroadcasting(IDSchool: $IDSchool, dto: $dto, publish: $publish) {\n      ID\n      status\n    }\n  }\n": types.BroadcastSaveDocument,
    "\n  mutation BroadcastDelete($id: Int!) {\n    deleteBroadcastingByID(IDBroadcasting: $id)\n  }\n": types.BroadcastDeleteDocument,
    "\n  mutation BroadcastMarkRead($ids: [Int!]!, $isRead: Boolean!) {\n    markBroadcastingAsRead(IDBroadcastings: $ids, isRead: $isRead)\n  }\n": types.BroadcastMarkReadDocument,
    "\n  mutation BroadcastUploadUrl($IDSchool: Int!, $filename: String!, $contentType: String!) {\n    getBroadcastingPhotoUploadUrl(IDSchool: $IDSchool, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n": types.BroadcastUploadUrlDocument,
    "\n  query Buses($IDSchool: Int!, $filter: BusFilter, $pagination: Pagination) {\n    findAllBus(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        fkCentre\n        plateNumber\n        fkBusDriver\n        updatedAt\n        centre {\n          ID\n          label\n        }\n        busDriver {\n          ID\n          firstname\n          lastname\n          mobilePhone\n        }\n        busChildren {\n          ID\n          firstname\n          lastname\n        }\n      }\n    }\n  }\n": types.BusesDocument,
    "\n  query BusFreeChildren($IDSchool: Int!, $centreID: Int!) {\n    findAllChildrenNotAssignedToBus(IDSchool: $IDSchool, centreID: $centreID) {\n      ID\n      firstname\n      lastname\n    }\n  }\n": types.BusFreeChildrenDocument,
    "\n  mutation SaveBus($IDSchool: Int!, $busID: Int, $data: BusInput!, $children: [Int!]) {\n    insertOrUpdateBusForSchool(IDSchool: $IDSchool, busID: $busID, data: $data, children: $children) {\n      ID\n      plateNumber\n    }\n  }\n": types.SaveBusDocument,
    "\n  mutation RemoveBus($IDBus: Int!) {\n    removeBusById(IDBus: $IDBus)\n  }\n": types.RemoveBusDocument,
    "\n  query BusDrivers($IDSchool: Int!, $filter: BusFilter, $pagination: Pagination) {\n    findAllBusDriver(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        fkCentre\n        firstname\n        lastname\n        mobilePhoneCountryCode\n        mobilePhone\n        createdAt\n        centre {\n          ID\n          label\n        }\n      }\n    }\n  }\n": types.BusDriversDocument,
    "\n  mutation AddBusDriver($IDSchool: Int!, $data: BusDriverInput!) {\n    insertBusDriver(IDSchool: $IDSchool, data: $data) {\n      ID\n    }\n  }\n": types.AddBusDriverDocument,
    "\n  mutation UpdateBusDriver($IDBusDriver: Int!, $data: BusDriverInput!) {\n    updateBusDriverByFields(IDBusDriver: $IDBusDriver, data: $data) {\n      ID\n    }\n  }\n": types.UpdateBusDriverDocument,
    "\n  mutation DeleteBusDriver($IDBusDriver: Int!) {\n    deleteBusDriverByID(IDBusDriver: $IDBusDriver)\n  }\n": types.DeleteBusDriverDocument,
    "\n  query BusCentreOptions {\n    getAccessibleCentresForModule(module: \"bus_management\", accessType: \"write\") {\n      ID\n      label\n    }\n  }\n": types.BusCentreOptionsDocument,
    "\n  query CalendarCentres {\n    getAccessibleCentresForModule(module: \"visit_management\", accessType: \"read\") {\n      ID\n      label\n      code\n    }\n  }\n": types.CalendarCentresDocument,
    "\n  query PendingVisitCounts {\n    getPendingVisitCounts {\n      IDCentre\n      pending\n    }\n  }\n": types.PendingVisitCountsDocument,
    "\n  query CalendarMonth($IDCentre: Int, $year: Int!, $month: Int!) {\n    findAllCalendarEvent(IDCentre: $IDCentre, year: $year, month: $month) {\n      IDCentre\n      year\n      month\n      visits {\n        ID\n        visitType\n        visitFrom\n        visitTo\n        completed\n        status\n        statusText\n        approvalDisplay\n        comment\n        trialPeriodFee\n        trialPeriodPaymentStatus\n        userName\n        userPhone\n        IDEnquiry\n        fkChild\n        childName\n        levelLabel\n        fkCentre\n        centreLabel\n      }\n      holidays {\n        ID\n        title\n        from\n        to\n        isPublic\n      }\n      availabilities {\n        ID\n        visitType\n        start\n        end\n        from\n        to\n        recurType\n        recurOnDays\n        slotMinutes\n        familiesPerSlot\n        active\n      }\n    }\n  }\n": types.CalendarMonthDocument,
    "\n  query VisitAvailabilities($IDCentre: Int!, $from: Date!, $to: Date!) {\n    findAllVisitAvailability(IDCentre: $IDCentre, from: $from, to: $to) {\n      ID\n      fkCentre\n      visitType\n      start\n      end\n      from\n      to\n      recurType\n      recurOnDays\n      slotMinutes\n      familiesPerSlot\n      active\n      visits {\n        ID\n      }\n    }\n  }\n": types.VisitAvailabilitiesDocument,
    "\n  query CentreVisits($IDCentre: Int, $status: String, $from: Date, $pagination: Pagination) {\n    getScheduledVisits(IDCentre: $IDCentre, status: $status, from: $from, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        fkEnquiry\n        visitType\n        visitFrom\n        visitTo\n        status\n        statusText\n        approvalDisplay\n        comment\n        completed\n        trialPeriodFee\n        trialPeriodPaymentStatus\n        childFirstname\n        childLastname\n        parentName\n        parentPhone\n        levelLabel\n        centre {\n          ID\n          label\n        }\n      }\n    }\n  }\n": types.CentreVisitsDocument,
    "\n  mutation AddCalendarEvent($IDCentre: Int!, $availability: VisitAvailabilityInput!) {\n    addCalendarEvent(IDCentre: $IDCentre, availability: $availability) {\n      ID\n    }\n  }\n": types.AddCalendarEventDocument,
    "\n  mutation CancelAvailability($IDAvailability: Int!) {\n    cancelAvailability(IDAvailability: $IDAvailability) {\n      ID\n      active\n    }\n  }\n": types.CancelAvailabilityDocument,
    "\n  mutation ApproveParentMeeting($IDVisit: Int!, $remarks: String) {\n    approveParentMeeting(IDVisit: $IDVisit, remarks: $remarks) {\n      ID\n      status\n    }\n  }\n": types.ApproveParentMeetingDocument,
    "\n  mutation RejectScheduledVisit($IDVisit: Int!, $remarks: String) {\n    rejectScheduledVisit(IDVisit: $IDVisit, remarks: $remarks) {\n      ID\n      status\n    }\n  }\n": types.RejectScheduledVisitDocument,
    "\n  mutation SkipCentreVisit($IDEnquiry: Int!, $remarks: String) {\n    skipCentreVisit(IDEnquiry: $IDEnquiry, remarks: $remarks) {\n      ID\n    }\n  }\n": types.SkipCentreVisitDocument,
    "\n  mutation ApproveTrialPeriodVisit($IDVisit: Int!, $remarks: String) {\n    approveTrialPeriodVisit(IDVisit: $IDVisit, remarks: $remarks) {\n      ID\n      status\n    }\n  }\n": types.ApproveTrialPeriodVisitDocument,
    "\n  mutation RejectTrialPeriodVisit($IDVisit: Int!, $remarks: String) {\n    rejectTrialPeriodVisit(IDVisit: $IDVisit, remarks: $remarks) {\n      ID\n      status\n    }\n  }\n": types.RejectTrialPeriodVisitDocument,
    "\n  mutation SkipTrialVisit($IDEnquiry: Int!, $remarks: String!) {\n    skipTrialVisit(IDEnquiry: $IDEnquiry, remarks: $remarks) {\n      ID\n    }\n  }\n": types.SkipTrialVisitDocument,
    "\n  mutation RecordTrialPeriodPayment($IDVisit: Int!) {\n    recordTrialPeriodPayment(IDVisit: $IDVisit) {\n      ID\n      trialPeriodPaymentStatus\n    }\n  }\n": types.RecordTrialPeriodPaymentDocument,
    "\n  query ChildrenWithoutAttendance($centreId: Int!, $month: String!) {\n    getChildrenWithoutAttendance(centreId: $centreId, month: $month) {\n      childID\n      firstname\n      lastname\n      enrolledFrom\n      enrolledTo\n    }\n  }\n": types.ChildrenWithoutAttendanceDocument,
    "\n  query Centres($IDSchool: Int!, $filter: CentreFilter, $pagination: Pagination) {\n    findAllCentreForSchool(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        code\n        label\n        active\n        levelCount\n        addresses {\n          ID\n          address\n          building\n          floor\n          unit\n          postcode\n        }\n      }\n    }\n  }\n": types.CentresDocument,
    "\n  query CentreDetail($IDSchool: Int!, $centreID: Int!) {\n    findAllCentreForSchool(IDSchool: $IDSchool, filter: { ID: $centreID }) {\n      data {\n        ID\n        code\n        ecdaCode\n        label\n        teacherRatio\n        active\n        addresses {\n          ID\n          address\n          building\n          floor\n          unit\n          postcode\n          lat\n          lng\n        }\n        centreLevels {\n          ID\n          fkLevel\n          fkProgram\n          level {\n            ID\n            label\n            active\n          }\n          program {\n            ID\n            label\n            active\n          }\n        }\n        centreNearbyPostcodes {\n          ID\n          postcode\n        }\n      }\n    }\n  }\n": types.CentreDetailDocument,
    "\n  query OfferableLevels($IDSchool: Int!) {\n    getLevelsForSchool(IDSchool: $IDSchool) {\n      ID\n      label\n      programs {\n        ID\n        label\n        from\n        to\n      }\n    }\n  }\n": types.OfferableLevelsDocument,
    "\n  query GeocodePostalCode($postalCode: String!) {\n    geocodePostalCode(postalCode: $postalCode) {\n      postalCode\n      address\n      building\n      lat\n      lng\n      approximate\n    }\n  }\n": types.GeocodePostalCodeDocument,
    "\n  mutation SaveCentre(\n    $IDSchool: Int!\n    $centreID: Int\n    $centreData: CentreInput!\n    $postcodes: [String!]\n    $levels: [CentreLevelInput!]!\n    $addressData: CentreAddressInput!\n  ) {\n    insertOrUpdateCentreForSchool(\n      IDSchool: $IDSchool\n      centreID: $centreID\n      centreData: $centreData\n      postcodes: $postcodes\n      levels: $levels\n      addressData: $addressData\n    ) {\n      ID\n    }\n  }\n": types.SaveCentreDocument,
    "\n  mutation RemoveCentre($IDSchool: Int!, $centreID: Int!) {\n    removeCentreForSchool(IDSchool: $IDSchool, centreID: $centreID)\n  }\n": types.RemoveCentreDocument,
    "\n  query ClassesList($IDSchool: Int!, $filter: ClassFilter, $pagination: Pagination) {\n    getAllClassInfo(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        label\n        centre {\n          ID\n          label\n        }\n        level {\n          ID\n          label\n        }\n        teachers {\n          ID\n          firstname\n          lastname\n        }\n        currentChildrenCount\n        upcomingChildrenCount\n        capacity\n        overCapacity\n      }\n    }\n  }\n": types.ClassesListDocument,
    "\n  query ClassDetail($IDSchool: Int!, $classID: Int!) {\n    getAllClassInfo(IDSchool: $IDSchool, classID: $classID) {\n      data {\n        ID\n        label\n        description\n        coverPhotoKey\n        coverPhotoURL\n        profilePhotoKey\n        profilePhotoURL\n        centre {\n          ID\n          label\n        }\n        level {\n          ID\n          label\n        }\n        teachers {\n          ID\n          firstname\n          lastname\n          email\n          fkUser\n        }\n        currentChildrenCount\n        upcomingChildrenCount\n        capacity\n        overCapacity\n        children {\n          ID\n          firstname\n          lastname\n          dateOfBirth\n          from\n          upcoming\n        }\n      }\n    }\n  }\n": types.ClassDetailDocument,
    "\n  query ClassCentres {\n    getAccessibleCentresForModule(module: \"class_management\", accessType: \"write\") {\n      ID\n      label\n    }\n  }\n": types.ClassCentresDocument,
    "\n  query ChildListCentres {\n    getAccessibleCentresForModule(module: \"class_management\", accessType: \"read\") {\n      ID\n      label\n    }\n  }\n": types.ChildListCentresDocument,
    "\n  query ClassCentreLevels($IDSchool: Int!, $centreID: Int!) {\n    findAllCentreLevel(IDSchool: $IDSchool, centreID: $centreID) {\n      data {\n        ID\n        level {\n          ID\n          label\n        }\n      }\n    }\n  }\n": types.ClassCentreLevelsDocument,
    "\n  query ClassTeacherSearch($IDSchool: Int!, $centreID: Int!, $search: String!) {\n    getTeacherListOnInput(IDSchool: $IDSchool, centreID: $centreID, search: $search) {\n      ID\n      firstname\n      lastname\n      email\n      fkUser\n    }\n  }\n": types.ClassTeacherSearchDocument,
    "\n  mutation CreateNewClass($IDSchool: Int!, $classData: ClassInput!) {\n    createNewClass(IDSchool: $IDSchool, classData: $classData) {\n      ID\n      label\n      overCapacity\n    }\n  }\n": types.CreateNewClassDocument,
    "\n  mutation UpdateClassDetails($IDSchool: Int!, $classID: Int!, $classData: ClassInput!) {\n    updateClassDetails(IDSchool: $IDSchool, classID: $classID, classData: $classData) {\n      ID\n      label\n      overCapacity\n    }\n  }\n": types.UpdateClassDetailsDocument,
    "\n  mutation DeleteClassAndTeachers($IDSchool: Int!, $classID: Int!, $moveToClassID: Int) {\n    deleteClassAndTeachers(IDSchool: $IDSchool, classID: $classID, moveToClassID: $moveToClassID)\n  }\n": types.DeleteClassAndTeachersDocument,
    "\n  mutation ClassPhotoUploadURL($IDSchool: Int!, $filename: String!, $contentType: String!) {\n    getClassPhotoUploadURL(IDSchool: $IDSchool, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n": types.ClassPhotoUploadUrlDocument,
    "\n  query ChildrenToAssign($IDSchool: Int!, $classID: Int!) {\n    getChildrenToAssignToClass(IDSchool: $IDSchool, classID: $classID) {\n      ID\n      firstname\n      lastname\n      dateOfBirth\n      upcomingLevel {\n        from\n      }\n    }\n  }\n": types.ChildrenToAssignDocument,
    "\n  mutation AssignChildrenToClass($IDSchool: Int!, $classID: Int!, $childIDs: [Int!]!, $from: Date!) {\n    assignChildrenToClass(IDSchool: $IDSchool, classID: $classID, childIDs: $childIDs, from: $from) {\n      ID\n      overCapacity\n    }\n  }\n": types.AssignChildrenToClassDocument,
    "\n  fragment ChildListRow on Child {\n    ID\n    firstname\n    lastname\n    dateOfBirth\n    closestLevel {\n      centre {\n        ID\n        label\n      }\n      level {\n        ID\n        label\n      }\n      from\n      to\n      moveReason\n    }\n    currentClass {\n      class {\n        ID\n        label\n      }\n    }\n    upcomingClass {\n      class {\n        ID\n        label\n      }\n    }\n  }\n": types.ChildListRowFragmentDoc,
    "\n  query ClassChildren($IDSchool: Int!, $filter: ChildFilter, $pagination: Pagination) {\n    getChildrenData(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ...ChildListRow\n      }\n    }\n  }\n": types.ClassChildrenDocument,
    "\n  query ClassPastChildren($IDSchool: Int!, $filter: ChildFilter, $pagination: Pagination) {\n    getPastChildrenData(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ...ChildListRow\n      }\n    }\n  }\n": types.ClassPastChildrenDocument,
    "\n  query ChildProfile($IDSchool: Int!, $IDChild: Int!) {\n    childByID(IDSchool: $IDSchool, IDChild: $IDChild) {\n      ID\n      firstname\n      lastname\n      dateOfBirth\n      birthCertificate\n      nationality\n      race\n      gender\n      householdIncomeRange\n      numFamilyMembers\n      imageURL\n      enrolmentDate\n      childCurrentEstimatedPromotionDate\n      currentLevel {\n        centre {\n          label\n        }\n        level {\n          label\n        }\n        program {\n          label\n        }\n        from\n      }\n      upcomingLevel {\n        centre {\n          label\n        }\n        level {\n          label\n        }\n        from\n      }\n      currentClass {\n        class {\n          ID\n          label\n        }\n        from\n        teachers {\n          ID\n          firstname\n          lastname\n        }\n      }\n      upcomingClass {\n        class {\n          ID\n          label\n        }\n        from\n        teachers {\n          ID\n          firstname\n          lastname\n        }\n      }\n      levels {\n        ID\n        centre {\n          label\n        }\n        level {\n          label\n        }\n        from\n        to\n        moveReason\n        nextLevel {\n          label\n        }\n      }\n      classes {\n        ID\n        class {\n          label\n        }\n        level {\n          label\n        }\n        from\n        to\n      }\n    }\n  }\n": types.ChildProfileDocument,
    "\n  query ChildGuardians($IDChild: Int!) {\n    findAllGuardian(IDChild: $IDChild) {\n      ID\n      firstname\n      lastname\n      email\n      mobilePhoneCountryCode\n      mobilePhone\n      relation\n      isMainApplicant\n      guardianAccess\n    }\n  }\n": types.ChildGuardiansDocument,
    "\n  query PromotionPreview($IDSchool: Int!, $centreID: Int) {\n    getPromotionPreview(IDSchool: $IDSchool, centreID: $centreID) {\n      child {\n        ID\n        firstname\n        lastname\n        dateOfBirth\n      }\n      centre {\n        ID\n        label\n      }\n      fromLevel {\n        ID\n        label\n      }\n      toLevel {\n        ID\n        label\n      }\n      class {\n        ID\n        label\n      }\n      from\n      moveReason\n      warning\n    }\n  }\n": types.PromotionPreviewDocument,
    "\n  mutation PromoteChildrenAndAssignClass($IDSchool: Int!, $items: [PromotionItemInput!]!) {\n    promoteChildrenAndAssignClass(IDSchool: $IDSchool, items: $items) {\n      moved\n    }\n  }\n": types.PromoteChildrenAndAssignClassDocument,
    "\n  query ChildActivityPage($IDChild: Int!, $pagination: Pagination) {\n    findAllChildActivityLogByChild(IDChild: $IDChild, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        mode\n        action\n        remark\n        updatedAt\n        user {\n          ID\n          firstname\n          lastname\n        }\n      }\n    }\n  }\n": types.ChildActivityPageDocument,
    "\n  query FamilyContacts($IDChild: Int!) {\n    getFamilyContacts(IDChild: $IDChild) {\n      address {\n        postcode\n        address\n        building\n        floor\n        unit\n        city\n        country\n      }\n      emergencyContact\n    }\n  }\n": types.FamilyContactsDocument,
    "\n  mutation ChildProfileSaveAddress($IDChild: Int!, $addressData: UserAddressInput!) {\n    updateMyAddressFromChild(IDChild: $IDChild, addressData: $addressData) {\n      emergencyContact\n    }\n  }\n": types.ChildProfileSaveAddressDocument,
    "\n  mutation ChildProfileSaveEmergencyContact($IDChild: Int!, $data: JSON!) {\n    updateChildEmergencyContact(IDChild: $IDChild, data: $data) {\n      emergencyContact\n    }\n  }\n": types.ChildProfileSaveEmergencyContactDocument,
    "\n  mutation ChildProfileUpdateChild($IDChild: Int!, $data: ChildFieldsInput!) {\n    updateChildByFields(IDChild: $IDChild, data: $data) {\n      ID\n    }\n  }\n": types.ChildProfileUpdateChildDocument,
    "\n  query DocumentSummary($IDEnquiry: Int!) {\n    getEnquiryDocumentSummary(IDEnquiry: $IDEnquiry) {\n      IDEnquiry\n      IDChild\n      stateCode\n      stateLabel\n      childName\n      childDateOfBirth\n      birthCertificate\n      parentName\n      parentEmail\n      centreLabel\n      levelLabel\n      enrollmentPlan\n      canUpload\n      canSubmit\n      canConsent\n    }\n  }\n": types.DocumentSummaryDocument,
    "\n  query RequiredDocuments($IDEnquiry: Int!) {\n    listRequiredDocuments(IDEnquiry: $IDEnquiry) {\n      DocumentTypeID\n      ParentID\n      ChildID\n      Fullname\n      DocumentType\n      isRequired\n      Status\n      Remarks\n      UploadAccess\n      documents {\n        ID\n        fkChild\n        filename\n        sizeBytes\n        status\n        statusText\n        remark\n        createdAt\n      }\n    }\n  }\n": types.RequiredDocumentsDocument,
    "\n  mutation DocumentUploadUrl($IDEnquiry: Int!, $filename: String!, $contentType: String!) {\n    getEnquiryDocumentUploadUrl(IDEnquiry: $IDEnquiry, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n": types.DocumentUploadUrlDocument,
    "\n  mutation SaveDocuments($IDEnquiry: Int!, $uploadedDocuments: [UploadedDocumentInput!]!) {\n    saveDocumentsByIDEnquiry(IDEnquiry: $IDEnquiry, uploadedDocuments: $uploadedDocuments) {\n      ID\n    }\n  }\n": types.SaveDocumentsDocument,
    "\n  mutation RemoveDocument($IDDocument: Int!, $IDEnquiry: Int!) {\n    removeDocumentByIDEnquiry(IDDocument: $IDDocument, IDEnquiry: $IDEnquiry)\n  }\n": types.RemoveDocumentDocument,
    "\n  mutation CompleteDocumentUpload($IDEnquiry: Int!) {\n    setDocumentUploadAsCompleted(IDEnquiry: $IDEnquiry)\n  }\n": types.CompleteDocumentUploadDocument,
    "\n  query DocumentUrl($IDDocument: Int!, $IDChild: Int) {\n    getDocumentURL(IDDocument: $IDDocument, IDChild: $IDChild)\n  }\n": types.DocumentUrlDocument,
    "\n  query PendingDocuments($IDCentre: Int, $pagination: Pagination) {\n    findAllPendingDocument(IDCentre: $IDCentre, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        IDEnquiry\n        IDChild\n        childName\n        centreLabel\n        documentType\n        filename\n        createdAt\n      }\n    }\n  }\n": types.PendingDocumentsDocument,
    "\n  mutation ApproveDocument($IDDocument: Int!) {\n    approveEnquiryDocument(IDDocument: $IDDocument) {\n      ID\n    }\n  }\n": types.ApproveDocumentDocument,
    "\n  mutation RejectDocument($IDDocument: Int!, $remark: String!) {\n    rejectEnquiryDocument(IDDocument: $IDDocument, remark: $remark) {\n      ID\n    }\n  }\n": types.RejectDocumentDocument,
    "\n  mutation MarkDocumentNotRequired($IDEnquiry: Int!, $documentTypeID: Int!, $remark: String!) {\n    markEnquiryDocumentAsNotRequired(\n      IDEnquiry: $IDEnquiry\n      documentTypeID: $documentTypeID\n      remark: $remark\n    ) {\n      ID\n    }\n  }\n": types.MarkDocumentNotRequiredDocument,
    "\n  query DocumentTypeConfigs($IDSchool: Int!) {\n    documentTypeConfigsByFkDocumentTypeConfig(IDSchool: $IDSchool) {\n      ID\n      label\n      description\n      category\n      isRequired\n      listAccess\n      uploadAccess\n      sortOrder\n      active\n    }\n  }\n": types.DocumentTypeConfigsDocument,
    "\n  mutation SaveDocumentType($IDSchool: Int!, $ID: Int, $data: DocumentTypeConfigInput!) {\n    insertOrUpdateDocumentTypeConfig(IDSchool: $IDSchool, ID: $ID, data: $data) {\n      ID\n    }\n  }\n": types.SaveDocumentTypeDocument,
    "\n  query EnquiryOptionLists($fkSchool: Int!, $labels: [String!]!) {\n    codesByLabelFkSchool(fkSchool: $fkSchool, labels: $labels) {\n      category\n      codes {\n        ID\n        label\n        description\n      }\n    }\n  }\n": types.EnquiryOptionListsDocument,
    "\n  query EnquirySuggestLevel(\n    $IDSchool: Int!\n    $dateOfBirth: Date!\n    $enrollmentDate: Date!\n    $isRadiusSearch: Boolean\n  ) {\n    suggestLevel(\n      IDSchool: $IDSchool\n      dateOfBirth: $dateOfBirth\n      enrollmentDate: $enrollmentDate\n      isRadiusSearch: $isRadiusSearch\n    ) {\n      ID\n      label\n      programs {\n        ID\n        label\n      }\n    }\n  }\n": types.EnquirySuggestLevelDocument,
    "\n  query EnquiryIsExistingParent($email: String!) {\n    isExistingParent(email: $email)\n  }\n": types.EnquiryIsExistingParentDocument,
    "\n  query EnquiryIsExistingChild($birthCertificate: String!, $fkSchool: Int!) {\n    isExistingChild(birthCertificate: $birthCertificate, fkSchool: $fkSchool)\n  }\n": types.EnquiryIsExistingChildDocument,
    "\n  mutation NewEnquiry(\n    $schoolID: Int!\n    $email: String!\n    $phoneNumberCountryCode: String!\n    $phoneNumber: String!\n    $centreIDs: [Int!]!\n    $enquiry: EnquiryDetailsInput!\n    $pdpaConsentVersion: String\n    $preferredLanguage: String\n  ) {\n    newEnquiry(\n      schoolID: $schoolID\n      email: $email\n      phoneNumberCountryCode: $phoneNumberCountryCode\n      phoneNumber: $phoneNumber\n      centreIDs: $centreIDs\n      enquiry: $enquiry\n      pdpaConsentVersion: $pdpaConsentVersion\n      preferredLanguage: $preferredLanguage\n    ) {\n      success\n      error {\n        message\n        code\n      }\n      data {\n        ID\n        centre {\n          ID\n          label\n          code\n        }\n      }\n    }\n  }\n": types.NewEnquiryDocument,
    "\n  fragment OfferedCentreList on EnrollmentCentreList {\n    totalCount\n    data {\n      ID\n      label\n      code\n      distance\n      vacancyAvailable\n      addresses {\n        ID\n        address\n        postcode\n        lat\n        lng\n      }\n    }\n  }\n": types.OfferedCentreListFragmentDoc,
    "\n  query EnquiryEnrollmentCentres(\n    $IDSchool: Int!\n    $enrollmentDate: Date!\n    $level: Int!\n    $program: Int\n    $nationality: String\n  ) {\n    findAllEnrollmentCentresForSchool(\n      IDSchool: $IDSchool\n      enrollmentDate: $enrollmentDate\n      level: $level\n      program: $program\n      nationality: $nationality\n    ) {\n      ...OfferedCentreList\n    }\n  }\n": types.EnquiryEnrollmentCentresDocument,
    "\n  query EnquiryCentresByPostalCode(\n    $postalCode: String!\n    $radius: Float!\n    $enrollmentDate: Date!\n    $level: Int!\n    $filter: CentreSearchFilter!\n    $pagination: Pagination\n  ) {\n    findAllCentreByDistance(\n      postalCode: $postalCode\n      radius: $radius\n      enrollmentDate: $enrollmentDate\n      level: $level\n      filter: $filter\n      pagination: $pagination\n    ) {\n      ...OfferedCentreList\n    }\n  }\n": types.EnquiryCentresByPostalCodeDocument,
    "\n  query EnquiryCentresByLocation(\n    $location: LatLngInput!\n    $radius: Float!\n    $enrollmentDate: Date!\n    $level: Int!\n    $filter: CentreSearchFilter!\n    $pagination: Pagination\n  ) {\n    findNearestCentresByLatLong(\n      location: $location\n      radius: $radius\n      enrollmentDate: $enrollmentDate\n      level: $level\n      filter: $filter\n      pagination: $pagination\n    ) {\n      ...OfferedCentreList\n    }\n  }\n": types.EnquiryCentresByLocationDocument,
    "\n  query EnquiryPostalCodeLocation($postalCode: String!) {\n    geocodePostalCode(postalCode: $postalCode) {\n      postalCode\n      address\n      lat\n      lng\n    }\n  }\n": types.EnquiryPostalCodeLocationDocument,
    "\n  query EnquiryPlaceSuggestions($searchVal: String!) {\n    searchPlaces(searchVal: $searchVal) {\n      postalCode\n      address\n      building\n      lat\n      lng\n    }\n  }\n": types.EnquiryPlaceSuggestionsDocument,
    "\n  query ConsentForm($IDEnquiry: Int!) {\n    getConsentForm(IDEnquiry: $IDEnquiry) {\n      ID\n      eDocumentStatus\n      contentSha256\n      signedDocumentAvailable\n      linksExpired\n      participants {\n        ID\n        displayName\n        order\n        email\n        role\n        status\n        signedAt\n      }\n    }\n  }\n": types.ConsentFormDocument,
    "\n  mutation CreateForm1($IDEnquiry: Int!, $participants: [ConsentParticipantInput!]!) {\n    createForm1(IDEnquiry: $IDEnquiry, participants: $participants) {\n      ID\n    }\n  }\n": types.CreateForm1Document,
    "\n  query SignedFormUrl($IDEnquiry: Int!) {\n    getEnrolmentDocumentURL(IDEnquiry: $IDEnquiry)\n  }\n": types.SignedFormUrlDocument,
    "\n  query SigningDocument($token: String!) {\n    getSigningDocument(token: $token) {\n      title\n      schoolName\n      declaration\n      contentSha256\n      sections {\n        heading\n        rows {\n          label\n          value\n        }\n      }\n      signer {\n        displayName\n        role\n        order\n      }\n      participants {\n        displayName\n        order\n        role\n        status\n      }\n    }\n  }\n": types.SigningDocumentDocument,
    "\n  mutation SignConsentForm($token: String!, $signature: SignatureInput!) {\n    signConsentForm(token: $token, signature: $signature) {\n      status\n      signedAt\n    }\n  }\n": types.SignConsentFormDocument,
    "\n  fragment EventPhotoItem on EventPhoto {\n    ID\n    status\n    caption\n    url\n    thumbnailUrl\n    width\n    height\n    tags {\n      childID\n      childName\n      photoConsent\n    }\n  }\n": types.EventPhotoItemFragmentDoc,
    "\n  query StaffEventPhotos($IDEvent: Int!) {\n    getEventPhotos(IDEvent: $IDEvent) {\n      ...EventPhotoItem\n    }\n  }\n": types.StaffEventPhotosDocument,
    "\n  query MyEventPhotos($IDEvent: Int!, $IDChild: Int!) {\n    getMyEventPhotos(IDEvent: $IDEvent, IDChild: $IDChild) {\n      photoConsent\n      photos {\n        ...EventPhotoItem\n      }\n    }\n  }\n": types.MyEventPhotosDocument,
    "\n  mutation EventAlbumUploadUrls($IDEvent: Int!, $files: [EventPhotoFileInput!]!) {\n    getEventPhotoAlbumUploadUrl(IDEvent: $IDEvent, files: $files) {\n      Url\n      Key\n    }\n  }\n": types.EventAlbumUploadUrlsDocument,
    "\n  mutation AddEventPhotos($IDEvent: Int!, $photos: [EventPhotoInput!]!) {\n    addEventPhotos(IDEvent: $IDEvent, photos: $photos) {\n      ID\n    }\n  }\n": types.AddEventPhotosDocument,
    "\n  mutation UpdateEventPhotoTags($IDEvent: Int!, $IDPhoto: Int!, $childIDs: [Int!]!) {\n    updateEventPhotoTags(IDEvent: $IDEvent, IDPhoto: $IDPhoto, childIDs: $childIDs) {\n      ID\n    }\n  }\n": types.UpdateEventPhotoTagsDocument,
    "\n  mutation DeleteEventPhotos($IDEvent: Int!, $IDPhotos: [Int!]!) {\n    deleteEventPhotos(IDEvent: $IDEvent, IDPhotos: $IDPhotos) {\n      ID\n    }\n  }\n": types.DeleteEventPhotosDocument,
    "\n  mutation UpdateEventPhotosStatus($IDEvent: Int!, $IDPhotos: [Int!]!, $status: String!) {\n    updateEventPhotosStatus(IDEvent: $IDEvent, IDPhotos: $IDPhotos, status: $status) {\n      ID\n    }\n  }\n": types.UpdateEventPhotosStatusDocument,
    "\n  mutation SetChildPhotoConsent($IDChild: Int!, $photoConsent: Boolean!) {\n    setChildPhotoConsent(IDChild: $IDChild, photoConsent: $photoConsent)\n  }\n": types.SetChildPhotoConsentDocument,
    "\n  fragment EventItem on Event {\n    ID\n    status\n    category\n    title\n    description\n    eventType\n    from\n    to\n    publishDate\n    cancellationDate\n    rsvpDeadline\n    location\n    parentConsentRequired\n    termsAndConditions\n    paymentRequired\n    childEventFee\n    guestEventFee\n    guestsAllowed\n    guestsDetailsRequired\n    guestCountLimit\n    fkSubmitter\n    cancelRemarks\n    attendingCount\n    scopes {\n      ID\n      centreID\n      centreLabel\n      classID\n      classLabel\n    }\n  }\n": types.EventItemFragmentDoc,
    "\n  query DraftEvents($IDSchool: Int!, $pagination: Pagination) {\n    getDraftEvents(IDSchool: $IDSchool, pagination: $pagination) {\n      totalCount\n      data {\n        ...EventItem\n      }\n    }\n  }\n": types.DraftEventsDocument,
    "\n  query PendingEvents($IDSchool: Int!, $pagination: Pagination) {\n    getPendingEvents(IDSchool: $IDSchool, pagination: $pagination) {\n      totalCount\n      data {\n        ...EventItem\n      }\n    }\n  }\n": types.PendingEventsDocument,
    "\n  query UpcomingEvents($IDSchool: Int!, $pagination: Pagination) {\n    getUpcomingEvents(IDSchool: $IDSchool, pagination: $pagination) {\n      totalCount\n      data {\n        ...EventItem\n      }\n    }\n  }\n": types.UpcomingEventsDocument,
    "\n  query PastEvents($IDSchool: Int!, $pagination: Pagination) {\n    getPastEvents(IDSchool: $IDSchool, pagination: $pagination) {\n      totalCount\n      data {\n        ...EventItem\n      }\n    }\n  }\n": types.PastEventsDocument,
    "\n  query EventDetails($IDEvent: Int!) {\n    eventById(IDEvent: $IDEvent) {\n      ...EventItem\n    }\n    getRsvpStatusCountDetails(IDEvent: $IDEvent) {\n      status\n      children\n      guests\n    }\n  }\n": types.EventDetailsDocument,
    "\n  query EventRsvps($IDEvent: Int!, $status: String, $pagination: Pagination) {\n    getEventRsvpChildList(IDEvent: $IDEvent, status: $status, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        childID\n        childName\n        centreLabel\n        classLabel\n        status\n        consentAcceptedAt\n        guests {\n          ID\n          name\n          mobile\n          relation\n        }\n      }\n    }\n    getRsvpAttendeesClassAndCentreCountByStatus(IDEvent: $IDEvent, status: $status) {\n      centreID\n      centreLabel\n      classID\n      classLabel\n      children\n      guests\n    }\n  }\n": types.EventRsvpsDocument,
    "\n  query EventRsvpExport($IDEvent: Int!, $status: String) {\n    exportRsvpList(IDEvent: $IDEvent, status: $status)\n  }\n": types.EventRsvpExportDocument,
    "\n  query EventCentres {\n    getAccessibleCentresForModule(module: \"event_management\", accessType: \"write\") {\n      ID\n      label\n    }\n  }\n": types.EventCentresDocument,
    "\n  query EventClasses($IDSchool: Int!) {\n    getEventClasses(IDSchool: $IDSchool) {\n      ID\n      label\n      centreLabel\n    }\n  }\n": types.EventClassesDocument,
    "\n  mutation SaveEventDraft($IDEvent: Int, $eventData: EventInput!) {\n    createOrSaveEventDraft(IDEvent: $IDEvent, eventData: $eventData) {\n      ID\n      title\n    }\n  }\n": types.SaveEventDraftDocument,
    "\n  mutation UpdateEventDetails($IDEvent: Int!, $eventData: EventInput!) {\n    updateEventDetails(IDEvent: $IDEvent, eventData: $eventData) {\n      ID\n      title\n    }\n  }\n": types.UpdateEventDetailsDocument,
    "\n  mutation SubmitEvent($IDEvent: Int!) {\n    submitEvent(IDEvent: $IDEvent) {\n      ID\n      status\n    }\n  }\n": types.SubmitEventDocument,
    "\n  mutation PublishEvent($IDEvent: Int!) {\n    publishEvent(IDEvent: $IDEvent) {\n      ID\n      status\n    }\n  }\n": types.PublishEventDocument,
    "\n  mutation CancelEvent($IDEvent: Int!, $remarks: String) {\n    cancelEvent(IDEvent: $IDEvent, remarks: $remarks) {\n      ID\n      status\n    }\n  }\n": types.CancelEventDocument,
    "\n  mutation RemoveRsvpChild($IDEvent: Int!, $IDChild: Int!) {\n    removeChildFromRsvpList(IDEvent: $IDEvent, IDChild: $IDChild) {\n      ID\n    }\n  }\n": types.RemoveRsvpChildDocument,
    "\n  mutation RemoveRsvpGuest($IDEvent: Int!, $IDGuest: Int!) {\n    removeEventRsvpGuest(IDEvent: $IDEvent, IDGuest: $IDGuest) {\n      ID\n    }\n  }\n": types.RemoveRsvpGuestDocument,
    "\n  query MyEvents {\n    getMyEvents {\n      childID\n      childName\n      canRsvp\n      event {\n        ...EventItem\n      }\n      rsvp {\n        ID\n        status\n        consentAcceptedAt\n        feeCents\n        guests {\n          ID\n          name\n          mobile\n          relation\n        }\n      }\n    }\n  }\n": types.MyEventsDocument,
    "\n  mutation RsvpEvent($IDEvent: Int!, $IDChild: Int!, $rsvp: EventRsvpInput!) {\n    rsvpEvent(IDEvent: $IDEvent, IDChild: $IDChild, rsvp: $rsvp) {\n      childID\n    }\n  }\n": types.RsvpEventDocument,
    "\n  query EventIcs($IDEvent: Int!, $IDChild: Int!) {\n    getEventCalendarFile(IDEvent: $IDEvent, IDChild: $IDChild)\n  }\n": types.EventIcsDocument,
    "\n  query FeeTiers($IDSchool: Int!, $fkCentre: Int) {\n    findAllCurrentFeeTier(IDSchool: $IDSchool, fkCentre: $fkCentre) {\n      ...FeeTierFields\n    }\n  }\n": types.FeeTiersDocument,
    "\n  query UpcomingFeeTiers($IDSchool: Int!, $fkCentre: Int) {\n    findAllUpcomingFeeTier(IDSchool: $IDSchool, fkCentre: $fkCentre) {\n      ...FeeTierFields\n    }\n  }\n": types.UpcomingFeeTiersDocument,
    "\n  fragment FeeTierFields on FeeTier {\n    ID\n    fkCentre\n    label\n    effectiveForRegistrationFrom\n    effectiveForRegistrationTo\n    isLastTierInGroup\n    active\n    pending\n    feeGroup {\n      ID\n      groupCode\n    }\n    centre {\n      ID\n      label\n    }\n    fees {\n      ID\n      nationality\n      amount\n      effectiveFrom\n      effectiveTo\n      level {\n        ID\n        label\n      }\n      program {\n        ID\n        label\n      }\n    }\n    numberOfChildren {\n      level {\n        ID\n        label\n      }\n      numberOfChildren\n    }\n  }\n": types.FeeTierFieldsFragmentDoc,
    "\n  query FeeGroups($IDSchool: Int!) {\n    findAllFeeGroup(IDSchool: $IDSchool) {\n      ID\n      groupCode\n      label\n    }\n  }\n": types.FeeGroupsDocument,
    "\n  query FeeDrafts($IDSchool: Int!, $pagination: Pagination) {\n    findAllFeeDraft(IDSchool: $IDSchool, pagination: $pagination) {\n      totalCount\n      pendingCount\n      data {\n        ID\n        fkUser\n        status\n        can\n        effectiveFrom\n        createdAt\n        centre {\n          ID\n          label\n        }\n        feeTier {\n          ID\n          label\n        }\n        user {\n          ID\n          firstname\n          lastname\n        }\n        approver {\n          ID\n          firstname\n          lastname\n        }\n        items {\n          ID\n          nationality\n          amount\n          lastAmount\n          level {\n            label\n          }\n          program {\n            label\n          }\n        }\n        activityLogs {\n          ID\n          status\n          remark\n          createdAt\n          user {\n            firstname\n            lastname\n          }\n        }\n      }\n    }\n  }\n": types.FeeDraftsDocument,
    "\n  query FeeImpact($IDFeeDraft: Int!) {\n    getFeeDraftImpact(IDFeeDraft: $IDFeeDraft) {\n      effectiveFrom\n      noticeMonths\n      needsNoticeWarning\n      lines {\n        nationality\n        lastAmount\n        amount\n        difference\n        numberOfChildren\n        level {\n          label\n        }\n        program {\n          label\n        }\n      }\n      families {\n        email\n        difference\n        parent {\n          ID\n          firstname\n          lastname\n        }\n        children {\n          ID\n          firstname\n          lastname\n          difference\n        }\n      }\n    }\n  }\n": types.FeeImpactDocument,
    "\n  query FeeCentres {\n    getAccessibleCentresForModule(module: \"fee_management\", accessType: \"write\") {\n      ID\n      label\n    }\n  }\n": types.FeeCentresDocument,
    "\n  query FeeReadCentres {\n    getAccessibleCentresForModule(module: \"fee_management\", accessType: \"read\") {\n      ID\n      label\n    }\n  }\n": types.FeeReadCentresDocument,
    "\n  query FeeCentreOffer($IDSchool: Int!, $centreID: Int!) {\n    findAllCentreLevel(IDSchool: $IDSchool, centreID: $centreID) {\n      data {\n        ID\n        fkLevel\n        fkProgram\n        level {\n          label\n        }\n        program {\n          label\n        }\n      }\n    }\n  }\n": types.FeeCentreOfferDocument,
    "\n  mutation NewFeeTier($IDSchool: Int!, $data: FeeTierInput!) {\n    newFeeTier(IDSchool: $IDSchool, data: $data) {\n      ID\n    }\n  }\n": types.NewFeeTierDocument,
    "\n  mutation NewFeeDraft($IDSchool: Int!, $fkCentre: Int!, $data: FeeDraftInput!) {\n    newFeeDraft(IDSchool: $IDSchool, fkCentre: $fkCentre, data: $data) {\n      ID\n    }\n  }\n": types.NewFeeDraftDocument,
    "\n  mutation UpdateFeeDraftItems($IDFeeDraft: Int!, $items: [FeeDraftItemInput!]!) {\n    updateFeeDraftItems(IDFeeDraft: $IDFeeDraft, items: $items) {\n      ID\n    }\n  }\n": types.UpdateFeeDraftItemsDocument,
    "\n  mutation SubmitFeeDraft($IDFeeDraft: Int!, $remark: String) {\n    submitFeeDraft(IDFeeDraft: $IDFeeDraft, remark: $remark) {\n      ID\n    }\n  }\n": types.SubmitFeeDraftDocument,
    "\n  mutation ApproveFeeChange($IDFeeDraft: Int!, $remark: String) {\n    approveFeeChangeRequest(IDFeeDraft: $IDFeeDraft, remark: $remark) {\n      ID\n    }\n  }\n": types.ApproveFeeChangeDocument,
    "\n  mutation RejectFeeChange($IDFeeDraft: Int!, $remark: String!) {\n    rejectFeeChangeRequest(IDFeeDraft: $IDFeeDraft, remark: $remark) {\n      ID\n    }\n  }\n": types.RejectFeeChangeDocument,
    "\n  mutation CancelFeeChange($IDFeeDraft: Int!, $remark: String) {\n    cancelFeeChangeRequest(IDFeeDraft: $IDFeeDraft, remark: $remark) {\n      ID\n    }\n  }\n": types.CancelFeeChangeDocument,
    "\n  query FinanceSearch($IDSchool: Int!, $keyword: String!, $pagination: Pagination) {\n    searchFinance(IDSchool: $IDSchool, keyword: $keyword, pagination: $pagination) {\n      totalCount\n      data {\n        kind\n        ID\n        IDInvoice\n        number\n        IDChild\n        childName\n        amount\n        date\n        status\n      }\n    }\n  }\n": types.FinanceSearchDocument,
    "\n  query FinanceAccountListing($IDChild: Int!, $isCDA: Boolean) {\n    getAccountListing(IDChild: $IDChild, isCDA: $isCDA) {\n      IDChild\n      childName\n      closingBalance\n      CDABalance\n      nonCDABalance\n      entries {\n        kind\n        ID\n        IDInvoice\n        date\n        number\n        label\n        paymentType\n        debit\n        credit\n        balance\n      }\n    }\n  }\n": types.FinanceAccountListingDocument,
    "\n  mutation FinanceCreateOfflineInvoice(\n    $IDCentre: Int!\n    $IDChild: Int!\n    $items: [OfflineInvoiceItemInput!]!\n    $requestKey: String\n  ) {\n    createOfflineInvoice(IDCentre: $IDCentre, IDChild: $IDChild, items: $items, requestKey: $requestKey) {\n      ID\n      invoiceNo\n    }\n  }\n": types.FinanceCreateOfflineInvoiceDocument,
    "\n  query FinanceCentreChildren($IDSchool: Int!, $centreID: Int!) {\n    findAllChild(\n      IDSchool: $IDSchool\n      filter: { centreID: $centreID }\n      pagination: { page: 1, perPage: 500 }\n    ) {\n      data {\n        ID\n        firstname\n        lastname\n      }\n    }\n  }\n": types.FinanceCentreChildrenDocument,
    "\n  query FinanceAgeing($IDSchool: Int!) {\n    getAgeingReport(IDSchool: $IDSchool) {\n      IDCentre\n      centreName\n      current\n      days31to60\n      days61to90\n      over90\n      total\n      invoiceCount\n    }\n  }\n": types.FinanceAgeingDocument,
    "\n  fragment FinanceInvoiceRunFields on InvoiceRun {\n    ID\n    IDCentre\n    centreName\n    month\n    status\n    total\n    processed\n    makerName\n    invoiceCount\n    skippedCount\n    grandTotal\n    error\n    createdAt\n    can\n  }\n": types.FinanceInvoiceRunFieldsFragmentDoc,
    "\n  query FinanceInvoiceRuns($IDSchool: Int!, $pagination: Pagination) {\n    findAllInvoiceRun(IDSchool: $IDSchool, pagination: $pagination) {\n      totalCount\n      data {\n        ...FinanceInvoiceRunFields\n      }\n    }\n  }\n": types.FinanceInvoiceRunsDocument,
    "\n  query FinanceInvoiceRun($IDInvoiceRun: Int!) {\n    getInvoiceRun(IDInvoiceRun: $IDInvoiceRun) {\n      ...FinanceInvoiceRunFields\n    }\n  }\n": types.FinanceInvoiceRunDocument,
    "\n  query FinanceRunDrafts($IDInvoiceRun: Int!, $skipped: Boolean, $pagination: Pagination) {\n    findAllInvoiceRunDraft(IDInvoiceRun: $IDInvoiceRun, skipped: $skipped, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        IDChild\n        childName\n        centreName\n        skipReason\n        skipMessage\n        totalAmount\n        totalTaxAmount\n        grandTotal\n        CDAAmount\n        nonCDAAmount\n        previousGrandTotal\n        change\n        IDInvoice\n        items {\n          label\n          quantity\n          unitPrice\n          taxAmount\n          displayTotalAmount\n          cdaPayable\n          source\n          explanation\n        }\n      }\n    }\n  }\n": types.FinanceRunDraftsDocument,
    "\n  mutation FinanceCreateInvoiceRun($IDSchool: Int!, $IDCentre: Int, $month: Date!) {\n    createInvoiceRun(IDSchool: $IDSchool, IDCentre: $IDCentre, month: $month) {\n      ...FinanceInvoiceRunFields\n    }\n  }\n": types.FinanceCreateInvoiceRunDocument,
    "\n  mutation FinanceIssueInvoiceRun($IDInvoiceRun: Int!) {\n    issueInvoiceRun(IDInvoiceRun: $IDInvoiceRun) {\n      ...FinanceInvoiceRunFields\n    }\n  }\n": types.FinanceIssueInvoiceRunDocument,
    "\n  mutation FinanceDiscardInvoiceRun($IDInvoiceRun: Int!) {\n    discardInvoiceRun(IDInvoiceRun: $IDInvoiceRun) {\n      ...FinanceInvoiceRunFields\n    }\n  }\n": types.FinanceDiscardInvoiceRunDocument,
    "\n  query FinanceCentres {\n    getAccessibleCentresForModule(module: \"finance_management\", accessType: \"read\") {\n      ID\n      label\n    }\n  }\n": types.FinanceCentresDocument,
    "\n  fragment FinanceInvoiceFields on Invoice {\n    ID\n    fkChild\n    invoiceNo\n    invoiceType\n    label\n    status\n    invoiceDate\n    invoiceDueDate\n    totalAmount\n    totalTaxAmount\n    grandTotal\n    outstandingAmount\n  }\n": types.FinanceInvoiceFieldsFragmentDoc,
    "\n  query FinanceInvoiceList($IDSchool: Int!, $filter: InvoiceFilter, $pagination: Pagination) {\n    findAllInvoice(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ...FinanceInvoiceFields\n      }\n    }\n  }\n": types.FinanceInvoiceListDocument,
    "\n  query InvoiceDetail($IDInvoice: Int!) {\n    getInvoice(IDInvoice: $IDInvoice) {\n      IDCentre\n      centreName\n      childName\n      month\n      CDAAmount\n      nonCDAAmount\n      can\n      lines {\n        label\n        quantity\n        unitPrice\n        taxable\n        taxAmount\n        totalAmount\n        displayTotalAmount\n        cdaPayable\n        explanation\n      }\n      creditNotes {\n        ID\n        creditNoteNo\n        amount\n        remark\n        createdAt\n      }\n      invoice {\n        ...FinanceInvoiceFields\n        receipts {\n          ID\n          IDInvoice\n          IDEnquiry\n          receiptNo\n          amount\n          paymentType\n          referenceNo\n          createdAt\n        }\n        payNow {\n          uen\n          reference\n          amount\n          payload\n        }\n      }\n    }\n  }\n": types.InvoiceDetailDocument,
    "\n  query FinanceRefundList($IDSchool: Int!, $filter: RefundFilter, $pagination: Pagination) {\n    findAllConsolidatedRefund(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        IDChild\n        childName\n        totalAmount\n        refunds {\n          ID\n          date\n          refundCompletionDate\n          label\n          amount\n          type\n          status\n          isCda\n        }\n      }\n    }\n  }\n": types.FinanceRefundListDocument,
    "\n  query FinanceReceiptTypeList {\n    getOfflineOfflinePaymentReceiptTypes\n  }\n": types.FinanceReceiptTypeListDocument,
    "\n  mutation FinanceRecordOfflinePayment($IDInvoice: [Int!]!, $referenceNo: String!, $paymentType: String!) {\n    createReceiptForOfflinePayment(\n      IDInvoice: $IDInvoice\n      referenceNo: $referenceNo\n      paymentType: $paymentType\n    ) {\n      ID\n      receiptNo\n      amount\n    }\n  }\n": types.FinanceRecordOfflinePaymentDocument,
    "\n  mutation FinanceCreateCreditNote($IDInvoice: Int!, $amount: Int!, $remark: String!, $requestKey: String) {\n    createAdHocCreditNote(IDInvoice: $IDInvoice, amount: $amount, remark: $remark, requestKey: $requestKey) {\n      ID\n      creditNoteNo\n    }\n  }\n": types.FinanceCreateCreditNoteDocument,
    "\n  query FinanceChildInvoices($IDChild: Int!) {\n    invoicesByFkChild(IDChild: $IDChild) {\n      ...FinanceInvoiceFields\n    }\n    getChildCurrentBalance(IDChild: $IDChild) {\n      CDABalance\n      nonCDABalance\n    }\n  }\n": types.FinanceChildInvoicesDocument,
    "\n  fragment FinanceUploadedFileFields on UploadedFile {\n    ID\n    label\n    URL\n    status\n    log\n    docType\n    user\n    createdAt\n    month\n    valueDate\n    rowCount\n    totalAmount\n  }\n": types.FinanceUploadedFileFieldsFragmentDoc,
    "\n  query FinanceGiroFiles($IDSchool: Int!, $pagination: Pagination) {\n    findAllUploadedGiroFiles(IDSchool: $IDSchool, pagination: $pagination) {\n      totalCount\n      data {\n        ...FinanceUploadedFileFields\n      }\n    }\n  }\n": types.FinanceGiroFilesDocument,
    "\n  query FinanceSubsidyFiles($IDSchool: Int!, $pagination: Pagination) {\n    findAllUploadedSubsidyFiles(IDSchool: $IDSchool, pagination: $pagination) {\n      totalCount\n      data {\n        ...FinanceUploadedFileFields\n      }\n    }\n  }\n": types.FinanceSubsidyFilesDocument,
    "\n  mutation FinanceGiroDeductionArchive($IDSchool: Int!, $month: Date!, $valueDate: Date!) {\n    generateGiroDeductionArchive(IDSchool: $IDSchool, month: $month, valueDate: $valueDate) {\n      ...FinanceUploadedFileFields\n    }\n  }\n": types.FinanceGiroDeductionArchiveDocument,
    "\n  mutation FinanceGiroRefundArchive($IDSchool: Int!, $valueDate: Date!) {\n    generateGiroRefundArchive(IDSchool: $IDSchool, valueDate: $valueDate) {\n      ...FinanceUploadedFileFields\n    }\n  }\n": types.FinanceGiroRefundArchiveDocument,
    "\n  mutation FinanceDocumentUploadURL($IDSchool: Int!, $filename: String!, $contentType: String!) {\n    getFinanceDocumentUploadURL(IDSchool: $IDSchool, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n": types.FinanceDocumentUploadUrlDocument,
    "\n  mutation FinanceUploadGiroFile($IDSchool: Int!, $fileKey: String!) {\n    uploadGiroFile(IDSchool: $IDSchool, fileKey: $fileKey) {\n      ...FinanceUploadedFileFields\n    }\n  }\n": types.FinanceUploadGiroFileDocument,
    "\n  mutation FinanceUploadSubsidyFile($IDSchool: Int!, $fileKey: String!) {\n    uploadSubsidyFile(IDSchool: $IDSchool, fileKey: $fileKey) {\n      ...FinanceUploadedFileFields\n    }\n  }\n": types.FinanceUploadSubsidyFileDocument,
    "\n  query FinanceUnapplied($IDSchool: Int!, $pagination: Pagination) {\n    findAllUnappliedCardPayment(IDSchool: $IDSchool, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        orderId\n        IDInvoice\n        invoiceNo\n        IDChild\n        childName\n        amount\n        paidAt\n      }\n    }\n  }\n": types.FinanceUnappliedDocument,
    "\n  query FinanceUnappliedTargets($IDPaymentSession: Int!) {\n    findUnappliedCardPaymentTargets(IDPaymentSession: $IDPaymentSession) {\n      ID\n      invoiceNo\n      invoiceDate\n      childName\n      outstandingAmount\n    }\n  }\n": types.FinanceUnappliedTargetsDocument,
    "\n  mutation FinanceRefundUnapplied($IDPaymentSession: Int!, $remark: String) {\n    refundUnappliedCardPayment(IDPaymentSession: $IDPaymentSession, remark: $remark) {\n      ID\n      resolution\n      IDRefund\n    }\n  }\n": types.FinanceRefundUnappliedDocument,
    "\n  mutation FinanceApplyUnapplied($IDPaymentSession: Int!, $IDInvoice: Int!) {\n    applyUnappliedCardPayment(IDPaymentSession: $IDPaymentSession, IDInvoice: $IDInvoice) {\n      ID\n      resolution\n      IDInvoice\n      IDReceipt\n    }\n  }\n": types.FinanceApplyUnappliedDocument,
    "\n  fragment GiroBankAccountFields on BankAccount {\n    ID\n    payerAccountNumber\n    payerAccountName\n    source\n    status\n    billReferenceNumber\n    isCda\n    effectiveFrom\n    applicationDate\n    createdAt\n    bank {\n      ID\n      bankName\n      bankCode\n    }\n    statusChanges {\n      ID\n      fromStatus\n      toStatus\n      reason\n      remarks\n      userName\n      createdAt\n    }\n  }\n": types.GiroBankAccountFieldsFragmentDoc,
    "\n  query GiroBankCodes {\n    findAllBankBicCode {\n      ID\n      bankName\n      bankCode\n      bicCode\n    }\n  }\n": types.GiroBankCodesDocument,
    "\n  query GiroEnquiryInfo($IDEnquiry: Int!) {\n    bankAccountInfoByIDEnquiry(IDEnquiry: $IDEnquiry) {\n      IDEnquiry\n      IDChild\n      skipGiroSetup\n      canPayRegistrationByGiro\n      payingByGiro\n      accounts {\n        ...GiroBankAccountFields\n      }\n    }\n  }\n": types.GiroEnquiryInfoDocument,
    "\n  query GiroChildBankAccounts($IDChild: Int!) {\n    bankAccountInfoByIDChild(IDChild: $IDChild) {\n      IDChild\n      accounts {\n        ...GiroBankAccountFields\n      }\n    }\n  }\n": types.GiroChildBankAccountsDocument,
    "\n  query GiroStatusReasons($status: String!) {\n    getBankAccountStatusChangeReasonsByStatus(status: $status) {\n      ID\n      label\n    }\n  }\n": types.GiroStatusReasonsDocument,
    "\n  mutation GiroSaveApplication($IDChild: Int!, $IDSchool: Int!, $giroApplication: GiroApplicationInput!) {\n    saveGiroApplication(IDChild: $IDChild, IDSchool: $IDSchool, giroApplication: $giroApplication) {\n      ID\n    }\n  }\n": types.GiroSaveApplicationDocument,
    "\n  mutation GiroUpdateBankAccountStatus(\n    $IDBankAccount: Int!\n    $status: String!\n    $fkReason: Int!\n    $remarks: String!\n  ) {\n    updateBankAccountStatus(\n      IDBankAccount: $IDBankAccount\n      status: $status\n      fkReason: $fkReason\n      remarks: $remarks\n    ) {\n      ID\n      status\n    }\n  }\n": types.GiroUpdateBankAccountStatusDocument,
    "\n  mutation GiroExportApplicationPdf($IDBankAccount: Int!) {\n    exportGiroApplicationPdf(IDBankAccount: $IDBankAccount)\n  }\n": types.GiroExportApplicationPdfDocument,
    "\n  mutation GiroPayRegistrationFee($IDEnquiry: Int!) {\n    payRegistrationFeeByGiro(IDEnquiry: $IDEnquiry) {\n      IDEnquiry\n      payingByGiro\n    }\n  }\n": types.GiroPayRegistrationFeeDocument,
    "\n  mutation GiroAddPaperForm($giroAccount: GiroAccountInput!, $paymentType: String!) {\n    addGiro(giroAccount: $giroAccount, paymentType: $paymentType) {\n      ID\n    }\n  }\n": types.GiroAddPaperFormDocument,
    "\n  query HolidaysOfYear($IDSchool: Int!, $year: Int!) {\n    getCentreHolidaysOfYear(IDSchool: $IDSchool, year: $year) {\n      ID\n      title\n      description\n      holidayImageKey\n      holidayImageURL\n      from\n      to\n      isPublic\n      centreHolidays {\n        ID\n        fkCentre\n        centre {\n          ID\n          label\n        }\n      }\n    }\n  }\n": types.HolidaysOfYearDocument,
    "\n  query HolidayCentreOptions {\n    getAccessibleCentresForModule(module: \"holiday_management\", accessType: \"write\") {\n      ID\n      label\n    }\n  }\n": types.HolidayCentreOptionsDocument,
    "\n  mutation CreateHoliday($IDSchool: Int!, $holiday: HolidayInput!) {\n    createHoliday(IDSchool: $IDSchool, holiday: $holiday) {\n      ID\n      from\n    }\n  }\n": types.CreateHolidayDocument,
    "\n  mutation UpdateHolidayDetails($IDSchool: Int!, $holidayID: Int!, $holiday: HolidayInput!) {\n    updateHolidayDetails(IDSchool: $IDSchool, holidayID: $holidayID, holiday: $holiday) {\n      ID\n      from\n    }\n  }\n": types.UpdateHolidayDetailsDocument,
    "\n  mutation DeleteHolidayDetails($IDSchool: Int!, $holidayID: Int!) {\n    deleteHolidayDetails(IDSchool: $IDSchool, holidayID: $holidayID)\n  }\n": types.DeleteHolidayDetailsDocument,
    "\n  mutation HolidayPhotoUploadURL($IDSchool: Int!, $filename: String!, $contentType: String!) {\n    getHolidayPhotoUploadURL(IDSchool: $IDSchool, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n": types.HolidayPhotoUploadUrlDocument,
    "\n  query AccessibleCentres($module: String!, $accessType: String!) {\n    getAccessibleCentresForModule(module: $module, accessType: $accessType) {\n      ID\n      label\n      code\n      addresses {\n        ID\n        address\n        postcode\n        city\n        active\n      }\n    }\n  }\n": types.AccessibleCentresDocument,
    "\n  query HomeAdmissionStageCounts($IDSchool: Int!) {\n    findAllAdmission(\n      IDSchool: $IDSchool\n      stageCode: \"pre_registration\"\n      pagination: { page: 1, perPage: 1 }\n    ) {\n      stageCounts {\n        code\n        label\n        count\n      }\n    }\n  }\n": types.HomeAdmissionStageCountsDocument,
    "\n  query HomePendingDocumentCount {\n    findAllPendingDocument(pagination: { page: 1, perPage: 1 }) {\n      totalCount\n    }\n  }\n": types.HomePendingDocumentCountDocument,
    "\n  query HomePendingCapacityRequestCount($IDSchool: Int!) {\n    capacityDraftsByFkSchool(\n      IDSchool: $IDSchool\n      filter: { status: \"pending\" }\n      pagination: { page: 1, perPage: 1 }\n    ) {\n      totalCount\n    }\n  }\n": types.HomePendingCapacityRequestCountDocument,
    "\n  query HomePendingBlacklistRequestCount($IDSchool: Int!) {\n    blacklistDraftsByFkSchool(IDSchool: $IDSchool, status: \"pending\", pagination: { page: 1, perPage: 1 }) {\n      totalCount\n    }\n  }\n": types.HomePendingBlacklistRequestCountDocument,
    "\n  query InvoicePaymentAccess($IDInvoice: Int!) {\n    getInvoicePaymentAccess(IDInvoice: $IDInvoice) {\n      ...PaymentAccessFields\n    }\n  }\n": types.InvoicePaymentAccessDocument,
    "\n  query KioskCentres {\n    getAccessibleCentresForModule(module: \"attendance_management\", accessType: \"write\") {\n      ID\n      label\n    }\n  }\n": types.KioskCentresDocument,
    "\n  mutation KioskStartSession($centreId: Int!) {\n    startKioskSession(centreId: $centreId) {\n      token\n      centreID\n      centreLabel\n      expiresAt\n    }\n  }\n": types.KioskStartSessionDocument,
    "\n  query KioskInfo($kioskToken: String!) {\n    getKiosk(kioskToken: $kioskToken) {\n      centreID\n      centreLabel\n      expiresAt\n    }\n  }\n": types.KioskInfoDocument,
    "\n  mutation KioskIdentifyFamily($kioskToken: String!, $credential: KioskCredentialInput!) {\n    kioskIdentify(kioskToken: $kioskToken, credential: $credential) {\n      ID\n      firstname\n      lastname\n      classLabel\n      collectors {\n        name\n        relation\n        mobileEnding\n        photoURL\n      }\n    }\n  }\n": types.KioskIdentifyFamilyDocument,
    "\n  mutation KioskCheckInChildren(\n    $kioskToken: String!\n    $credential: KioskCredentialInput!\n    $children: [Int!]!\n    $mobile: String!\n    $healthChecks: [KioskHealthAnswer!]\n  ) {\n    kioskCheckIn(\n      kioskToken: $kioskToken\n      credential: $credential\n      children: $children\n      mobile: $mobile\n      healthChecks: $healthChecks\n    ) {\n      ID\n    }\n  }\n": types.KioskCheckInChildrenDocument,
    "\n  mutation KioskCheckOutChildren(\n    $kioskToken: String!\n    $credential: KioskCredentialInput!\n    $children: [Int!]!\n    $mobile: String!\n  ) {\n    kioskCheckOut(kioskToken: $kioskToken, credential: $credential, children: $children, mobile: $mobile) {\n      ID\n    }\n  }\n": types.KioskCheckOutChildrenDocument,
    "\n  mutation KioskIssuePass {\n    issueKioskPass {\n      qrToken\n      pin\n      expiresAt\n    }\n  }\n": types.KioskIssuePassDocument,
    "\n  fragment LeaveRequestRow on LeaveRequest {\n    ID\n    centreID\n    subject {\n      childID\n      teacherID\n      firstname\n      lastname\n    }\n    leaveType {\n      ID\n      code\n      label\n    }\n    from\n    to\n    halfDay\n    status\n    remark\n    requestedBy\n    approver\n    approverRemark\n  }\n": types.LeaveRequestRowFragmentDoc,
    "\n  query LeaveTypeChoices($IDSchool: Int!) {\n    getLeaveTypes(IDSchool: $IDSchool) {\n      ID\n      code\n      label\n      halfDayApplicable\n      applicableToChild\n      applicableToStaff\n      approveRequired\n    }\n  }\n": types.LeaveTypeChoicesDocument,
    "\n  query LeaveTypesAdmin($IDSchool: Int!) {\n    getLeaveTypes(IDSchool: $IDSchool, includeInactive: true) {\n      ...LeaveTypeRow\n    }\n  }\n": types.LeaveTypesAdminDocument,
    "\n  fragment LeaveTypeRow on LeaveType {\n    ID\n    code\n    label\n    halfDayApplicable\n    applicableToChild\n    applicableToStaff\n    approveRequired\n    active\n  }\n": types.LeaveTypeRowFragmentDoc,
    "\n  mutation SaveLeaveType($IDSchool: Int!, $leaveTypeID: Int, $leaveTypeData: LeaveTypeInput!) {\n    insertOrUpdateLeaveType(IDSchool: $IDSchool, leaveTypeID: $leaveTypeID, leaveTypeData: $leaveTypeData) {\n      ...LeaveTypeRow\n    }\n  }\n": types.SaveLeaveTypeDocument,
    "\n  query ChildLeaveRequests($childID: Int!) {\n    getChildLeaveRequests(childID: $childID) {\n      ...LeaveRequestRow\n    }\n  }\n": types.ChildLeaveRequestsDocument,
    "\n  query CentreLeaveRequests($centreID: Int!, $from: Date!, $to: Date!) {\n    getCentreLeaveRequests(centreID: $centreID, from: $from, to: $to) {\n      ...LeaveRequestRow\n    }\n  }\n": types.CentreLeaveRequestsDocument,
    "\n  mutation RequestChildLeave($childID: Int!, $leaveData: LeaveRequestInput!) {\n    requestChildLeave(childID: $childID, leaveData: $leaveData) {\n      ...LeaveRequestRow\n    }\n  }\n": types.RequestChildLeaveDocument,
    "\n  query MyLeaveRequests {\n    getMyLeaveRequests {\n      ...LeaveRequestRow\n    }\n  }\n": types.MyLeaveRequestsDocument,
    "\n  mutation RequestStaffLeave($leaveData: LeaveRequestInput!) {\n    requestStaffLeave(leaveData: $leaveData) {\n      ...LeaveRequestRow\n    }\n  }\n": types.RequestStaffLeaveDocument,
    "\n  mutation CancelMyLeaveRequest($IDLeaveRequest: Int!) {\n    cancelMyLeaveRequest(IDLeaveRequest: $IDLeaveRequest) {\n      ...LeaveRequestRow\n    }\n  }\n": types.CancelMyLeaveRequestDocument,
    "\n  mutation ApproveLeaveRequest($IDLeaveRequest: Int!, $remark: String) {\n    approveLeaveRequest(IDLeaveRequest: $IDLeaveRequest, remark: $remark) {\n      ...LeaveRequestRow\n    }\n  }\n": types.ApproveLeaveRequestDocument,
    "\n  mutation RejectLeaveRequest($IDLeaveRequest: Int!, $remark: String!) {\n    rejectLeaveRequest(IDLeaveRequest: $IDLeaveRequest, remark: $remark) {\n      ...LeaveRequestRow\n    }\n  }\n": types.RejectLeaveRequestDocument,
    "\n  mutation CancelLeaveRequest($IDLeaveRequest: Int!) {\n    cancelLeaveRequest(IDLeaveRequest: $IDLeaveRequest) {\n      ...LeaveRequestRow\n    }\n  }\n": types.CancelLeaveRequestDocument,
    "\n  query LevelsConfig($IDSchool: Int!) {\n    findAllLevelsConfig(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n        label\n        fromMonth\n        toMonth\n        promotionDate\n        offOnSaturday\n        isInfant\n        active\n        programs {\n          ID\n          label\n          from\n          to\n          active\n        }\n      }\n    }\n  }\n": types.LevelsConfigDocument,
    "\n  mutation SaveLevel($IDSchool: Int!, $levelID: Int, $levelData: LevelInput!) {\n    insertOrUpdateLevelForSchool(IDSchool: $IDSchool, levelID: $levelID, levelData: $levelData) {\n      ID\n    }\n  }\n": types.SaveLevelDocument,
    "\n  mutation RemoveLevel($IDSchool: Int!, $levelID: Int!) {\n    removeLevelForSchool(IDSchool: $IDSchool, levelID: $levelID)\n  }\n": types.RemoveLevelDocument,
    "\n  fragment PaymentAccessFields on PaymentAccess {\n    available\n    reason\n    message\n    IDInvoice\n    outstanding\n    lastOrder {\n      orderId\n      status\n      errorCode\n      message\n    }\n  }\n": types.PaymentAccessFieldsFragmentDoc,
    "\n  query PaymentAccess($IDEnquiry: Int!) {\n    getPaymentAccess(IDEnquiry: $IDEnquiry) {\n      ...PaymentAccessFields\n    }\n  }\n": types.PaymentAccessDocument,
    "\n  mutation CreatePaymentSession($InvoiceID: Int!) {\n    createPaymentSession(InvoiceID: $InvoiceID) {\n      Id\n      checkoutUrl\n      Order {\n        Id\n        Amount\n        Currency\n      }\n    }\n  }\n": types.CreatePaymentSessionDocument,
    "\n  mutation UpdatePaymentSession($paymentOrderID: String!) {\n    updatePaymentSession(paymentOrderID: $paymentOrderID) {\n      orderId\n      status\n      errorCode\n      message\n      IDReceipt\n    }\n  }\n": types.UpdatePaymentSessionDocument,
    "\n  query PaymentRegistrationInvoice($IDEnquiry: Int!) {\n    getEnquiryRegistrationInvoice(IDEnquiry: $IDEnquiry) {\n      ID\n      invoiceNo\n      label\n      status\n      invoiceDate\n      invoiceDueDate\n      totalAmount\n      totalTaxAmount\n      grandTotal\n      outstandingAmount\n      items {\n        label\n        quantity\n        unitPrice\n        taxable\n        taxAmount\n        totalAmount\n        displayTotalAmount\n      }\n      receipts {\n        ID\n        receiptNo\n        amount\n        paymentType\n        referenceNo\n        createdAt\n      }\n      payNow {\n        uen\n        reference\n        amount\n        payload\n      }\n    }\n  }\n": types.PaymentRegistrationInvoiceDocument,
    "\n  query PaymentDraftMonthly($IDEnquiry: Int!) {\n    getEnquiryDraftMonthlyFeeInvoice(IDEnquiry: $IDEnquiry) {\n      label\n      month\n      totalAmount\n      totalTaxAmount\n      grandTotal\n      items {\n        label\n        quantity\n        unitPrice\n        taxable\n        taxAmount\n        totalAmount\n        displayTotalAmount\n      }\n    }\n  }\n": types.PaymentDraftMonthlyDocument,
    "\n  query PaymentEnrolmentStatus($IDEnquiry: Int!) {\n    getEnrolmentStatus(IDEnquiry: $IDEnquiry) {\n      IDEnquiry\n      state\n      invoicePaid\n      giroRequired\n      enrolled\n    }\n  }\n": types.PaymentEnrolmentStatusDocument,
    "\n  query PaymentInvoicePdf($IDInvoice: Int!) {\n    invoicePdf(IDInvoice: $IDInvoice) {\n      filename\n      contentBase64\n    }\n  }\n": types.PaymentInvoicePdfDocument,
    "\n  query PaymentReceiptPdf($IDReceipt: Int!) {\n    receiptPdf(IDReceipt: $IDReceipt) {\n      filename\n      contentBase64\n    }\n  }\n": types.PaymentReceiptPdfDocument,
    "\n  mutation PaymentConfirmRegistration($IDEnquiry: Int!, $paymentType: String!, $referenceNo: String!) {\n    markRegistrationPaymentAsSuccessful(\n      IDEnquiry: $IDEnquiry\n      paymentType: $paymentType\n      referenceNo: $referenceNo\n    ) {\n      duplicate\n      enquiryState\n      receipt {\n        ID\n        receiptNo\n      }\n    }\n  }\n": types.PaymentConfirmRegistrationDocument,
    "\n  query ChildPickups($childID: Int!) {\n    getChildAuthorisedPickups(childID: $childID) {\n      ID\n      name\n      relation\n      mobile\n      photoKey\n      photoURL\n    }\n  }\n": types.ChildPickupsDocument,
    "\n  mutation SaveChildPickup($childID: Int!, $pickupID: Int, $pickup: AuthorisedPickupInput!) {\n    saveChildAuthorisedPickup(childID: $childID, pickupID: $pickupID, pickup: $pickup) {\n      ID\n    }\n  }\n": types.SaveChildPickupDocument,
    "\n  mutation RemoveChildPickup($childID: Int!, $pickupID: Int!) {\n    removeChildAuthorisedPickup(childID: $childID, pickupID: $pickupID) {\n      ID\n    }\n  }\n": types.RemoveChildPickupDocument,
    "\n  mutation PickupPhotoUploadURL($childID: Int!, $filename: String!, $contentType: String!) {\n    getAuthorisedPickupPhotoUploadURL(childID: $childID, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n": types.PickupPhotoUploadUrlDocument,
    "\n  query PlanningCentres {\n    getAccessibleCentresForModule(module: \"enrollment_planning\", accessType: \"read\") {\n      ID\n      label\n    }\n  }\n": types.PlanningCentresDocument,
    "\n  query PlanningLevels($IDSchool: Int!, $centreID: Int!) {\n    findAllCentreLevel(IDSchool: $IDSchool, centreID: $centreID) {\n      data {\n        fkLevel\n        active\n        level {\n          ID\n          label\n          active\n        }\n      }\n    }\n  }\n": types.PlanningLevelsDocument,
    "\n  query PlanningVacancyMonths($CentreID: Int!, $ServiceLevel: Int!, $Year: Int!, $fromMonth: Date) {\n    findAllVacancies(CentreID: $CentreID, ServiceLevel: $ServiceLevel, Year: $Year, fromMonth: $fromMonth) {\n      count\n      status\n      month\n    }\n    capacitiesByFkCentreFkLevelYear(IDCentre: $CentreID, IDLevel: $ServiceLevel, Year: $Year) {\n      ID\n      date\n      capacity\n    }\n  }\n": types.PlanningVacancyMonthsDocument,
    "\n  query PlanningNegativeVacancies($centreID: Int!) {\n    findAllNegativeVacanciesByCentre(centreID: $centreID) {\n      levelId\n      level\n      year\n      shortfall\n      firstMonth\n    }\n  }\n": types.PlanningNegativeVacanciesDocument,
    "\n  query PlanningDrafts($IDSchool: Int!, $filter: CapacityDraftFilter, $pagination: Pagination) {\n    capacityDraftsByFkSchool(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        fkCentre\n        centreLabel\n        status\n        year\n        createdAt\n        updatedAt\n        requesterName\n        approverName\n        can\n        items {\n          ID\n          fkLevel\n          capacity\n          date\n          label\n          currentCapacity\n        }\n        activityLogs {\n          ID\n          remark\n          status\n          userName\n          createdAt\n        }\n      }\n    }\n  }\n": types.PlanningDraftsDocument,
    "\n  mutation PlanningSubmitRequest(\n    $CapacityDraft: CapacityDraftInput!\n    $remarks: String\n    $CapacityDraftItems: [CapacityDraftItemInput!]!\n  ) {\n    submitVacancyPlanning(\n      CapacityDraft: $CapacityDraft\n      remarks: $remarks\n      CapacityDraftItems: $CapacityDraftItems\n    ) {\n      ID\n    }\n  }\n": types.PlanningSubmitRequestDocument,
    "\n  mutation PlanningApproveRequest($DraftID: Int!, $Remarks: String) {\n    approveCapacityChangeRequest(DraftID: $DraftID, Remarks: $Remarks) {\n      ID\n      status\n    }\n  }\n": types.PlanningApproveRequestDocument,
    "\n  mutation PlanningRejectRequest($DraftID: Int!, $Remarks: String) {\n    rejectCapacityChangeRequest(DraftID: $DraftID, Remarks: $Remarks) {\n      ID\n      status\n    }\n  }\n": types.PlanningRejectRequestDocument,
    "\n  mutation PlanningRecallRequest($DraftID: Int!, $Remarks: String) {\n    cancelCapacityChangeRequest(DraftID: $DraftID, Remarks: $Remarks) {\n      ID\n      status\n    }\n  }\n": types.PlanningRecallRequestDocument,
    "\n  query PublicLevels($IDSchool: Int!) {\n    getLevelsForSchool(IDSchool: $IDSchool) {\n      ID\n      label\n      programs {\n        ID\n        label\n      }\n    }\n  }\n": types.PublicLevelsDocument,
    "\n  query CentreOutlooks(\n    $IDSchool: Int!\n    $centres: [Int!]!\n    $level: Int!\n    $program: Int\n    $enrollmentDate: Date!\n    $household: PublicHouseholdInput\n  ) {\n    getCentreOutlooks(\n      IDSchool: $IDSchool\n      centres: $centres\n      level: $level\n      program: $program\n      enrollmentDate: $enrollmentDate\n      household: $household\n    ) {\n      fkCentre\n      levelLabels\n      queueLength\n      expectedOfferMonth\n      monthlyFeeCents\n      programLabel\n      subsidyCents\n      feeAfterSubsidyCents\n    }\n  }\n": types.CentreOutlooksDocument,
    "\n  query SchoolIntroduction($IDSchool: Int!) {\n    getSchoolIntroduction(IDSchool: $IDSchool) {\n      introduction\n      programmes {\n        title\n        description\n        imageUrl\n      }\n      centres {\n        ID\n        label\n        code\n        addresses {\n          ID\n          address\n          postcode\n          lat\n          lng\n        }\n      }\n    }\n  }\n": types.SchoolIntroductionDocument,
    "\n  query ParentInformation($IDSchool: Int!) {\n    getParentInformation(IDSchool: $IDSchool) {\n      enrolmentSteps\n      fees {\n        levelLabel\n        programLabel\n        residency\n        minCents\n        maxCents\n      }\n      subsidySchedule {\n        ...SubsidyTables\n      }\n      documentsToPrepare\n      faqs {\n        question\n        answer\n      }\n    }\n  }\n": types.ParentInformationDocument,
    "\n  query PublicPagesEdit($IDSchool: Int!) {\n    getPublicPagesForEdit(IDSchool: $IDSchool) {\n      published\n      introduction\n      documentsToPrepare\n      programmes {\n        title\n        description\n        imageUrl\n      }\n      faqs {\n        question\n        answer\n      }\n      updatedAt\n    }\n  }\n": types.PublicPagesEditDocument,
    "\n  mutation SavePublicPages($IDSchool: Int!, $content: PublicPagesInput!) {\n    savePublicPages(IDSchool: $IDSchool, content: $content) {\n      updatedAt\n    }\n  }\n": types.SavePublicPagesDocument,
    "\n  mutation PublicPageImageUpload($IDSchool: Int!, $filename: String!, $contentType: String!) {\n    getPublicPageImageUploadURL(IDSchool: $IDSchool, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n": types.PublicPageImageUploadDocument,
    "\n  query RegistrationPageEnquiry($id: Int!) {\n    enquiryByID(id: $id) {\n      ID\n      fkSchool\n      fkChild\n      childFirstname\n      childLastname\n      enrollmentPlan\n      admissionStatus {\n        stateCode\n        label\n        group\n      }\n      centre {\n        ID\n        label\n      }\n      level {\n        ID\n        label\n      }\n    }\n  }\n": types.RegistrationPageEnquiryDocument,
    "\n  query RegistrationPageForm($IDEnquiry: Int!) {\n    getEnrolmentForm(IDEnquiry: $IDEnquiry) {\n      IDEnquiry\n      step\n      completedSteps\n      isInfantCare\n      prefill\n      steps {\n        step\n        completed\n        data\n      }\n    }\n    getAdditionalInformation(IDEnquiry: $IDEnquiry) {\n      IDEnquiry\n      step\n      completedSteps\n      steps {\n        step\n        completed\n        data\n      }\n    }\n  }\n": types.RegistrationPageFormDocument,
    "\n  query RegistrationPageSubsidy($IDEnquiry: Int!) {\n    getSubsidySchedule(IDEnquiry: $IDEnquiry) {\n      ...SubsidyTables\n    }\n  }\n": types.RegistrationPageSubsidyDocument,
    "\n  mutation RegistrationPageStart($IDEnquiry: Int!, $IDChild: Int!) {\n    startRegistration(IDEnquiry: $IDEnquiry, IDChild: $IDChild) {\n      ID\n    }\n  }\n": types.RegistrationPageStartDocument,
    "\n  mutation RegistrationPageSaveForm($IDEnquiry: Int!, $EnrolmentForm: EnrolmentFormInput!) {\n    saveEnrolmentForm(IDEnquiry: $IDEnquiry, EnrolmentForm: $EnrolmentForm) {\n      IDEnquiry\n    }\n  }\n": types.RegistrationPageSaveFormDocument,
    "\n  mutation RegistrationPageSaveAdditional($IDEnquiry: Int!, $step: String!, $data: JSON!) {\n    saveAdditionalInformation(IDEnquiry: $IDEnquiry, step: $step, data: $data) {\n      IDEnquiry\n    }\n  }\n": types.RegistrationPageSaveAdditionalDocument,
    "\n  mutation RegistrationPageComplete($IDEnquiry: Int!) {\n    markAsCompleted(IDEnquiry: $IDEnquiry) {\n      ID\n    }\n  }\n": types.RegistrationPageCompleteDocument,
    "\n  fragment SubsidyTables on SubsidySchedule {\n    basic {\n      careType\n      working\n      amountCents\n    }\n    additional {\n      careType\n      incomeMaxCents\n      perCapitaMaxCents\n      amountCents\n    }\n  }\n": types.SubsidyTablesFragmentDoc,
    "\n  query SchoolConfigSettings($fkSchool: Int!) {\n    findAllSchoolConfig(filter: { fkSchool: $fkSchool }) {\n      totalCount\n      data {\n        ID\n        key\n        value\n      }\n    }\n  }\n": types.SchoolConfigSettingsDocument,
    "\n  mutation UpdateSchoolConfig($IDSchool: Int!, $entries: [SchoolConfigEntryInput!]!) {\n    updateSchoolConfig(IDSchool: $IDSchool, entries: $entries) {\n      ID\n      key\n      value\n    }\n  }\n": types.UpdateSchoolConfigDocument,
    "\n  query AdminCodes($IDSchool: Int!, $searchCategory: String!, $pagination: Pagination) {\n    findAllCodesForAdmin(IDSchool: $IDSchool, searchCategory: $searchCategory, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        category\n        label\n        description\n        sortOrder\n        active\n      }\n    }\n  }\n": types.AdminCodesDocument,
    "\n  mutation SaveCode($IDSchool: Int!, $codeID: Int, $category: String!, $code: CodeInput!) {\n    insertOrUpdateCode(IDSchool: $IDSchool, codeID: $codeID, category: $category, code: $code) {\n      ID\n      label\n      active\n    }\n  }\n": types.SaveCodeDocument,
    "\n  mutation SetCodeActive($IDSchool: Int!, $codeID: Int!, $active: Boolean!) {\n    setCodeActive(IDSchool: $IDSchool, codeID: $codeID, active: $active) {\n      ID\n      active\n    }\n  }\n": types.SetCodeActiveDocument,
    "\n  mutation SchoolBrandingUploadURL(\n    $IDSchool: Int!\n    $purpose: String!\n    $filename: String!\n    $contentType: String!\n  ) {\n    getSchoolBrandingUploadURL(\n      IDSchool: $IDSchool\n      purpose: $purpose\n      filename: $filename\n      contentType: $contentType\n    ) {\n      Url\n      Key\n    }\n  }\n": types.SchoolBrandingUploadUrlDocument,
    "\n  query StateMap($IDSchool: Int!) {\n    findAllEnquiryStateMachineMap(IDSchool: $IDSchool) {\n      ID\n      priority\n      fromState {\n        ID\n        stateCode\n        label\n        group\n      }\n      toState {\n        ID\n        stateCode\n        label\n        group\n      }\n    }\n    findAllEnquiryState {\n      ID\n      stateCode\n      label\n      group\n    }\n    strandedEnquiryStates(IDSchool: $IDSchool) {\n      states {\n        count\n        state {\n          ID\n          label\n        }\n        enquiries {\n          ID\n          childFirstname\n          childLastname\n          centreLabel\n        }\n      }\n    }\n  }\n": types.StateMapDocument,
    "\n  query StateMapImpactOf($IDSchool: Int!, $IDMap: Int!) {\n    enquiryStateMachineMapImpact(IDSchool: $IDSchool, IDMap: $IDMap) {\n      states {\n        count\n        stranded\n        state {\n          ID\n          label\n        }\n        enquiries {\n          ID\n          childFirstname\n          childLastname\n          centreLabel\n        }\n      }\n    }\n  }\n": types.StateMapImpactOfDocument,
    "\n  mutation StateMapAddMapping($IDSchool: Int!, $fromState: String!, $toState: String!, $priority: Int) {\n    addEnquiryStateMachineMap(\n      IDSchool: $IDSchool\n      fromState: $fromState\n      toState: $toState\n      priority: $priority\n    ) {\n      ID\n    }\n  }\n": types.StateMapAddMappingDocument,
    "\n  mutation StateMapRemoveMapping($IDSchool: Int!, $IDMap: Int!, $confirm: Boolean) {\n    removeEnquiryStateMachineMap(IDSchool: $IDSchool, IDMap: $IDMap, confirm: $confirm)\n  }\n": types.StateMapRemoveMappingDocument,
    "\n  fragment TransferDraftFields on TransferDraft {\n    ID\n    status\n    additionalStatus\n    vacancyAvailableForTransferRequest\n    subsidyNotice\n    updatedAt\n    can\n    sourceCentre {\n      ID\n      label\n    }\n    destinationCentre {\n      ID\n      label\n    }\n    submittedBy {\n      ID\n      firstname\n      lastname\n    }\n    sourceApprover {\n      ID\n      firstname\n      lastname\n    }\n    destinationApprover {\n      ID\n      firstname\n      lastname\n    }\n    item {\n      effectiveDate\n      remark\n      fkEnquiry\n      child {\n        ID\n        firstname\n        lastname\n      }\n      reason {\n        ID\n        label\n      }\n    }\n    activityLogs {\n      ID\n      status\n      remark\n      createdAt\n      user {\n        ID\n        firstname\n        lastname\n      }\n    }\n  }\n": types.TransferDraftFieldsFragmentDoc,
    "\n  query TransferDrafts($IDSchool: Int!, $filter: TransferFilter, $pagination: Pagination) {\n    getTransferDrafts(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ...TransferDraftFields\n      }\n    }\n  }\n": types.TransferDraftsDocument,
    "\n  query CompletedTransfers($IDSchool: Int!, $filter: TransferFilter, $pagination: Pagination) {\n    getCompletedTransferRequests(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ...TransferDraftFields\n      }\n    }\n  }\n": types.CompletedTransfersDocument,
    "\n  query TransferDetail($IDTransfer: Int!) {\n    getTransferDraft(IDTransfer: $IDTransfer) {\n      ...TransferDraftFields\n    }\n  }\n": types.TransferDetailDocument,
    "\n  mutation ApproveTransferSource($IDTransfer: Int!, $decision: TransferDecisionInput) {\n    approveTransferRequestBySourceCentreStaff(IDTransfer: $IDTransfer, decision: $decision) {\n      ID\n    }\n  }\n": types.ApproveTransferSourceDocument,
    "\n  mutation RejectTransferSource($IDTransfer: Int!, $decision: TransferDecisionInput!) {\n    rejectTransferRequestBySourceCentreStaff(IDTransfer: $IDTransfer, decision: $decision) {\n      ID\n    }\n  }\n": types.RejectTransferSourceDocument,
    "\n  mutation ApproveTransferDestination($IDTransfer: Int!, $decision: TransferDecisionInput) {\n    approveTransferRequestByDestinationCentreStaff(IDTransfer: $IDTransfer, decision: $decision) {\n      ID\n    }\n  }\n": types.ApproveTransferDestinationDocument,
    "\n  mutation RejectTransferDestination($IDTransfer: Int!, $decision: TransferDecisionInput!) {\n    rejectTransferRequestByDestinationCentreStaff(IDTransfer: $IDTransfer, decision: $decision) {\n      ID\n    }\n  }\n": types.RejectTransferDestinationDocument,
    "\n  mutation CancelTransferByUser($IDTransfer: Int!, $remark: String) {\n    cancelTransferRequestByUser(IDTransfer: $IDTransfer, remark: $remark) {\n      ID\n    }\n  }\n": types.CancelTransferByUserDocument,
    "\n  mutation CompleteTransfer($IDTransfer: Int!, $remark: String) {\n    completeTransferRequest(IDTransfer: $IDTransfer, remark: $remark) {\n      ID\n    }\n  }\n": types.CompleteTransferDocument,
    "\n  query TransferDestinations($childID: Int!, $effectiveDate: Date) {\n    getTransferDestinations(childID: $childID, effectiveDate: $effectiveDate) {\n      vacancyAvailable\n      centre {\n        ID\n        label\n      }\n    }\n  }\n": types.TransferDestinationsDocument,
    "\n  query TransferReasons($fkSchool: Int!) {\n    codesByLabelFkSchool(fkSchool: $fkSchool, labels: [\"transfer_reason\"]) {\n      category\n      codes {\n        ID\n        label\n      }\n    }\n  }\n": types.TransferReasonsDocument,
    "\n  mutation SubmitTransfer($childID: Int!, $transferData: TransferInput!) {\n    submitNewTransferRequest(childID: $childID, transferData: $transferData) {\n      ID\n    }\n  }\n": types.SubmitTransferDocument,
    "\n  query StaffList(\n    $IDSchool: Int!\n    $pagination: Pagination\n    $filter: StaffFilter\n    $role: Int\n    $centre: Int\n    $searchString: String\n  ) {\n    findAllStaff(\n      IDSchool: $IDSchool\n      pagination: $pagination\n      filter: $filter\n      role: $role\n      centre: $centre\n      searchString: $searchString\n    ) {\n      totalCount\n      data {\n        ...StaffFields\n      }\n    }\n  }\n": types.StaffListDocument,
    "\n  fragment StaffFields on Staff {\n    ID\n    staffID\n    active\n    createdAt\n    user {\n      ID\n      firstname\n      lastname\n      email\n      mobilePhone\n      mobilePhoneCountryCode\n      isHQStaff\n      hasCentreScopeAccess\n      active\n    }\n    centres {\n      ID\n      label\n      code\n    }\n    roles {\n      ID\n      label\n      name\n      active\n    }\n  }\n": types.StaffFieldsFragmentDoc,
    "\n  query StaffByID($IDSchool: Int!, $staffID: Int!) {\n    findStaffByID(IDSchool: $IDSchool, staffID: $staffID) {\n      ...StaffFields\n    }\n  }\n": types.StaffByIdDocument,
    "\n  mutation AddNewStaff($IDSchool: Int!, $staffData: StaffInput!) {\n    addNewStaff(IDSchool: $IDSchool, staffData: $staffData) {\n      ID\n    }\n  }\n": types.AddNewStaffDocument,
    "\n  mutation UpdateStaff($IDSchool: Int!, $staffID: Int!, $staffData: StaffInput!) {\n    updateStaff(IDSchool: $IDSchool, staffID: $staffID, staffData: $staffData) {\n      ID\n    }\n  }\n": types.UpdateStaffDocument,
    "\n  mutation RemoveStaff($IDSchool: Int!, $staffID: Int!) {\n    removeStaff(IDSchool: $IDSchool, staffID: $staffID)\n  }\n": types.RemoveStaffDocument,
    "\n  mutation ActivateStaff($IDSchool: Int!, $staffID: Int!) {\n    activateStaff(IDSchool: $IDSchool, staffID: $staffID) {\n      ID\n    }\n  }\n": types.ActivateStaffDocument,
    "\n  query DirectoryUserByEmail($email: String!) {\n    getADUserByEmail(email: $email) {\n      email\n      displayName\n      givenName\n      surname\n      businessPhones\n    }\n  }\n": types.DirectoryUserByEmailDocument,
    "\n  query DirectoryUsersByName($name: String!) {\n    getADUsersByName(name: $name) {\n      email\n      displayName\n      givenName\n      surname\n      businessPhones\n    }\n  }\n": types.DirectoryUsersByNameDocument,
    "\n  query UserManagementCentres($accessType: String!) {\n    getAccessibleCentresForModule(module: \"user_management\", accessType: $accessType) {\n      ID\n      label\n    }\n  }\n": types.UserManagementCentresDocument,
    "\n  query Roles($IDSchool: Int!) {\n    findRoleByFkSchool(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n        label\n        name\n        active\n        isRemovable\n        numberOfUsers\n        updatedAt\n        lastModifiedUser {\n          ID\n          firstname\n          lastname\n        }\n        roleTemplates {\n          ID\n          access\n          label\n          moduleCategory {\n            ID\n            moduleCategoryCode\n            label\n          }\n        }\n      }\n    }\n  }\n": types.RolesDocument,
    "\n  query ModuleCategories($IDSchool: Int!) {\n    findAllModuleCategory(IDSchool: $IDSchool) {\n      ID\n      label\n      moduleCategoryCode\n    }\n  }\n": types.ModuleCategoriesDocument,
    "\n  mutation AddRole($IDSchool: Int!, $roleData: RoleInput!) {\n    addRole(IDSchool: $IDSchool, roleData: $roleData) {\n      ID\n    }\n  }\n": types.AddRoleDocument,
    "\n  mutation UpdateRole($IDSchool: Int!, $roleID: Int!, $roleData: RoleInput!) {\n    updateRole(IDSchool: $IDSchool, roleID: $roleID, roleData: $roleData) {\n      ID\n    }\n  }\n": types.UpdateRoleDocument,
    "\n  mutation RemoveRole($IDSchool: Int!, $roleID: Int!) {\n    removeRole(IDSchool: $IDSchool, roleID: $roleID)\n  }\n": types.RemoveRoleDocument,
    "\n  mutation ActivateRole($IDSchool: Int!, $roleID: Int!, $active: Boolean!) {\n    activateRole(IDSchool: $IDSchool, roleID: $roleID, active: $active) {\n      ID\n    }\n  }\n": types.ActivateRoleDocument,
    "\n  query ParentChildren {\n    findAllChildrenByParent {\n      ID\n      firstname\n      lastname\n      dateOfBirth\n    }\n  }\n": types.ParentChildrenDocument,
    "\n  query ParentEnquiries($filter: EnquiryFilter) {\n    findAllEnquiry(filter: $filter) {\n      totalCount\n      data {\n        ID\n        fkChild\n        enrollmentPlan\n        active\n        vacancyAvailable\n        createdAt\n        admissionStatus {\n          ID\n          stateCode\n          label\n          group\n        }\n        centre {\n          ID\n          label\n        }\n        level {\n          ID\n          label\n        }\n        program {\n          ID\n          label\n        }\n        visits {\n          ID\n          visitType\n          visitFrom\n          visitTo\n          status\n          statusText\n          comment\n          trialPeriodFee\n          trialPeriodPaymentStatus\n        }\n      }\n    }\n  }\n": types.ParentEnquiriesDocument,
    "\n  query EnquiryFrontendStates($IDEnquiry: Int!) {\n    getEnquiryFrontendStates(IDEnquiry: $IDEnquiry) {\n      IDEnquiry\n      nextAction\n      current {\n        ID\n        stateCode\n        label\n      }\n      steps {\n        code\n        label\n        status\n      }\n    }\n  }\n": types.EnquiryFrontendStatesDocument,
    "\n  query TrialPeriodInvoice($IDEnquiry: Int!) {\n    getTrialPeriodInvoice(IDEnquiry: $IDEnquiry) {\n      IDVisit\n      label\n      amount\n      status\n    }\n  }\n": types.TrialPeriodInvoiceDocument,
    "\n  query AvailableDaysOfMonth($IDEnquiry: Int!, $visitType: String!, $month: String!) {\n    getAvailableDaysOfMonth(IDEnquiry: $IDEnquiry, visitType: $visitType, month: $month)\n  }\n": types.AvailableDaysOfMonthDocument,
    "\n  query VisitTimeSlots($date: Date!, $IDEnquiry: Int!, $visitType: String!) {\n    getVisitTimeSlot(date: $date, IDEnquiry: $IDEnquiry, visitType: $visitType) {\n      from\n      to\n      remaining\n    }\n  }\n": types.VisitTimeSlotsDocument,
    "\n  query VisitCalendarFile($IDVisit: Int!) {\n    getVisitCalendarFile(IDVisit: $IDVisit)\n  }\n": types.VisitCalendarFileDocument,
    "\n  mutation BookVisit($IDEnquiry: Int!, $date: Date!, $from: String!, $to: String!) {\n    bookVisit(IDEnquiry: $IDEnquiry, date: $date, from: $from, to: $to) {\n      ID\n      status\n    }\n  }\n": types.BookVisitDocument,
    "\n  mutation RescheduleVisit($IDVisit: Int!, $date: Date!, $from: String!, $to: String!) {\n    rescheduleVisit(IDVisit: $IDVisit, date: $date, from: $from, to: $to) {\n      ID\n      status\n    }\n  }\n": types.RescheduleVisitDocument,
    "\n  mutation ScheduleTrialPeriodVisit($IDEnquiry: Int!, $date: Date!, $from: String!, $to: String!) {\n    scheduleTrialPeriodVisit(IDEnquiry: $IDEnquiry, date: $date, from: $from, to: $to) {\n      ID\n      status\n    }\n  }\n": types.ScheduleTrialPeriodVisitDocument,
    "\n  mutation RescheduleTrialPeriodVisit($IDVisit: Int!, $date: Date!, $from: String!, $to: String!) {\n    rescheduleTrialPeriodVisit(IDVisit: $IDVisit, date: $date, from: $from, to: $to) {\n      ID\n      status\n    }\n  }\n": types.RescheduleTrialPeriodVisitDocument,
    "\n  mutation CancelParentMeeting($IDVisit: Int!) {\n    cancelParentMeeting(IDVisit: $IDVisit) {\n      ID\n      status\n    }\n  }\n": types.CancelParentMeetingDocument,
    "\n  mutation CancelEnquiry($ID: Int!) {\n    cancelEnquiry(ID: $ID) {\n      ID\n      active\n    }\n  }\n": types.CancelEnquiryDocument,
    "\n  query WaitList(\n    $filter: WaitListFilter\n    $tag: Int\n    $preferEnrolDate: Date\n    $filterByVacancy: Boolean\n    $race: String\n    $pagination: Pagination\n  ) {\n    getWaitList(\n      filter: $filter\n      tag: $tag\n      preferEnrolDate: $preferEnrolDate\n      filterByVacancy: $filterByVacancy\n      race: $race\n      pagination: $pagination\n    ) {\n      totalCount\n      data {\n        ID\n        childFirstname\n        childLastname\n        firstname\n        lastname\n        enrollmentPlan\n        createdAt\n        waitlistedAt\n        queueWeight\n        queuePosition\n        admissionStatus {\n          ID\n          label\n        }\n        centre {\n          ID\n          label\n        }\n        level {\n          ID\n          label\n        }\n        waitlistTags {\n          ID\n          description\n          weight\n        }\n        stateHistory {\n          ID\n          createdAt\n          toState {\n            label\n          }\n        }\n        offer {\n          ID\n          month\n          dueDate\n        }\n      }\n    }\n  }\n": types.WaitListDocument,
    "\n  query WaitListFilterOptions {\n    getWaitListFilter {\n      centres {\n        ID\n        label\n      }\n      tags {\n        ID\n        description\n      }\n      levels {\n        ID\n        label\n      }\n      preferMonthOfEnrolmentOptions\n      races\n    }\n  }\n": types.WaitListFilterOptionsDocument,
    "\n  query WaitListEnquiry($IDEnquiry: Int!) {\n    getWaitListEnquiry(IDEnquiry: $IDEnquiry) {\n      ID\n      firstname\n      lastname\n      email\n      mobilePhone\n      childFirstname\n      childLastname\n      enrollmentPlan\n      createdAt\n      waitlistedAt\n      queueWeight\n      queuePosition\n      admissionStatus {\n        ID\n        label\n        stateCode\n      }\n      centre {\n        ID\n        label\n      }\n      level {\n        ID\n        label\n      }\n      program {\n        ID\n        label\n      }\n      waitlistTags {\n        ID\n        description\n        weight\n      }\n      stateHistory {\n        ID\n        action\n        remarks\n        createdAt\n        toState {\n          label\n        }\n      }\n      offer {\n        ID\n        month\n        status\n        dueDate\n      }\n    }\n  }\n": types.WaitListEnquiryDocument,
    "\n  query WaitlistTags {\n    findAllTags {\n      ID\n      description\n      weight\n      isCustom\n    }\n  }\n": types.WaitlistTagsDocument,
    "\n  query WaitlistActivityLog($IDEnquiry: Int!, $pagination: Pagination) {\n    findAllChildActivityLog(IDEnquiry: $IDEnquiry, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        mode\n        action\n        remark\n        updatedAt\n        user {\n          ID\n          firstname\n          lastname\n        }\n      }\n    }\n  }\n": types.WaitlistActivityLogDocument,
    "\n  mutation WaitlistNewTag($description: String!) {\n    newTag(description: $description) {\n      ID\n    }\n  }\n": types.WaitlistNewTagDocument,
    "\n  mutation WaitlistTagWeight($ID: Int!, $weight: Int!) {\n    updateTagByFields(ID: $ID, weight: $weight) {\n      ID\n      weight\n    }\n  }\n": types.WaitlistTagWeightDocument,
    "\n  mutation WaitlistTagOn($IDEnquiry: Int!, $IDTag: Int!) {\n    updateEnquiryTags(IDEnquiry: $IDEnquiry, IDTag: $IDTag) {\n      ID\n    }\n  }\n": types.WaitlistTagOnDocument,
    "\n  mutation WaitlistTagOff($IDEnquiry: Int!, $IDTag: Int!) {\n    removeEnquiryTag(IDEnquiry: $IDEnquiry, IDTag: $IDTag) {\n      ID\n    }\n  }\n": types.WaitlistTagOffDocument,
    "\n  mutation WaitlistAddNote($IDEnquiry: Int!, $remark: String!) {\n    addChildActivityLog(IDEnquiry: $IDEnquiry, remark: $remark) {\n      ID\n    }\n  }\n": types.WaitlistAddNoteDocument,
    "\n  mutation WaitlistOfferPlace($IDEnquiry: Int!, $month: Date) {\n    acceptVacancyForRegistration(IDEnquiry: $IDEnquiry, month: $month) {\n      ID\n    }\n  }\n": types.WaitlistOfferPlaceDocument,
    "\n  mutation WaitlistDeclineOffer($IDEnquiry: Int!, $remarks: String) {\n    rejectVacancyForRegistration(IDEnquiry: $IDEnquiry, remarks: $remarks) {\n      ID\n    }\n  }\n": types.WaitlistDeclineOfferDocument,
    "\n  query MyWaitlistPositions {\n    getMyWaitlistPositions {\n      IDEnquiry\n      childFirstname\n      centreLabel\n      levelLabel\n      enrollmentPlan\n      position\n      queueLength\n      expectedOfferMonth\n      reasons\n      offer {\n        ID\n        month\n        dueDate\n        status\n      }\n    }\n  }\n": types.MyWaitlistPositionsDocument,
    "\n  query WaitlistVacancyTab($IDCentre: Int!) {\n    getVacancyTab(IDCentre: $IDCentre) {\n      month\n      fkLevel\n      levelLabel\n      capacity\n      enrolled\n      offered\n      vacancies\n      waiting\n    }\n  }\n": types.WaitlistVacancyTabDocument,
    "\n  query WaitlistSearch($q: String!) {\n    searchChildInWaitList(q: $q) {\n      ID\n      childFirstname\n      childLastname\n      firstname\n      lastname\n      queuePosition\n      centre {\n        ID\n        label\n      }\n      level {\n        ID\n        label\n      }\n    }\n  }\n": types.WaitlistSearchDocument,
    "\n  mutation WaitlistUpdateDetail($ID: Int!, $data: EnquiryDetailUpdate!) {\n    updateEnquiryDetail(ID: $ID, data: $data) {\n      ID\n    }\n  }\n": types.WaitlistUpdateDetailDocument,
    "\n  fragment WithdrawalDraftFields on WithdrawalDraft {\n    ID\n    fkCentre\n    status\n    documentsVerified\n    updatedAt\n    can\n    centre {\n      ID\n      label\n    }\n    submittedBy {\n      ID\n      firstname\n      lastname\n    }\n    centreApprover {\n      ID\n      firstname\n      lastname\n    }\n    hqApprover {\n      ID\n      firstname\n      lastname\n    }\n    withdrawalDraftItem {\n      noticeDate\n      effectiveDate\n      refundDepositAmount\n      refundFeeAmount\n      feeInLieuAmount\n      feeInLieuAccepted\n      monthlyFee\n      depositAmount\n      remark\n      child {\n        ID\n        firstname\n        lastname\n      }\n      codeByParentReason {\n        ID\n        label\n      }\n      codeByReason {\n        ID\n        label\n      }\n    }\n    activityLogs {\n      ID\n      status\n      remark\n      createdAt\n      user {\n        ID\n        firstname\n        lastname\n      }\n    }\n  }\n": types.WithdrawalDraftFieldsFragmentDoc,
    "\n  query WithdrawalDrafts($IDSchool: Int!, $filter: WithdrawalFilter, $pagination: Pagination) {\n    findAllWithdrawalDraft(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ...WithdrawalDraftFields\n      }\n    }\n  }\n": types.WithdrawalDraftsDocument,
    "\n  query CompletedWithdrawals($IDSchool: Int!, $filter: WithdrawalFilter, $pagination: Pagination) {\n    findAllWithdrawal(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ...WithdrawalDraftFields\n      }\n    }\n  }\n": types.CompletedWithdrawalsDocument,
    "\n  query WithdrawalDetail($IDWithdrawal: Int!) {\n    getWithdrawalDraft(IDWithdrawal: $IDWithdrawal) {\n      ...WithdrawalDraftFields\n      # Only on one request: a list of forms and signers per row would multiply a list's rows.\n      eConsentStatus\n      forms {\n        ID\n        formType\n        eDocumentStatus\n        participants {\n          ID\n          displayName\n          role\n          status\n          signedAt\n        }\n      }\n    }\n  }\n": types.WithdrawalDetailDocument,
    "\n  query WithdrawalEstimate($childID: Int!, $noticeDate: Date!, $effectiveDate: Date!) {\n    getWithdrawalDefaultRefundAmount(\n      childID: $childID\n      noticeDate: $noticeDate\n      effectiveDate: $effectiveDate\n    ) {\n      defaultDepositRefundAmount\n      defaultFeeRefundAmount\n      monthlyFee\n      depositAmount\n      noticeInDays\n      earliestLastDay\n      shortNoticeDays\n      feeInLieuAmount\n    }\n  }\n": types.WithdrawalEstimateDocument,
    "\n  query WithdrawalReasons($fkSchool: Int!) {\n    codesByLabelFkSchool(fkSchool: $fkSchool, labels: [\"withdrawal_parent_reason\", \"withdrawal_reason\"]) {\n      category\n      codes {\n        ID\n        label\n      }\n    }\n  }\n": types.WithdrawalReasonsDocument,
    "\n  mutation SubmitWithdrawal($childID: Int!, $withdrawalData: WithdrawalInput!) {\n    submitWithdrawalRequest(childID: $childID, withdrawalData: $withdrawalData) {\n      ...WithdrawalDraftFields\n    }\n  }\n": types.SubmitWithdrawalDocument,
    "\n  mutation ApproveWithdrawalCentre($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput) {\n    approveWithdrawalRequestByCentreStaff(IDWithdrawal: $IDWithdrawal, decision: $decision) {\n      ID\n    }\n  }\n": types.ApproveWithdrawalCentreDocument,
    "\n  mutation RejectWithdrawalCentre($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput!) {\n    rejectWithdrawalRequestByCentreStaff(IDWithdrawal: $IDWithdrawal, decision: $decision) {\n      ID\n    }\n  }\n": types.RejectWithdrawalCentreDocument,
    "\n  mutation ApproveWithdrawalHQ($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput) {\n    approveWithdrawalRequestByHQ(IDWithdrawal: $IDWithdrawal, decision: $decision) {\n      ID\n    }\n  }\n": types.ApproveWithdrawalHqDocument,
    "\n  mutation RejectWithdrawalHQ($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput!) {\n    rejectWithdrawalRequestByHQ(IDWithdrawal: $IDWithdrawal, decision: $decision) {\n      ID\n    }\n  }\n": types.RejectWithdrawalHqDocument,
    "\n  mutation VerifyWithdrawalDocuments($IDWithdrawal: Int!) {\n    onAllWithdrawalDocumentedVerified(IDWithdrawal: $IDWithdrawal) {\n      ID\n    }\n  }\n": types.VerifyWithdrawalDocumentsDocument,
    "\n  mutation CancelWithdrawalRequest($IDWithdrawal: Int!, $remark: String) {\n    cancelWithdrawalRequest(IDWithdrawal: $IDWithdrawal, remark: $remark) {\n      ID\n    }\n  }\n": types.CancelWithdrawalRequestDocument,
    "\n  mutation CancelApprovedWithdrawal($IDWithdrawal: Int!, $remark: String) {\n    cancelWithdrawal(IDWithdrawal: $IDWithdrawal, remark: $remark) {\n      ID\n    }\n  }\n": types.CancelApprovedWithdrawalDocument,
    "\n  mutation SendWithdrawalFormLink($IDWithdrawal: Int!) {\n    sendWithdrawalFormLink(IDWithdrawal: $IDWithdrawal) {\n      ID\n    }\n  }\n": types.SendWithdrawalFormLinkDocument,
    "\n  fragment PendingSignatureFields on PendingESignatureChild {\n    IDWithdrawal\n    formType\n    pendingStatus\n    signer\n    effectiveDate\n    createdAt\n    child {\n      ID\n      firstname\n      lastname\n    }\n    centre {\n      ID\n      label\n    }\n  }\n": types.PendingSignatureFieldsFragmentDoc,
    "\n  query PendingForm2Children {\n    getPendingForm2ESignatureChildren {\n      ...PendingSignatureFields\n    }\n  }\n": types.PendingForm2ChildrenDocument,
    "\n  query PendingForm3Children {\n    getPendingWithdrawalForm3ESignatureChildren {\n      ...PendingSignatureFields\n    }\n  }\n": types.PendingForm3ChildrenDocument,
    "\n  query SidebarMenu($fkSchool: Int!) {\n    findSidebarMenuByUser(filter: { fkSchool: $fkSchool }) {\n      ID\n      icon\n      path\n      active\n      label\n      fkNavigation\n    }\n  }\n": types.SidebarMenuDocument,
    "\n  query NotificationCount {\n    getNotifications(filter: { read: false }, pagination: { page: 1, perPage: 1 }) {\n      unreadCount\n    }\n  }\n": types.NotificationCountDocument,
    "\n  query Notifications($pagination: Pagination) {\n    getNotifications(pagination: $pagination) {\n      totalCount\n      unreadCount\n      data {\n        ID\n        navigate\n        channel\n        content {\n          title\n          body\n        }\n        read\n        createdAt\n      }\n    }\n  }\n": types.NotificationsDocument,
    "\n  mutation MarkNotifications($notificationIds: [Int!]!, $read: Boolean!) {\n    markNotifications(notificationIds: $notificationIds, read: $read)\n  }\n": types.MarkNotificationsDocument,
    "\n  query WebPushPublicKey {\n    webPushPublicKey\n  }\n": types.WebPushPublicKeyDocument,
    "\n  mutation SubscribeWebPush($subscription: WebPushSubscriptionInput!) {\n    subscribeWebPush(subscription: $subscription)\n  }\n": types.SubscribeWebPushDocument,
    "\n  mutation UnsubscribeWebPush($endpoint: String!) {\n    unsubscribeWebPush(endpoint: $endpoint)\n  }\n": types.UnsubscribeWebPushDocument,
    "\n  mutation UpdateMyPreferredLanguage($language: String!) {\n    updateMyPreferredLanguage(language: $language)\n  }\n": types.UpdateMyPreferredLanguageDocument,
    "\n  query Me {\n    me {\n      ID\n      fkSchool\n      firstname\n      lastname\n      email\n      birthdate\n      gender\n      homePhone\n      mobilePhone\n      mobilePhoneCountryCode\n      isHQStaff\n      hasCentreScopeAccess\n      hasClassScopeAccess\n      isStaff\n      can\n      preferredLanguage\n      userRoleRelations {\n        ID\n        fkRole\n        role {\n          ID\n          name\n          label\n          isStaff\n          roleTemplates {\n            ID\n            fkModuleCategory\n            access\n            moduleCategory {\n              ID\n              moduleCategoryCode\n              label\n            }\n          }\n        }\n      }\n      userAccessControls {\n        ID\n        fkSchool\n        fkCentre\n        fkClass\n        school {\n          ID\n          name\n        }\n      }\n      parent {\n        ID\n        monthlyIncome\n        workplaceStaff\n      }\n      childRelations {\n        ID\n        fkChild\n        child {\n          ID\n          firstname\n          lastname\n          race\n          nationality\n          dateOfBirth\n          birthCertificate\n          householdIncomeRange\n          childClasses {\n            from\n            to\n            program {\n              ID\n              label\n            }\n            class {\n              ID\n              fkCentre\n              fkLevel\n              label\n            }\n          }\n        }\n      }\n    }\n  }\n": types.MeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query SchoolTheme($fkSchool: Int!) {\n    findAllSchoolConfig(filter: { fkSchool: $fkSchool }) {\n      totalCount\n      data {\n        ID\n        fkSchool\n        key\n        value\n      }\n    }\n    findSchool(ID: $fkSchool) {\n      ID\n      name\n    }\n  }\n": types.SchoolThemeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAccount {\n    myAccount {\n      ID\n      firstname\n      lastname\n      email\n      mobilePhone\n      mobilePhoneCountryCode\n      pendingEmail\n    }\n  }\n"): typeof import('./graphql').MyAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyConsents {\n    myConsents {\n      ID\n      kind\n      version\n      givenAt\n      centreLabel\n    }\n  }\n"): typeof import('./graphql').MyConsentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyProfile($firstname: String!, $lastname: String!, $mobilePhone: String!) {\n    updateMyProfile(firstname: $firstname, lastname: $lastname, mobilePhone: $mobilePhone) {\n      ID\n    }\n  }\n"): typeof import('./graphql').UpdateMyProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestEmailChange($newEmail: String!) {\n    requestEmailChange(newEmail: $newEmail) {\n      ID\n      pendingEmail\n    }\n  }\n"): typeof import('./graphql').RequestEmailChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmailChange($code: String!) {\n    confirmEmailChange(code: $code) {\n      ID\n      email\n    }\n  }\n"): typeof import('./graphql').ConfirmEmailChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeMyPassword($currentPassword: String!, $newPassword: String!) {\n    changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"): typeof import('./graphql').ChangeMyPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPushPreferences {\n    myPushPreferences {\n      kind\n      push\n    }\n  }\n"): typeof import('./graphql').MyPushPreferencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyPushPreferences($kinds: [String!]!) {\n    updateMyPushPreferences(kinds: $kinds) {\n      kind\n      push\n    }\n  }\n"): typeof import('./graphql').UpdateMyPushPreferencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdmissionsList(\n    $IDSchool: Int!\n    $stageCode: String!\n    $statusCode: String\n    $filter: AdmissionFilter\n    $pagination: Pagination\n  ) {\n    findAllAdmission(\n      IDSchool: $IDSchool\n      stageCode: $stageCode\n      statusCode: $statusCode\n      filter: $filter\n      pagination: $pagination\n    ) {\n      totalCount\n      stageCounts {\n        code\n        label\n        count\n      }\n      data {\n        ...AdmissionRowFields\n      }\n    }\n  }\n"): typeof import('./graphql').AdmissionsListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdmissionRowFields on Admission {\n    ID\n    firstname\n    lastname\n    childFirstname\n    childLastname\n    pendingRegisterSince\n    source\n    createdAt\n    enrollmentPlan\n    stageCode\n    familyBlacklisted\n    centre {\n      ID\n      label\n    }\n    level {\n      ID\n      label\n    }\n    child {\n      birthCertificate\n    }\n    user {\n      email\n      mobilePhone\n      mobilePhoneCountryCode\n    }\n    admissionStatus {\n      stateCode\n      label\n    }\n  }\n"): typeof import('./graphql').AdmissionRowFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdmissionsListSearch($q: String!) {\n    searchAdmissions(q: $q) {\n      ...AdmissionRowFields\n    }\n  }\n"): typeof import('./graphql').AdmissionsListSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdmissionFilters($IDSchool: Int!) {\n    getAdmissionFilters(IDSchool: $IDSchool) {\n      centres {\n        ID\n        label\n      }\n      levels {\n        ID\n        label\n      }\n      stages {\n        code\n        label\n        statuses {\n          stateCode\n          label\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdmissionFiltersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdmissionsSearch($q: String!) {\n    searchAdmissions(q: $q) {\n      ID\n      childFirstname\n      childLastname\n      firstname\n      lastname\n      stageCode\n      centre {\n        ID\n        label\n      }\n      child {\n        ID\n        birthCertificate\n      }\n      user {\n        ID\n        email\n      }\n      admissionStatus {\n        label\n      }\n    }\n  }\n"): typeof import('./graphql').AdmissionsSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdmissionDetail($IDEnquiry: Int!) {\n    admissionByID(IDEnquiry: $IDEnquiry) {\n      ID\n      admission {\n        ID\n        firstname\n        lastname\n        childFirstname\n        childLastname\n        pendingRegisterSince\n        source\n        createdAt\n        enrollmentPlan\n        stageCode\n        familyBlacklisted\n        centre {\n          label\n        }\n        level {\n          label\n        }\n        child {\n          dateOfBirth\n          birthCertificate\n        }\n        user {\n          email\n          mobilePhone\n          mobilePhoneCountryCode\n        }\n        admissionStatus {\n          label\n          stateCode\n          enquiryFrontendState\n        }\n      }\n      enquiry {\n        ID\n        visits {\n          ID\n          status\n          visitType\n          visitFrom\n          visitTo\n        }\n      }\n      stateHistory {\n        ID\n        action\n        remarks\n        userName\n        createdAt\n        fromState {\n          label\n        }\n        toState {\n          label\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdmissionDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttendanceClasses($IDSchool: Int!) {\n    getAllClassInfo(IDSchool: $IDSchool, pagination: { page: 1, perPage: 500 }) {\n      data {\n        ID\n        label\n        centre {\n          ID\n          label\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AttendanceClassesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttendanceRegister($classID: Int!, $date: Date!) {\n    getAttendanceByClass(classID: $classID, date: $date) {\n      childID\n      child {\n        ID\n        firstname\n        lastname\n      }\n      date\n      present\n      absent\n      absentReason\n      checkIn\n      checkOut\n      inCentre\n      fever\n      entries {\n        ID\n        sessionID\n        type\n        time\n        reason\n        remarks\n        pickedBy\n        history {\n          changedAt\n          changedBy\n          action\n          remark\n        }\n      }\n      health {\n        ID\n        time\n        temperature\n        symptoms\n        fever\n      }\n      injuries {\n        ...InjuryFields\n      }\n    }\n  }\n"): typeof import('./graphql').AttendanceRegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttendanceMarkChildren(\n    $attendanceUpdate: AttendanceUpdate!\n    $forChild: [Int!]!\n    $attendanceId: Int\n  ) {\n    addOrUpdateAttendance(\n      attendanceUpdate: $attendanceUpdate\n      forChild: $forChild\n      attendanceId: $attendanceId\n    ) {\n      childID\n      present\n    }\n  }\n"): typeof import('./graphql').AttendanceMarkChildrenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttendanceCentreSummary($centreId: Int!, $from: Date!, $to: Date!, $filter: AttendanceSummaryFilter) {\n    getCentreAttendanceSummaries(centreId: $centreId, from: $from, to: $to, filter: $filter) {\n      date\n      classID\n      classLabel\n      expected\n      present\n      absent\n      late\n      notArrived\n    }\n  }\n"): typeof import('./graphql').AttendanceCentreSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChildAttendanceDays($childID: Int!, $from: Date!, $to: Date!) {\n    getChildAttendances(childID: $childID, from: $from, to: $to) {\n      date\n      present\n      absent\n      absentReason\n      checkIn\n      checkOut\n      fever\n      entries {\n        ID\n        type\n        time\n        pickedBy\n        remarks\n      }\n      health {\n        ID\n        time\n        temperature\n        symptoms\n        fever\n      }\n      injuries {\n        ...InjuryFields\n      }\n    }\n  }\n"): typeof import('./graphql').ChildAttendanceDaysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChildLatePickups($childID: Int!, $from: Date!, $to: Date!) {\n    getChildLatePickupEntries(childID: $childID, from: $from, to: $to) {\n      totalCount\n      totalFee\n      data {\n        ID\n        date\n        pickupTime\n        pickedBy\n        quantity\n        fee\n        invoice\n      }\n    }\n  }\n"): typeof import('./graphql').ChildLatePickupsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChildHealthInformation($childID: Int!) {\n    getChildHealthInfo(childID: $childID) {\n      childID\n      isImmunized\n      immunizationDetails\n      familyDoctorName\n      clinicName\n      clinicPhone\n      clinicAddress\n      medicalCondition {\n        disease\n        exists\n      }\n      updatedAt\n    }\n  }\n"): typeof import('./graphql').ChildHealthInformationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveChildHealthInformation($childID: Int!, $healthInfo: ChildHealthInfoInput!) {\n    updateChildHealthInfo(childID: $childID, healthInfo: $healthInfo) {\n      childID\n    }\n  }\n"): typeof import('./graphql').SaveChildHealthInformationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttendanceCentres {\n    getAccessibleCentresForModule(module: \"attendance_management\", accessType: \"read\") {\n      ID\n      label\n    }\n  }\n"): typeof import('./graphql').AttendanceCentresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InjuryFields on Injury {\n    ID\n    childID\n    date\n    side\n    top\n    left\n    injuryType\n    remarks\n    reportedBy\n    reportedAt\n    acknowledgedBy\n    acknowledgedAt\n  }\n"): typeof import('./graphql').InjuryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChildInjuries($childID: Int!, $from: Date!, $to: Date!) {\n    getChildInjuries(childID: $childID, from: $from, to: $to) {\n      ...InjuryFields\n    }\n  }\n"): typeof import('./graphql').ChildInjuriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddChildInjury($childID: Int!, $injury: InjuryInput!) {\n    addChildInjury(childID: $childID, injury: $injury) {\n      ID\n    }\n  }\n"): typeof import('./graphql').AddChildInjuryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffAttendance($centreId: Int!, $date: Date!) {\n    getStaffAttendancesByCentre(centreId: $centreId, date: $date) {\n      centreID\n      date\n      staff {\n        teacherID\n        firstname\n        lastname\n        status\n        checkIn\n        checkOut\n        inCentre\n        remarks\n        sessions {\n          sessionID\n          checkIn\n          checkOut\n        }\n      }\n      ratios {\n        classID\n        classLabel\n        childrenIn\n        staffIn\n        teacherRatio\n        capacity\n        overRatio\n      }\n    }\n  }\n"): typeof import('./graphql').StaffAttendanceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordStaffAttendance($centreId: Int!, $staffAttendance: StaffAttendanceInput!) {\n    recordStaffAttendance(centreId: $centreId, staffAttendance: $staffAttendance) {\n      teacherID\n      status\n      inCentre\n    }\n  }\n"): typeof import('./graphql').RecordStaffAttendanceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AttendanceChanged($centreId: Int) {\n    attendanceChanged(centreId: $centreId) {\n      centreID\n      classID\n      date\n      kind\n    }\n  }\n"): typeof import('./graphql').AttendanceChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcknowledgeChildInjury($injuryID: Int!) {\n    acknowledgeChildInjury(injuryID: $injuryID) {\n      ID\n      acknowledgedAt\n    }\n  }\n"): typeof import('./graphql').AcknowledgeChildInjuryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClusterFlagFields on SymptomClusterFlag {\n    ID\n    classLabel\n    symptom\n    firstDate\n    lastDate\n    childCount\n    broadcastID\n    broadcastStatus\n  }\n"): typeof import('./graphql').ClusterFlagFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttendanceHealthFlags($centreId: Int!, $date: Date!) {\n    getCentreHealthFlags(centreId: $centreId, date: $date) {\n      centreID\n      clusters {\n        ...ClusterFlagFields\n      }\n      fevers {\n        childID\n        firstname\n        lastname\n        classLabel\n        time\n        temperature\n      }\n      injuries {\n        firstname\n        lastname\n        classLabel\n        injury {\n          ID\n          childID\n          date\n          injuryType\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AttendanceHealthFlagsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DraftSymptomClusterNotice($clusterID: Int!) {\n    draftSymptomClusterNotice(clusterID: $clusterID) {\n      ...ClusterFlagFields\n    }\n  }\n"): typeof import('./graphql').DraftSymptomClusterNoticeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotifiableSymptoms($IDSchool: Int!) {\n    getNotifiableSymptoms(IDSchool: $IDSchool)\n  }\n"): typeof import('./graphql').NotifiableSymptomsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveNotifiableSymptoms($IDSchool: Int!, $symptoms: [String!]!) {\n    updateNotifiableSymptoms(IDSchool: $IDSchool, symptoms: $symptoms)\n  }\n"): typeof import('./graphql').SaveNotifiableSymptomsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($IDSchool: Int!, $filter: AuditLogFilter, $pagination: Pagination) {\n    findAllAuditLog(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      totalCountCapped\n      data {\n        ID\n        createdAt\n        kind\n        operation\n        action\n        userId\n        userEmail\n        userName\n        role\n        targetType\n        targetId\n        outcome\n        errorCode\n        clientIp\n      }\n    }\n  }\n"): typeof import('./graphql').AuditLogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FailedJobs($IDSchool: Int!, $pagination: Pagination) {\n    findAllFailedJob(IDSchool: $IDSchool, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        name\n        recordId\n        retryCount\n        error\n        failedAt\n      }\n    }\n  }\n"): typeof import('./graphql').FailedJobsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n"): typeof import('./graphql').LoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationInfo($token: String!) {\n    registrationInfo(token: $token) {\n      userId\n      email\n      firstname\n      maskedPhone\n      otpRequired\n      privacyPolicyUrl\n    }\n  }\n"): typeof import('./graphql').RegistrationInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($token: String!, $password: String!, $pdpaConsentVersion: String) {\n    register(token: $token, password: $password, pdpaConsentVersion: $pdpaConsentVersion) {\n      token\n    }\n  }\n"): typeof import('./graphql').RegisterDocument;
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
export function graphql(source: "\n  query BlacklistEntries($IDSchool: Int!, $pagination: Pagination) {\n    getBlackListData(IDSchool: $IDSchool, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        remark\n        updatedAt\n        child {\n          firstname\n          lastname\n        }\n        parent {\n          firstname\n          lastname\n          email\n        }\n        centre {\n          label\n        }\n        code {\n          label\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').BlacklistEntriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlacklistDrafts($IDSchool: Int!, $status: String, $pagination: Pagination) {\n    blacklistDraftsByFkSchool(IDSchool: $IDSchool, status: $status, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        kind\n        status\n        can\n        approverName\n        decisionRemark\n        createdAt\n        centre {\n          label\n        }\n        user {\n          ID\n          firstname\n          lastname\n        }\n        items {\n          remark\n          child {\n            firstname\n            lastname\n          }\n          parent {\n            email\n          }\n          code {\n            label\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').BlacklistDraftsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlacklistReasons($fkSchool: Int!) {\n    codesByLabelFkSchool(fkSchool: $fkSchool, labels: [\"blacklist_reason\"]) {\n      codes {\n        ID\n        label\n      }\n    }\n  }\n"): typeof import('./graphql').BlacklistReasonsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlacklistChildRelations($IDChild: Int!) {\n    getChildRelationData(IDChild: $IDChild) {\n      ID\n      firstname\n      lastname\n      email\n    }\n  }\n"): typeof import('./graphql').BlacklistChildRelationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlacklistSubmitNew($input: BlacklistNewInput!) {\n    submitNewBlacklist(input: $input) {\n      ID\n    }\n  }\n"): typeof import('./graphql').BlacklistSubmitNewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlacklistSubmitRemoval($IDBlacklist: Int!, $remark: String!) {\n    submitRemoveBlacklist(IDBlacklist: $IDBlacklist, remark: $remark) {\n      ID\n    }\n  }\n"): typeof import('./graphql').BlacklistSubmitRemovalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlacklistApproveDraft($IDBlacklistDraft: Int!, $remark: String) {\n    approveBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {\n      ID\n    }\n  }\n"): typeof import('./graphql').BlacklistApproveDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlacklistRejectDraft($IDBlacklistDraft: Int!, $remark: String!) {\n    rejectBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {\n      ID\n    }\n  }\n"): typeof import('./graphql').BlacklistRejectDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlacklistCancelDraft($IDBlacklistDraft: Int!, $remark: String!) {\n    cancelBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {\n      ID\n    }\n  }\n"): typeof import('./graphql').BlacklistCancelDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BroadcastList($IDSchool: Int!, $filter: BroadcastFilter, $pagination: Pagination) {\n    getBroadcasting(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      unreadCount\n      data {\n        ID\n        subject\n        description\n        status\n        needsAcknowledgement\n        createdAt\n        updatedAt\n        publishedAt\n        editedAt\n        remindedAt\n        isRead\n        recipientCount\n        readCount\n        sender {\n          ID\n          firstname\n          lastname\n          roles {\n            name\n            label\n          }\n        }\n        scopes {\n          type\n          ID\n          label\n        }\n        attachments {\n          ID\n          fileKey\n          fileSize\n          name\n          isPhoto\n          url\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').BroadcastListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BroadcastScopeSearch($IDSchool: Int!, $search: String!) {\n    searchBroadcastingScope(IDSchool: $IDSchool, search: $search) {\n      type\n      ID\n      label\n      description\n    }\n  }\n"): typeof import('./graphql').BroadcastScopeSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BroadcastReceipts($id: Int!, $unreadOnly: Boolean, $pagination: Pagination) {\n    getBroadcastingReadReceipts(IDBroadcasting: $id, unreadOnly: $unreadOnly, pagination: $pagination) {\n      readCount\n      totalCount\n      recipientCount\n      classes {\n        classID\n        classLabel\n        centreLabel\n        readCount\n        totalCount\n      }\n      recipients {\n        childID\n        childName\n        classLabel\n        parentID\n        parentName\n        mobile\n        readAt\n      }\n    }\n  }\n"): typeof import('./graphql').BroadcastReceiptsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BroadcastSave($IDSchool: Int!, $dto: BroadcastInput!, $publish: Boolean!) {\n    saveBroadcasting(IDSchool: $IDSchool, dto: $dto, publish: $publish) {\n      ID\n      status\n    }\n  }\n"): typeof import('./graphql').BroadcastSaveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BroadcastDelete($id: Int!) {\n    deleteBroadcastingByID(IDBroadcasting: $id)\n  }\n"): typeof import('./graphql').BroadcastDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BroadcastMarkRead($ids: [Int!]!, $isRead: Boolean!) {\n    markBroadcastingAsRead(IDBroadcastings: $ids, isRead: $isRead)\n  }\n"): typeof import('./graphql').BroadcastMarkReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BroadcastUploadUrl($IDSchool: Int!, $filename: String!, $contentType: String!) {\n    getBroadcastingPhotoUploadUrl(IDSchool: $IDSchool, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n"): typeof import('./graphql').BroadcastUploadUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Buses($IDSchool: Int!, $filter: BusFilter, $pagination: Pagination) {\n    findAllBus(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        fkCentre\n        plateNumber\n        fkBusDriver\n        updatedAt\n        centre {\n          ID\n          label\n        }\n        busDriver {\n          ID\n          firstname\n          lastname\n          mobilePhone\n        }\n        busChildren {\n          ID\n          firstname\n          lastname\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').BusesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusFreeChildren($IDSchool: Int!, $centreID: Int!) {\n    findAllChildrenNotAssignedToBus(IDSchool: $IDSchool, centreID: $centreID) {\n      ID\n      firstname\n      lastname\n    }\n  }\n"): typeof import('./graphql').BusFreeChildrenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveBus($IDSchool: Int!, $busID: Int, $data: BusInput!, $children: [Int!]) {\n    insertOrUpdateBusForSchool(IDSchool: $IDSchool, busID: $busID, data: $data, children: $children) {\n      ID\n      plateNumber\n    }\n  }\n"): typeof import('./graphql').SaveBusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveBus($IDBus: Int!) {\n    removeBusById(IDBus: $IDBus)\n  }\n"): typeof import('./graphql').RemoveBusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusDrivers($IDSchool: Int!, $filter: BusFilter, $pagination: Pagination) {\n    findAllBusDriver(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        fkCentre\n        firstname\n        lastname\n        mobilePhoneCountryCode\n        mobilePhone\n        createdAt\n        centre {\n          ID\n          label\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').BusDriversDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddBusDriver($IDSchool: Int!, $data: BusDriverInput!) {\n    insertBusDriver(IDSchool: $IDSchool, data: $data) {\n      ID\n    }\n  }\n"): typeof import('./graphql').AddBusDriverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBusDriver($IDBusDriver: Int!, $data: BusDriverInput!) {\n    updateBusDriverByFields(IDBusDriver: $IDBusDriver, data: $data) {\n      ID\n    }\n  }\n"): typeof import('./graphql').UpdateBusDriverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBusDriver($IDBusDriver: Int!) {\n    deleteBusDriverByID(IDBusDriver: $IDBusDriver)\n  }\n"): typeof import('./graphql').DeleteBusDriverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusCentreOptions {\n    getAccessibleCentresForModule(module: \"bus_management\", accessType: \"write\") {\n      ID\n      label\n    }\n  }\n"): typeof import('./graphql').BusCentreOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarCentres {\n    getAccessibleCentresForModule(module: \"visit_management\", accessType: \"read\") {\n      ID\n      label\n      code\n    }\n  }\n"): typeof import('./graphql').CalendarCentresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingVisitCounts {\n    getPendingVisitCounts {\n      IDCentre\n      pending\n    }\n  }\n"): typeof import('./graphql').PendingVisitCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarMonth($IDCentre: Int, $year: Int!, $month: Int!) {\n    findAllCalendarEvent(IDCentre: $IDCentre, year: $year, month: $month) {\n      IDCentre\n      year\n      month\n      visits {\n        ID\n        visitType\n        visitFrom\n        visitTo\n        completed\n        status\n        statusText\n        approvalDisplay\n        comment\n        trialPeriodFee\n        trialPeriodPaymentStatus\n        userName\n        userPhone\n        IDEnquiry\n        fkChild\n        childName\n        levelLabel\n        fkCentre\n        centreLabel\n      }\n      holidays {\n        ID\n        title\n        from\n        to\n        isPublic\n      }\n      availabilities {\n        ID\n        visitType\n        start\n        end\n        from\n        to\n        recurType\n        recurOnDays\n        slotMinutes\n        familiesPerSlot\n        active\n      }\n    }\n  }\n"): typeof import('./graphql').CalendarMonthDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitAvailabilities($IDCentre: Int!, $from: Date!, $to: Date!) {\n    findAllVisitAvailability(IDCentre: $IDCentre, from: $from, to: $to) {\n      ID\n      fkCentre\n      visitType\n      start\n      end\n      from\n      to\n      recurType\n      recurOnDays\n      slotMinutes\n      familiesPerSlot\n      active\n      visits {\n        ID\n      }\n    }\n  }\n"): typeof import('./graphql').VisitAvailabilitiesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CentreVisits($IDCentre: Int, $status: String, $from: Date, $pagination: Pagination) {\n    getScheduledVisits(IDCentre: $IDCentre, status: $status, from: $from, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        fkEnquiry\n        visitType\n        visitFrom\n        visitTo\n        status\n        statusText\n        approvalDisplay\n        comment\n        completed\n        trialPeriodFee\n        trialPeriodPaymentStatus\n        childFirstname\n        childLastname\n        parentName\n        parentPhone\n        levelLabel\n        centre {\n          ID\n          label\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CentreVisitsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddCalendarEvent($IDCentre: Int!, $availability: VisitAvailabilityInput!) {\n    addCalendarEvent(IDCentre: $IDCentre, availability: $availability) {\n      ID\n    }\n  }\n"): typeof import('./graphql').AddCalendarEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelAvailability($IDAvailability: Int!) {\n    cancelAvailability(IDAvailability: $IDAvailability) {\n      ID\n      active\n    }\n  }\n"): typeof import('./graphql').CancelAvailabilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveParentMeeting($IDVisit: Int!, $remarks: String) {\n    approveParentMeeting(IDVisit: $IDVisit, remarks: $remarks) {\n      ID\n      status\n    }\n  }\n"): typeof import('./graphql').ApproveParentMeetingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectScheduledVisit($IDVisit: Int!, $remarks: String) {\n    rejectScheduledVisit(IDVisit: $IDVisit, remarks: $remarks) {\n      ID\n      status\n    }\n  }\n"): typeof import('./graphql').RejectScheduledVisitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SkipCentreVisit($IDEnquiry: Int!, $remarks: String) {\n    skipCentreVisit(IDEnquiry: $IDEnquiry, remarks: $remarks) {\n      ID\n    }\n  }\n"): typeof import('./graphql').SkipCentreVisitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveTrialPeriodVisit($IDVisit: Int!, $remarks: String) {\n    approveTrialPeriodVisit(IDVisit: $IDVisit, remarks: $remarks) {\n      ID\n      status\n    }\n  }\n"): typeof import('./graphql').ApproveTrialPeriodVisitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectTrialPeriodVisit($IDVisit: Int!, $remarks: String) {\n    rejectTrialPeriodVisit(IDVisit: $IDVisit, remarks: $remarks) {\n      ID\n      status\n    }\n  }\n"): typeof import('./graphql').RejectTrialPeriodVisitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SkipTrialVisit($IDEnquiry: Int!, $remarks: String!) {\n    skipTrialVisit(IDEnquiry: $IDEnquiry, remarks: $remarks) {\n      ID\n    }\n  }\n"): typeof import('./graphql').SkipTrialVisitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordTrialPeriodPayment($IDVisit: Int!) {\n    recordTrialPeriodPayment(IDVisit: $IDVisit) {\n      ID\n      trialPeriodPaymentStatus\n    }\n  }\n"): typeof import('./graphql').RecordTrialPeriodPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChildrenWithoutAttendance($centreId: Int!, $month: String!) {\n    getChildrenWithoutAttendance(centreId: $centreId, month: $month) {\n      childID\n      firstname\n      lastname\n      enrolledFrom\n      enrolledTo\n    }\n  }\n"): typeof import('./graphql').ChildrenWithoutAttendanceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Centres($IDSchool: Int!, $filter: CentreFilter, $pagination: Pagination) {\n    findAllCentreForSchool(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        code\n        label\n        active\n        levelCount\n        addresses {\n          ID\n          address\n          building\n          floor\n          unit\n          postcode\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CentresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CentreDetail($IDSchool: Int!, $centreID: Int!) {\n    findAllCentreForSchool(IDSchool: $IDSchool, filter: { ID: $centreID }) {\n      data {\n        ID\n        code\n        ecdaCode\n        label\n        teacherRatio\n        active\n        addresses {\n          ID\n          address\n          building\n          floor\n          unit\n          postcode\n          lat\n          lng\n        }\n        centreLevels {\n          ID\n          fkLevel\n          fkProgram\n          level {\n            ID\n            label\n            active\n          }\n          program {\n            ID\n            label\n            active\n          }\n        }\n        centreNearbyPostcodes {\n          ID\n          postcode\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CentreDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfferableLevels($IDSchool: Int!) {\n    getLevelsForSchool(IDSchool: $IDSchool) {\n      ID\n      label\n      programs {\n        ID\n        label\n        from\n        to\n      }\n    }\n  }\n"): typeof import('./graphql').OfferableLevelsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GeocodePostalCode($postalCode: String!) {\n    geocodePostalCode(postalCode: $postalCode) {\n      postalCode\n      address\n      building\n      lat\n      lng\n      approximate\n    }\n  }\n"): typeof import('./graphql').GeocodePostalCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCentre(\n    $IDSchool: Int!\n    $centreID: Int\n    $centreData: CentreInput!\n    $postcodes: [String!]\n    $levels: [CentreLevelInput!]!\n    $addressData: CentreAddressInput!\n  ) {\n    insertOrUpdateCentreForSchool(\n      IDSchool: $IDSchool\n      centreID: $centreID\n      centreData: $centreData\n      postcodes: $postcodes\n      levels: $levels\n      addressData: $addressData\n    ) {\n      ID\n    }\n  }\n"): typeof import('./graphql').SaveCentreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCentre($IDSchool: Int!, $centreID: Int!) {\n    removeCentreForSchool(IDSchool: $IDSchool, centreID: $centreID)\n  }\n"): typeof import('./graphql').RemoveCentreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassesList($IDSchool: Int!, $filter: ClassFilter, $pagination: Pagination) {\n    getAllClassInfo(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        label\n        centre {\n          ID\n          label\n        }\n        level {\n          ID\n          label\n        }\n        teachers {\n          ID\n          firstname\n          lastname\n        }\n        currentChildrenCount\n        upcomingChildrenCount\n        capacity\n        overCapacity\n      }\n    }\n  }\n"): typeof import('./graphql').ClassesListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassDetail($IDSchool: Int!, $classID: Int!) {\n    getAllClassInfo(IDSchool: $IDSchool, classID: $classID) {\n      data {\n        ID\n        label\n        description\n        coverPhotoKey\n        coverPhotoURL\n        profilePhotoKey\n        profilePhotoURL\n        centre {\n          ID\n          label\n        }\n        level {\n          ID\n          label\n        }\n        teachers {\n          ID\n          firstname\n          lastname\n          email\n          fkUser\n        }\n        currentChildrenCount\n        upcomingChildrenCount\n        capacity\n        overCapacity\n        children {\n          ID\n          firstname\n          lastname\n          dateOfBirth\n          from\n          upcoming\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ClassDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassCentres {\n    getAccessibleCentresForModule(module: \"class_management\", accessType: \"write\") {\n      ID\n      label\n    }\n  }\n"): typeof import('./graphql').ClassCentresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChildListCentres {\n    getAccessibleCentresForModule(module: \"class_management\", accessType: \"read\") {\n      ID\n      label\n    }\n  }\n"): typeof import('./graphql').ChildListCentresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassCentreLevels($IDSchool: Int!, $centreID: Int!) {\n    findAllCentreLevel(IDSchool: $IDSchool, centreID: $centreID) {\n      data {\n        ID\n        level {\n          ID\n          label\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ClassCentreLevelsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassTeacherSearch($IDSchool: Int!, $centreID: Int!, $search: String!) {\n    getTeacherListOnInput(IDSchool: $IDSchool, centreID: $centreID, search: $search) {\n      ID\n      firstname\n      lastname\n      email\n      fkUser\n    }\n  }\n"): typeof import('./graphql').ClassTeacherSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateNewClass($IDSchool: Int!, $classData: ClassInput!) {\n    createNewClass(IDSchool: $IDSchool, classData: $classData) {\n      ID\n      label\n      overCapacity\n    }\n  }\n"): typeof import('./graphql').CreateNewClassDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClassDetails($IDSchool: Int!, $classID: Int!, $classData: ClassInput!) {\n    updateClassDetails(IDSchool: $IDSchool, classID: $classID, classData: $classData) {\n      ID\n      label\n      overCapacity\n    }\n  }\n"): typeof import('./graphql').UpdateClassDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteClassAndTeachers($IDSchool: Int!, $classID: Int!, $moveToClassID: Int) {\n    deleteClassAndTeachers(IDSchool: $IDSchool, classID: $classID, moveToClassID: $moveToClassID)\n  }\n"): typeof import('./graphql').DeleteClassAndTeachersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClassPhotoUploadURL($IDSchool: Int!, $filename: String!, $contentType: String!) {\n    getClassPhotoUploadURL(IDSchool: $IDSchool, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n"): typeof import('./graphql').ClassPhotoUploadUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChildrenToAssign($IDSchool: Int!, $classID: Int!) {\n    getChildrenToAssignToClass(IDSchool: $IDSchool, classID: $classID) {\n      ID\n      firstname\n      lastname\n      dateOfBirth\n      upcomingLevel {\n        from\n      }\n    }\n  }\n"): typeof import('./graphql').ChildrenToAssignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignChildrenToClass($IDSchool: Int!, $classID: Int!, $childIDs: [Int!]!, $from: Date!) {\n    assignChildrenToClass(IDSchool: $IDSchool, classID: $classID, childIDs: $childIDs, from: $from) {\n      ID\n      overCapacity\n    }\n  }\n"): typeof import('./graphql').AssignChildrenToClassDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChildListRow on Child {\n    ID\n    firstname\n    lastname\n    dateOfBirth\n    closestLevel {\n      centre {\n        ID\n        label\n      }\n      level {\n        ID\n        label\n      }\n      from\n      to\n      moveReason\n    }\n    currentClass {\n      class {\n        ID\n        label\n      }\n    }\n    upcomingClass {\n      class {\n        ID\n        label\n      }\n    }\n  }\n"): typeof import('./graphql').ChildListRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassChildren($IDSchool: Int!, $filter: ChildFilter, $pagination: Pagination) {\n    getChildrenData(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ...ChildListRow\n      }\n    }\n  }\n"): typeof import('./graphql').ClassChildrenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassPastChildren($IDSchool: Int!, $filter: ChildFilter, $pagination: Pagination) {\n    getPastChildrenData(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ...ChildListRow\n      }\n    }\n  }\n"): typeof import('./graphql').ClassPastChildrenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChildProfile($IDSchool: Int!, $IDChild: Int!) {\n    childByID(IDSchool: $IDSchool, IDChild: $IDChild) {\n      ID\n      firstname\n      lastname\n      dateOfBirth\n      birthCertificate\n      nationality\n      race\n      gender\n      householdIncomeRange\n      numFamilyMembers\n      imageURL\n      enrolmentDate\n      childCurrentEstimatedPromotionDate\n      currentLevel {\n        centre {\n          label\n        }\n        level {\n          label\n        }\n        program {\n          label\n        }\n        from\n      }\n      upcomingLevel {\n        centre {\n          label\n        }\n        level {\n          label\n        }\n        from\n      }\n      currentClass {\n        class {\n          ID\n          label\n        }\n        from\n        teachers {\n          ID\n          firstname\n          lastname\n        }\n      }\n      upcomingClass {\n        class {\n          ID\n          label\n        }\n        from\n        teachers {\n          ID\n          firstname\n          lastname\n        }\n      }\n      levels {\n        ID\n        centre {\n          label\n        }\n        level {\n          label\n        }\n        from\n        to\n        moveReason\n        nextLevel {\n          label\n        }\n      }\n      classes {\n        ID\n        class {\n          label\n        }\n        level {\n          label\n        }\n        from\n        to\n      }\n    }\n  }\n"): typeof import('./graphql').ChildProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChildGuardians($IDChild: Int!) {\n    findAllGuardian(IDChild: $IDChild) {\n      ID\n      firstname\n      lastname\n      email\n      mobilePhoneCountryCode\n      mobilePhone\n      relation\n      isMainApplicant\n      guardianAccess\n    }\n  }\n"): typeof import('./graphql').ChildGuardiansDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromotionPreview($IDSchool: Int!, $centreID: Int) {\n    getPromotionPreview(IDSchool: $IDSchool, centreID: $centreID) {\n      child {\n        ID\n        firstname\n        lastname\n        dateOfBirth\n      }\n      centre {\n        ID\n        label\n      }\n      fromLevel {\n        ID\n        label\n      }\n      toLevel {\n        ID\n        label\n      }\n      class {\n        ID\n        label\n      }\n      from\n      moveReason\n      warning\n    }\n  }\n"): typeof import('./graphql').PromotionPreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PromoteChildrenAndAssignClass($IDSchool: Int!, $items: [PromotionItemInput!]!) {\n    promoteChildrenAndAssignClass(IDSchool: $IDSchool, items: $items) {\n      moved\n    }\n  }\n"): typeof import('./graphql').PromoteChildrenAndAssignClassDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChildActivityPage($IDChild: Int!, $pagination: Pagination) {\n    findAllChildActivityLogByChild(IDChild: $IDChild, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        mode\n        action\n        remark\n        updatedAt\n        user {\n          ID\n          firstname\n          lastname\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ChildActivityPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FamilyContacts($IDChild: Int!) {\n    getFamilyContacts(IDChild: $IDChild) {\n      address {\n        postcode\n        address\n        building\n        floor\n        unit\n        city\n        country\n      }\n      emergencyContact\n    }\n  }\n"): typeof import('./graphql').FamilyContactsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChildProfileSaveAddress($IDChild: Int!, $addressData: UserAddressInput!) {\n    updateMyAddressFromChild(IDChild: $IDChild, addressData: $addressData) {\n      emergencyContact\n    }\n  }\n"): typeof import('./graphql').ChildProfileSaveAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChildProfileSaveEmergencyContact($IDChild: Int!, $data: JSON!) {\n    updateChildEmergencyContact(IDChild: $IDChild, data: $data) {\n      emergencyContact\n    }\n  }\n"): typeof import('./graphql').ChildProfileSaveEmergencyContactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChildProfileUpdateChild($IDChild: Int!, $data: ChildFieldsInput!) {\n    updateChildByFields(IDChild: $IDChild, data: $data) {\n      ID\n    }\n  }\n"): typeof import('./graphql').ChildProfileUpdateChildDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentSummary($IDEnquiry: Int!) {\n    getEnquiryDocumentSummary(IDEnquiry: $IDEnquiry) {\n      IDEnquiry\n      IDChild\n      stateCode\n      stateLabel\n      childName\n      childDateOfBirth\n      birthCertificate\n      parentName\n      parentEmail\n      centreLabel\n      levelLabel\n      enrollmentPlan\n      canUpload\n      canSubmit\n      canConsent\n    }\n  }\n"): typeof import('./graphql').DocumentSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequiredDocuments($IDEnquiry: Int!) {\n    listRequiredDocuments(IDEnquiry: $IDEnquiry) {\n      DocumentTypeID\n      ParentID\n      ChildID\n      Fullname\n      DocumentType\n      isRequired\n      Status\n      Remarks\n      UploadAccess\n      documents {\n        ID\n        fkChild\n        filename\n        sizeBytes\n        status\n        statusText\n        remark\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').RequiredDocumentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DocumentUploadUrl($IDEnquiry: Int!, $filename: String!, $contentType: String!) {\n    getEnquiryDocumentUploadUrl(IDEnquiry: $IDEnquiry, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n"): typeof import('./graphql').DocumentUploadUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveDocuments($IDEnquiry: Int!, $uploadedDocuments: [UploadedDocumentInput!]!) {\n    saveDocumentsByIDEnquiry(IDEnquiry: $IDEnquiry, uploadedDocuments: $uploadedDocuments) {\n      ID\n    }\n  }\n"): typeof import('./graphql').SaveDocumentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveDocument($IDDocument: Int!, $IDEnquiry: Int!) {\n    removeDocumentByIDEnquiry(IDDocument: $IDDocument, IDEnquiry: $IDEnquiry)\n  }\n"): typeof import('./graphql').RemoveDocumentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteDocumentUpload($IDEnquiry: Int!) {\n    setDocumentUploadAsCompleted(IDEnquiry: $IDEnquiry)\n  }\n"): typeof import('./graphql').CompleteDocumentUploadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentUrl($IDDocument: Int!, $IDChild: Int) {\n    getDocumentURL(IDDocument: $IDDocument, IDChild: $IDChild)\n  }\n"): typeof import('./graphql').DocumentUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingDocuments($IDCentre: Int, $pagination: Pagination) {\n    findAllPendingDocument(IDCentre: $IDCentre, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        IDEnquiry\n        IDChild\n        childName\n        centreLabel\n        documentType\n        filename\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').PendingDocumentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveDocument($IDDocument: Int!) {\n    approveEnquiryDocument(IDDocument: $IDDocument) {\n      ID\n    }\n  }\n"): typeof import('./graphql').ApproveDocumentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectDocument($IDDocument: Int!, $remark: String!) {\n    rejectEnquiryDocument(IDDocument: $IDDocument, remark: $remark) {\n      ID\n    }\n  }\n"): typeof import('./graphql').RejectDocumentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkDocumentNotRequired($IDEnquiry: Int!, $documentTypeID: Int!, $remark: String!) {\n    markEnquiryDocumentAsNotRequired(\n      IDEnquiry: $IDEnquiry\n      documentTypeID: $documentTypeID\n      remark: $remark\n    ) {\n      ID\n    }\n  }\n"): typeof import('./graphql').MarkDocumentNotRequiredDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentTypeConfigs($IDSchool: Int!) {\n    documentTypeConfigsByFkDocumentTypeConfig(IDSchool: $IDSchool) {\n      ID\n      label\n      description\n      category\n      isRequired\n      listAccess\n      uploadAccess\n      sortOrder\n      active\n    }\n  }\n"): typeof import('./graphql').DocumentTypeConfigsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveDocumentType($IDSchool: Int!, $ID: Int, $data: DocumentTypeConfigInput!) {\n    insertOrUpdateDocumentTypeConfig(IDSchool: $IDSchool, ID: $ID, data: $data) {\n      ID\n    }\n  }\n"): typeof import('./graphql').SaveDocumentTypeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnquiryOptionLists($fkSchool: Int!, $labels: [String!]!) {\n    codesByLabelFkSchool(fkSchool: $fkSchool, labels: $labels) {\n      category\n      codes {\n        ID\n        label\n        description\n      }\n    }\n  }\n"): typeof import('./graphql').EnquiryOptionListsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnquirySuggestLevel(\n    $IDSchool: Int!\n    $dateOfBirth: Date!\n    $enrollmentDate: Date!\n    $isRadiusSearch: Boolean\n  ) {\n    suggestLevel(\n      IDSchool: $IDSchool\n      dateOfBirth: $dateOfBirth\n      enrollmentDate: $enrollmentDate\n      isRadiusSearch: $isRadiusSearch\n    ) {\n      ID\n      label\n      programs {\n        ID\n        label\n      }\n    }\n  }\n"): typeof import('./graphql').EnquirySuggestLevelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnquiryIsExistingParent($email: String!) {\n    isExistingParent(email: $email)\n  }\n"): typeof import('./graphql').EnquiryIsExistingParentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnquiryIsExistingChild($birthCertificate: String!, $fkSchool: Int!) {\n    isExistingChild(birthCertificate: $birthCertificate, fkSchool: $fkSchool)\n  }\n"): typeof import('./graphql').EnquiryIsExistingChildDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NewEnquiry(\n    $schoolID: Int!\n    $email: String!\n    $phoneNumberCountryCode: String!\n    $phoneNumber: String!\n    $centreIDs: [Int!]!\n    $enquiry: EnquiryDetailsInput!\n    $pdpaConsentVersion: String\n    $preferredLanguage: String\n  ) {\n    newEnquiry(\n      schoolID: $schoolID\n      email: $email\n      phoneNumberCountryCode: $phoneNumberCountryCode\n      phoneNumber: $phoneNumber\n      centreIDs: $centreIDs\n      enquiry: $enquiry\n      pdpaConsentVersion: $pdpaConsentVersion\n      preferredLanguage: $preferredLanguage\n    ) {\n      success\n      error {\n        message\n        code\n      }\n      data {\n        ID\n        centre {\n          ID\n          label\n          code\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').NewEnquiryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OfferedCentreList on EnrollmentCentreList {\n    totalCount\n    data {\n      ID\n      label\n      code\n      distance\n      vacancyAvailable\n      addresses {\n        ID\n        address\n        postcode\n        lat\n        lng\n      }\n    }\n  }\n"): typeof import('./graphql').OfferedCentreListFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnquiryEnrollmentCentres(\n    $IDSchool: Int!\n    $enrollmentDate: Date!\n    $level: Int!\n    $program: Int\n    $nationality: String\n  ) {\n    findAllEnrollmentCentresForSchool(\n      IDSchool: $IDSchool\n      enrollmentDate: $enrollmentDate\n      level: $level\n      program: $program\n      nationality: $nationality\n    ) {\n      ...OfferedCentreList\n    }\n  }\n"): typeof import('./graphql').EnquiryEnrollmentCentresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnquiryCentresByPostalCode(\n    $postalCode: String!\n    $radius: Float!\n    $enrollmentDate: Date!\n    $level: Int!\n    $filter: CentreSearchFilter!\n    $pagination: Pagination\n  ) {\n    findAllCentreByDistance(\n      postalCode: $postalCode\n      radius: $radius\n      enrollmentDate: $enrollmentDate\n      level: $level\n      filter: $filter\n      pagination: $pagination\n    ) {\n      ...OfferedCentreList\n    }\n  }\n"): typeof import('./graphql').EnquiryCentresByPostalCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnquiryCentresByLocation(\n    $location: LatLngInput!\n    $radius: Float!\n    $enrollmentDate: Date!\n    $level: Int!\n    $filter: CentreSearchFilter!\n    $pagination: Pagination\n  ) {\n    findNearestCentresByLatLong(\n      location: $location\n      radius: $radius\n      enrollmentDate: $enrollmentDate\n      level: $level\n      filter: $filter\n      pagination: $pagination\n    ) {\n      ...OfferedCentreList\n    }\n  }\n"): typeof import('./graphql').EnquiryCentresByLocationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnquiryPostalCodeLocation($postalCode: String!) {\n    geocodePostalCode(postalCode: $postalCode) {\n      postalCode\n      address\n      lat\n      lng\n    }\n  }\n"): typeof import('./graphql').EnquiryPostalCodeLocationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnquiryPlaceSuggestions($searchVal: String!) {\n    searchPlaces(searchVal: $searchVal) {\n      postalCode\n      address\n      building\n      lat\n      lng\n    }\n  }\n"): typeof import('./graphql').EnquiryPlaceSuggestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsentForm($IDEnquiry: Int!) {\n    getConsentForm(IDEnquiry: $IDEnquiry) {\n      ID\n      eDocumentStatus\n      contentSha256\n      signedDocumentAvailable\n      linksExpired\n      participants {\n        ID\n        displayName\n        order\n        email\n        role\n        status\n        signedAt\n      }\n    }\n  }\n"): typeof import('./graphql').ConsentFormDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateForm1($IDEnquiry: Int!, $participants: [ConsentParticipantInput!]!) {\n    createForm1(IDEnquiry: $IDEnquiry, participants: $participants) {\n      ID\n    }\n  }\n"): typeof import('./graphql').CreateForm1Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SignedFormUrl($IDEnquiry: Int!) {\n    getEnrolmentDocumentURL(IDEnquiry: $IDEnquiry)\n  }\n"): typeof import('./graphql').SignedFormUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SigningDocument($token: String!) {\n    getSigningDocument(token: $token) {\n      title\n      schoolName\n      declaration\n      contentSha256\n      sections {\n        heading\n        rows {\n          label\n          value\n        }\n      }\n      signer {\n        displayName\n        role\n        order\n      }\n      participants {\n        displayName\n        order\n        role\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').SigningDocumentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignConsentForm($token: String!, $signature: SignatureInput!) {\n    signConsentForm(token: $token, signature: $signature) {\n      status\n      signedAt\n    }\n  }\n"): typeof import('./graphql').SignConsentFormDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventPhotoItem on EventPhoto {\n    ID\n    status\n    caption\n    url\n    thumbnailUrl\n    width\n    height\n    tags {\n      childID\n      childName\n      photoConsent\n    }\n  }\n"): typeof import('./graphql').EventPhotoItemFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffEventPhotos($IDEvent: Int!) {\n    getEventPhotos(IDEvent: $IDEvent) {\n      ...EventPhotoItem\n    }\n  }\n"): typeof import('./graphql').StaffEventPhotosDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyEventPhotos($IDEvent: Int!, $IDChild: Int!) {\n    getMyEventPhotos(IDEvent: $IDEvent, IDChild: $IDChild) {\n      photoConsent\n      photos {\n        ...EventPhotoItem\n      }\n    }\n  }\n"): typeof import('./graphql').MyEventPhotosDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EventAlbumUploadUrls($IDEvent: Int!, $files: [EventPhotoFileInput!]!) {\n    getEventPhotoAlbumUploadUrl(IDEvent: $IDEvent, files: $files) {\n      Url\n      Key\n    }\n  }\n"): typeof import('./graphql').EventAlbumUploadUrlsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddEventPhotos($IDEvent: Int!, $photos: [EventPhotoInput!]!) {\n    addEventPhotos(IDEvent: $IDEvent, photos: $photos) {\n      ID\n    }\n  }\n"): typeof import('./graphql').AddEventPhotosDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEventPhotoTags($IDEvent: Int!, $IDPhoto: Int!, $childIDs: [Int!]!) {\n    updateEventPhotoTags(IDEvent: $IDEvent, IDPhoto: $IDPhoto, childIDs: $childIDs) {\n      ID\n    }\n  }\n"): typeof import('./graphql').UpdateEventPhotoTagsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEventPhotos($IDEvent: Int!, $IDPhotos: [Int!]!) {\n    deleteEventPhotos(IDEvent: $IDEvent, IDPhotos: $IDPhotos) {\n      ID\n    }\n  }\n"): typeof import('./graphql').DeleteEventPhotosDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEventPhotosStatus($IDEvent: Int!, $IDPhotos: [Int!]!, $status: String!) {\n    updateEventPhotosStatus(IDEvent: $IDEvent, IDPhotos: $IDPhotos, status: $status) {\n      ID\n    }\n  }\n"): typeof import('./graphql').UpdateEventPhotosStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetChildPhotoConsent($IDChild: Int!, $photoConsent: Boolean!) {\n    setChildPhotoConsent(IDChild: $IDChild, photoConsent: $photoConsent)\n  }\n"): typeof import('./graphql').SetChildPhotoConsentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventItem on Event {\n    ID\n    status\n    category\n    title\n    description\n    eventType\n    from\n    to\n    publishDate\n    cancellationDate\n    rsvpDeadline\n    location\n    parentConsentRequired\n    termsAndConditions\n    paymentRequired\n    childEventFee\n    guestEventFee\n    guestsAllowed\n    guestsDetailsRequired\n    guestCountLimit\n    fkSubmitter\n    cancelRemarks\n    attendingCount\n    scopes {\n      ID\n      centreID\n      centreLabel\n      classID\n      classLabel\n    }\n  }\n"): typeof import('./graphql').EventItemFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DraftEvents($IDSchool: Int!, $pagination: Pagination) {\n    getDraftEvents(IDSchool: $IDSchool, pagination: $pagination) {\n      totalCount\n      data {\n        ...EventItem\n      }\n    }\n  }\n"): typeof import('./graphql').DraftEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingEvents($IDSchool: Int!, $pagination: Pagination) {\n    getPendingEvents(IDSchool: $IDSchool, pagination: $pagination) {\n      totalCount\n      data {\n        ...EventItem\n      }\n    }\n  }\n"): typeof import('./graphql').PendingEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UpcomingEvents($IDSchool: Int!, $pagination: Pagination) {\n    getUpcomingEvents(IDSchool: $IDSchool, pagination: $pagination) {\n      totalCount\n      data {\n        ...EventItem\n      }\n    }\n  }\n"): typeof import('./graphql').UpcomingEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PastEvents($IDSchool: Int!, $pagination: Pagination) {\n    getPastEvents(IDSchool: $IDSchool, pagination: $pagination) {\n      totalCount\n      data {\n        ...EventItem\n      }\n    }\n  }\n"): typeof import('./graphql').PastEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventDetails($IDEvent: Int!) {\n    eventById(IDEvent: $IDEvent) {\n      ...EventItem\n    }\n    getRsvpStatusCountDetails(IDEvent: $IDEvent) {\n      status\n      children\n      guests\n    }\n  }\n"): typeof import('./graphql').EventDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventRsvps($IDEvent: Int!, $status: String, $pagination: Pagination) {\n    getEventRsvpChildList(IDEvent: $IDEvent, status: $status, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        childID\n        childName\n        centreLabel\n        classLabel\n        status\n        consentAcceptedAt\n        guests {\n          ID\n          name\n          mobile\n          relation\n        }\n      }\n    }\n    getRsvpAttendeesClassAndCentreCountByStatus(IDEvent: $IDEvent, status: $status) {\n      centreID\n      centreLabel\n      classID\n      classLabel\n      children\n      guests\n    }\n  }\n"): typeof import('./graphql').EventRsvpsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventRsvpExport($IDEvent: Int!, $status: String) {\n    exportRsvpList(IDEvent: $IDEvent, status: $status)\n  }\n"): typeof import('./graphql').EventRsvpExportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventCentres {\n    getAccessibleCentresForModule(module: \"event_management\", accessType: \"write\") {\n      ID\n      label\n    }\n  }\n"): typeof import('./graphql').EventCentresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventClasses($IDSchool: Int!) {\n    getEventClasses(IDSchool: $IDSchool) {\n      ID\n      label\n      centreLabel\n    }\n  }\n"): typeof import('./graphql').EventClassesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveEventDraft($IDEvent: Int, $eventData: EventInput!) {\n    createOrSaveEventDraft(IDEvent: $IDEvent, eventData: $eventData) {\n      ID\n      title\n    }\n  }\n"): typeof import('./graphql').SaveEventDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEventDetails($IDEvent: Int!, $eventData: EventInput!) {\n    updateEventDetails(IDEvent: $IDEvent, eventData: $eventData) {\n      ID\n      title\n    }\n  }\n"): typeof import('./graphql').UpdateEventDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitEvent($IDEvent: Int!) {\n    submitEvent(IDEvent: $IDEvent) {\n      ID\n      status\n    }\n  }\n"): typeof import('./graphql').SubmitEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishEvent($IDEvent: Int!) {\n    publishEvent(IDEvent: $IDEvent) {\n      ID\n      status\n    }\n  }\n"): typeof import('./graphql').PublishEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelEvent($IDEvent: Int!, $remarks: String) {\n    cancelEvent(IDEvent: $IDEvent, remarks: $remarks) {\n      ID\n      status\n    }\n  }\n"): typeof import('./graphql').CancelEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveRsvpChild($IDEvent: Int!, $IDChild: Int!) {\n    removeChildFromRsvpList(IDEvent: $IDEvent, IDChild: $IDChild) {\n      ID\n    }\n  }\n"): typeof import('./graphql').RemoveRsvpChildDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveRsvpGuest($IDEvent: Int!, $IDGuest: Int!) {\n    removeEventRsvpGuest(IDEvent: $IDEvent, IDGuest: $IDGuest) {\n      ID\n    }\n  }\n"): typeof import('./graphql').RemoveRsvpGuestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyEvents {\n    getMyEvents {\n      childID\n      childName\n      canRsvp\n      event {\n        ...EventItem\n      }\n      rsvp {\n        ID\n        status\n        consentAcceptedAt\n        feeCents\n        guests {\n          ID\n          name\n          mobile\n          relation\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MyEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RsvpEvent($IDEvent: Int!, $IDChild: Int!, $rsvp: EventRsvpInput!) {\n    rsvpEvent(IDEvent: $IDEvent, IDChild: $IDChild, rsvp: $rsvp) {\n      childID\n    }\n  }\n"): typeof import('./graphql').RsvpEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventIcs($IDEvent: Int!, $IDChild: Int!) {\n    getEventCalendarFile(IDEvent: $IDEvent, IDChild: $IDChild)\n  }\n"): typeof import('./graphql').EventIcsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeeTiers($IDSchool: Int!, $fkCentre: Int) {\n    findAllCurrentFeeTier(IDSchool: $IDSchool, fkCentre: $fkCentre) {\n      ...FeeTierFields\n    }\n  }\n"): typeof import('./graphql').FeeTiersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UpcomingFeeTiers($IDSchool: Int!, $fkCentre: Int) {\n    findAllUpcomingFeeTier(IDSchool: $IDSchool, fkCentre: $fkCentre) {\n      ...FeeTierFields\n    }\n  }\n"): typeof import('./graphql').UpcomingFeeTiersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeeTierFields on FeeTier {\n    ID\n    fkCentre\n    label\n    effectiveForRegistrationFrom\n    effectiveForRegistrationTo\n    isLastTierInGroup\n    active\n    pending\n    feeGroup {\n      ID\n      groupCode\n    }\n    centre {\n      ID\n      label\n    }\n    fees {\n      ID\n      nationality\n      amount\n      effectiveFrom\n      effectiveTo\n      level {\n        ID\n        label\n      }\n      program {\n        ID\n        label\n      }\n    }\n    numberOfChildren {\n      level {\n        ID\n        label\n      }\n      numberOfChildren\n    }\n  }\n"): typeof import('./graphql').FeeTierFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeeGroups($IDSchool: Int!) {\n    findAllFeeGroup(IDSchool: $IDSchool) {\n      ID\n      groupCode\n      label\n    }\n  }\n"): typeof import('./graphql').FeeGroupsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeeDrafts($IDSchool: Int!, $pagination: Pagination) {\n    findAllFeeDraft(IDSchool: $IDSchool, pagination: $pagination) {\n      totalCount\n      pendingCount\n      data {\n        ID\n        fkUser\n        status\n        can\n        effectiveFrom\n        createdAt\n        centre {\n          ID\n          label\n        }\n        feeTier {\n          ID\n          label\n        }\n        user {\n          ID\n          firstname\n          lastname\n        }\n        approver {\n          ID\n          firstname\n          lastname\n        }\n        items {\n          ID\n          nationality\n          amount\n          lastAmount\n          level {\n            label\n          }\n          program {\n            label\n          }\n        }\n        activityLogs {\n          ID\n          status\n          remark\n          createdAt\n          user {\n            firstname\n            lastname\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').FeeDraftsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeeImpact($IDFeeDraft: Int!) {\n    getFeeDraftImpact(IDFeeDraft: $IDFeeDraft) {\n      effectiveFrom\n      noticeMonths\n      needsNoticeWarning\n      lines {\n        nationality\n        lastAmount\n        amount\n        difference\n        numberOfChildren\n        level {\n          label\n        }\n        program {\n          label\n        }\n      }\n      families {\n        email\n        difference\n        parent {\n          ID\n          firstname\n          lastname\n        }\n        children {\n          ID\n          firstname\n          lastname\n          difference\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').FeeImpactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeeCentres {\n    getAccessibleCentresForModule(module: \"fee_management\", accessType: \"write\") {\n      ID\n      label\n    }\n  }\n"): typeof import('./graphql').FeeCentresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeeReadCentres {\n    getAccessibleCentresForModule(module: \"fee_management\", accessType: \"read\") {\n      ID\n      label\n    }\n  }\n"): typeof import('./graphql').FeeReadCentresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeeCentreOffer($IDSchool: Int!, $centreID: Int!) {\n    findAllCentreLevel(IDSchool: $IDSchool, centreID: $centreID) {\n      data {\n        ID\n        fkLevel\n        fkProgram\n        level {\n          label\n        }\n        program {\n          label\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').FeeCentreOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NewFeeTier($IDSchool: Int!, $data: FeeTierInput!) {\n    newFeeTier(IDSchool: $IDSchool, data: $data) {\n      ID\n    }\n  }\n"): typeof import('./graphql').NewFeeTierDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NewFeeDraft($IDSchool: Int!, $fkCentre: Int!, $data: FeeDraftInput!) {\n    newFeeDraft(IDSchool: $IDSchool, fkCentre: $fkCentre, data: $data) {\n      ID\n    }\n  }\n"): typeof import('./graphql').NewFeeDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFeeDraftItems($IDFeeDraft: Int!, $items: [FeeDraftItemInput!]!) {\n    updateFeeDraftItems(IDFeeDraft: $IDFeeDraft, items: $items) {\n      ID\n    }\n  }\n"): typeof import('./graphql').UpdateFeeDraftItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitFeeDraft($IDFeeDraft: Int!, $remark: String) {\n    submitFeeDraft(IDFeeDraft: $IDFeeDraft, remark: $remark) {\n      ID\n    }\n  }\n"): typeof import('./graphql').SubmitFeeDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveFeeChange($IDFeeDraft: Int!, $remark: String) {\n    approveFeeChangeRequest(IDFeeDraft: $IDFeeDraft, remark: $remark) {\n      ID\n    }\n  }\n"): typeof import('./graphql').ApproveFeeChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectFeeChange($IDFeeDraft: Int!, $remark: String!) {\n    rejectFeeChangeRequest(IDFeeDraft: $IDFeeDraft, remark: $remark) {\n      ID\n    }\n  }\n"): typeof import('./graphql').RejectFeeChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelFeeChange($IDFeeDraft: Int!, $remark: String) {\n    cancelFeeChangeRequest(IDFeeDraft: $IDFeeDraft, remark: $remark) {\n      ID\n    }\n  }\n"): typeof import('./graphql').CancelFeeChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinanceSearch($IDSchool: Int!, $keyword: String!, $pagination: Pagination) {\n    searchFinance(IDSchool: $IDSchool, keyword: $keyword, pagination: $pagination) {\n      totalCount\n      data {\n        kind\n        ID\n        IDInvoice\n        number\n        IDChild\n        childName\n        amount\n        date\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').FinanceSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinanceAccountListing($IDChild: Int!, $isCDA: Boolean) {\n    getAccountListing(IDChild: $IDChild, isCDA: $isCDA) {\n      IDChild\n      childName\n      closingBalance\n      CDABalance\n      nonCDABalance\n      entries {\n        kind\n        ID\n        IDInvoice\n        date\n        number\n        label\n        paymentType\n        debit\n        credit\n        balance\n      }\n    }\n  }\n"): typeof import('./graphql').FinanceAccountListingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinanceCreateOfflineInvoice(\n    $IDCentre: Int!\n    $IDChild: Int!\n    $items: [OfflineInvoiceItemInput!]!\n    $requestKey: String\n  ) {\n    createOfflineInvoice(IDCentre: $IDCentre, IDChild: $IDChild, items: $items, requestKey: $requestKey) {\n      ID\n      invoiceNo\n    }\n  }\n"): typeof import('./graphql').FinanceCreateOfflineInvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinanceCentreChildren($IDSchool: Int!, $centreID: Int!) {\n    findAllChild(\n      IDSchool: $IDSchool\n      filter: { centreID: $centreID }\n      pagination: { page: 1, perPage: 500 }\n    ) {\n      data {\n        ID\n        firstname\n        lastname\n      }\n    }\n  }\n"): typeof import('./graphql').FinanceCentreChildrenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinanceAgeing($IDSchool: Int!) {\n    getAgeingReport(IDSchool: $IDSchool) {\n      IDCentre\n      centreName\n      current\n      days31to60\n      days61to90\n      over90\n      total\n      invoiceCount\n    }\n  }\n"): typeof import('./graphql').FinanceAgeingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FinanceInvoiceRunFields on InvoiceRun {\n    ID\n    IDCentre\n    centreName\n    month\n    status\n    total\n    processed\n    makerName\n    invoiceCount\n    skippedCount\n    grandTotal\n    error\n    createdAt\n    can\n  }\n"): typeof import('./graphql').FinanceInvoiceRunFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinanceInvoiceRuns($IDSchool: Int!, $pagination: Pagination) {\n    findAllInvoiceRun(IDSchool: $IDSchool, pagination: $pagination) {\n      totalCount\n      data {\n        ...FinanceInvoiceRunFields\n      }\n    }\n  }\n"): typeof import('./graphql').FinanceInvoiceRunsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinanceInvoiceRun($IDInvoiceRun: Int!) {\n    getInvoiceRun(IDInvoiceRun: $IDInvoiceRun) {\n      ...FinanceInvoiceRunFields\n    }\n  }\n"): typeof import('./graphql').FinanceInvoiceRunDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinanceRunDrafts($IDInvoiceRun: Int!, $skipped: Boolean, $pagination: Pagination) {\n    findAllInvoiceRunDraft(IDInvoiceRun: $IDInvoiceRun, skipped: $skipped, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        IDChild\n        childName\n        centreName\n        skipReason\n        skipMessage\n        totalAmount\n        totalTaxAmount\n        grandTotal\n        CDAAmount\n        nonCDAAmount\n        previousGrandTotal\n        change\n        IDInvoice\n        items {\n          label\n          quantity\n          unitPrice\n          taxAmount\n          displayTotalAmount\n          cdaPayable\n          source\n          explanation\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').FinanceRunDraftsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinanceCreateInvoiceRun($IDSchool: Int!, $IDCentre: Int, $month: Date!) {\n    createInvoiceRun(IDSchool: $IDSchool, IDCentre: $IDCentre, month: $month) {\n      ...FinanceInvoiceRunFields\n    }\n  }\n"): typeof import('./graphql').FinanceCreateInvoiceRunDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinanceIssueInvoiceRun($IDInvoiceRun: Int!) {\n    issueInvoiceRun(IDInvoiceRun: $IDInvoiceRun) {\n      ...FinanceInvoiceRunFields\n    }\n  }\n"): typeof import('./graphql').FinanceIssueInvoiceRunDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinanceDiscardInvoiceRun($IDInvoiceRun: Int!) {\n    discardInvoiceRun(IDInvoiceRun: $IDInvoiceRun) {\n      ...FinanceInvoiceRunFields\n    }\n  }\n"): typeof import('./graphql').FinanceDiscardInvoiceRunDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinanceCentres {\n    getAccessibleCentresForModule(module: \"finance_management\", accessType: \"read\") {\n      ID\n      label\n    }\n  }\n"): typeof import('./graphql').FinanceCentresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FinanceInvoiceFields on Invoice {\n    ID\n    fkChild\n    invoiceNo\n    invoiceType\n    label\n    status\n    invoiceDate\n    invoiceDueDate\n    totalAmount\n    totalTaxAmount\n    grandTotal\n    outstandingAmount\n  }\n"): typeof import('./graphql').FinanceInvoiceFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinanceInvoiceList($IDSchool: Int!, $filter: InvoiceFilter, $pagination: Pagination) {\n    findAllInvoice(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ...FinanceInvoiceFields\n      }\n    }\n  }\n"): typeof import('./graphql').FinanceInvoiceListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoiceDetail($IDInvoice: Int!) {\n    getInvoice(IDInvoice: $IDInvoice) {\n      IDCentre\n      centreName\n      childName\n      month\n      CDAAmount\n      nonCDAAmount\n      can\n      lines {\n        label\n        quantity\n        unitPrice\n        taxable\n        taxAmount\n        totalAmount\n        displayTotalAmount\n        cdaPayable\n        explanation\n      }\n      creditNotes {\n        ID\n        creditNoteNo\n        amount\n        remark\n        createdAt\n      }\n      invoice {\n        ...FinanceInvoiceFields\n        receipts {\n          ID\n          IDInvoice\n          IDEnquiry\n          receiptNo\n          amount\n          paymentType\n          referenceNo\n          createdAt\n        }\n        payNow {\n          uen\n          reference\n          amount\n          payload\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').InvoiceDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinanceRefundList($IDSchool: Int!, $filter: RefundFilter, $pagination: Pagination) {\n    findAllConsolidatedRefund(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        IDChild\n        childName\n        totalAmount\n        refunds {\n          ID\n          date\n          refundCompletionDate\n          label\n          amount\n          type\n          status\n          isCda\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').FinanceRefundListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinanceReceiptTypeList {\n    getOfflineOfflinePaymentReceiptTypes\n  }\n"): typeof import('./graphql').FinanceReceiptTypeListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinanceRecordOfflinePayment($IDInvoice: [Int!]!, $referenceNo: String!, $paymentType: String!) {\n    createReceiptForOfflinePayment(\n      IDInvoice: $IDInvoice\n      referenceNo: $referenceNo\n      paymentType: $paymentType\n    ) {\n      ID\n      receiptNo\n      amount\n    }\n  }\n"): typeof import('./graphql').FinanceRecordOfflinePaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinanceCreateCreditNote($IDInvoice: Int!, $amount: Int!, $remark: String!, $requestKey: String) {\n    createAdHocCreditNote(IDInvoice: $IDInvoice, amount: $amount, remark: $remark, requestKey: $requestKey) {\n      ID\n      creditNoteNo\n    }\n  }\n"): typeof import('./graphql').FinanceCreateCreditNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinanceChildInvoices($IDChild: Int!) {\n    invoicesByFkChild(IDChild: $IDChild) {\n      ...FinanceInvoiceFields\n    }\n    getChildCurrentBalance(IDChild: $IDChild) {\n      CDABalance\n      nonCDABalance\n    }\n  }\n"): typeof import('./graphql').FinanceChildInvoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FinanceUploadedFileFields on UploadedFile {\n    ID\n    label\n    URL\n    status\n    log\n    docType\n    user\n    createdAt\n    month\n    valueDate\n    rowCount\n    totalAmount\n  }\n"): typeof import('./graphql').FinanceUploadedFileFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinanceGiroFiles($IDSchool: Int!, $pagination: Pagination) {\n    findAllUploadedGiroFiles(IDSchool: $IDSchool, pagination: $pagination) {\n      totalCount\n      data {\n        ...FinanceUploadedFileFields\n      }\n    }\n  }\n"): typeof import('./graphql').FinanceGiroFilesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinanceSubsidyFiles($IDSchool: Int!, $pagination: Pagination) {\n    findAllUploadedSubsidyFiles(IDSchool: $IDSchool, pagination: $pagination) {\n      totalCount\n      data {\n        ...FinanceUploadedFileFields\n      }\n    }\n  }\n"): typeof import('./graphql').FinanceSubsidyFilesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinanceGiroDeductionArchive($IDSchool: Int!, $month: Date!, $valueDate: Date!) {\n    generateGiroDeductionArchive(IDSchool: $IDSchool, month: $month, valueDate: $valueDate) {\n      ...FinanceUploadedFileFields\n    }\n  }\n"): typeof import('./graphql').FinanceGiroDeductionArchiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinanceGiroRefundArchive($IDSchool: Int!, $valueDate: Date!) {\n    generateGiroRefundArchive(IDSchool: $IDSchool, valueDate: $valueDate) {\n      ...FinanceUploadedFileFields\n    }\n  }\n"): typeof import('./graphql').FinanceGiroRefundArchiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinanceDocumentUploadURL($IDSchool: Int!, $filename: String!, $contentType: String!) {\n    getFinanceDocumentUploadURL(IDSchool: $IDSchool, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n"): typeof import('./graphql').FinanceDocumentUploadUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinanceUploadGiroFile($IDSchool: Int!, $fileKey: String!) {\n    uploadGiroFile(IDSchool: $IDSchool, fileKey: $fileKey) {\n      ...FinanceUploadedFileFields\n    }\n  }\n"): typeof import('./graphql').FinanceUploadGiroFileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinanceUploadSubsidyFile($IDSchool: Int!, $fileKey: String!) {\n    uploadSubsidyFile(IDSchool: $IDSchool, fileKey: $fileKey) {\n      ...FinanceUploadedFileFields\n    }\n  }\n"): typeof import('./graphql').FinanceUploadSubsidyFileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinanceUnapplied($IDSchool: Int!, $pagination: Pagination) {\n    findAllUnappliedCardPayment(IDSchool: $IDSchool, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        orderId\n        IDInvoice\n        invoiceNo\n        IDChild\n        childName\n        amount\n        paidAt\n      }\n    }\n  }\n"): typeof import('./graphql').FinanceUnappliedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinanceUnappliedTargets($IDPaymentSession: Int!) {\n    findUnappliedCardPaymentTargets(IDPaymentSession: $IDPaymentSession) {\n      ID\n      invoiceNo\n      invoiceDate\n      childName\n      outstandingAmount\n    }\n  }\n"): typeof import('./graphql').FinanceUnappliedTargetsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinanceRefundUnapplied($IDPaymentSession: Int!, $remark: String) {\n    refundUnappliedCardPayment(IDPaymentSession: $IDPaymentSession, remark: $remark) {\n      ID\n      resolution\n      IDRefund\n    }\n  }\n"): typeof import('./graphql').FinanceRefundUnappliedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinanceApplyUnapplied($IDPaymentSession: Int!, $IDInvoice: Int!) {\n    applyUnappliedCardPayment(IDPaymentSession: $IDPaymentSession, IDInvoice: $IDInvoice) {\n      ID\n      resolution\n      IDInvoice\n      IDReceipt\n    }\n  }\n"): typeof import('./graphql').FinanceApplyUnappliedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GiroBankAccountFields on BankAccount {\n    ID\n    payerAccountNumber\n    payerAccountName\n    source\n    status\n    billReferenceNumber\n    isCda\n    effectiveFrom\n    applicationDate\n    createdAt\n    bank {\n      ID\n      bankName\n      bankCode\n    }\n    statusChanges {\n      ID\n      fromStatus\n      toStatus\n      reason\n      remarks\n      userName\n      createdAt\n    }\n  }\n"): typeof import('./graphql').GiroBankAccountFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GiroBankCodes {\n    findAllBankBicCode {\n      ID\n      bankName\n      bankCode\n      bicCode\n    }\n  }\n"): typeof import('./graphql').GiroBankCodesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GiroEnquiryInfo($IDEnquiry: Int!) {\n    bankAccountInfoByIDEnquiry(IDEnquiry: $IDEnquiry) {\n      IDEnquiry\n      IDChild\n      skipGiroSetup\n      canPayRegistrationByGiro\n      payingByGiro\n      accounts {\n        ...GiroBankAccountFields\n      }\n    }\n  }\n"): typeof import('./graphql').GiroEnquiryInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GiroChildBankAccounts($IDChild: Int!) {\n    bankAccountInfoByIDChild(IDChild: $IDChild) {\n      IDChild\n      accounts {\n        ...GiroBankAccountFields\n      }\n    }\n  }\n"): typeof import('./graphql').GiroChildBankAccountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GiroStatusReasons($status: String!) {\n    getBankAccountStatusChangeReasonsByStatus(status: $status) {\n      ID\n      label\n    }\n  }\n"): typeof import('./graphql').GiroStatusReasonsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GiroSaveApplication($IDChild: Int!, $IDSchool: Int!, $giroApplication: GiroApplicationInput!) {\n    saveGiroApplication(IDChild: $IDChild, IDSchool: $IDSchool, giroApplication: $giroApplication) {\n      ID\n    }\n  }\n"): typeof import('./graphql').GiroSaveApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GiroUpdateBankAccountStatus(\n    $IDBankAccount: Int!\n    $status: String!\n    $fkReason: Int!\n    $remarks: String!\n  ) {\n    updateBankAccountStatus(\n      IDBankAccount: $IDBankAccount\n      status: $status\n      fkReason: $fkReason\n      remarks: $remarks\n    ) {\n      ID\n      status\n    }\n  }\n"): typeof import('./graphql').GiroUpdateBankAccountStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GiroExportApplicationPdf($IDBankAccount: Int!) {\n    exportGiroApplicationPdf(IDBankAccount: $IDBankAccount)\n  }\n"): typeof import('./graphql').GiroExportApplicationPdfDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GiroPayRegistrationFee($IDEnquiry: Int!) {\n    payRegistrationFeeByGiro(IDEnquiry: $IDEnquiry) {\n      IDEnquiry\n      payingByGiro\n    }\n  }\n"): typeof import('./graphql').GiroPayRegistrationFeeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GiroAddPaperForm($giroAccount: GiroAccountInput!, $paymentType: String!) {\n    addGiro(giroAccount: $giroAccount, paymentType: $paymentType) {\n      ID\n    }\n  }\n"): typeof import('./graphql').GiroAddPaperFormDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HolidaysOfYear($IDSchool: Int!, $year: Int!) {\n    getCentreHolidaysOfYear(IDSchool: $IDSchool, year: $year) {\n      ID\n      title\n      description\n      holidayImageKey\n      holidayImageURL\n      from\n      to\n      isPublic\n      centreHolidays {\n        ID\n        fkCentre\n        centre {\n          ID\n          label\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').HolidaysOfYearDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HolidayCentreOptions {\n    getAccessibleCentresForModule(module: \"holiday_management\", accessType: \"write\") {\n      ID\n      label\n    }\n  }\n"): typeof import('./graphql').HolidayCentreOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHoliday($IDSchool: Int!, $holiday: HolidayInput!) {\n    createHoliday(IDSchool: $IDSchool, holiday: $holiday) {\n      ID\n      from\n    }\n  }\n"): typeof import('./graphql').CreateHolidayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHolidayDetails($IDSchool: Int!, $holidayID: Int!, $holiday: HolidayInput!) {\n    updateHolidayDetails(IDSchool: $IDSchool, holidayID: $holidayID, holiday: $holiday) {\n      ID\n      from\n    }\n  }\n"): typeof import('./graphql').UpdateHolidayDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteHolidayDetails($IDSchool: Int!, $holidayID: Int!) {\n    deleteHolidayDetails(IDSchool: $IDSchool, holidayID: $holidayID)\n  }\n"): typeof import('./graphql').DeleteHolidayDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HolidayPhotoUploadURL($IDSchool: Int!, $filename: String!, $contentType: String!) {\n    getHolidayPhotoUploadURL(IDSchool: $IDSchool, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n"): typeof import('./graphql').HolidayPhotoUploadUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessibleCentres($module: String!, $accessType: String!) {\n    getAccessibleCentresForModule(module: $module, accessType: $accessType) {\n      ID\n      label\n      code\n      addresses {\n        ID\n        address\n        postcode\n        city\n        active\n      }\n    }\n  }\n"): typeof import('./graphql').AccessibleCentresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeAdmissionStageCounts($IDSchool: Int!) {\n    findAllAdmission(\n      IDSchool: $IDSchool\n      stageCode: \"pre_registration\"\n      pagination: { page: 1, perPage: 1 }\n    ) {\n      stageCounts {\n        code\n        label\n        count\n      }\n    }\n  }\n"): typeof import('./graphql').HomeAdmissionStageCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePendingDocumentCount {\n    findAllPendingDocument(pagination: { page: 1, perPage: 1 }) {\n      totalCount\n    }\n  }\n"): typeof import('./graphql').HomePendingDocumentCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePendingCapacityRequestCount($IDSchool: Int!) {\n    capacityDraftsByFkSchool(\n      IDSchool: $IDSchool\n      filter: { status: \"pending\" }\n      pagination: { page: 1, perPage: 1 }\n    ) {\n      totalCount\n    }\n  }\n"): typeof import('./graphql').HomePendingCapacityRequestCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePendingBlacklistRequestCount($IDSchool: Int!) {\n    blacklistDraftsByFkSchool(IDSchool: $IDSchool, status: \"pending\", pagination: { page: 1, perPage: 1 }) {\n      totalCount\n    }\n  }\n"): typeof import('./graphql').HomePendingBlacklistRequestCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoicePaymentAccess($IDInvoice: Int!) {\n    getInvoicePaymentAccess(IDInvoice: $IDInvoice) {\n      ...PaymentAccessFields\n    }\n  }\n"): typeof import('./graphql').InvoicePaymentAccessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KioskCentres {\n    getAccessibleCentresForModule(module: \"attendance_management\", accessType: \"write\") {\n      ID\n      label\n    }\n  }\n"): typeof import('./graphql').KioskCentresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KioskStartSession($centreId: Int!) {\n    startKioskSession(centreId: $centreId) {\n      token\n      centreID\n      centreLabel\n      expiresAt\n    }\n  }\n"): typeof import('./graphql').KioskStartSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KioskInfo($kioskToken: String!) {\n    getKiosk(kioskToken: $kioskToken) {\n      centreID\n      centreLabel\n      expiresAt\n    }\n  }\n"): typeof import('./graphql').KioskInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KioskIdentifyFamily($kioskToken: String!, $credential: KioskCredentialInput!) {\n    kioskIdentify(kioskToken: $kioskToken, credential: $credential) {\n      ID\n      firstname\n      lastname\n      classLabel\n      collectors {\n        name\n        relation\n        mobileEnding\n        photoURL\n      }\n    }\n  }\n"): typeof import('./graphql').KioskIdentifyFamilyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KioskCheckInChildren(\n    $kioskToken: String!\n    $credential: KioskCredentialInput!\n    $children: [Int!]!\n    $mobile: String!\n    $healthChecks: [KioskHealthAnswer!]\n  ) {\n    kioskCheckIn(\n      kioskToken: $kioskToken\n      credential: $credential\n      children: $children\n      mobile: $mobile\n      healthChecks: $healthChecks\n    ) {\n      ID\n    }\n  }\n"): typeof import('./graphql').KioskCheckInChildrenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KioskCheckOutChildren(\n    $kioskToken: String!\n    $credential: KioskCredentialInput!\n    $children: [Int!]!\n    $mobile: String!\n  ) {\n    kioskCheckOut(kioskToken: $kioskToken, credential: $credential, children: $children, mobile: $mobile) {\n      ID\n    }\n  }\n"): typeof import('./graphql').KioskCheckOutChildrenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KioskIssuePass {\n    issueKioskPass {\n      qrToken\n      pin\n      expiresAt\n    }\n  }\n"): typeof import('./graphql').KioskIssuePassDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LeaveRequestRow on LeaveRequest {\n    ID\n    centreID\n    subject {\n      childID\n      teacherID\n      firstname\n      lastname\n    }\n    leaveType {\n      ID\n      code\n      label\n    }\n    from\n    to\n    halfDay\n    status\n    remark\n    requestedBy\n    approver\n    approverRemark\n  }\n"): typeof import('./graphql').LeaveRequestRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaveTypeChoices($IDSchool: Int!) {\n    getLeaveTypes(IDSchool: $IDSchool) {\n      ID\n      code\n      label\n      halfDayApplicable\n      applicableToChild\n      applicableToStaff\n      approveRequired\n    }\n  }\n"): typeof import('./graphql').LeaveTypeChoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaveTypesAdmin($IDSchool: Int!) {\n    getLeaveTypes(IDSchool: $IDSchool, includeInactive: true) {\n      ...LeaveTypeRow\n    }\n  }\n"): typeof import('./graphql').LeaveTypesAdminDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LeaveTypeRow on LeaveType {\n    ID\n    code\n    label\n    halfDayApplicable\n    applicableToChild\n    applicableToStaff\n    approveRequired\n    active\n  }\n"): typeof import('./graphql').LeaveTypeRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveLeaveType($IDSchool: Int!, $leaveTypeID: Int, $leaveTypeData: LeaveTypeInput!) {\n    insertOrUpdateLeaveType(IDSchool: $IDSchool, leaveTypeID: $leaveTypeID, leaveTypeData: $leaveTypeData) {\n      ...LeaveTypeRow\n    }\n  }\n"): typeof import('./graphql').SaveLeaveTypeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChildLeaveRequests($childID: Int!) {\n    getChildLeaveRequests(childID: $childID) {\n      ...LeaveRequestRow\n    }\n  }\n"): typeof import('./graphql').ChildLeaveRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CentreLeaveRequests($centreID: Int!, $from: Date!, $to: Date!) {\n    getCentreLeaveRequests(centreID: $centreID, from: $from, to: $to) {\n      ...LeaveRequestRow\n    }\n  }\n"): typeof import('./graphql').CentreLeaveRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestChildLeave($childID: Int!, $leaveData: LeaveRequestInput!) {\n    requestChildLeave(childID: $childID, leaveData: $leaveData) {\n      ...LeaveRequestRow\n    }\n  }\n"): typeof import('./graphql').RequestChildLeaveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyLeaveRequests {\n    getMyLeaveRequests {\n      ...LeaveRequestRow\n    }\n  }\n"): typeof import('./graphql').MyLeaveRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestStaffLeave($leaveData: LeaveRequestInput!) {\n    requestStaffLeave(leaveData: $leaveData) {\n      ...LeaveRequestRow\n    }\n  }\n"): typeof import('./graphql').RequestStaffLeaveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelMyLeaveRequest($IDLeaveRequest: Int!) {\n    cancelMyLeaveRequest(IDLeaveRequest: $IDLeaveRequest) {\n      ...LeaveRequestRow\n    }\n  }\n"): typeof import('./graphql').CancelMyLeaveRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveLeaveRequest($IDLeaveRequest: Int!, $remark: String) {\n    approveLeaveRequest(IDLeaveRequest: $IDLeaveRequest, remark: $remark) {\n      ...LeaveRequestRow\n    }\n  }\n"): typeof import('./graphql').ApproveLeaveRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectLeaveRequest($IDLeaveRequest: Int!, $remark: String!) {\n    rejectLeaveRequest(IDLeaveRequest: $IDLeaveRequest, remark: $remark) {\n      ...LeaveRequestRow\n    }\n  }\n"): typeof import('./graphql').RejectLeaveRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelLeaveRequest($IDLeaveRequest: Int!) {\n    cancelLeaveRequest(IDLeaveRequest: $IDLeaveRequest) {\n      ...LeaveRequestRow\n    }\n  }\n"): typeof import('./graphql').CancelLeaveRequestDocument;
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
export function graphql(source: "\n  fragment PaymentAccessFields on PaymentAccess {\n    available\n    reason\n    message\n    IDInvoice\n    outstanding\n    lastOrder {\n      orderId\n      status\n      errorCode\n      message\n    }\n  }\n"): typeof import('./graphql').PaymentAccessFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentAccess($IDEnquiry: Int!) {\n    getPaymentAccess(IDEnquiry: $IDEnquiry) {\n      ...PaymentAccessFields\n    }\n  }\n"): typeof import('./graphql').PaymentAccessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePaymentSession($InvoiceID: Int!) {\n    createPaymentSession(InvoiceID: $InvoiceID) {\n      Id\n      checkoutUrl\n      Order {\n        Id\n        Amount\n        Currency\n      }\n    }\n  }\n"): typeof import('./graphql').CreatePaymentSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePaymentSession($paymentOrderID: String!) {\n    updatePaymentSession(paymentOrderID: $paymentOrderID) {\n      orderId\n      status\n      errorCode\n      message\n      IDReceipt\n    }\n  }\n"): typeof import('./graphql').UpdatePaymentSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentRegistrationInvoice($IDEnquiry: Int!) {\n    getEnquiryRegistrationInvoice(IDEnquiry: $IDEnquiry) {\n      ID\n      invoiceNo\n      label\n      status\n      invoiceDate\n      invoiceDueDate\n      totalAmount\n      totalTaxAmount\n      grandTotal\n      outstandingAmount\n      items {\n        label\n        quantity\n        unitPrice\n        taxable\n        taxAmount\n        totalAmount\n        displayTotalAmount\n      }\n      receipts {\n        ID\n        receiptNo\n        amount\n        paymentType\n        referenceNo\n        createdAt\n      }\n      payNow {\n        uen\n        reference\n        amount\n        payload\n      }\n    }\n  }\n"): typeof import('./graphql').PaymentRegistrationInvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentDraftMonthly($IDEnquiry: Int!) {\n    getEnquiryDraftMonthlyFeeInvoice(IDEnquiry: $IDEnquiry) {\n      label\n      month\n      totalAmount\n      totalTaxAmount\n      grandTotal\n      items {\n        label\n        quantity\n        unitPrice\n        taxable\n        taxAmount\n        totalAmount\n        displayTotalAmount\n      }\n    }\n  }\n"): typeof import('./graphql').PaymentDraftMonthlyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentEnrolmentStatus($IDEnquiry: Int!) {\n    getEnrolmentStatus(IDEnquiry: $IDEnquiry) {\n      IDEnquiry\n      state\n      invoicePaid\n      giroRequired\n      enrolled\n    }\n  }\n"): typeof import('./graphql').PaymentEnrolmentStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentInvoicePdf($IDInvoice: Int!) {\n    invoicePdf(IDInvoice: $IDInvoice) {\n      filename\n      contentBase64\n    }\n  }\n"): typeof import('./graphql').PaymentInvoicePdfDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentReceiptPdf($IDReceipt: Int!) {\n    receiptPdf(IDReceipt: $IDReceipt) {\n      filename\n      contentBase64\n    }\n  }\n"): typeof import('./graphql').PaymentReceiptPdfDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaymentConfirmRegistration($IDEnquiry: Int!, $paymentType: String!, $referenceNo: String!) {\n    markRegistrationPaymentAsSuccessful(\n      IDEnquiry: $IDEnquiry\n      paymentType: $paymentType\n      referenceNo: $referenceNo\n    ) {\n      duplicate\n      enquiryState\n      receipt {\n        ID\n        receiptNo\n      }\n    }\n  }\n"): typeof import('./graphql').PaymentConfirmRegistrationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChildPickups($childID: Int!) {\n    getChildAuthorisedPickups(childID: $childID) {\n      ID\n      name\n      relation\n      mobile\n      photoKey\n      photoURL\n    }\n  }\n"): typeof import('./graphql').ChildPickupsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveChildPickup($childID: Int!, $pickupID: Int, $pickup: AuthorisedPickupInput!) {\n    saveChildAuthorisedPickup(childID: $childID, pickupID: $pickupID, pickup: $pickup) {\n      ID\n    }\n  }\n"): typeof import('./graphql').SaveChildPickupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveChildPickup($childID: Int!, $pickupID: Int!) {\n    removeChildAuthorisedPickup(childID: $childID, pickupID: $pickupID) {\n      ID\n    }\n  }\n"): typeof import('./graphql').RemoveChildPickupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PickupPhotoUploadURL($childID: Int!, $filename: String!, $contentType: String!) {\n    getAuthorisedPickupPhotoUploadURL(childID: $childID, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n"): typeof import('./graphql').PickupPhotoUploadUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanningCentres {\n    getAccessibleCentresForModule(module: \"enrollment_planning\", accessType: \"read\") {\n      ID\n      label\n    }\n  }\n"): typeof import('./graphql').PlanningCentresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanningLevels($IDSchool: Int!, $centreID: Int!) {\n    findAllCentreLevel(IDSchool: $IDSchool, centreID: $centreID) {\n      data {\n        fkLevel\n        active\n        level {\n          ID\n          label\n          active\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PlanningLevelsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanningVacancyMonths($CentreID: Int!, $ServiceLevel: Int!, $Year: Int!, $fromMonth: Date) {\n    findAllVacancies(CentreID: $CentreID, ServiceLevel: $ServiceLevel, Year: $Year, fromMonth: $fromMonth) {\n      count\n      status\n      month\n    }\n    capacitiesByFkCentreFkLevelYear(IDCentre: $CentreID, IDLevel: $ServiceLevel, Year: $Year) {\n      ID\n      date\n      capacity\n    }\n  }\n"): typeof import('./graphql').PlanningVacancyMonthsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanningNegativeVacancies($centreID: Int!) {\n    findAllNegativeVacanciesByCentre(centreID: $centreID) {\n      levelId\n      level\n      year\n      shortfall\n      firstMonth\n    }\n  }\n"): typeof import('./graphql').PlanningNegativeVacanciesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanningDrafts($IDSchool: Int!, $filter: CapacityDraftFilter, $pagination: Pagination) {\n    capacityDraftsByFkSchool(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        fkCentre\n        centreLabel\n        status\n        year\n        createdAt\n        updatedAt\n        requesterName\n        approverName\n        can\n        items {\n          ID\n          fkLevel\n          capacity\n          date\n          label\n          currentCapacity\n        }\n        activityLogs {\n          ID\n          remark\n          status\n          userName\n          createdAt\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PlanningDraftsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlanningSubmitRequest(\n    $CapacityDraft: CapacityDraftInput!\n    $remarks: String\n    $CapacityDraftItems: [CapacityDraftItemInput!]!\n  ) {\n    submitVacancyPlanning(\n      CapacityDraft: $CapacityDraft\n      remarks: $remarks\n      CapacityDraftItems: $CapacityDraftItems\n    ) {\n      ID\n    }\n  }\n"): typeof import('./graphql').PlanningSubmitRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlanningApproveRequest($DraftID: Int!, $Remarks: String) {\n    approveCapacityChangeRequest(DraftID: $DraftID, Remarks: $Remarks) {\n      ID\n      status\n    }\n  }\n"): typeof import('./graphql').PlanningApproveRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlanningRejectRequest($DraftID: Int!, $Remarks: String) {\n    rejectCapacityChangeRequest(DraftID: $DraftID, Remarks: $Remarks) {\n      ID\n      status\n    }\n  }\n"): typeof import('./graphql').PlanningRejectRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlanningRecallRequest($DraftID: Int!, $Remarks: String) {\n    cancelCapacityChangeRequest(DraftID: $DraftID, Remarks: $Remarks) {\n      ID\n      status\n    }\n  }\n"): typeof import('./graphql').PlanningRecallRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicLevels($IDSchool: Int!) {\n    getLevelsForSchool(IDSchool: $IDSchool) {\n      ID\n      label\n      programs {\n        ID\n        label\n      }\n    }\n  }\n"): typeof import('./graphql').PublicLevelsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CentreOutlooks(\n    $IDSchool: Int!\n    $centres: [Int!]!\n    $level: Int!\n    $program: Int\n    $enrollmentDate: Date!\n    $household: PublicHouseholdInput\n  ) {\n    getCentreOutlooks(\n      IDSchool: $IDSchool\n      centres: $centres\n      level: $level\n      program: $program\n      enrollmentDate: $enrollmentDate\n      household: $household\n    ) {\n      fkCentre\n      levelLabels\n      queueLength\n      expectedOfferMonth\n      monthlyFeeCents\n      programLabel\n      subsidyCents\n      feeAfterSubsidyCents\n    }\n  }\n"): typeof import('./graphql').CentreOutlooksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SchoolIntroduction($IDSchool: Int!) {\n    getSchoolIntroduction(IDSchool: $IDSchool) {\n      introduction\n      programmes {\n        title\n        description\n        imageUrl\n      }\n      centres {\n        ID\n        label\n        code\n        addresses {\n          ID\n          address\n          postcode\n          lat\n          lng\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SchoolIntroductionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParentInformation($IDSchool: Int!) {\n    getParentInformation(IDSchool: $IDSchool) {\n      enrolmentSteps\n      fees {\n        levelLabel\n        programLabel\n        residency\n        minCents\n        maxCents\n      }\n      subsidySchedule {\n        ...SubsidyTables\n      }\n      documentsToPrepare\n      faqs {\n        question\n        answer\n      }\n    }\n  }\n"): typeof import('./graphql').ParentInformationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicPagesEdit($IDSchool: Int!) {\n    getPublicPagesForEdit(IDSchool: $IDSchool) {\n      published\n      introduction\n      documentsToPrepare\n      programmes {\n        title\n        description\n        imageUrl\n      }\n      faqs {\n        question\n        answer\n      }\n      updatedAt\n    }\n  }\n"): typeof import('./graphql').PublicPagesEditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePublicPages($IDSchool: Int!, $content: PublicPagesInput!) {\n    savePublicPages(IDSchool: $IDSchool, content: $content) {\n      updatedAt\n    }\n  }\n"): typeof import('./graphql').SavePublicPagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublicPageImageUpload($IDSchool: Int!, $filename: String!, $contentType: String!) {\n    getPublicPageImageUploadURL(IDSchool: $IDSchool, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n"): typeof import('./graphql').PublicPageImageUploadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationPageEnquiry($id: Int!) {\n    enquiryByID(id: $id) {\n      ID\n      fkSchool\n      fkChild\n      childFirstname\n      childLastname\n      enrollmentPlan\n      admissionStatus {\n        stateCode\n        label\n        group\n      }\n      centre {\n        ID\n        label\n      }\n      level {\n        ID\n        label\n      }\n    }\n  }\n"): typeof import('./graphql').RegistrationPageEnquiryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationPageForm($IDEnquiry: Int!) {\n    getEnrolmentForm(IDEnquiry: $IDEnquiry) {\n      IDEnquiry\n      step\n      completedSteps\n      isInfantCare\n      prefill\n      steps {\n        step\n        completed\n        data\n      }\n    }\n    getAdditionalInformation(IDEnquiry: $IDEnquiry) {\n      IDEnquiry\n      step\n      completedSteps\n      steps {\n        step\n        completed\n        data\n      }\n    }\n  }\n"): typeof import('./graphql').RegistrationPageFormDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationPageSubsidy($IDEnquiry: Int!) {\n    getSubsidySchedule(IDEnquiry: $IDEnquiry) {\n      ...SubsidyTables\n    }\n  }\n"): typeof import('./graphql').RegistrationPageSubsidyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegistrationPageStart($IDEnquiry: Int!, $IDChild: Int!) {\n    startRegistration(IDEnquiry: $IDEnquiry, IDChild: $IDChild) {\n      ID\n    }\n  }\n"): typeof import('./graphql').RegistrationPageStartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegistrationPageSaveForm($IDEnquiry: Int!, $EnrolmentForm: EnrolmentFormInput!) {\n    saveEnrolmentForm(IDEnquiry: $IDEnquiry, EnrolmentForm: $EnrolmentForm) {\n      IDEnquiry\n    }\n  }\n"): typeof import('./graphql').RegistrationPageSaveFormDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegistrationPageSaveAdditional($IDEnquiry: Int!, $step: String!, $data: JSON!) {\n    saveAdditionalInformation(IDEnquiry: $IDEnquiry, step: $step, data: $data) {\n      IDEnquiry\n    }\n  }\n"): typeof import('./graphql').RegistrationPageSaveAdditionalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegistrationPageComplete($IDEnquiry: Int!) {\n    markAsCompleted(IDEnquiry: $IDEnquiry) {\n      ID\n    }\n  }\n"): typeof import('./graphql').RegistrationPageCompleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubsidyTables on SubsidySchedule {\n    basic {\n      careType\n      working\n      amountCents\n    }\n    additional {\n      careType\n      incomeMaxCents\n      perCapitaMaxCents\n      amountCents\n    }\n  }\n"): typeof import('./graphql').SubsidyTablesFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SchoolConfigSettings($fkSchool: Int!) {\n    findAllSchoolConfig(filter: { fkSchool: $fkSchool }) {\n      totalCount\n      data {\n        ID\n        key\n        value\n      }\n    }\n  }\n"): typeof import('./graphql').SchoolConfigSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSchoolConfig($IDSchool: Int!, $entries: [SchoolConfigEntryInput!]!) {\n    updateSchoolConfig(IDSchool: $IDSchool, entries: $entries) {\n      ID\n      key\n      value\n    }\n  }\n"): typeof import('./graphql').UpdateSchoolConfigDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCodes($IDSchool: Int!, $searchCategory: String!, $pagination: Pagination) {\n    findAllCodesForAdmin(IDSchool: $IDSchool, searchCategory: $searchCategory, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        category\n        label\n        description\n        sortOrder\n        active\n      }\n    }\n  }\n"): typeof import('./graphql').AdminCodesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCode($IDSchool: Int!, $codeID: Int, $category: String!, $code: CodeInput!) {\n    insertOrUpdateCode(IDSchool: $IDSchool, codeID: $codeID, category: $category, code: $code) {\n      ID\n      label\n      active\n    }\n  }\n"): typeof import('./graphql').SaveCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCodeActive($IDSchool: Int!, $codeID: Int!, $active: Boolean!) {\n    setCodeActive(IDSchool: $IDSchool, codeID: $codeID, active: $active) {\n      ID\n      active\n    }\n  }\n"): typeof import('./graphql').SetCodeActiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SchoolBrandingUploadURL(\n    $IDSchool: Int!\n    $purpose: String!\n    $filename: String!\n    $contentType: String!\n  ) {\n    getSchoolBrandingUploadURL(\n      IDSchool: $IDSchool\n      purpose: $purpose\n      filename: $filename\n      contentType: $contentType\n    ) {\n      Url\n      Key\n    }\n  }\n"): typeof import('./graphql').SchoolBrandingUploadUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StateMap($IDSchool: Int!) {\n    findAllEnquiryStateMachineMap(IDSchool: $IDSchool) {\n      ID\n      priority\n      fromState {\n        ID\n        stateCode\n        label\n        group\n      }\n      toState {\n        ID\n        stateCode\n        label\n        group\n      }\n    }\n    findAllEnquiryState {\n      ID\n      stateCode\n      label\n      group\n    }\n    strandedEnquiryStates(IDSchool: $IDSchool) {\n      states {\n        count\n        state {\n          ID\n          label\n        }\n        enquiries {\n          ID\n          childFirstname\n          childLastname\n          centreLabel\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').StateMapDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StateMapImpactOf($IDSchool: Int!, $IDMap: Int!) {\n    enquiryStateMachineMapImpact(IDSchool: $IDSchool, IDMap: $IDMap) {\n      states {\n        count\n        stranded\n        state {\n          ID\n          label\n        }\n        enquiries {\n          ID\n          childFirstname\n          childLastname\n          centreLabel\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').StateMapImpactOfDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StateMapAddMapping($IDSchool: Int!, $fromState: String!, $toState: String!, $priority: Int) {\n    addEnquiryStateMachineMap(\n      IDSchool: $IDSchool\n      fromState: $fromState\n      toState: $toState\n      priority: $priority\n    ) {\n      ID\n    }\n  }\n"): typeof import('./graphql').StateMapAddMappingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StateMapRemoveMapping($IDSchool: Int!, $IDMap: Int!, $confirm: Boolean) {\n    removeEnquiryStateMachineMap(IDSchool: $IDSchool, IDMap: $IDMap, confirm: $confirm)\n  }\n"): typeof import('./graphql').StateMapRemoveMappingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TransferDraftFields on TransferDraft {\n    ID\n    status\n    additionalStatus\n    vacancyAvailableForTransferRequest\n    subsidyNotice\n    updatedAt\n    can\n    sourceCentre {\n      ID\n      label\n    }\n    destinationCentre {\n      ID\n      label\n    }\n    submittedBy {\n      ID\n      firstname\n      lastname\n    }\n    sourceApprover {\n      ID\n      firstname\n      lastname\n    }\n    destinationApprover {\n      ID\n      firstname\n      lastname\n    }\n    item {\n      effectiveDate\n      remark\n      fkEnquiry\n      child {\n        ID\n        firstname\n        lastname\n      }\n      reason {\n        ID\n        label\n      }\n    }\n    activityLogs {\n      ID\n      status\n      remark\n      createdAt\n      user {\n        ID\n        firstname\n        lastname\n      }\n    }\n  }\n"): typeof import('./graphql').TransferDraftFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransferDrafts($IDSchool: Int!, $filter: TransferFilter, $pagination: Pagination) {\n    getTransferDrafts(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ...TransferDraftFields\n      }\n    }\n  }\n"): typeof import('./graphql').TransferDraftsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompletedTransfers($IDSchool: Int!, $filter: TransferFilter, $pagination: Pagination) {\n    getCompletedTransferRequests(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ...TransferDraftFields\n      }\n    }\n  }\n"): typeof import('./graphql').CompletedTransfersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransferDetail($IDTransfer: Int!) {\n    getTransferDraft(IDTransfer: $IDTransfer) {\n      ...TransferDraftFields\n    }\n  }\n"): typeof import('./graphql').TransferDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveTransferSource($IDTransfer: Int!, $decision: TransferDecisionInput) {\n    approveTransferRequestBySourceCentreStaff(IDTransfer: $IDTransfer, decision: $decision) {\n      ID\n    }\n  }\n"): typeof import('./graphql').ApproveTransferSourceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectTransferSource($IDTransfer: Int!, $decision: TransferDecisionInput!) {\n    rejectTransferRequestBySourceCentreStaff(IDTransfer: $IDTransfer, decision: $decision) {\n      ID\n    }\n  }\n"): typeof import('./graphql').RejectTransferSourceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveTransferDestination($IDTransfer: Int!, $decision: TransferDecisionInput) {\n    approveTransferRequestByDestinationCentreStaff(IDTransfer: $IDTransfer, decision: $decision) {\n      ID\n    }\n  }\n"): typeof import('./graphql').ApproveTransferDestinationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectTransferDestination($IDTransfer: Int!, $decision: TransferDecisionInput!) {\n    rejectTransferRequestByDestinationCentreStaff(IDTransfer: $IDTransfer, decision: $decision) {\n      ID\n    }\n  }\n"): typeof import('./graphql').RejectTransferDestinationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelTransferByUser($IDTransfer: Int!, $remark: String) {\n    cancelTransferRequestByUser(IDTransfer: $IDTransfer, remark: $remark) {\n      ID\n    }\n  }\n"): typeof import('./graphql').CancelTransferByUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteTransfer($IDTransfer: Int!, $remark: String) {\n    completeTransferRequest(IDTransfer: $IDTransfer, remark: $remark) {\n      ID\n    }\n  }\n"): typeof import('./graphql').CompleteTransferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransferDestinations($childID: Int!, $effectiveDate: Date) {\n    getTransferDestinations(childID: $childID, effectiveDate: $effectiveDate) {\n      vacancyAvailable\n      centre {\n        ID\n        label\n      }\n    }\n  }\n"): typeof import('./graphql').TransferDestinationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransferReasons($fkSchool: Int!) {\n    codesByLabelFkSchool(fkSchool: $fkSchool, labels: [\"transfer_reason\"]) {\n      category\n      codes {\n        ID\n        label\n      }\n    }\n  }\n"): typeof import('./graphql').TransferReasonsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitTransfer($childID: Int!, $transferData: TransferInput!) {\n    submitNewTransferRequest(childID: $childID, transferData: $transferData) {\n      ID\n    }\n  }\n"): typeof import('./graphql').SubmitTransferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffList(\n    $IDSchool: Int!\n    $pagination: Pagination\n    $filter: StaffFilter\n    $role: Int\n    $centre: Int\n    $searchString: String\n  ) {\n    findAllStaff(\n      IDSchool: $IDSchool\n      pagination: $pagination\n      filter: $filter\n      role: $role\n      centre: $centre\n      searchString: $searchString\n    ) {\n      totalCount\n      data {\n        ...StaffFields\n      }\n    }\n  }\n"): typeof import('./graphql').StaffListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffFields on Staff {\n    ID\n    staffID\n    active\n    createdAt\n    user {\n      ID\n      firstname\n      lastname\n      email\n      mobilePhone\n      mobilePhoneCountryCode\n      isHQStaff\n      hasCentreScopeAccess\n      active\n    }\n    centres {\n      ID\n      label\n      code\n    }\n    roles {\n      ID\n      label\n      name\n      active\n    }\n  }\n"): typeof import('./graphql').StaffFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffByID($IDSchool: Int!, $staffID: Int!) {\n    findStaffByID(IDSchool: $IDSchool, staffID: $staffID) {\n      ...StaffFields\n    }\n  }\n"): typeof import('./graphql').StaffByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddNewStaff($IDSchool: Int!, $staffData: StaffInput!) {\n    addNewStaff(IDSchool: $IDSchool, staffData: $staffData) {\n      ID\n    }\n  }\n"): typeof import('./graphql').AddNewStaffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStaff($IDSchool: Int!, $staffID: Int!, $staffData: StaffInput!) {\n    updateStaff(IDSchool: $IDSchool, staffID: $staffID, staffData: $staffData) {\n      ID\n    }\n  }\n"): typeof import('./graphql').UpdateStaffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveStaff($IDSchool: Int!, $staffID: Int!) {\n    removeStaff(IDSchool: $IDSchool, staffID: $staffID)\n  }\n"): typeof import('./graphql').RemoveStaffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateStaff($IDSchool: Int!, $staffID: Int!) {\n    activateStaff(IDSchool: $IDSchool, staffID: $staffID) {\n      ID\n    }\n  }\n"): typeof import('./graphql').ActivateStaffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DirectoryUserByEmail($email: String!) {\n    getADUserByEmail(email: $email) {\n      email\n      displayName\n      givenName\n      surname\n      businessPhones\n    }\n  }\n"): typeof import('./graphql').DirectoryUserByEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DirectoryUsersByName($name: String!) {\n    getADUsersByName(name: $name) {\n      email\n      displayName\n      givenName\n      surname\n      businessPhones\n    }\n  }\n"): typeof import('./graphql').DirectoryUsersByNameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserManagementCentres($accessType: String!) {\n    getAccessibleCentresForModule(module: \"user_management\", accessType: $accessType) {\n      ID\n      label\n    }\n  }\n"): typeof import('./graphql').UserManagementCentresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Roles($IDSchool: Int!) {\n    findRoleByFkSchool(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n        label\n        name\n        active\n        isRemovable\n        numberOfUsers\n        updatedAt\n        lastModifiedUser {\n          ID\n          firstname\n          lastname\n        }\n        roleTemplates {\n          ID\n          access\n          label\n          moduleCategory {\n            ID\n            moduleCategoryCode\n            label\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').RolesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModuleCategories($IDSchool: Int!) {\n    findAllModuleCategory(IDSchool: $IDSchool) {\n      ID\n      label\n      moduleCategoryCode\n    }\n  }\n"): typeof import('./graphql').ModuleCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddRole($IDSchool: Int!, $roleData: RoleInput!) {\n    addRole(IDSchool: $IDSchool, roleData: $roleData) {\n      ID\n    }\n  }\n"): typeof import('./graphql').AddRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRole($IDSchool: Int!, $roleID: Int!, $roleData: RoleInput!) {\n    updateRole(IDSchool: $IDSchool, roleID: $roleID, roleData: $roleData) {\n      ID\n    }\n  }\n"): typeof import('./graphql').UpdateRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveRole($IDSchool: Int!, $roleID: Int!) {\n    removeRole(IDSchool: $IDSchool, roleID: $roleID)\n  }\n"): typeof import('./graphql').RemoveRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateRole($IDSchool: Int!, $roleID: Int!, $active: Boolean!) {\n    activateRole(IDSchool: $IDSchool, roleID: $roleID, active: $active) {\n      ID\n    }\n  }\n"): typeof import('./graphql').ActivateRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParentChildren {\n    findAllChildrenByParent {\n      ID\n      firstname\n      lastname\n      dateOfBirth\n    }\n  }\n"): typeof import('./graphql').ParentChildrenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParentEnquiries($filter: EnquiryFilter) {\n    findAllEnquiry(filter: $filter) {\n      totalCount\n      data {\n        ID\n        fkChild\n        enrollmentPlan\n        active\n        vacancyAvailable\n        createdAt\n        admissionStatus {\n          ID\n          stateCode\n          label\n          group\n        }\n        centre {\n          ID\n          label\n        }\n        level {\n          ID\n          label\n        }\n        program {\n          ID\n          label\n        }\n        visits {\n          ID\n          visitType\n          visitFrom\n          visitTo\n          status\n          statusText\n          comment\n          trialPeriodFee\n          trialPeriodPaymentStatus\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ParentEnquiriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnquiryFrontendStates($IDEnquiry: Int!) {\n    getEnquiryFrontendStates(IDEnquiry: $IDEnquiry) {\n      IDEnquiry\n      nextAction\n      current {\n        ID\n        stateCode\n        label\n      }\n      steps {\n        code\n        label\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').EnquiryFrontendStatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrialPeriodInvoice($IDEnquiry: Int!) {\n    getTrialPeriodInvoice(IDEnquiry: $IDEnquiry) {\n      IDVisit\n      label\n      amount\n      status\n    }\n  }\n"): typeof import('./graphql').TrialPeriodInvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AvailableDaysOfMonth($IDEnquiry: Int!, $visitType: String!, $month: String!) {\n    getAvailableDaysOfMonth(IDEnquiry: $IDEnquiry, visitType: $visitType, month: $month)\n  }\n"): typeof import('./graphql').AvailableDaysOfMonthDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitTimeSlots($date: Date!, $IDEnquiry: Int!, $visitType: String!) {\n    getVisitTimeSlot(date: $date, IDEnquiry: $IDEnquiry, visitType: $visitType) {\n      from\n      to\n      remaining\n    }\n  }\n"): typeof import('./graphql').VisitTimeSlotsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitCalendarFile($IDVisit: Int!) {\n    getVisitCalendarFile(IDVisit: $IDVisit)\n  }\n"): typeof import('./graphql').VisitCalendarFileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookVisit($IDEnquiry: Int!, $date: Date!, $from: String!, $to: String!) {\n    bookVisit(IDEnquiry: $IDEnquiry, date: $date, from: $from, to: $to) {\n      ID\n      status\n    }\n  }\n"): typeof import('./graphql').BookVisitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RescheduleVisit($IDVisit: Int!, $date: Date!, $from: String!, $to: String!) {\n    rescheduleVisit(IDVisit: $IDVisit, date: $date, from: $from, to: $to) {\n      ID\n      status\n    }\n  }\n"): typeof import('./graphql').RescheduleVisitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduleTrialPeriodVisit($IDEnquiry: Int!, $date: Date!, $from: String!, $to: String!) {\n    scheduleTrialPeriodVisit(IDEnquiry: $IDEnquiry, date: $date, from: $from, to: $to) {\n      ID\n      status\n    }\n  }\n"): typeof import('./graphql').ScheduleTrialPeriodVisitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RescheduleTrialPeriodVisit($IDVisit: Int!, $date: Date!, $from: String!, $to: String!) {\n    rescheduleTrialPeriodVisit(IDVisit: $IDVisit, date: $date, from: $from, to: $to) {\n      ID\n      status\n    }\n  }\n"): typeof import('./graphql').RescheduleTrialPeriodVisitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelParentMeeting($IDVisit: Int!) {\n    cancelParentMeeting(IDVisit: $IDVisit) {\n      ID\n      status\n    }\n  }\n"): typeof import('./graphql').CancelParentMeetingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelEnquiry($ID: Int!) {\n    cancelEnquiry(ID: $ID) {\n      ID\n      active\n    }\n  }\n"): typeof import('./graphql').CancelEnquiryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaitList(\n    $filter: WaitListFilter\n    $tag: Int\n    $preferEnrolDate: Date\n    $filterByVacancy: Boolean\n    $race: String\n    $pagination: Pagination\n  ) {\n    getWaitList(\n      filter: $filter\n      tag: $tag\n      preferEnrolDate: $preferEnrolDate\n      filterByVacancy: $filterByVacancy\n      race: $race\n      pagination: $pagination\n    ) {\n      totalCount\n      data {\n        ID\n        childFirstname\n        childLastname\n        firstname\n        lastname\n        enrollmentPlan\n        createdAt\n        waitlistedAt\n        queueWeight\n        queuePosition\n        admissionStatus {\n          ID\n          label\n        }\n        centre {\n          ID\n          label\n        }\n        level {\n          ID\n          label\n        }\n        waitlistTags {\n          ID\n          description\n          weight\n        }\n        stateHistory {\n          ID\n          createdAt\n          toState {\n            label\n          }\n        }\n        offer {\n          ID\n          month\n          dueDate\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').WaitListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaitListFilterOptions {\n    getWaitListFilter {\n      centres {\n        ID\n        label\n      }\n      tags {\n        ID\n        description\n      }\n      levels {\n        ID\n        label\n      }\n      preferMonthOfEnrolmentOptions\n      races\n    }\n  }\n"): typeof import('./graphql').WaitListFilterOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaitListEnquiry($IDEnquiry: Int!) {\n    getWaitListEnquiry(IDEnquiry: $IDEnquiry) {\n      ID\n      firstname\n      lastname\n      email\n      mobilePhone\n      childFirstname\n      childLastname\n      enrollmentPlan\n      createdAt\n      waitlistedAt\n      queueWeight\n      queuePosition\n      admissionStatus {\n        ID\n        label\n        stateCode\n      }\n      centre {\n        ID\n        label\n      }\n      level {\n        ID\n        label\n      }\n      program {\n        ID\n        label\n      }\n      waitlistTags {\n        ID\n        description\n        weight\n      }\n      stateHistory {\n        ID\n        action\n        remarks\n        createdAt\n        toState {\n          label\n        }\n      }\n      offer {\n        ID\n        month\n        status\n        dueDate\n      }\n    }\n  }\n"): typeof import('./graphql').WaitListEnquiryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaitlistTags {\n    findAllTags {\n      ID\n      description\n      weight\n      isCustom\n    }\n  }\n"): typeof import('./graphql').WaitlistTagsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaitlistActivityLog($IDEnquiry: Int!, $pagination: Pagination) {\n    findAllChildActivityLog(IDEnquiry: $IDEnquiry, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        mode\n        action\n        remark\n        updatedAt\n        user {\n          ID\n          firstname\n          lastname\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').WaitlistActivityLogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WaitlistNewTag($description: String!) {\n    newTag(description: $description) {\n      ID\n    }\n  }\n"): typeof import('./graphql').WaitlistNewTagDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WaitlistTagWeight($ID: Int!, $weight: Int!) {\n    updateTagByFields(ID: $ID, weight: $weight) {\n      ID\n      weight\n    }\n  }\n"): typeof import('./graphql').WaitlistTagWeightDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WaitlistTagOn($IDEnquiry: Int!, $IDTag: Int!) {\n    updateEnquiryTags(IDEnquiry: $IDEnquiry, IDTag: $IDTag) {\n      ID\n    }\n  }\n"): typeof import('./graphql').WaitlistTagOnDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WaitlistTagOff($IDEnquiry: Int!, $IDTag: Int!) {\n    removeEnquiryTag(IDEnquiry: $IDEnquiry, IDTag: $IDTag) {\n      ID\n    }\n  }\n"): typeof import('./graphql').WaitlistTagOffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WaitlistAddNote($IDEnquiry: Int!, $remark: String!) {\n    addChildActivityLog(IDEnquiry: $IDEnquiry, remark: $remark) {\n      ID\n    }\n  }\n"): typeof import('./graphql').WaitlistAddNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WaitlistOfferPlace($IDEnquiry: Int!, $month: Date) {\n    acceptVacancyForRegistration(IDEnquiry: $IDEnquiry, month: $month) {\n      ID\n    }\n  }\n"): typeof import('./graphql').WaitlistOfferPlaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WaitlistDeclineOffer($IDEnquiry: Int!, $remarks: String) {\n    rejectVacancyForRegistration(IDEnquiry: $IDEnquiry, remarks: $remarks) {\n      ID\n    }\n  }\n"): typeof import('./graphql').WaitlistDeclineOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyWaitlistPositions {\n    getMyWaitlistPositions {\n      IDEnquiry\n      childFirstname\n      centreLabel\n      levelLabel\n      enrollmentPlan\n      position\n      queueLength\n      expectedOfferMonth\n      reasons\n      offer {\n        ID\n        month\n        dueDate\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').MyWaitlistPositionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaitlistVacancyTab($IDCentre: Int!) {\n    getVacancyTab(IDCentre: $IDCentre) {\n      month\n      fkLevel\n      levelLabel\n      capacity\n      enrolled\n      offered\n      vacancies\n      waiting\n    }\n  }\n"): typeof import('./graphql').WaitlistVacancyTabDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaitlistSearch($q: String!) {\n    searchChildInWaitList(q: $q) {\n      ID\n      childFirstname\n      childLastname\n      firstname\n      lastname\n      queuePosition\n      centre {\n        ID\n        label\n      }\n      level {\n        ID\n        label\n      }\n    }\n  }\n"): typeof import('./graphql').WaitlistSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WaitlistUpdateDetail($ID: Int!, $data: EnquiryDetailUpdate!) {\n    updateEnquiryDetail(ID: $ID, data: $data) {\n      ID\n    }\n  }\n"): typeof import('./graphql').WaitlistUpdateDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WithdrawalDraftFields on WithdrawalDraft {\n    ID\n    fkCentre\n    status\n    documentsVerified\n    updatedAt\n    can\n    centre {\n      ID\n      label\n    }\n    submittedBy {\n      ID\n      firstname\n      lastname\n    }\n    centreApprover {\n      ID\n      firstname\n      lastname\n    }\n    hqApprover {\n      ID\n      firstname\n      lastname\n    }\n    withdrawalDraftItem {\n      noticeDate\n      effectiveDate\n      refundDepositAmount\n      refundFeeAmount\n      feeInLieuAmount\n      feeInLieuAccepted\n      monthlyFee\n      depositAmount\n      remark\n      child {\n        ID\n        firstname\n        lastname\n      }\n      codeByParentReason {\n        ID\n        label\n      }\n      codeByReason {\n        ID\n        label\n      }\n    }\n    activityLogs {\n      ID\n      status\n      remark\n      createdAt\n      user {\n        ID\n        firstname\n        lastname\n      }\n    }\n  }\n"): typeof import('./graphql').WithdrawalDraftFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WithdrawalDrafts($IDSchool: Int!, $filter: WithdrawalFilter, $pagination: Pagination) {\n    findAllWithdrawalDraft(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ...WithdrawalDraftFields\n      }\n    }\n  }\n"): typeof import('./graphql').WithdrawalDraftsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompletedWithdrawals($IDSchool: Int!, $filter: WithdrawalFilter, $pagination: Pagination) {\n    findAllWithdrawal(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ...WithdrawalDraftFields\n      }\n    }\n  }\n"): typeof import('./graphql').CompletedWithdrawalsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WithdrawalDetail($IDWithdrawal: Int!) {\n    getWithdrawalDraft(IDWithdrawal: $IDWithdrawal) {\n      ...WithdrawalDraftFields\n      # Only on one request: a list of forms and signers per row would multiply a list's rows.\n      eConsentStatus\n      forms {\n        ID\n        formType\n        eDocumentStatus\n        participants {\n          ID\n          displayName\n          role\n          status\n          signedAt\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').WithdrawalDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WithdrawalEstimate($childID: Int!, $noticeDate: Date!, $effectiveDate: Date!) {\n    getWithdrawalDefaultRefundAmount(\n      childID: $childID\n      noticeDate: $noticeDate\n      effectiveDate: $effectiveDate\n    ) {\n      defaultDepositRefundAmount\n      defaultFeeRefundAmount\n      monthlyFee\n      depositAmount\n      noticeInDays\n      earliestLastDay\n      shortNoticeDays\n      feeInLieuAmount\n    }\n  }\n"): typeof import('./graphql').WithdrawalEstimateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WithdrawalReasons($fkSchool: Int!) {\n    codesByLabelFkSchool(fkSchool: $fkSchool, labels: [\"withdrawal_parent_reason\", \"withdrawal_reason\"]) {\n      category\n      codes {\n        ID\n        label\n      }\n    }\n  }\n"): typeof import('./graphql').WithdrawalReasonsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitWithdrawal($childID: Int!, $withdrawalData: WithdrawalInput!) {\n    submitWithdrawalRequest(childID: $childID, withdrawalData: $withdrawalData) {\n      ...WithdrawalDraftFields\n    }\n  }\n"): typeof import('./graphql').SubmitWithdrawalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveWithdrawalCentre($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput) {\n    approveWithdrawalRequestByCentreStaff(IDWithdrawal: $IDWithdrawal, decision: $decision) {\n      ID\n    }\n  }\n"): typeof import('./graphql').ApproveWithdrawalCentreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectWithdrawalCentre($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput!) {\n    rejectWithdrawalRequestByCentreStaff(IDWithdrawal: $IDWithdrawal, decision: $decision) {\n      ID\n    }\n  }\n"): typeof import('./graphql').RejectWithdrawalCentreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveWithdrawalHQ($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput) {\n    approveWithdrawalRequestByHQ(IDWithdrawal: $IDWithdrawal, decision: $decision) {\n      ID\n    }\n  }\n"): typeof import('./graphql').ApproveWithdrawalHqDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectWithdrawalHQ($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput!) {\n    rejectWithdrawalRequestByHQ(IDWithdrawal: $IDWithdrawal, decision: $decision) {\n      ID\n    }\n  }\n"): typeof import('./graphql').RejectWithdrawalHqDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyWithdrawalDocuments($IDWithdrawal: Int!) {\n    onAllWithdrawalDocumentedVerified(IDWithdrawal: $IDWithdrawal) {\n      ID\n    }\n  }\n"): typeof import('./graphql').VerifyWithdrawalDocumentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelWithdrawalRequest($IDWithdrawal: Int!, $remark: String) {\n    cancelWithdrawalRequest(IDWithdrawal: $IDWithdrawal, remark: $remark) {\n      ID\n    }\n  }\n"): typeof import('./graphql').CancelWithdrawalRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelApprovedWithdrawal($IDWithdrawal: Int!, $remark: String) {\n    cancelWithdrawal(IDWithdrawal: $IDWithdrawal, remark: $remark) {\n      ID\n    }\n  }\n"): typeof import('./graphql').CancelApprovedWithdrawalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendWithdrawalFormLink($IDWithdrawal: Int!) {\n    sendWithdrawalFormLink(IDWithdrawal: $IDWithdrawal) {\n      ID\n    }\n  }\n"): typeof import('./graphql').SendWithdrawalFormLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PendingSignatureFields on PendingESignatureChild {\n    IDWithdrawal\n    formType\n    pendingStatus\n    signer\n    effectiveDate\n    createdAt\n    child {\n      ID\n      firstname\n      lastname\n    }\n    centre {\n      ID\n      label\n    }\n  }\n"): typeof import('./graphql').PendingSignatureFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingForm2Children {\n    getPendingForm2ESignatureChildren {\n      ...PendingSignatureFields\n    }\n  }\n"): typeof import('./graphql').PendingForm2ChildrenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingForm3Children {\n    getPendingWithdrawalForm3ESignatureChildren {\n      ...PendingSignatureFields\n    }\n  }\n"): typeof import('./graphql').PendingForm3ChildrenDocument;
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
export function graphql(source: "\n  query WebPushPublicKey {\n    webPushPublicKey\n  }\n"): typeof import('./graphql').WebPushPublicKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeWebPush($subscription: WebPushSubscriptionInput!) {\n    subscribeWebPush(subscription: $subscription)\n  }\n"): typeof import('./graphql').SubscribeWebPushDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribeWebPush($endpoint: String!) {\n    unsubscribeWebPush(endpoint: $endpoint)\n  }\n"): typeof import('./graphql').UnsubscribeWebPushDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyPreferredLanguage($language: String!) {\n    updateMyPreferredLanguage(language: $language)\n  }\n"): typeof import('./graphql').UpdateMyPreferredLanguageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ID\n      fkSchool\n      firstname\n      lastname\n      email\n      birthdate\n      gender\n      homePhone\n      mobilePhone\n      mobilePhoneCountryCode\n      isHQStaff\n      hasCentreScopeAccess\n      hasClassScopeAccess\n      isStaff\n      can\n      preferredLanguage\n      userRoleRelations {\n        ID\n        fkRole\n        role {\n          ID\n          name\n          label\n          isStaff\n          roleTemplates {\n            ID\n            fkModuleCategory\n            access\n            moduleCategory {\n              ID\n              moduleCategoryCode\n              label\n            }\n          }\n        }\n      }\n      userAccessControls {\n        ID\n        fkSchool\n        fkCentre\n        fkClass\n        school {\n          ID\n          name\n        }\n      }\n      parent {\n        ID\n        monthlyIncome\n        workplaceStaff\n      }\n      childRelations {\n        ID\n        fkChild\n        child {\n          ID\n          firstname\n          lastname\n          race\n          nationality\n          dateOfBirth\n          birthCertificate\n          householdIncomeRange\n          childClasses {\n            from\n            to\n            program {\n              ID\n              label\n            }\n            class {\n              ID\n              fkCentre\n              fkLevel\n              label\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MeDocument;
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
