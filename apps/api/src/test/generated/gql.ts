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
    "\n  query GraphqlPlatformHealth {\n    health\n  }\n": typeof types.GraphqlPlatformHealthDocument,
    "\n  query AdmissionsList(\n    $IDSchool: Int!\n    $stageCode: String!\n    $statusCode: String\n    $filter: AdmissionFilter\n    $pagination: Pagination\n  ) {\n    findAllAdmission(\n      IDSchool: $IDSchool\n      stageCode: $stageCode\n      statusCode: $statusCode\n      filter: $filter\n      pagination: $pagination\n    ) {\n      totalCount\n      stageCounts {\n        code\n        count\n      }\n      data {\n        ID\n        stageCode\n        pendingRegisterSince\n        source\n        centre {\n          ID\n        }\n        child {\n          birthCertificate\n        }\n        user {\n          email\n        }\n        admissionStatus {\n          stateCode\n        }\n      }\n    }\n  }\n": typeof types.AdmissionsListDocument,
    "\n  query AdmissionsSearch($q: String!) {\n    searchAdmissions(q: $q) {\n      ID\n      childLastname\n    }\n  }\n": typeof types.AdmissionsSearchDocument,
    "\n  query AdmissionsFilters($IDSchool: Int!) {\n    getAdmissionFilters(IDSchool: $IDSchool) {\n      centres {\n        ID\n      }\n      stages {\n        code\n        statuses {\n          stateCode\n        }\n      }\n    }\n  }\n": typeof types.AdmissionsFiltersDocument,
    "\n  query AdmissionsDetail($IDEnquiry: Int!) {\n    admissionByID(IDEnquiry: $IDEnquiry) {\n      ID\n      admission {\n        stageCode\n        child {\n          birthCertificate\n        }\n      }\n      enquiry {\n        ID\n        visits {\n          ID\n        }\n      }\n      stateHistory {\n        action\n        fromState {\n          stateCode\n        }\n        toState {\n          stateCode\n        }\n      }\n    }\n  }\n": typeof types.AdmissionsDetailDocument,
    "\n  query HealthFlags($centreId: Int!, $date: Date!) {\n    getCentreHealthFlags(centreId: $centreId, date: $date) {\n      centreID\n      date\n      fevers {\n        childID\n        firstname\n        classLabel\n        temperature\n        symptoms\n      }\n      injuries {\n        firstname\n        classLabel\n        injury {\n          ID\n          childID\n          acknowledgedAt\n        }\n      }\n    }\n  }\n": typeof types.HealthFlagsDocument,
    "\n  mutation HealthFlagsInjure($childID: Int!, $injury: InjuryInput!) {\n    addChildInjury(childID: $childID, injury: $injury) {\n      ID\n    }\n  }\n": typeof types.HealthFlagsInjureDocument,
    "\n  mutation HealthFlagsAcknowledge($injuryID: Int!) {\n    acknowledgeChildInjury(injuryID: $injuryID) {\n      ID\n    }\n  }\n": typeof types.HealthFlagsAcknowledgeDocument,
    "\n  mutation InjuryRecord($childID: Int!, $injury: InjuryInput!) {\n    addChildInjury(childID: $childID, injury: $injury) {\n      ID\n      childID\n      classID\n      date\n      side\n      top\n      left\n      injuryType\n      remarks\n      reportedBy\n      acknowledgedBy\n      acknowledgedAt\n    }\n  }\n": typeof types.InjuryRecordDocument,
    "\n  mutation InjuryAcknowledge($injuryID: Int!) {\n    acknowledgeChildInjury(injuryID: $injuryID) {\n      ID\n      acknowledgedBy\n      acknowledgedAt\n    }\n  }\n": typeof types.InjuryAcknowledgeDocument,
    "\n  query InjuryList($childID: Int!, $from: Date!, $to: Date!) {\n    getChildInjuries(childID: $childID, from: $from, to: $to) {\n      ID\n      injuryType\n      acknowledgedBy\n    }\n  }\n": typeof types.InjuryListDocument,
    "\n  query InjuryRegister($classID: Int!, $date: Date!) {\n    getAttendanceByClass(classID: $classID, date: $date) {\n      childID\n      injuries {\n        ID\n        side\n        acknowledgedBy\n      }\n    }\n  }\n": typeof types.InjuryRegisterDocument,
    "\n  query NotifiableSymptoms($IDSchool: Int!) {\n    getNotifiableSymptoms(IDSchool: $IDSchool)\n  }\n": typeof types.NotifiableSymptomsDocument,
    "\n  mutation SaveNotifiableSymptoms($IDSchool: Int!, $symptoms: [String!]!) {\n    updateNotifiableSymptoms(IDSchool: $IDSchool, symptoms: $symptoms)\n  }\n": typeof types.SaveNotifiableSymptomsDocument,
    "\n  query NotifiableSymptomClusters($centreId: Int!, $date: Date!) {\n    getCentreHealthFlags(centreId: $centreId, date: $date) {\n      clusters {\n        symptom\n        childCount\n      }\n    }\n  }\n": typeof types.NotifiableSymptomClustersDocument,
    "\n  query StaffDay($centreId: Int!, $date: Date!) {\n    getStaffAttendancesByCentre(centreId: $centreId, date: $date) {\n      centreID\n      date\n      staff {\n        teacherID\n        status\n        checkIn\n        checkOut\n        inCentre\n        remarks\n        classIDs\n        sessions {\n          sessionID\n          checkIn\n          checkOut\n        }\n      }\n      ratios {\n        classID\n        childrenIn\n        staffIn\n        teacherRatio\n        capacity\n        overRatio\n      }\n    }\n  }\n": typeof types.StaffDayDocument,
    "\n  mutation StaffRecord($centreId: Int!, $staffAttendance: StaffAttendanceInput!) {\n    recordStaffAttendance(centreId: $centreId, staffAttendance: $staffAttendance) {\n      teacherID\n      status\n      inCentre\n      remarks\n      sessions {\n        sessionID\n        checkIn\n        checkOut\n      }\n    }\n  }\n": typeof types.StaffRecordDocument,
    "\n  query SubsidyGuard($centreId: Int!, $month: String!) {\n    getChildrenWithoutAttendance(centreId: $centreId, month: $month) {\n      childID\n      firstname\n      enrolledTo\n    }\n  }\n": typeof types.SubsidyGuardDocument,
    "\n  query SymptomClusters($centreId: Int!, $date: Date!) {\n    getCentreHealthFlags(centreId: $centreId, date: $date) {\n      clusters {\n        ID\n        classID\n        classLabel\n        symptom\n        firstDate\n        lastDate\n        childCount\n        broadcastID\n        broadcastStatus\n      }\n    }\n  }\n": typeof types.SymptomClustersDocument,
    "\n  mutation SymptomClusterDraft($clusterID: Int!) {\n    draftSymptomClusterNotice(clusterID: $clusterID) {\n      ID\n      broadcastID\n      broadcastStatus\n    }\n  }\n": typeof types.SymptomClusterDraftDocument,
    "\n  mutation AttendanceMark($attendanceUpdate: AttendanceUpdate!, $forChild: [Int!]!, $attendanceId: Int) {\n    addOrUpdateAttendance(\n      attendanceUpdate: $attendanceUpdate\n      forChild: $forChild\n      attendanceId: $attendanceId\n    ) {\n      childID\n      present\n      absent\n      absentReason\n      checkIn\n      checkOut\n      inCentre\n      fever\n      entries {\n        ID\n        sessionID\n        type\n        time\n        pickedBy\n        remarks\n        history {\n          action\n          changes\n          remark\n          changedBy\n        }\n      }\n      health {\n        temperature\n        symptoms\n        fever\n        type\n      }\n    }\n  }\n": typeof types.AttendanceMarkDocument,
    "\n  query AttendanceRegister($classID: Int!, $date: Date!) {\n    getAttendanceByClass(classID: $classID, date: $date) {\n      childID\n      child {\n        firstname\n      }\n      present\n      inCentre\n      fever\n    }\n  }\n": typeof types.AttendanceRegisterDocument,
    "\n  query AttendanceChildDays($childID: Int!, $from: Date!, $to: Date!) {\n    getChildAttendances(childID: $childID, from: $from, to: $to) {\n      date\n      present\n      checkIn\n      checkOut\n    }\n  }\n": typeof types.AttendanceChildDaysDocument,
    "\n  query AttendanceLatePickups($childID: Int!, $from: Date!, $to: Date!, $filter: LatePickupFilter) {\n    getChildLatePickupEntries(childID: $childID, from: $from, to: $to, filter: $filter) {\n      totalCount\n      totalFee\n      data {\n        ID\n        quantity\n        fee\n        pickedBy\n        active\n      }\n    }\n  }\n": typeof types.AttendanceLatePickupsDocument,
    "\n  query AttendanceSummary($centreId: Int!, $from: Date!, $to: Date!, $filter: AttendanceSummaryFilter) {\n    getCentreAttendanceSummaries(centreId: $centreId, from: $from, to: $to, filter: $filter) {\n      date\n      classID\n      expected\n      present\n      absent\n      late\n      notArrived\n    }\n  }\n": typeof types.AttendanceSummaryDocument,
    "\n  query AttendanceHealthInfo($childID: Int!) {\n    getChildHealthInfo(childID: $childID) {\n      isImmunized\n      familyDoctorName\n      medicalCondition {\n        disease\n        exists\n      }\n    }\n  }\n": typeof types.AttendanceHealthInfoDocument,
    "\n  mutation AttendanceSaveHealthInfo($childID: Int!, $healthInfo: ChildHealthInfoInput!) {\n    updateChildHealthInfo(childID: $childID, healthInfo: $healthInfo) {\n      isImmunized\n      clinicName\n      medicalCondition {\n        disease\n        exists\n      }\n    }\n  }\n": typeof types.AttendanceSaveHealthInfoDocument,
    "\n  query AttendanceHealthDay($childID: Int!, $date: Date!) {\n    getChildHealthInfoForDay(childID: $childID, date: $date) {\n      fever\n      checks {\n        temperature\n      }\n    }\n  }\n": typeof types.AttendanceHealthDayDocument,
    "\n  mutation BlacklistSubmit($input: BlacklistNewInput!) {\n    submitNewBlacklist(input: $input) {\n      ID\n      kind\n      status\n      can\n      items {\n        remark\n        code {\n          label\n        }\n      }\n    }\n  }\n": typeof types.BlacklistSubmitDocument,
    "\n  mutation BlacklistSubmitRemove($IDBlacklist: Int!, $remark: String!) {\n    submitRemoveBlacklist(IDBlacklist: $IDBlacklist, remark: $remark) {\n      ID\n      kind\n      status\n    }\n  }\n": typeof types.BlacklistSubmitRemoveDocument,
    "\n  mutation BlacklistApprove($IDBlacklistDraft: Int!, $remark: String) {\n    approveBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {\n      ID\n      status\n      approverName\n    }\n  }\n": typeof types.BlacklistApproveDocument,
    "\n  mutation BlacklistReject($IDBlacklistDraft: Int!, $remark: String!) {\n    rejectBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {\n      ID\n      status\n      decisionRemark\n    }\n  }\n": typeof types.BlacklistRejectDocument,
    "\n  mutation BlacklistCancel($IDBlacklistDraft: Int!, $remark: String!) {\n    cancelBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {\n      ID\n      status\n    }\n  }\n": typeof types.BlacklistCancelDocument,
    "\n  query BlacklistList($IDSchool: Int!) {\n    getBlackListData(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n        child {\n          ID\n        }\n        code {\n          label\n        }\n      }\n    }\n  }\n": typeof types.BlacklistListDocument,
    "\n  query BlacklistDrafts($IDSchool: Int!, $status: String) {\n    blacklistDraftsByFkSchool(IDSchool: $IDSchool, status: $status) {\n      totalCount\n      data {\n        ID\n        status\n        can\n      }\n    }\n  }\n": typeof types.BlacklistDraftsDocument,
    "\n  query BlacklistRelations($IDChild: Int!) {\n    getChildRelationData(IDChild: $IDChild) {\n      ID\n      email\n      isMainApplicant\n    }\n  }\n": typeof types.BlacklistRelationsDocument,
    "\n  mutation BroadcastsSave($IDSchool: Int!, $dto: BroadcastInput!, $publish: Boolean!) {\n    saveBroadcasting(IDSchool: $IDSchool, dto: $dto, publish: $publish) {\n      ID\n      subject\n      description\n      status\n      publishedAt\n      editedAt\n      needsAcknowledgement\n      recipientCount\n      sender {\n        firstname\n        roles {\n          name\n          label\n        }\n      }\n      scopes {\n        type\n        ID\n        label\n      }\n    }\n  }\n": typeof types.BroadcastsSaveDocument,
    "\n  query BroadcastsList($IDSchool: Int!, $filter: BroadcastFilter, $pagination: Pagination) {\n    getBroadcasting(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      unreadCount\n      data {\n        ID\n        subject\n        status\n        isRead\n        readCount\n        recipientCount\n        editedAt\n      }\n    }\n  }\n": typeof types.BroadcastsListDocument,
    "\n  mutation BroadcastsMark($ids: [Int!]!, $isRead: Boolean!) {\n    markBroadcastingAsRead(IDBroadcastings: $ids, isRead: $isRead)\n  }\n": typeof types.BroadcastsMarkDocument,
    "\n  mutation BroadcastsDelete($id: Int!) {\n    deleteBroadcastingByID(IDBroadcasting: $id)\n  }\n": typeof types.BroadcastsDeleteDocument,
    "\n  query BroadcastsReceipts($id: Int!, $unreadOnly: Boolean) {\n    getBroadcastingReadReceipts(IDBroadcasting: $id, unreadOnly: $unreadOnly) {\n      readCount\n      totalCount\n      classes {\n        classLabel\n        readCount\n        totalCount\n      }\n      recipients {\n        childName\n        parentName\n        mobile\n        readAt\n      }\n      recipientCount\n    }\n  }\n": typeof types.BroadcastsReceiptsDocument,
    "\n  query BroadcastsSearch($IDSchool: Int!, $search: String!) {\n    searchBroadcastingScope(IDSchool: $IDSchool, search: $search) {\n      type\n      ID\n      label\n      description\n    }\n  }\n": typeof types.BroadcastsSearchDocument,
    "\n  query BusesList($IDSchool: Int!, $filter: BusFilter, $pagination: Pagination) {\n    findAllBus(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        fkCentre\n        plateNumber\n        fkBusDriver\n        centre {\n          ID\n          label\n        }\n        busDriver {\n          ID\n          firstname\n        }\n        busChildren {\n          ID\n          firstname\n          lastname\n        }\n      }\n    }\n  }\n": typeof types.BusesListDocument,
    "\n  query BusesFreeChildren($IDSchool: Int!, $centreID: Int!) {\n    findAllChildrenNotAssignedToBus(IDSchool: $IDSchool, centreID: $centreID) {\n      ID\n      firstname\n      lastname\n    }\n  }\n": typeof types.BusesFreeChildrenDocument,
    "\n  mutation BusesSave($IDSchool: Int!, $busID: Int, $data: BusInput!, $children: [Int!]) {\n    insertOrUpdateBusForSchool(IDSchool: $IDSchool, busID: $busID, data: $data, children: $children) {\n      ID\n      fkCentre\n      plateNumber\n      fkBusDriver\n      busDriver {\n        ID\n      }\n      busChildren {\n        ID\n      }\n    }\n  }\n": typeof types.BusesSaveDocument,
    "\n  mutation BusesRemove($IDBus: Int!) {\n    removeBusById(IDBus: $IDBus)\n  }\n": typeof types.BusesRemoveDocument,
    "\n  query BusesDrivers($IDSchool: Int!, $filter: BusFilter, $pagination: Pagination) {\n    findAllBusDriver(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        fkCentre\n        firstname\n        lastname\n        mobilePhoneCountryCode\n        mobilePhone\n        centre {\n          ID\n          label\n          code\n        }\n      }\n    }\n  }\n": typeof types.BusesDriversDocument,
    "\n  mutation BusesAddDriver($IDSchool: Int!, $data: BusDriverInput!) {\n    insertBusDriver(IDSchool: $IDSchool, data: $data) {\n      ID\n      fkCentre\n      firstname\n      lastname\n      mobilePhoneCountryCode\n      mobilePhone\n    }\n  }\n": typeof types.BusesAddDriverDocument,
    "\n  mutation BusesUpdateDriver($IDBusDriver: Int!, $data: BusDriverInput!) {\n    updateBusDriverByFields(IDBusDriver: $IDBusDriver, data: $data) {\n      ID\n      fkCentre\n      firstname\n      mobilePhone\n    }\n  }\n": typeof types.BusesUpdateDriverDocument,
    "\n  mutation BusesDeleteDriver($IDBusDriver: Int!) {\n    deleteBusDriverByID(IDBusDriver: $IDBusDriver)\n  }\n": typeof types.BusesDeleteDriverDocument,
    "\n  query CentresAccessible($module: String!, $accessType: String!) {\n    getAccessibleCentresForModule(module: $module, accessType: $accessType) {\n      ID\n      fkSchool\n      label\n      code\n      ecdaCode\n      teacherRatio\n      active\n      createdAt\n      updatedAt\n      addresses {\n        ID\n        fkCentre\n        name\n        address\n        building\n        floor\n        unit\n        postcode\n        city\n        country\n        lat\n        lng\n        active\n      }\n    }\n  }\n": typeof types.CentresAccessibleDocument,
    "\n  fragment CentresCentreFields on Centre {\n    ID\n    fkSchool\n    code\n    ecdaCode\n    label\n    teacherRatio\n    active\n    addresses {\n      ID\n      name\n      address\n      building\n      floor\n      unit\n      postcode\n      city\n      country\n      lat\n      lng\n      active\n    }\n    centreLevels {\n      ID\n      fkLevel\n      fkProgram\n      active\n      level {\n        ID\n        label\n        active\n      }\n      program {\n        ID\n        label\n        active\n      }\n    }\n    centreNearbyPostcodes {\n      ID\n      postcode\n    }\n  }\n": typeof types.CentresCentreFieldsFragmentDoc,
    "\n  mutation CentresSave(\n    $IDSchool: Int!\n    $centreID: Int\n    $centreData: CentreInput!\n    $postcodes: [String!]\n    $levels: [CentreLevelInput!]!\n    $addressData: CentreAddressInput!\n  ) {\n    insertOrUpdateCentreForSchool(\n      IDSchool: $IDSchool\n      centreID: $centreID\n      centreData: $centreData\n      postcodes: $postcodes\n      levels: $levels\n      addressData: $addressData\n    ) {\n      ...CentresCentreFields\n    }\n  }\n": typeof types.CentresSaveDocument,
    "\n  query CentresList($IDSchool: Int!, $filter: CentreFilter, $pagination: Pagination) {\n    findAllCentreForSchool(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ...CentresCentreFields\n      }\n    }\n  }\n": typeof types.CentresListDocument,
    "\n  query CentresOffer($IDSchool: Int!, $centreID: Int!) {\n    findAllCentreLevel(IDSchool: $IDSchool, centreID: $centreID) {\n      totalCount\n      data {\n        fkLevel\n        fkProgram\n        level {\n          label\n        }\n        program {\n          label\n        }\n      }\n    }\n  }\n": typeof types.CentresOfferDocument,
    "\n  mutation CentresRemove($IDSchool: Int!, $centreID: Int!) {\n    removeCentreForSchool(IDSchool: $IDSchool, centreID: $centreID)\n  }\n": typeof types.CentresRemoveDocument,
    "\n  query CentresAccessibleToManage {\n    getAccessibleCentresForModule(module: \"centre_management\", accessType: \"read\") {\n      label\n    }\n  }\n": typeof types.CentresAccessibleToManageDocument,
    "\n  query ClassesChildActivity($IDChild: Int!, $pagination: Pagination) {\n    findAllChildActivityLogByChild(IDChild: $IDChild, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        mode\n        action\n        code\n        remark\n        user {\n          ID\n          firstname\n        }\n        updatedAt\n      }\n    }\n  }\n": typeof types.ClassesChildActivityDocument,
    "\n  query ClassesList($IDSchool: Int!, $classID: Int, $filter: ClassFilter, $pagination: Pagination) {\n    getAllClassInfo(IDSchool: $IDSchool, classID: $classID, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        label\n        coverPhotoKey\n        coverPhotoURL\n        level {\n          ID\n          label\n        }\n        centre {\n          ID\n          label\n        }\n        teachers {\n          ID\n          firstname\n          lastname\n          fkUser\n        }\n        currentChildrenCount\n        upcomingChildrenCount\n        capacity\n        overCapacity\n        children {\n          ID\n          firstname\n          upcoming\n          from\n        }\n      }\n    }\n  }\n": typeof types.ClassesListDocument,
    "\n  mutation ClassesCreate($IDSchool: Int!, $classData: ClassInput!) {\n    createNewClass(IDSchool: $IDSchool, classData: $classData) {\n      ID\n      label\n      capacity\n      teachers {\n        ID\n        firstname\n        lastname\n        fkUser\n      }\n      coverPhotoKey\n      coverPhotoURL\n    }\n  }\n": typeof types.ClassesCreateDocument,
    "\n  mutation ClassesUpdate($IDSchool: Int!, $classID: Int!, $classData: ClassInput!) {\n    updateClassDetails(IDSchool: $IDSchool, classID: $classID, classData: $classData) {\n      ID\n      label\n      level {\n        ID\n      }\n      teachers {\n        ID\n        firstname\n      }\n    }\n  }\n": typeof types.ClassesUpdateDocument,
    "\n  mutation ClassesDelete($IDSchool: Int!, $classID: Int!, $moveToClassID: Int) {\n    deleteClassAndTeachers(IDSchool: $IDSchool, classID: $classID, moveToClassID: $moveToClassID)\n  }\n": typeof types.ClassesDeleteDocument,
    "\n  mutation ClassesPhotoUrl($IDSchool: Int!, $filename: String!, $contentType: String!) {\n    getClassPhotoUploadURL(IDSchool: $IDSchool, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n": typeof types.ClassesPhotoUrlDocument,
    "\n  query ClassesTeachers($IDSchool: Int!, $centreID: Int!, $search: String!) {\n    getTeacherListOnInput(IDSchool: $IDSchool, centreID: $centreID, search: $search) {\n      ID\n      firstname\n      lastname\n      fkUser\n    }\n  }\n": typeof types.ClassesTeachersDocument,
    "\n  mutation ClassesAssign($IDSchool: Int!, $classID: Int!, $childIDs: [Int!]!, $from: Date!) {\n    assignChildrenToClass(IDSchool: $IDSchool, classID: $classID, childIDs: $childIDs, from: $from) {\n      ID\n      currentChildrenCount\n      upcomingChildrenCount\n      overCapacity\n    }\n  }\n": typeof types.ClassesAssignDocument,
    "\n  query ClassesToAssign($IDSchool: Int!, $classID: Int!) {\n    getChildrenToAssignToClass(IDSchool: $IDSchool, classID: $classID) {\n      ID\n    }\n  }\n": typeof types.ClassesToAssignDocument,
    "\n  query ClassesChildren($IDSchool: Int!, $filter: ChildFilter, $pagination: Pagination) {\n    getChildrenData(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        firstname\n        currentLevel {\n          level {\n            ID\n          }\n          centre {\n            ID\n          }\n        }\n        currentClass {\n          class {\n            ID\n            label\n          }\n        }\n      }\n    }\n  }\n": typeof types.ClassesChildrenDocument,
    "\n  query ClassesPastChildren($IDSchool: Int!) {\n    getPastChildrenData(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n        closestLevel {\n          moveReason\n          to\n        }\n      }\n    }\n  }\n": typeof types.ClassesPastChildrenDocument,
    "\n  query ClassesChild($IDSchool: Int!, $IDChild: Int!) {\n    childByID(IDSchool: $IDSchool, IDChild: $IDChild) {\n      ID\n      firstname\n      nationality\n      imageKey\n      childCurrentEstimatedPromotionDate\n      currentLevel {\n        level {\n          ID\n          label\n        }\n        from\n        to\n      }\n      upcomingLevel {\n        level {\n          ID\n        }\n        from\n      }\n      closestLevel {\n        level {\n          ID\n        }\n      }\n      currentClass {\n        class {\n          ID\n          label\n        }\n        teachers {\n          firstname\n          lastname\n        }\n      }\n      upcomingClass {\n        class {\n          ID\n        }\n        from\n      }\n      levels {\n        level {\n          ID\n        }\n        from\n        to\n        moveReason\n        nextLevel {\n          ID\n        }\n      }\n      classes {\n        class {\n          ID\n        }\n        from\n        to\n      }\n      mainApplicant {\n        ID\n        relation\n      }\n      secondApplicant {\n        ID\n      }\n    }\n  }\n": typeof types.ClassesChildDocument,
    "\n  query ClassesGuardians($IDChild: Int!) {\n    findAllGuardian(IDChild: $IDChild) {\n      ID\n      email\n      isMainApplicant\n      guardianAccess\n    }\n  }\n": typeof types.ClassesGuardiansDocument,
    "\n  mutation ClassesUpdateChild($IDChild: Int!, $data: ChildFieldsInput!) {\n    updateChildByFields(IDChild: $IDChild, data: $data) {\n      ID\n      nationality\n      numFamilyMembers\n      imageKey\n      imageURL\n    }\n  }\n": typeof types.ClassesUpdateChildDocument,
    "\n  mutation ClassesChildPhotoUrl($IDChild: Int!, $filename: String!, $contentType: String!) {\n    getChildPhotoUploadURL(IDChild: $IDChild, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n": typeof types.ClassesChildPhotoUrlDocument,
    "\n  query ClassesPromotionPreview($IDSchool: Int!, $centreID: Int) {\n    getPromotionPreview(IDSchool: $IDSchool, centreID: $centreID) {\n      child {\n        ID\n      }\n      fromLevel {\n        ID\n      }\n      toLevel {\n        ID\n      }\n      class {\n        ID\n      }\n      from\n      moveReason\n      warning\n    }\n  }\n": typeof types.ClassesPromotionPreviewDocument,
    "\n  mutation ClassesPromote($IDSchool: Int!, $items: [PromotionItemInput!]!) {\n    promoteChildrenAndAssignClass(IDSchool: $IDSchool, items: $items) {\n      moved\n    }\n  }\n": typeof types.ClassesPromoteDocument,
    "\n  query DocumentsTypeConfigs($IDSchool: Int!, $fkDocumentTypeConfig: Int) {\n    documentTypeConfigsByFkDocumentTypeConfig(\n      IDSchool: $IDSchool\n      fkDocumentTypeConfig: $fkDocumentTypeConfig\n    ) {\n      ID\n      label\n      isRequired\n      listAccess\n      uploadAccess\n      active\n    }\n  }\n": typeof types.DocumentsTypeConfigsDocument,
    "\n  query DocumentsTypesByCategory($IDSchool: Int!, $category: String) {\n    getDocumentTypeByDocumentCategory(IDSchool: $IDSchool, category: $category) {\n      ID\n      label\n    }\n  }\n": typeof types.DocumentsTypesByCategoryDocument,
    "\n  mutation DocumentsSaveType($IDSchool: Int!, $ID: Int, $data: DocumentTypeConfigInput!) {\n    insertOrUpdateDocumentTypeConfig(IDSchool: $IDSchool, ID: $ID, data: $data) {\n      ID\n      label\n      isRequired\n    }\n  }\n": typeof types.DocumentsSaveTypeDocument,
    "\n  query DocumentsQueue($IDCentre: Int, $pagination: Pagination) {\n    findAllPendingDocument(IDCentre: $IDCentre, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        IDEnquiry\n        childName\n        documentType\n        centreLabel\n      }\n    }\n  }\n": typeof types.DocumentsQueueDocument,
    "\n  query DocumentsStaffOnlyUploaded($IDEnquiry: Int!) {\n    getUploadedDocument(IDEnquiry: $IDEnquiry) {\n      ID\n      filename\n    }\n  }\n": typeof types.DocumentsStaffOnlyUploadedDocument,
    "\n  query DocumentsUploadedOfTypes($IDEnquiry: Int!, $documentTypeIDs: [Int!]) {\n    getUploadedDocument(IDEnquiry: $IDEnquiry, documentTypeIDs: $documentTypeIDs) {\n      ID\n    }\n  }\n": typeof types.DocumentsUploadedOfTypesDocument,
    "\n  mutation DocumentsUploadUrl($IDEnquiry: Int!, $filename: String!, $contentType: String!) {\n    getEnquiryDocumentUploadUrl(IDEnquiry: $IDEnquiry, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n": typeof types.DocumentsUploadUrlDocument,
    "\n  mutation DocumentsSave($IDEnquiry: Int!, $uploadedDocuments: [UploadedDocumentInput!]!) {\n    saveDocumentsByIDEnquiry(IDEnquiry: $IDEnquiry, uploadedDocuments: $uploadedDocuments) {\n      ID\n      status\n      statusText\n      filename\n    }\n  }\n": typeof types.DocumentsSaveDocument,
    "\n  query DocumentsRequired($IDEnquiry: Int!) {\n    listRequiredDocuments(IDEnquiry: $IDEnquiry) {\n      DocumentTypeID\n      ParentID\n      ChildID\n      Fullname\n      DocumentType\n      Status\n      Remarks\n      UploadAccess\n      isRequired\n      documents {\n        ID\n        status\n        filename\n      }\n    }\n  }\n": typeof types.DocumentsRequiredDocument,
    "\n  mutation DocumentsComplete($IDEnquiry: Int!) {\n    setDocumentUploadAsCompleted(IDEnquiry: $IDEnquiry)\n  }\n": typeof types.DocumentsCompleteDocument,
    "\n  mutation DocumentsApprove($IDDocument: Int!) {\n    approveEnquiryDocument(IDDocument: $IDDocument) {\n      ID\n      status\n      statusText\n    }\n  }\n": typeof types.DocumentsApproveDocument,
    "\n  mutation DocumentsReject($IDDocument: Int!, $remark: String!) {\n    rejectEnquiryDocument(IDDocument: $IDDocument, remark: $remark) {\n      ID\n      status\n      statusText\n      remark\n    }\n  }\n": typeof types.DocumentsRejectDocument,
    "\n  mutation DocumentsNotRequired($IDEnquiry: Int!, $documentTypeID: Int!, $remark: String!) {\n    markEnquiryDocumentAsNotRequired(\n      IDEnquiry: $IDEnquiry\n      documentTypeID: $documentTypeID\n      remark: $remark\n    ) {\n      ID\n      status\n    }\n  }\n": typeof types.DocumentsNotRequiredDocument,
    "\n  mutation DocumentsRemove($IDDocument: Int!, $IDEnquiry: Int!) {\n    removeDocumentByIDEnquiry(IDDocument: $IDDocument, IDEnquiry: $IDEnquiry)\n  }\n": typeof types.DocumentsRemoveDocument,
    "\n  query DocumentsUrl($IDDocument: Int!, $IDChild: Int) {\n    getDocumentURL(IDDocument: $IDDocument, IDChild: $IDChild)\n  }\n": typeof types.DocumentsUrlDocument,
    "\n  query DocumentsSummary($IDEnquiry: Int!) {\n    getEnquiryDocumentSummary(IDEnquiry: $IDEnquiry) {\n      stateCode\n      childName\n      parentEmail\n      canUpload\n      canSubmit\n      canConsent\n    }\n  }\n": typeof types.DocumentsSummaryDocument,
    "\n  query DocumentsFileUrl($key: String!) {\n    fileUrl(key: $key)\n  }\n": typeof types.DocumentsFileUrlDocument,
    "\n  query EnquiriesContactExistingChild($b: String!, $s: Int!) {\n    isExistingChild(birthCertificate: $b, fkSchool: $s)\n  }\n": typeof types.EnquiriesContactExistingChildDocument,
    "\n  query EnquiriesFormSuggest($IDSchool: Int!, $dateOfBirth: Date!, $enrollmentDate: Date!) {\n    suggestLevel(IDSchool: $IDSchool, dateOfBirth: $dateOfBirth, enrollmentDate: $enrollmentDate) {\n      ID\n      label\n      fromMonth\n      toMonth\n      isInfant\n      programs {\n        ID\n        label\n        from\n        to\n        active\n      }\n    }\n  }\n": typeof types.EnquiriesFormSuggestDocument,
    "\n  fragment EnquiriesFormCentreList on EnrollmentCentreList {\n    totalCount\n    data {\n      ID\n      fkSchool\n      label\n      code\n      active\n      distance\n      vacancyAvailable\n      addresses {\n        postcode\n        lat\n        lng\n      }\n    }\n  }\n": typeof types.EnquiriesFormCentreListFragmentDoc,
    "\n  query EnquiriesFormSchoolCentres(\n    $IDSchool: Int!\n    $enrollmentDate: Date!\n    $level: Int!\n    $program: Int\n    $nationality: String\n  ) {\n    findAllEnrollmentCentresForSchool(\n      IDSchool: $IDSchool\n      enrollmentDate: $enrollmentDate\n      level: $level\n      program: $program\n      nationality: $nationality\n    ) {\n      ...EnquiriesFormCentreList\n    }\n  }\n": typeof types.EnquiriesFormSchoolCentresDocument,
    "\n  query EnquiriesFormNearest(\n    $location: LatLngInput!\n    $radius: Float!\n    $enrollmentDate: Date!\n    $level: Int!\n    $filter: CentreSearchFilter!\n    $pagination: Pagination\n  ) {\n    findNearestCentresByLatLong(\n      location: $location\n      radius: $radius\n      enrollmentDate: $enrollmentDate\n      level: $level\n      filter: $filter\n      pagination: $pagination\n    ) {\n      ...EnquiriesFormCentreList\n    }\n  }\n": typeof types.EnquiriesFormNearestDocument,
    "\n  query EnquiriesFormByDistance(\n    $postalCode: String!\n    $radius: Float!\n    $enrollmentDate: Date!\n    $level: Int!\n    $filter: CentreSearchFilter!\n  ) {\n    findAllCentreByDistance(\n      postalCode: $postalCode\n      radius: $radius\n      enrollmentDate: $enrollmentDate\n      level: $level\n      filter: $filter\n    ) {\n      ...EnquiriesFormCentreList\n    }\n  }\n": typeof types.EnquiriesFormByDistanceDocument,
    "\n  query EnquiriesFormExistingParent($email: String!) {\n    isExistingParent(email: $email)\n  }\n": typeof types.EnquiriesFormExistingParentDocument,
    "\n  query EnquiriesFormExistingChild($birthCertificate: String!, $fkSchool: Int!) {\n    isExistingChild(birthCertificate: $birthCertificate, fkSchool: $fkSchool)\n  }\n": typeof types.EnquiriesFormExistingChildDocument,
    "\n  query EnquiriesTrackingEnquiries($filter: EnquiryFilter, $pagination: Pagination) {\n    findAllEnquiry(filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        fkChild\n        fkCentre\n        active\n        enrollmentPlan\n        createdAt\n        admissionStatus {\n          ID\n          stateCode\n          label\n          group\n          enquiryFrontendState\n        }\n        centre {\n          ID\n          label\n          code\n          addresses {\n            postcode\n          }\n        }\n        user {\n          ID\n          email\n        }\n        level {\n          ID\n          label\n        }\n        program {\n          ID\n          label\n        }\n      }\n    }\n  }\n": typeof types.EnquiriesTrackingEnquiriesDocument,
    "\n  query EnquiriesTrackingStates($IDEnquiry: Int!) {\n    getEnquiryFrontendStates(IDEnquiry: $IDEnquiry) {\n      IDEnquiry\n      nextAction\n      current {\n        ID\n        stateCode\n        label\n      }\n      steps {\n        code\n        label\n        status\n      }\n    }\n  }\n": typeof types.EnquiriesTrackingStatesDocument,
    "\n  query EnquiriesTrackingChildren {\n    findAllChildrenByParent {\n      ID\n      firstname\n      lastname\n      dateOfBirth\n      birthCertificate\n    }\n  }\n": typeof types.EnquiriesTrackingChildrenDocument,
    "\n  mutation EnquiriesTrackingCancel($ID: Int!) {\n    cancelEnquiry(ID: $ID) {\n      ID\n      active\n      fkEnquiryState\n      admissionStatus {\n        stateCode\n      }\n    }\n  }\n": typeof types.EnquiriesTrackingCancelDocument,
    "\n  query EnquiriesMapSearchSuggest(\n    $IDSchool: Int!\n    $dateOfBirth: Date!\n    $enrollmentDate: Date!\n    $isRadiusSearch: Boolean\n  ) {\n    suggestLevel(\n      IDSchool: $IDSchool\n      dateOfBirth: $dateOfBirth\n      enrollmentDate: $enrollmentDate\n      isRadiusSearch: $isRadiusSearch\n    ) {\n      ID\n      programs {\n        label\n      }\n    }\n  }\n": typeof types.EnquiriesMapSearchSuggestDocument,
    "\n  query EnquiriesMapSearchByDistance($p: String!, $r: Float!, $d: Date!, $l: Int!, $f: CentreSearchFilter!) {\n    findAllCentreByDistance(postalCode: $p, radius: $r, enrollmentDate: $d, level: $l, filter: $f) {\n      totalCount\n      data {\n        label\n        distance\n      }\n    }\n  }\n": typeof types.EnquiriesMapSearchByDistanceDocument,
    "\n  mutation EnquiriesNewEnquiry(\n    $schoolID: Int!\n    $email: String!\n    $phoneNumberCountryCode: String!\n    $phoneNumber: String!\n    $centreIDs: [Int!]!\n    $enquiry: EnquiryDetailsInput!\n    $pdpaConsentVersion: String\n    $preferredLanguage: String\n  ) {\n    newEnquiry(\n      schoolID: $schoolID\n      email: $email\n      phoneNumberCountryCode: $phoneNumberCountryCode\n      phoneNumber: $phoneNumber\n      centreIDs: $centreIDs\n      enquiry: $enquiry\n      pdpaConsentVersion: $pdpaConsentVersion\n      preferredLanguage: $preferredLanguage\n    ) {\n      success\n      error {\n        message\n        code\n      }\n      data {\n        ID\n        fkSchool\n        fkCentre\n        fkUser\n        fkChild\n        fkLevel\n        fkProgram\n        fkEnquiryState\n        firstname\n        lastname\n        childFirstname\n        childLastname\n        enrollmentPlan\n        active\n        skipCentreVisit\n        skipTrial\n        vacancyAvailable\n        admissionStatus {\n          ID\n          stateCode\n          label\n        }\n        centre {\n          ID\n          label\n        }\n        user {\n          ID\n          email\n          mobilePhone\n        }\n        level {\n          ID\n          label\n        }\n        program {\n          ID\n          label\n        }\n      }\n    }\n  }\n": typeof types.EnquiriesNewEnquiryDocument,
    "\n  mutation EsignCancelEnquiry($ID: Int!) {\n    cancelEnquiry(ID: $ID) {\n      ID\n    }\n  }\n": typeof types.EsignCancelEnquiryDocument,
    "\n  mutation EsignCreateForm($IDEnquiry: Int!, $participants: [ConsentParticipantInput!]!) {\n    createForm1(IDEnquiry: $IDEnquiry, participants: $participants) {\n      ID\n      eDocumentStatus\n      contentSha256\n      participants {\n        displayName\n        order\n        email\n        role\n        status\n      }\n    }\n  }\n": typeof types.EsignCreateFormDocument,
    "\n  query EsignForm($IDEnquiry: Int!) {\n    getConsentForm(IDEnquiry: $IDEnquiry) {\n      eDocumentStatus\n      signedDocumentAvailable\n      linksExpired\n      participants {\n        displayName\n        order\n        status\n        signedAt\n      }\n    }\n  }\n": typeof types.EsignFormDocument,
    "\n  query EsignSigningDocument($token: String!) {\n    getSigningDocument(token: $token) {\n      title\n      contentSha256\n      declaration\n      sections {\n        heading\n        rows {\n          label\n          value\n        }\n      }\n      signer {\n        displayName\n        role\n        order\n      }\n      participants {\n        displayName\n        status\n      }\n    }\n  }\n": typeof types.EsignSigningDocumentDocument,
    "\n  mutation EsignSign($token: String!, $signature: SignatureInput!) {\n    signConsentForm(token: $token, signature: $signature) {\n      status\n      signedAt\n    }\n  }\n": typeof types.EsignSignDocument,
    "\n  query EsignSignedUrl($IDEnquiry: Int!) {\n    getEnrolmentDocumentURL(IDEnquiry: $IDEnquiry)\n  }\n": typeof types.EsignSignedUrlDocument,
    "\n  query EventsCalendar($IDCentre: Int, $year: Int!, $month: Int!) {\n    findAllCalendarEvent(IDCentre: $IDCentre, year: $year, month: $month) {\n      events {\n        ID\n        title\n        status\n        eventType\n        location\n      }\n    }\n  }\n": typeof types.EventsCalendarDocument,
    "\n  query EventsClasses($IDSchool: Int!) {\n    getEventClasses(IDSchool: $IDSchool) {\n      ID\n      label\n      centreID\n      centreLabel\n    }\n  }\n": typeof types.EventsClassesDocument,
    "\n  fragment EventPhotoFields on EventPhoto {\n    ID\n    fileKey\n    status\n    active\n    caption\n    url\n    thumbnailUrl\n    width\n    height\n    tags {\n      childID\n      photoConsent\n    }\n  }\n": typeof types.EventPhotoFieldsFragmentDoc,
    "\n  mutation EventsAlbumUrls($IDEvent: Int!, $files: [EventPhotoFileInput!]!) {\n    getEventPhotoAlbumUploadUrl(IDEvent: $IDEvent, files: $files) {\n      Url\n      Key\n    }\n  }\n": typeof types.EventsAlbumUrlsDocument,
    "\n  mutation EventsPhotoUrl($IDEvent: Int!, $filename: String!, $contentType: String!) {\n    getEventPhotoUploadUrl(IDEvent: $IDEvent, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n": typeof types.EventsPhotoUrlDocument,
    "\n  mutation EventsAddPhotos($IDEvent: Int!, $photos: [EventPhotoInput!]!) {\n    addEventPhotos(IDEvent: $IDEvent, photos: $photos) {\n      ...EventPhotoFields\n    }\n  }\n": typeof types.EventsAddPhotosDocument,
    "\n  mutation EventsPhotoTags($IDEvent: Int!, $IDPhoto: Int!, $childIDs: [Int!]!) {\n    updateEventPhotoTags(IDEvent: $IDEvent, IDPhoto: $IDPhoto, childIDs: $childIDs) {\n      ID\n      tags {\n        childID\n        photoConsent\n      }\n    }\n  }\n": typeof types.EventsPhotoTagsDocument,
    "\n  mutation EventsDeletePhotos($IDEvent: Int!, $IDPhotos: [Int!]!) {\n    deleteEventPhotos(IDEvent: $IDEvent, IDPhotos: $IDPhotos) {\n      ID\n    }\n  }\n": typeof types.EventsDeletePhotosDocument,
    "\n  mutation EventsPhotoStatus($IDEvent: Int!, $IDPhotos: [Int!]!, $status: String!) {\n    updateEventPhotosStatus(IDEvent: $IDEvent, IDPhotos: $IDPhotos, status: $status) {\n      ID\n      status\n    }\n  }\n": typeof types.EventsPhotoStatusDocument,
    "\n  query EventsStaffAlbum($IDEvent: Int!) {\n    getEventPhotos(IDEvent: $IDEvent) {\n      ...EventPhotoFields\n    }\n  }\n": typeof types.EventsStaffAlbumDocument,
    "\n  query EventsMyAlbum($IDEvent: Int!, $IDChild: Int!) {\n    getMyEventPhotos(IDEvent: $IDEvent, IDChild: $IDChild) {\n      photoConsent\n      photos {\n        ...EventPhotoFields\n      }\n    }\n  }\n": typeof types.EventsMyAlbumDocument,
    "\n  mutation EventsPhotoConsent($IDChild: Int!, $photoConsent: Boolean!) {\n    setChildPhotoConsent(IDChild: $IDChild, photoConsent: $photoConsent)\n  }\n": typeof types.EventsPhotoConsentDocument,
    "\n  fragment EventFields on Event {\n    ID\n    status\n    category\n    title\n    childEventFee\n    guestEventFee\n    guestCountLimit\n    fkSubmitter\n    fkApprover\n    attendingCount\n    scopes {\n      centreID\n      classID\n    }\n  }\n": typeof types.EventFieldsFragmentDoc,
    "\n  mutation EventsSave($IDEvent: Int, $eventData: EventInput!) {\n    createOrSaveEventDraft(IDEvent: $IDEvent, eventData: $eventData) {\n      ...EventFields\n    }\n  }\n": typeof types.EventsSaveDocument,
    "\n  mutation EventsSubmit($IDEvent: Int!) {\n    submitEvent(IDEvent: $IDEvent) {\n      ...EventFields\n    }\n  }\n": typeof types.EventsSubmitDocument,
    "\n  mutation EventsPublish($IDEvent: Int!) {\n    publishEvent(IDEvent: $IDEvent) {\n      ...EventFields\n    }\n  }\n": typeof types.EventsPublishDocument,
    "\n  mutation EventsCancel($IDEvent: Int!, $remarks: String) {\n    cancelEvent(IDEvent: $IDEvent, remarks: $remarks) {\n      ...EventFields\n    }\n  }\n": typeof types.EventsCancelDocument,
    "\n  mutation EventsUpdate($IDEvent: Int!, $eventData: EventInput!) {\n    updateEventDetails(IDEvent: $IDEvent, eventData: $eventData) {\n      ...EventFields\n    }\n  }\n": typeof types.EventsUpdateDocument,
    "\n  query EventsById($IDEvent: Int!) {\n    eventById(IDEvent: $IDEvent) {\n      ...EventFields\n    }\n  }\n": typeof types.EventsByIdDocument,
    "\n  query EventsLists($IDSchool: Int!) {\n    getDraftEvents(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n      }\n    }\n    getPendingEvents(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n      }\n    }\n    getUpcomingEvents(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n      }\n    }\n    getPastEvents(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n      }\n    }\n    getAllEvents(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n      }\n    }\n  }\n": typeof types.EventsListsDocument,
    "\n  mutation EventsRsvp($IDEvent: Int!, $IDChild: Int!, $rsvp: EventRsvpInput!) {\n    rsvpEvent(IDEvent: $IDEvent, IDChild: $IDChild, rsvp: $rsvp) {\n      childID\n      canRsvp\n      rsvp {\n        ID\n        status\n        consentAcceptedAt\n        feeCents\n        guests {\n          ID\n          name\n        }\n      }\n    }\n  }\n": typeof types.EventsRsvpDocument,
    "\n  query EventsMine {\n    getMyEvents {\n      childID\n      canRsvp\n      event {\n        ID\n        title\n      }\n      rsvp {\n        status\n        feeCents\n      }\n    }\n  }\n": typeof types.EventsMineDocument,
    "\n  query EventsRsvpList($IDEvent: Int!, $status: String) {\n    getEventRsvpChildList(IDEvent: $IDEvent, status: $status) {\n      totalCount\n      data {\n        childID\n        status\n        centreID\n        guests {\n          ID\n          name\n        }\n      }\n    }\n    getRsvpStatusCountDetails(IDEvent: $IDEvent) {\n      status\n      children\n      guests\n    }\n    getRsvpAttendeesClassAndCentreCountByStatus(IDEvent: $IDEvent, status: $status) {\n      centreID\n      classID\n      children\n      guests\n    }\n  }\n": typeof types.EventsRsvpListDocument,
    "\n  query EventsExport($IDEvent: Int!, $status: String) {\n    exportRsvpList(IDEvent: $IDEvent, status: $status)\n  }\n": typeof types.EventsExportDocument,
    "\n  mutation EventsRemoveChild($IDEvent: Int!, $IDChild: Int!) {\n    removeChildFromRsvpList(IDEvent: $IDEvent, IDChild: $IDChild) {\n      status\n    }\n  }\n": typeof types.EventsRemoveChildDocument,
    "\n  mutation EventsRemoveGuest($IDEvent: Int!, $IDGuest: Int!) {\n    removeEventRsvpGuest(IDEvent: $IDEvent, IDGuest: $IDGuest) {\n      guests {\n        ID\n      }\n    }\n  }\n": typeof types.EventsRemoveGuestDocument,
    "\n  query EventsIcs($IDEvent: Int!, $IDChild: Int!) {\n    getEventCalendarFile(IDEvent: $IDEvent, IDChild: $IDChild)\n  }\n": typeof types.EventsIcsDocument,
    "\n  mutation FeesRaceSubmit($IDFeeDraft: Int!) {\n    submitFeeDraft(IDFeeDraft: $IDFeeDraft) {\n      status\n      items {\n        nationality\n        amount\n        lastAmount\n      }\n    }\n  }\n": typeof types.FeesRaceSubmitDocument,
    "\n  query FeesRaceDraftItems($IDSchool: Int!, $filter: FeeDraftFilter) {\n    findAllFeeDraft(IDSchool: $IDSchool, filter: $filter) {\n      data {\n        ID\n        status\n        items {\n          nationality\n          amount\n          lastAmount\n        }\n      }\n    }\n  }\n": typeof types.FeesRaceDraftItemsDocument,
    "\n  query FeesCurrent($IDSchool: Int!, $fkCentre: Int) {\n    findAllCurrentFeeTier(IDSchool: $IDSchool, fkCentre: $fkCentre) {\n      ID\n      label\n      pending\n      feeGroup {\n        groupCode\n      }\n      fees {\n        nationality\n        amount\n        effectiveFrom\n        effectiveTo\n        level {\n          ID\n        }\n        program {\n          ID\n        }\n      }\n      numberOfChildren {\n        level {\n          ID\n        }\n        numberOfChildren\n      }\n    }\n  }\n": typeof types.FeesCurrentDocument,
    "\n  query FeesUpcoming($IDSchool: Int!) {\n    findAllUpcomingFeeTier(IDSchool: $IDSchool) {\n      ID\n      active\n      pending\n      fees {\n        amount\n        effectiveFrom\n      }\n    }\n  }\n": typeof types.FeesUpcomingDocument,
    "\n  query FeesGroups($IDSchool: Int!) {\n    findAllFeeGroup(IDSchool: $IDSchool) {\n      ID\n      groupCode\n    }\n  }\n": typeof types.FeesGroupsDocument,
    "\n  mutation FeesNewTier($IDSchool: Int!, $data: FeeTierInput!) {\n    newFeeTier(IDSchool: $IDSchool, data: $data) {\n      ID\n      label\n      fees {\n        amount\n        nationality\n      }\n    }\n  }\n": typeof types.FeesNewTierDocument,
    "\n  mutation FeesNewDraft($IDSchool: Int!, $fkCentre: Int!, $data: FeeDraftInput!) {\n    newFeeDraft(IDSchool: $IDSchool, fkCentre: $fkCentre, data: $data) {\n      ID\n      status\n      items {\n        nationality\n        amount\n        lastAmount\n      }\n    }\n  }\n": typeof types.FeesNewDraftDocument,
    "\n  mutation FeesUpdateItems($IDFeeDraft: Int!, $items: [FeeDraftItemInput!]!) {\n    updateFeeDraftItems(IDFeeDraft: $IDFeeDraft, items: $items) {\n      ID\n      items {\n        nationality\n        amount\n        lastAmount\n      }\n    }\n  }\n": typeof types.FeesUpdateItemsDocument,
    "\n  mutation FeesSubmit($IDFeeDraft: Int!, $remark: String) {\n    submitFeeDraft(IDFeeDraft: $IDFeeDraft, remark: $remark) {\n      ID\n      status\n    }\n  }\n": typeof types.FeesSubmitDocument,
    "\n  mutation FeesApprove($IDFeeDraft: Int!, $remark: String) {\n    approveFeeChangeRequest(IDFeeDraft: $IDFeeDraft, remark: $remark) {\n      ID\n      status\n      approver {\n        ID\n      }\n      activityLogs {\n        status\n        remark\n        user {\n          ID\n        }\n      }\n    }\n  }\n": typeof types.FeesApproveDocument,
    "\n  mutation FeesReject($IDFeeDraft: Int!, $remark: String!) {\n    rejectFeeChangeRequest(IDFeeDraft: $IDFeeDraft, remark: $remark) {\n      ID\n      status\n    }\n  }\n": typeof types.FeesRejectDocument,
    "\n  mutation FeesCancel($IDFeeDraft: Int!, $remark: String) {\n    cancelFeeChangeRequest(IDFeeDraft: $IDFeeDraft, remark: $remark) {\n      ID\n      status\n    }\n  }\n": typeof types.FeesCancelDocument,
    "\n  query FeesDrafts($IDSchool: Int!, $filter: FeeDraftFilter, $pagination: Pagination) {\n    findAllFeeDraft(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      pendingCount\n      data {\n        ID\n        status\n      }\n    }\n  }\n": typeof types.FeesDraftsDocument,
    "\n  query FeesImpact($IDFeeDraft: Int!) {\n    getFeeDraftImpact(IDFeeDraft: $IDFeeDraft) {\n      noticeMonths\n      needsNoticeWarning\n      lines {\n        nationality\n        lastAmount\n        amount\n        difference\n        numberOfChildren\n      }\n      families {\n        parent {\n          ID\n        }\n        difference\n        children {\n          ID\n          difference\n        }\n      }\n    }\n  }\n": typeof types.FeesImpactDocument,
    "\n  query FilesFileUrl($key: String!) {\n    fileUrl(key: $key)\n  }\n": typeof types.FilesFileUrlDocument,
    "\n  query FinanceAccountListing($IDChild: Int!, $isCDA: Boolean, $paymentType: String) {\n    getAccountListing(IDChild: $IDChild, isCDA: $isCDA, paymentType: $paymentType) {\n      IDChild\n      childName\n      closingBalance\n      CDABalance\n      nonCDABalance\n      entries {\n        kind\n        IDInvoice\n        paymentType\n        debit\n        credit\n        balance\n        CDAAmount\n      }\n    }\n  }\n": typeof types.FinanceAccountListingDocument,
    "\n  query FinanceAgeing($IDSchool: Int!, $asOf: Date) {\n    getAgeingReport(IDSchool: $IDSchool, asOf: $asOf) {\n      IDCentre\n      centreName\n      current\n      days31to60\n      days61to90\n      over90\n      total\n      invoiceCount\n    }\n  }\n": typeof types.FinanceAgeingDocument,
    "\n  query FinanceAgeingDue($IDInvoice: Int!) {\n    getInvoice(IDInvoice: $IDInvoice) {\n      invoice {\n        invoiceDueDate\n      }\n    }\n  }\n": typeof types.FinanceAgeingDueDocument,
    "\n  query FinanceSearch($IDSchool: Int!, $keyword: String!, $pagination: Pagination) {\n    searchFinance(IDSchool: $IDSchool, keyword: $keyword, pagination: $pagination) {\n      totalCount\n      data {\n        kind\n        ID\n        IDInvoice\n        number\n        IDChild\n        childName\n        amount\n        status\n      }\n    }\n  }\n": typeof types.FinanceSearchDocument,
    "\n  query FinanceInvoiceDetail($IDInvoice: Int!) {\n    getInvoice(IDInvoice: $IDInvoice) {\n      childName\n      centreName\n      month\n      CDAAmount\n      nonCDAAmount\n      can\n      lines {\n        label\n        cdaPayable\n        explanation\n      }\n      creditNotes {\n        creditNoteNo\n        remark\n      }\n      invoice {\n        ID\n        grandTotal\n        outstandingAmount\n      }\n    }\n  }\n": typeof types.FinanceInvoiceDetailDocument,
    "\n  query FinanceRunCan($IDInvoiceRun: Int!) {\n    getInvoiceRun(IDInvoiceRun: $IDInvoiceRun) {\n      status\n      can\n    }\n  }\n": typeof types.FinanceRunCanDocument,
    "\n  mutation FinanceOfflineInvoiceNotice($IDCentre: Int!, $IDChild: Int!, $items: [OfflineInvoiceItemInput!]!) {\n    createOfflineInvoice(IDCentre: $IDCentre, IDChild: $IDChild, items: $items) {\n      invoiceNo\n    }\n  }\n": typeof types.FinanceOfflineInvoiceNoticeDocument,
    "\n  mutation FinanceOfflineInvoice($IDCentre: Int!, $IDChild: Int!, $items: [OfflineInvoiceItemInput!]!) {\n    createOfflineInvoice(IDCentre: $IDCentre, IDChild: $IDChild, items: $items) {\n      ID\n      invoiceNo\n      invoiceType\n      status\n      totalTaxAmount\n      grandTotal\n      outstandingAmount\n      items {\n        label\n        quantity\n        taxAmount\n        totalAmount\n      }\n    }\n  }\n": typeof types.FinanceOfflineInvoiceDocument,
    "\n  query FinanceOfflineInvoiceDetail($IDInvoice: Int!) {\n    getInvoice(IDInvoice: $IDInvoice) {\n      lines {\n        label\n        explanation\n      }\n    }\n  }\n": typeof types.FinanceOfflineInvoiceDetailDocument,
    "\n  mutation FinanceKeyedInvoice(\n    $IDCentre: Int!\n    $IDChild: Int!\n    $items: [OfflineInvoiceItemInput!]!\n    $requestKey: String\n  ) {\n    createOfflineInvoice(IDCentre: $IDCentre, IDChild: $IDChild, items: $items, requestKey: $requestKey) {\n      ID\n      invoiceNo\n    }\n  }\n": typeof types.FinanceKeyedInvoiceDocument,
    "\n  mutation FinanceKeyedCreditNote($IDInvoice: Int!, $amount: Int!, $remark: String!, $requestKey: String) {\n    createAdHocCreditNote(IDInvoice: $IDInvoice, amount: $amount, remark: $remark, requestKey: $requestKey) {\n      ID\n      creditNoteNo\n    }\n  }\n": typeof types.FinanceKeyedCreditNoteDocument,
    "\n  mutation FinanceStartRun($IDSchool: Int!, $IDCentre: Int, $month: Date!) {\n    createInvoiceRun(IDSchool: $IDSchool, IDCentre: $IDCentre, month: $month) {\n      ID\n      status\n      total\n    }\n  }\n": typeof types.FinanceStartRunDocument,
    "\n  query FinanceRun($IDInvoiceRun: Int!) {\n    getInvoiceRun(IDInvoiceRun: $IDInvoiceRun) {\n      ID\n      status\n      total\n      processed\n      invoiceCount\n      skippedCount\n      grandTotal\n    }\n  }\n": typeof types.FinanceRunDocument,
    "\n  query FinanceRunDrafts($IDInvoiceRun: Int!, $skipped: Boolean) {\n    findAllInvoiceRunDraft(IDInvoiceRun: $IDInvoiceRun, skipped: $skipped) {\n      totalCount\n      data {\n        IDChild\n        skipReason\n        skipMessage\n        grandTotal\n        totalTaxAmount\n        CDAAmount\n        nonCDAAmount\n        previousGrandTotal\n        change\n        IDInvoice\n        items {\n          label\n          source\n          explanation\n          totalAmount\n          taxAmount\n          cdaPayable\n        }\n      }\n    }\n  }\n": typeof types.FinanceRunDraftsDocument,
    "\n  mutation FinanceIssueRun($IDInvoiceRun: Int!) {\n    issueInvoiceRun(IDInvoiceRun: $IDInvoiceRun) {\n      status\n    }\n  }\n": typeof types.FinanceIssueRunDocument,
    "\n  mutation FinanceDiscardRun($IDInvoiceRun: Int!) {\n    discardInvoiceRun(IDInvoiceRun: $IDInvoiceRun) {\n      status\n    }\n  }\n": typeof types.FinanceDiscardRunDocument,
    "\n  query FinanceInvoices($IDSchool: Int!, $filter: InvoiceFilter) {\n    findAllInvoice(IDSchool: $IDSchool, filter: $filter) {\n      totalCount\n      data {\n        ID\n        fkChild\n        invoiceNo\n        status\n        grandTotal\n        outstandingAmount\n      }\n    }\n  }\n": typeof types.FinanceInvoicesDocument,
    "\n  query FinanceChildInvoices($IDChild: Int!) {\n    invoicesByFkChild(IDChild: $IDChild) {\n      ID\n      invoiceNo\n      status\n      outstandingAmount\n      items {\n        label\n      }\n      receipts {\n        receiptNo\n      }\n    }\n    getChildCurrentBalance(IDChild: $IDChild) {\n      CDABalance\n      nonCDABalance\n    }\n  }\n": typeof types.FinanceChildInvoicesDocument,
    "\n  mutation FinanceOfflineReceipt($IDInvoice: [Int!]!, $referenceNo: String!, $paymentType: String!) {\n    createReceiptForOfflinePayment(\n      IDInvoice: $IDInvoice\n      referenceNo: $referenceNo\n      paymentType: $paymentType\n    ) {\n      receiptNo\n      amount\n      paymentType\n      referenceNo\n    }\n  }\n": typeof types.FinanceOfflineReceiptDocument,
    "\n  query FinanceReceiptTypes {\n    getOfflineOfflinePaymentReceiptTypes\n  }\n": typeof types.FinanceReceiptTypesDocument,
    "\n  mutation FinanceCreditNote($IDInvoice: Int!, $amount: Int!, $remark: String!) {\n    createAdHocCreditNote(IDInvoice: $IDInvoice, amount: $amount, remark: $remark) {\n      creditNoteNo\n      amount\n      remark\n    }\n  }\n": typeof types.FinanceCreditNoteDocument,
    "\n  query FinanceRefunds($IDSchool: Int!, $filter: RefundFilter) {\n    findAllConsolidatedRefund(IDSchool: $IDSchool, filter: $filter) {\n      totalCount\n      data {\n        IDChild\n        totalAmount\n        refunds {\n          label\n          amount\n          status\n          isCda\n        }\n      }\n    }\n  }\n": typeof types.FinanceRefundsDocument,
    "\n  mutation FinanceFilesGenerate($IDSchool: Int!, $month: Date!, $valueDate: Date!) {\n    generateGiroDeductionArchive(IDSchool: $IDSchool, month: $month, valueDate: $valueDate) {\n      ID\n      status\n      log\n      rowCount\n      totalAmount\n      URL\n    }\n  }\n": typeof types.FinanceFilesGenerateDocument,
    "\n  mutation FinanceFilesUploadUrl($IDSchool: Int!, $filename: String!, $contentType: String!) {\n    getFinanceDocumentUploadURL(IDSchool: $IDSchool, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n": typeof types.FinanceFilesUploadUrlDocument,
    "\n  mutation FinanceFilesUploadGiro($IDSchool: Int!, $fileKey: String!) {\n    uploadGiroFile(IDSchool: $IDSchool, fileKey: $fileKey) {\n      ID\n      status\n      log\n      rowCount\n      totalAmount\n    }\n  }\n": typeof types.FinanceFilesUploadGiroDocument,
    "\n  mutation FinanceFilesUploadSubsidy($IDSchool: Int!, $fileKey: String!) {\n    uploadSubsidyFile(IDSchool: $IDSchool, fileKey: $fileKey) {\n      ID\n      status\n      log\n      rowCount\n      totalAmount\n    }\n  }\n": typeof types.FinanceFilesUploadSubsidyDocument,
    "\n  query FinanceFilesGiroList($IDSchool: Int!) {\n    findAllUploadedGiroFiles(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n        docType\n        status\n        log\n        user\n      }\n    }\n  }\n": typeof types.FinanceFilesGiroListDocument,
    "\n  query GeocodingGeocode($postalCode: String!) {\n    geocodePostalCode(postalCode: $postalCode) {\n      postalCode\n      address\n      building\n      lat\n      lng\n    }\n  }\n": typeof types.GeocodingGeocodeDocument,
    "\n  query GeocodingSearchPlaces($searchVal: String!) {\n    searchPlaces(searchVal: $searchVal) {\n      postalCode\n      address\n      building\n      lat\n      lng\n    }\n  }\n": typeof types.GeocodingSearchPlacesDocument,
    "\n  query GiroBanks {\n    findAllBankBicCode {\n      ID\n      bankCode\n      bankName\n      bicCode\n      displayOrder\n    }\n  }\n": typeof types.GiroBanksDocument,
    "\n  mutation GiroSave($IDChild: Int!, $IDSchool: Int!, $giroApplication: GiroApplicationInput!) {\n    saveGiroApplication(IDChild: $IDChild, IDSchool: $IDSchool, giroApplication: $giroApplication) {\n      ID\n      status\n      source\n      isCda\n      payerAccountNumber\n      payerAccountName\n      payerAccountNames\n      billReferenceNumber\n      mobilePhone\n      applicationDate\n      bank {\n        bicCode\n      }\n    }\n  }\n": typeof types.GiroSaveDocument,
    "\n  mutation GiroAdd($giroAccount: GiroAccountInput!, $paymentType: String!) {\n    addGiro(giroAccount: $giroAccount, paymentType: $paymentType) {\n      ID\n      status\n      source\n      isCda\n      billReferenceNumber\n      effectiveFrom\n    }\n  }\n": typeof types.GiroAddDocument,
    "\n  query GiroOfChild($IDChild: Int!) {\n    bankAccountInfoByIDChild(IDChild: $IDChild) {\n      IDChild\n      accounts {\n        ID\n        status\n        isCda\n        effectiveFrom\n        statusChanges {\n          fromStatus\n          toStatus\n          reason\n          remarks\n          userName\n        }\n      }\n    }\n  }\n": typeof types.GiroOfChildDocument,
    "\n  query GiroOfEnquiry($IDEnquiry: Int!) {\n    bankAccountInfoByIDEnquiry(IDEnquiry: $IDEnquiry) {\n      IDEnquiry\n      IDChild\n      skipGiroSetup\n      canPayRegistrationByGiro\n      payingByGiro\n      accounts {\n        ID\n        status\n      }\n    }\n  }\n": typeof types.GiroOfEnquiryDocument,
    "\n  query GiroReasons($status: String!) {\n    getBankAccountStatusChangeReasonsByStatus(status: $status) {\n      ID\n      label\n    }\n  }\n": typeof types.GiroReasonsDocument,
    "\n  mutation GiroUpdateStatus($IDBankAccount: Int!, $status: String!, $fkReason: Int!, $remarks: String!) {\n    updateBankAccountStatus(\n      IDBankAccount: $IDBankAccount\n      status: $status\n      fkReason: $fkReason\n      remarks: $remarks\n    ) {\n      ID\n      status\n      effectiveFrom\n      statusChanges {\n        fromStatus\n        toStatus\n        reason\n        remarks\n      }\n    }\n  }\n": typeof types.GiroUpdateStatusDocument,
    "\n  mutation GiroExportPdf($IDBankAccount: Int!) {\n    exportGiroApplicationPdf(IDBankAccount: $IDBankAccount)\n  }\n": typeof types.GiroExportPdfDocument,
    "\n  mutation GiroPayRegistration($IDEnquiry: Int!) {\n    payRegistrationFeeByGiro(IDEnquiry: $IDEnquiry) {\n      IDEnquiry\n      payingByGiro\n      canPayRegistrationByGiro\n    }\n  }\n": typeof types.GiroPayRegistrationDocument,
    "\n  mutation GiroPayInvoice($InvoiceID: Int!) {\n    payGiroByInvoiceID(InvoiceID: $InvoiceID)\n  }\n": typeof types.GiroPayInvoiceDocument,
    "\n      query HolidaysMenu($filter: MenuFilter!) {\n        findSidebarMenuByUser(filter: $filter) {\n          path\n          label\n          icon\n        }\n      }\n    ": typeof types.HolidaysMenuDocument,
    "\n      query HolidaysMe {\n        me {\n          can\n        }\n      }\n    ": typeof types.HolidaysMeDocument,
    "\n  fragment HolidaysHolidayFields on Holiday {\n    ID\n    title\n    description\n    holidayImageKey\n    holidayImageURL\n    from\n    to\n    isPublic\n    centreHolidays {\n      ID\n      fkCentre\n      centre {\n        ID\n        label\n      }\n    }\n  }\n": typeof types.HolidaysHolidayFieldsFragmentDoc,
    "\n  query HolidaysList($IDSchool: Int!, $year: Int!, $centreID: Int) {\n    getCentreHolidaysOfYear(IDSchool: $IDSchool, year: $year, centreID: $centreID) {\n      ...HolidaysHolidayFields\n    }\n  }\n": typeof types.HolidaysListDocument,
    "\n  mutation HolidaysCreate($IDSchool: Int!, $holiday: HolidayInput!) {\n    createHoliday(IDSchool: $IDSchool, holiday: $holiday) {\n      ...HolidaysHolidayFields\n    }\n  }\n": typeof types.HolidaysCreateDocument,
    "\n  mutation HolidaysUpdate($IDSchool: Int!, $holidayID: Int!, $holiday: HolidayInput!) {\n    updateHolidayDetails(IDSchool: $IDSchool, holidayID: $holidayID, holiday: $holiday) {\n      ...HolidaysHolidayFields\n    }\n  }\n": typeof types.HolidaysUpdateDocument,
    "\n  mutation HolidaysUpload($IDSchool: Int!, $filename: String!, $contentType: String!) {\n    getHolidayPhotoUploadURL(IDSchool: $IDSchool, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n": typeof types.HolidaysUploadDocument,
    "\n  mutation HolidaysDelete($IDSchool: Int!, $holidayID: Int!) {\n    deleteHolidayDetails(IDSchool: $IDSchool, holidayID: $holidayID)\n  }\n": typeof types.HolidaysDeleteDocument,
    "\n  fragment IdentityAccountFields on MyAccount {\n    ID\n    firstname\n    lastname\n    email\n    mobilePhone\n    mobilePhoneCountryCode\n    pendingEmail\n  }\n": typeof types.IdentityAccountFieldsFragmentDoc,
    "\n    query IdentityAccountMine {\n      myAccount {\n        ...IdentityAccountFields\n      }\n    }\n  ": typeof types.IdentityAccountMineDocument,
    "\n    mutation IdentityAccountProfile($f: String!, $l: String!, $m: String!) {\n      updateMyProfile(firstname: $f, lastname: $l, mobilePhone: $m) {\n        ...IdentityAccountFields\n      }\n    }\n  ": typeof types.IdentityAccountProfileDocument,
    "\n    mutation IdentityAccountRequestEmail($e: String!) {\n      requestEmailChange(newEmail: $e) {\n        ...IdentityAccountFields\n      }\n    }\n  ": typeof types.IdentityAccountRequestEmailDocument,
    "\n    mutation IdentityAccountConfirmEmail($c: String!) {\n      confirmEmailChange(code: $c) {\n        ...IdentityAccountFields\n      }\n    }\n  ": typeof types.IdentityAccountConfirmEmailDocument,
    "\n    mutation IdentityAccountPassword($c: String!, $n: String!) {\n      changeMyPassword(currentPassword: $c, newPassword: $n)\n    }\n  ": typeof types.IdentityAccountPasswordDocument,
    "\n  mutation IdentityConsentRegister($t: String!, $p: String!, $v: String) {\n    register(token: $t, password: $p, pdpaConsentVersion: $v) {\n      token\n    }\n  }\n": typeof types.IdentityConsentRegisterDocument,
    "\n  query IdentityConsentInfo($t: String!) {\n    registrationInfo(token: $t) {\n      privacyPolicyUrl\n    }\n  }\n": typeof types.IdentityConsentInfoDocument,
    "\n  query IdentityConsentMine {\n    myConsents {\n      ID\n      kind\n      version\n      textHash\n      givenAt\n      fkEnquiry\n      centreLabel\n    }\n  }\n": typeof types.IdentityConsentMineDocument,
    "\n  mutation IdentityConsentUpdateConfig($s: Int!, $e: [SchoolConfigEntryInput!]!) {\n    updateSchoolConfig(IDSchool: $s, entries: $e) {\n      key\n      value\n    }\n  }\n": typeof types.IdentityConsentUpdateConfigDocument,
    "\n  mutation IdentityLanguageSendOtp($userId: Int!, $token: String!) {\n    sendOTP(userId: $userId, token: $token)\n  }\n": typeof types.IdentityLanguageSendOtpDocument,
    "\n  mutation IdentityLanguageRequestEmail($e: String!) {\n    requestEmailChange(newEmail: $e) {\n      ID\n    }\n  }\n": typeof types.IdentityLanguageRequestEmailDocument,
    "\n  mutation IdentityLanguageConfirmEmail($c: String!) {\n    confirmEmailChange(code: $c) {\n      ID\n    }\n  }\n": typeof types.IdentityLanguageConfirmEmailDocument,
    "\n  mutation IdentityLanguagePassword($c: String!, $n: String!) {\n    changeMyPassword(currentPassword: $c, newPassword: $n)\n  }\n": typeof types.IdentityLanguagePasswordDocument,
    "\n  query IdentityLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": typeof types.IdentityLoginDocument,
    "\n  query IdentityMe {\n    me {\n      ID\n      fkSchool\n      firstname\n      lastname\n      email\n      birthdate\n      gender\n      homePhone\n      mobilePhone\n      mobilePhoneCountryCode\n      isHQStaff\n      hasCentreScopeAccess\n      hasClassScopeAccess\n      isStaff\n      can\n      userRoleRelations {\n        ID\n        fkRole\n        role {\n          ID\n          label\n          name\n          isStaff\n          roleTemplates {\n            ID\n            fkModuleCategory\n            access\n            moduleCategory {\n              ID\n              moduleCategoryCode\n              label\n            }\n          }\n        }\n      }\n      userAccessControls {\n        ID\n        fkSchool\n        fkCentre\n        fkClass\n        school {\n          ID\n          name\n        }\n      }\n      parent {\n        ID\n        monthlyIncome\n        workplaceStaff\n      }\n      childRelations {\n        fkChild\n        child {\n          ID\n          firstname\n          lastname\n          race\n          nationality\n          dateOfBirth\n          birthCertificate\n          householdIncomeRange\n          childClasses {\n            from\n            to\n            program {\n              ID\n              label\n            }\n            class {\n              ID\n              fkCentre\n              fkLevel\n              label\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.IdentityMeDocument,
    "\n  mutation IdentityLogout {\n    logout\n  }\n": typeof types.IdentityLogoutDocument,
    "\n    mutation IdentityLanguageSet($language: String!) {\n      updateMyPreferredLanguage(language: $language)\n    }\n  ": typeof types.IdentityLanguageSetDocument,
    "\n    query IdentityLanguageMe {\n      me {\n        ID\n        preferredLanguage\n      }\n    }\n  ": typeof types.IdentityLanguageMeDocument,
    "\n  query IdentityFullMe {\n    me {\n      ID\n      email\n      birthdate\n      mobilePhone\n      can\n      userRoleRelations {\n        ID\n        role {\n          ID\n          roleTemplates {\n            ID\n          }\n        }\n      }\n      userAccessControls {\n        ID\n        school {\n          name\n        }\n      }\n      parent {\n        ID\n      }\n      childRelations {\n        ID\n        child {\n          ID\n          childClasses {\n            from\n          }\n        }\n      }\n    }\n  }\n": typeof types.IdentityFullMeDocument,
    "\n  query IdentityViewerMe {\n    me {\n      ID\n      email\n      isStaff\n      can\n    }\n  }\n": typeof types.IdentityViewerMeDocument,
    "\n  query IdentityTwiceMe {\n    first: me {\n      ID\n    }\n    second: me {\n      ID\n      mobilePhone\n      userAccessControls {\n        ID\n      }\n      parent {\n        ID\n      }\n    }\n  }\n": typeof types.IdentityTwiceMeDocument,
    "\n  mutation PasswordResetReset($tokenString: String!, $password: String!) {\n    resetPassword(tokenString: $tokenString, password: $password)\n  }\n": typeof types.PasswordResetResetDocument,
    "\n  query PasswordResetMe {\n    me {\n      ID\n    }\n  }\n": typeof types.PasswordResetMeDocument,
    "\n  query RegistrationInfo($token: String!) {\n    registrationInfo(token: $token) {\n      userId\n      email\n      firstname\n      maskedPhone\n      otpRequired\n    }\n  }\n": typeof types.RegistrationInfoDocument,
    "\n  mutation RegistrationRegister($token: String!, $password: String!, $pdpa: String) {\n    register(token: $token, password: $password, pdpaConsentVersion: $pdpa) {\n      token\n    }\n  }\n": typeof types.RegistrationRegisterDocument,
    "\n  mutation RegistrationSend($userId: Int!, $token: String!) {\n    sendOTP(userId: $userId, token: $token)\n  }\n": typeof types.RegistrationSendDocument,
    "\n  mutation RegistrationValidate($userId: Int!, $otpReceived: String!, $token: String!) {\n    validateOTP(userId: $userId, otpReceived: $otpReceived, token: $token)\n  }\n": typeof types.RegistrationValidateDocument,
    "\n  query RegistrationLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": typeof types.RegistrationLoginDocument,
    "\n  query RegistrationMe {\n    me {\n      ID\n      email\n      isStaff\n    }\n  }\n": typeof types.RegistrationMeDocument,
    "\n  query IdentityRoleUnionMe {\n    me {\n      can\n    }\n  }\n": typeof types.IdentityRoleUnionMeDocument,
    "\n  mutation IdentityForgotPassword($email: String!) {\n    forgetPassword(email: $email)\n  }\n": typeof types.IdentityForgotPasswordDocument,
    "\n  query IdentitySignIn($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": typeof types.IdentitySignInDocument,
    "\n  mutation KioskStart($centreId: Int!) {\n    startKioskSession(centreId: $centreId) {\n      token\n      centreLabel\n    }\n  }\n": typeof types.KioskStartDocument,
    "\n  mutation KioskPass {\n    issueKioskPass {\n      qrToken\n      pin\n      expiresAt\n    }\n  }\n": typeof types.KioskPassDocument,
    "\n  mutation KioskIdentify($kioskToken: String!, $credential: KioskCredentialInput!) {\n    kioskIdentify(kioskToken: $kioskToken, credential: $credential) {\n      ID\n      firstname\n      classLabel\n    }\n  }\n": typeof types.KioskIdentifyDocument,
    "\n  mutation KioskCheckIn(\n    $kioskToken: String!\n    $credential: KioskCredentialInput!\n    $children: [Int!]!\n    $mobile: String!\n    $healthChecks: [KioskHealthAnswer!]\n  ) {\n    kioskCheckIn(\n      kioskToken: $kioskToken\n      credential: $credential\n      children: $children\n      mobile: $mobile\n      healthChecks: $healthChecks\n    ) {\n      ID\n    }\n  }\n": typeof types.KioskCheckInDocument,
    "\n  mutation KioskCheckOut(\n    $kioskToken: String!\n    $credential: KioskCredentialInput!\n    $children: [Int!]!\n    $mobile: String!\n  ) {\n    kioskCheckOut(kioskToken: $kioskToken, credential: $credential, children: $children, mobile: $mobile) {\n      ID\n    }\n  }\n": typeof types.KioskCheckOutDocument,
    "\n  mutation KioskSavePickup($childID: Int!, $pickupID: Int, $pickup: AuthorisedPickupInput!) {\n    saveChildAuthorisedPickup(childID: $childID, pickupID: $pickupID, pickup: $pickup) {\n      ID\n      name\n      relation\n      mobile\n    }\n  }\n": typeof types.KioskSavePickupDocument,
    "\n  mutation KioskRemovePickup($childID: Int!, $pickupID: Int!) {\n    removeChildAuthorisedPickup(childID: $childID, pickupID: $pickupID) {\n      ID\n    }\n  }\n": typeof types.KioskRemovePickupDocument,
    "\n  query KioskPickups($childID: Int!) {\n    getChildAuthorisedPickups(childID: $childID) {\n      ID\n      name\n    }\n  }\n": typeof types.KioskPickupsDocument,
    "\n  mutation PickupPhotoTarget($childID: Int!, $filename: String!, $contentType: String!) {\n    getAuthorisedPickupPhotoUploadURL(childID: $childID, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n": typeof types.PickupPhotoTargetDocument,
    "\n  mutation PickupPhotoSave($childID: Int!, $pickupID: Int, $pickup: AuthorisedPickupInput!) {\n    saveChildAuthorisedPickup(childID: $childID, pickupID: $pickupID, pickup: $pickup) {\n      ID\n      name\n      photoURL\n    }\n  }\n": typeof types.PickupPhotoSaveDocument,
    "\n  mutation PickupPhotoRemove($childID: Int!, $pickupID: Int!) {\n    removeChildAuthorisedPickup(childID: $childID, pickupID: $pickupID) {\n      ID\n    }\n  }\n": typeof types.PickupPhotoRemoveDocument,
    "\n  query PickupPhotoList($childID: Int!) {\n    getChildAuthorisedPickups(childID: $childID) {\n      ID\n      name\n      relation\n      photoURL\n    }\n  }\n": typeof types.PickupPhotoListDocument,
    "\n  query PickupPhotoFileUrl($key: String!) {\n    fileUrl(key: $key)\n  }\n": typeof types.PickupPhotoFileUrlDocument,
    "\n  mutation PickupKioskStart($centreId: Int!) {\n    startKioskSession(centreId: $centreId) {\n      token\n    }\n  }\n": typeof types.PickupKioskStartDocument,
    "\n  mutation PickupKioskPass {\n    issueKioskPass {\n      pin\n    }\n  }\n": typeof types.PickupKioskPassDocument,
    "\n  mutation PickupKioskIdentify($kioskToken: String!, $credential: KioskCredentialInput!) {\n    kioskIdentify(kioskToken: $kioskToken, credential: $credential) {\n      ID\n      collectors {\n        name\n        relation\n        mobileEnding\n        photoURL\n      }\n    }\n  }\n": typeof types.PickupKioskIdentifyDocument,
    "\n  mutation LeaveCancelMine($IDLeaveRequest: Int!) {\n    cancelMyLeaveRequest(IDLeaveRequest: $IDLeaveRequest) {\n      ID\n      status\n    }\n  }\n": typeof types.LeaveCancelMineDocument,
    "\n  query LeaveStaffDay($centreId: Int!, $date: Date!) {\n    getStaffAttendancesByCentre(centreId: $centreId, date: $date) {\n      staff {\n        teacherID\n        status\n        leave {\n          code\n        }\n      }\n    }\n  }\n": typeof types.LeaveStaffDayDocument,
    "\n  query LeaveTypes($IDSchool: Int!, $includeInactive: Boolean) {\n    getLeaveTypes(IDSchool: $IDSchool, includeInactive: $includeInactive) {\n      ID\n      code\n      active\n    }\n  }\n": typeof types.LeaveTypesDocument,
    "\n  mutation LeaveTypeSave($IDSchool: Int!, $leaveTypeID: Int, $leaveTypeData: LeaveTypeInput!) {\n    insertOrUpdateLeaveType(IDSchool: $IDSchool, leaveTypeID: $leaveTypeID, leaveTypeData: $leaveTypeData) {\n      ID\n      code\n      label\n      active\n    }\n  }\n": typeof types.LeaveTypeSaveDocument,
    "\n  mutation LeaveRequestChild($childID: Int!, $leaveData: LeaveRequestInput!) {\n    requestChildLeave(childID: $childID, leaveData: $leaveData) {\n      ...LeaveRequestFields\n    }\n  }\n": typeof types.LeaveRequestChildDocument,
    "\n  mutation LeaveRequestStaff($leaveData: LeaveRequestInput!) {\n    requestStaffLeave(leaveData: $leaveData) {\n      ...LeaveRequestFields\n    }\n  }\n": typeof types.LeaveRequestStaffDocument,
    "\n  mutation LeaveApprove($IDLeaveRequest: Int!, $remark: String) {\n    approveLeaveRequest(IDLeaveRequest: $IDLeaveRequest, remark: $remark) {\n      ...LeaveRequestFields\n    }\n  }\n": typeof types.LeaveApproveDocument,
    "\n  mutation LeaveReject($IDLeaveRequest: Int!, $remark: String!) {\n    rejectLeaveRequest(IDLeaveRequest: $IDLeaveRequest, remark: $remark) {\n      ...LeaveRequestFields\n    }\n  }\n": typeof types.LeaveRejectDocument,
    "\n  mutation LeaveCancel($IDLeaveRequest: Int!) {\n    cancelLeaveRequest(IDLeaveRequest: $IDLeaveRequest) {\n      ID\n      status\n    }\n  }\n": typeof types.LeaveCancelDocument,
    "\n  query LeaveCentre($centreID: Int!, $from: Date!, $to: Date!, $status: LeaveStatus) {\n    getCentreLeaveRequests(centreID: $centreID, from: $from, to: $to, status: $status) {\n      ...LeaveRequestFields\n    }\n  }\n": typeof types.LeaveCentreDocument,
    "\n  query LeaveOfChild($childID: Int!) {\n    getChildLeaveRequests(childID: $childID) {\n      ID\n      status\n    }\n  }\n": typeof types.LeaveOfChildDocument,
    "\n  query LeaveMine {\n    getMyLeaveRequests {\n      ID\n      status\n      subject {\n        teacherID\n      }\n    }\n  }\n": typeof types.LeaveMineDocument,
    "\n  query LeaveRegister($classID: Int!, $date: Date!) {\n    getAttendanceByClass(classID: $classID, date: $date) {\n      childID\n      present\n      absent\n      absentReason\n      leave {\n        code\n        label\n        halfDay\n      }\n    }\n  }\n": typeof types.LeaveRegisterDocument,
    "\n  fragment LeaveRequestFields on LeaveRequest {\n    ID\n    centreID\n    subject {\n      childID\n      teacherID\n      firstname\n      lastname\n    }\n    leaveType {\n      ID\n      code\n      label\n    }\n    from\n    to\n    halfDay\n    status\n    approveRequired\n    remark\n    requestedBy\n    approver\n    decidedAt\n    approverRemark\n  }\n": typeof types.LeaveRequestFieldsFragmentDoc,
    "\n  query LedgerRegistrationInvoice($IDEnquiry: Int!) {\n    getEnquiryRegistrationInvoice(IDEnquiry: $IDEnquiry) {\n      ID\n      invoiceNo\n      status\n      grandTotal\n      totalTaxAmount\n      outstandingAmount\n      items {\n        label\n        quantity\n        unitPrice\n        taxAmount\n        displayTotalAmount\n      }\n      receipts {\n        ID\n        receiptNo\n        amount\n      }\n      payNow {\n        uen\n        reference\n        amount\n        payload\n      }\n    }\n  }\n": typeof types.LedgerRegistrationInvoiceDocument,
    "\n  query LedgerDraftMonthly($IDEnquiry: Int!) {\n    getEnquiryDraftMonthlyFeeInvoice(IDEnquiry: $IDEnquiry) {\n      month\n      grandTotal\n      totalTaxAmount\n      items {\n        label\n        unitPrice\n        taxAmount\n      }\n    }\n  }\n": typeof types.LedgerDraftMonthlyDocument,
    "\n  mutation LedgerConfirmPayment($IDEnquiry: Int!, $paymentType: String!, $referenceNo: String!) {\n    markRegistrationPaymentAsSuccessful(\n      IDEnquiry: $IDEnquiry\n      paymentType: $paymentType\n      referenceNo: $referenceNo\n    ) {\n      duplicate\n      enquiryState\n      invoice {\n        status\n        outstandingAmount\n      }\n      receipt {\n        ID\n        receiptNo\n        amount\n        paymentType\n        referenceNo\n      }\n    }\n  }\n": typeof types.LedgerConfirmPaymentDocument,
    "\n  query LedgerReceipts($IDEnquiry: Int, $IDEnquiries: [Int!]) {\n    receiptByEnquiryID(IDEnquiry: $IDEnquiry, IDEnquiries: $IDEnquiries) {\n      ID\n      IDEnquiry\n      receiptNo\n    }\n  }\n": typeof types.LedgerReceiptsDocument,
    "\n  query LedgerReceiptPdf($IDReceipt: Int!) {\n    receiptPdf(IDReceipt: $IDReceipt) {\n      filename\n      contentBase64\n    }\n  }\n": typeof types.LedgerReceiptPdfDocument,
    "\n  query LedgerInvoicePdf($IDInvoice: Int!) {\n    invoicePdf(IDInvoice: $IDInvoice) {\n      filename\n      contentBase64\n    }\n  }\n": typeof types.LedgerInvoicePdfDocument,
    "\n  query LedgerEnrolmentStatus($IDEnquiry: Int!) {\n    getEnrolmentStatus(IDEnquiry: $IDEnquiry) {\n      state\n      invoicePaid\n      giroRequired\n      enrolled\n    }\n  }\n": typeof types.LedgerEnrolmentStatusDocument,
    "\n  query LedgerPurchaseItems($schoolID: Int!, $filter: PurchaseItemFilter) {\n    findAllPurchaseItem(schoolID: $schoolID, filter: $filter) {\n      totalCount\n      data {\n        label\n        unitPrice\n        taxable\n        type\n        active\n      }\n    }\n  }\n": typeof types.LedgerPurchaseItemsDocument,
    "\n  query LedgerTrialInvoice($IDEnquiry: Int!) {\n    getTrialPeriodInvoice(IDEnquiry: $IDEnquiry) {\n      amount\n      status\n      invoice {\n        invoiceNo\n        invoiceType\n        grandTotal\n        outstandingAmount\n        items {\n          label\n          unitPrice\n          taxAmount\n        }\n      }\n    }\n  }\n": typeof types.LedgerTrialInvoiceDocument,
    "\n  mutation LevelsSaveLevel($IDSchool: Int!, $levelData: LevelInput!) {\n    insertOrUpdateLevelForSchool(IDSchool: $IDSchool, levelData: $levelData) {\n      ID\n    }\n  }\n": typeof types.LevelsSaveLevelDocument,
    "\n  mutation LevelsSave($IDSchool: Int!, $levelID: Int, $levelData: LevelInput!) {\n    insertOrUpdateLevelForSchool(IDSchool: $IDSchool, levelID: $levelID, levelData: $levelData) {\n      ID\n      label\n      fromMonth\n      toMonth\n      promotionDate\n      offOnSaturday\n      isInfant\n      active\n      programs {\n        ID\n        label\n        from\n        to\n        active\n      }\n    }\n  }\n": typeof types.LevelsSaveDocument,
    "\n  query LevelsList($IDSchool: Int!) {\n    findAllLevelsConfig(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n        label\n        fromMonth\n        active\n        programs {\n          label\n          active\n        }\n      }\n    }\n  }\n": typeof types.LevelsListDocument,
    "\n  query LevelsPublic($IDSchool: Int!) {\n    getLevelsForSchool(IDSchool: $IDSchool) {\n      ID\n      label\n      programs {\n        label\n      }\n    }\n  }\n": typeof types.LevelsPublicDocument,
    "\n  mutation LevelsRemove($IDSchool: Int!, $levelID: Int!) {\n    removeLevelForSchool(IDSchool: $IDSchool, levelID: $levelID)\n  }\n": typeof types.LevelsRemoveDocument,
    "\n  query NavigationMenu($filter: MenuFilter!) {\n    findSidebarMenuByUser(filter: $filter) {\n      ID\n      icon\n      path\n      active\n      label\n      fkNavigation\n    }\n  }\n": typeof types.NavigationMenuDocument,
    "\n  query NotificationsList($filter: NotificationFilter, $pagination: Pagination) {\n    getNotifications(filter: $filter, pagination: $pagination) {\n      totalCount\n      unreadCount\n      data {\n        ID\n        navigate\n        channel\n        content {\n          title\n          body\n        }\n        read\n        createdAt\n      }\n    }\n  }\n": typeof types.NotificationsListDocument,
    "\n  mutation NotificationsMark($notificationIds: [Int!]!, $read: Boolean!) {\n    markNotifications(notificationIds: $notificationIds, read: $read)\n  }\n": typeof types.NotificationsMarkDocument,
    "\n  mutation PushPrefsSubscribe($subscription: WebPushSubscriptionInput!) {\n    subscribeWebPush(subscription: $subscription)\n  }\n": typeof types.PushPrefsSubscribeDocument,
    "\n  query PushPreferences {\n    myPushPreferences {\n      kind\n      push\n    }\n  }\n": typeof types.PushPreferencesDocument,
    "\n  mutation UpdatePushPreferences($kinds: [String!]!) {\n    updateMyPushPreferences(kinds: $kinds) {\n      kind\n      push\n    }\n  }\n": typeof types.UpdatePushPreferencesDocument,
    "\n  query PushKey {\n    webPushPublicKey\n  }\n": typeof types.PushKeyDocument,
    "\n  mutation PushSubscribe($subscription: WebPushSubscriptionInput!) {\n    subscribeWebPush(subscription: $subscription)\n  }\n": typeof types.PushSubscribeDocument,
    "\n  mutation PushUnsubscribe($endpoint: String!) {\n    unsubscribeWebPush(endpoint: $endpoint)\n  }\n": typeof types.PushUnsubscribeDocument,
    "\n  query PaymentsChildBalance($IDChild: Int!) {\n    getChildCurrentBalance(IDChild: $IDChild) {\n      nonCDABalance\n    }\n  }\n": typeof types.PaymentsChildBalanceDocument,
    "\n  query PaymentsAccess($IDEnquiry: Int!) {\n    getPaymentAccess(IDEnquiry: $IDEnquiry) {\n      available\n      reason\n      message\n      IDInvoice\n      outstanding\n      lastOrder {\n        orderId\n        status\n        errorCode\n        message\n      }\n    }\n  }\n": typeof types.PaymentsAccessDocument,
    "\n  mutation PaymentsCreate($InvoiceID: Int!) {\n    createPaymentSession(InvoiceID: $InvoiceID) {\n      Id\n      Version\n      UpdateStatus\n      SuccessIndicator\n      MerchantId\n      checkoutUrl\n      expiresAt\n      Order {\n        Id\n        Amount\n        Currency\n        Description\n      }\n    }\n  }\n": typeof types.PaymentsCreateDocument,
    "\n  mutation PaymentsUpdate($paymentOrderID: String!) {\n    updatePaymentSession(paymentOrderID: $paymentOrderID) {\n      orderId\n      status\n      errorCode\n      message\n      amount\n      IDInvoice\n      IDReceipt\n    }\n  }\n": typeof types.PaymentsUpdateDocument,
    "\n  query PaymentsInvoiceAccess($IDInvoice: Int!) {\n    getInvoicePaymentAccess(IDInvoice: $IDInvoice) {\n      available\n      reason\n      message\n      IDInvoice\n      outstanding\n      lastOrder {\n        orderId\n        status\n        errorCode\n      }\n    }\n  }\n": typeof types.PaymentsInvoiceAccessDocument,
    "\n  query PaymentsUnapplied($IDSchool: Int!) {\n    findAllUnappliedCardPayment(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n        orderId\n        IDInvoice\n        invoiceNo\n        IDChild\n        childName\n        amount\n        paidAt\n      }\n    }\n  }\n": typeof types.PaymentsUnappliedDocument,
    "\n  query PaymentsUnappliedTargets($IDPaymentSession: Int!) {\n    findUnappliedCardPaymentTargets(IDPaymentSession: $IDPaymentSession) {\n      ID\n      IDChild\n      outstandingAmount\n    }\n  }\n": typeof types.PaymentsUnappliedTargetsDocument,
    "\n  mutation PaymentsRefundUnapplied($IDPaymentSession: Int!, $remark: String) {\n    refundUnappliedCardPayment(IDPaymentSession: $IDPaymentSession, remark: $remark) {\n      ID\n      resolution\n      IDRefund\n    }\n  }\n": typeof types.PaymentsRefundUnappliedDocument,
    "\n  mutation PaymentsApplyUnapplied($IDPaymentSession: Int!, $IDInvoice: Int!) {\n    applyUnappliedCardPayment(IDPaymentSession: $IDPaymentSession, IDInvoice: $IDInvoice) {\n      ID\n      resolution\n      IDInvoice\n      IDReceipt\n    }\n  }\n": typeof types.PaymentsApplyUnappliedDocument,
    "\n  mutation PlanningSubmit(\n    $CapacityDraft: CapacityDraftInput!\n    $remarks: String\n    $CapacityDraftItems: [CapacityDraftItemInput!]!\n  ) {\n    submitVacancyPlanning(\n      CapacityDraft: $CapacityDraft\n      remarks: $remarks\n      CapacityDraftItems: $CapacityDraftItems\n    ) {\n      ID\n      status\n      year\n      requesterName\n      items {\n        fkLevel\n        capacity\n        date\n        label\n        currentCapacity\n      }\n      can\n    }\n  }\n": typeof types.PlanningSubmitDocument,
    "\n  mutation PlanningApprove($DraftID: Int!, $Remarks: String) {\n    approveCapacityChangeRequest(DraftID: $DraftID, Remarks: $Remarks) {\n      ID\n      status\n      approverName\n      items {\n        capacity\n        currentCapacity\n      }\n      activityLogs {\n        status\n        remark\n        userName\n      }\n    }\n  }\n": typeof types.PlanningApproveDocument,
    "\n  mutation PlanningReject($DraftID: Int!, $Remarks: String) {\n    rejectCapacityChangeRequest(DraftID: $DraftID, Remarks: $Remarks) {\n      ID\n      status\n    }\n  }\n": typeof types.PlanningRejectDocument,
    "\n  mutation PlanningRecall($DraftID: Int!, $Remarks: String) {\n    cancelCapacityChangeRequest(DraftID: $DraftID, Remarks: $Remarks) {\n      ID\n      status\n      approverName\n    }\n  }\n": typeof types.PlanningRecallDocument,
    "\n  query PlanningDrafts($IDSchool: Int!, $filter: CapacityDraftFilter, $pagination: Pagination) {\n    capacityDraftsByFkSchool(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        fkCentre\n        status\n        can\n      }\n    }\n  }\n": typeof types.PlanningDraftsDocument,
    "\n  query PlanningCapacities($IDCentre: Int!, $IDLevel: Int!, $Year: Int!) {\n    capacitiesByFkCentreFkLevelYear(IDCentre: $IDCentre, IDLevel: $IDLevel, Year: $Year) {\n      ID\n      capacity\n      date\n      month\n      year\n    }\n  }\n": typeof types.PlanningCapacitiesDocument,
    "\n  query PlanningVacancies(\n    $CentreID: Int!\n    $ServiceLevel: Int!\n    $Year: Int!\n    $IsPublic: Boolean\n    $fromMonth: Date\n  ) {\n    findAllVacancies(\n      CentreID: $CentreID\n      ServiceLevel: $ServiceLevel\n      Year: $Year\n      IsPublic: $IsPublic\n      fromMonth: $fromMonth\n    ) {\n      count\n      status\n      month\n    }\n  }\n": typeof types.PlanningVacanciesDocument,
    "\n  query PlanningNegative($centreID: Int!) {\n    findAllNegativeVacanciesByCentre(centreID: $centreID) {\n      levelId\n      level\n      year\n      shortfall\n      firstMonth\n    }\n  }\n": typeof types.PlanningNegativeDocument,
    "\n  query PublicCentreOutlooks(\n    $IDSchool: Int!\n    $centres: [Int!]!\n    $level: Int!\n    $enrollmentDate: Date!\n    $household: PublicHouseholdInput\n  ) {\n    getCentreOutlooks(\n      IDSchool: $IDSchool\n      centres: $centres\n      level: $level\n      enrollmentDate: $enrollmentDate\n      household: $household\n    ) {\n      fkCentre\n      levelLabels\n      queueLength\n      expectedOfferMonth\n      monthlyFeeCents\n      programLabel\n      subsidyCents\n      feeAfterSubsidyCents\n    }\n  }\n": typeof types.PublicCentreOutlooksDocument,
    "\n  mutation PublicPagesSave($IDSchool: Int!, $content: PublicPagesInput!) {\n    savePublicPages(IDSchool: $IDSchool, content: $content) {\n      published\n      introduction\n      documentsToPrepare\n      programmes {\n        title\n        description\n        imageUrl\n      }\n      faqs {\n        question\n        answer\n      }\n      updatedAt\n    }\n  }\n": typeof types.PublicPagesSaveDocument,
    "\n  query PublicPagesForEdit($IDSchool: Int!) {\n    getPublicPagesForEdit(IDSchool: $IDSchool) {\n      published\n      introduction\n      faqs {\n        question\n      }\n    }\n  }\n": typeof types.PublicPagesForEditDocument,
    "\n  query PublicPagesIntro($IDSchool: Int!) {\n    getSchoolIntroduction(IDSchool: $IDSchool) {\n      introduction\n      programmes {\n        title\n        description\n        imageUrl\n      }\n      centres {\n        ID\n        label\n        addresses {\n          address\n          postcode\n          lat\n          lng\n        }\n      }\n    }\n  }\n": typeof types.PublicPagesIntroDocument,
    "\n  query PublicPagesInfo($IDSchool: Int!) {\n    getParentInformation(IDSchool: $IDSchool) {\n      enrolmentSteps\n      fees {\n        levelLabel\n        programLabel\n        residency\n        minCents\n        maxCents\n      }\n      subsidySchedule {\n        basic {\n          careType\n          working\n          amountCents\n        }\n      }\n      documentsToPrepare\n      faqs {\n        question\n        answer\n      }\n    }\n  }\n": typeof types.PublicPagesInfoDocument,
    "\n  mutation PublicPagesUpload($IDSchool: Int!, $filename: String!, $contentType: String!) {\n    getPublicPageImageUploadURL(IDSchool: $IDSchool, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n": typeof types.PublicPagesUploadDocument,
    "\n  query RegistrationFamilyContacts($IDChild: Int!) {\n    getFamilyContacts(IDChild: $IDChild) {\n      address {\n        fkUser\n        postcode\n        address\n        unit\n      }\n      emergencyContact\n    }\n  }\n": typeof types.RegistrationFamilyContactsDocument,
    "\n  mutation RegistrationSaveMyAddress($IDChild: Int!, $addressData: UserAddressInput!) {\n    updateMyAddressFromChild(IDChild: $IDChild, addressData: $addressData) {\n      address {\n        fkUser\n        postcode\n        address\n        unit\n      }\n    }\n  }\n": typeof types.RegistrationSaveMyAddressDocument,
    "\n  mutation RegistrationSaveEmergencyContact($IDChild: Int!, $data: JSON!) {\n    updateChildEmergencyContact(IDChild: $IDChild, data: $data) {\n      emergencyContact\n    }\n  }\n": typeof types.RegistrationSaveEmergencyContactDocument,
    "\n  query RegistrationEnquiry($id: Int!) {\n    enquiryByID(id: $id) {\n      ID\n      fkChild\n      admissionStatus {\n        stateCode\n      }\n      centre {\n        ID\n      }\n    }\n  }\n": typeof types.RegistrationEnquiryDocument,
    "\n  mutation RegistrationStart($IDEnquiry: Int!, $IDChild: Int!) {\n    startRegistration(IDEnquiry: $IDEnquiry, IDChild: $IDChild) {\n      ID\n      admissionStatus {\n        stateCode\n      }\n    }\n  }\n": typeof types.RegistrationStartDocument,
    "\n  query RegistrationForm($IDEnquiry: Int!) {\n    getEnrolmentForm(IDEnquiry: $IDEnquiry) {\n      IDEnquiry\n      step\n      completedSteps\n      hasEmergencyContact\n      isInfantCare\n      prefill\n      steps {\n        step\n        completed\n        data\n      }\n    }\n  }\n": typeof types.RegistrationFormDocument,
    "\n  mutation RegistrationSaveForm($IDEnquiry: Int!, $EnrolmentForm: EnrolmentFormInput!) {\n    saveEnrolmentForm(IDEnquiry: $IDEnquiry, EnrolmentForm: $EnrolmentForm) {\n      step\n      completedSteps\n    }\n  }\n": typeof types.RegistrationSaveFormDocument,
    "\n  query RegistrationAdditional($IDEnquiry: Int!) {\n    getAdditionalInformation(IDEnquiry: $IDEnquiry) {\n      step\n      completedSteps\n      steps {\n        step\n        data\n      }\n    }\n  }\n": typeof types.RegistrationAdditionalDocument,
    "\n  mutation RegistrationSaveAdditional($IDEnquiry: Int!, $step: String!, $data: JSON!) {\n    saveAdditionalInformation(IDEnquiry: $IDEnquiry, step: $step, data: $data) {\n      step\n      completedSteps\n    }\n  }\n": typeof types.RegistrationSaveAdditionalDocument,
    "\n  mutation RegistrationComplete($IDEnquiry: Int!) {\n    markAsCompleted(IDEnquiry: $IDEnquiry) {\n      ID\n      enrollmentPlan\n      admissionStatus {\n        stateCode\n      }\n    }\n  }\n": typeof types.RegistrationCompleteDocument,
    "\n  query RegistrationSubsidy($IDEnquiry: Int!) {\n    getSubsidySchedule(IDEnquiry: $IDEnquiry) {\n      basic {\n        careType\n        working\n        amountCents\n      }\n      additional {\n        careType\n        incomeMaxCents\n        amountCents\n      }\n    }\n  }\n": typeof types.RegistrationSubsidyDocument,
    "\n  mutation RegistrationSaveParent($IDEnquiry: Int!, $fkUser: Int!, $parentData: ParentDetailsInput!) {\n    insertOrUpdateParentByFkUser(IDEnquiry: $IDEnquiry, fkUser: $fkUser, parentData: $parentData) {\n      fkUser\n      identificationNo\n      nationality\n      maritalStatus\n    }\n  }\n": typeof types.RegistrationSaveParentDocument,
    "\n  mutation RegistrationSaveAddress($IDEnquiry: Int!, $fkUser: Int!, $addressData: UserAddressInput!) {\n    insertOrUpdateUserAddress(IDEnquiry: $IDEnquiry, fkUser: $fkUser, addressData: $addressData) {\n      fkUser\n      postcode\n      address\n      unit\n    }\n  }\n": typeof types.RegistrationSaveAddressDocument,
    "\n  mutation RolesImpliedReadAdd($IDSchool: Int!, $roleData: RoleInput!) {\n    addRole(IDSchool: $IDSchool, roleData: $roleData) {\n      ID\n      roleTemplates {\n        access\n        moduleCategory {\n          moduleCategoryCode\n        }\n      }\n    }\n  }\n": typeof types.RolesImpliedReadAddDocument,
    "\n  mutation RolesImpliedReadUpdate($IDSchool: Int!, $roleID: Int!, $roleData: RoleInput!) {\n    updateRole(IDSchool: $IDSchool, roleID: $roleID, roleData: $roleData) {\n      roleTemplates {\n        access\n        moduleCategory {\n          moduleCategoryCode\n        }\n      }\n    }\n  }\n": typeof types.RolesImpliedReadUpdateDocument,
    "\n  fragment RolesRoleFields on Role {\n    ID\n    fkSchool\n    label\n    name\n    active\n    isStaff\n    isRemovable\n    numberOfUsers\n    updatedAt\n    lastModifiedUser {\n      ID\n      firstname\n      lastname\n    }\n    roleTemplates {\n      ID\n      fkModuleCategory\n      access\n      label\n      moduleCategory {\n        ID\n        moduleCategoryCode\n        label\n      }\n    }\n  }\n": typeof types.RolesRoleFieldsFragmentDoc,
    "\n  query RolesList($IDSchool: Int!) {\n    findRoleByFkSchool(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ...RolesRoleFields\n      }\n    }\n  }\n": typeof types.RolesListDocument,
    "\n  query RolesModules($IDSchool: Int!) {\n    findAllModuleCategory(IDSchool: $IDSchool) {\n      ID\n      fkSchool\n      label\n      moduleCategoryCode\n      active\n    }\n  }\n": typeof types.RolesModulesDocument,
    "\n  mutation RolesAdd($IDSchool: Int!, $roleData: RoleInput!) {\n    addRole(IDSchool: $IDSchool, roleData: $roleData) {\n      ...RolesRoleFields\n    }\n  }\n": typeof types.RolesAddDocument,
    "\n  mutation RolesUpdate($IDSchool: Int!, $roleID: Int!, $roleData: RoleInput!) {\n    updateRole(IDSchool: $IDSchool, roleID: $roleID, roleData: $roleData) {\n      ...RolesRoleFields\n    }\n  }\n": typeof types.RolesUpdateDocument,
    "\n  mutation RolesRemove($IDSchool: Int!, $roleID: Int!) {\n    removeRole(IDSchool: $IDSchool, roleID: $roleID)\n  }\n": typeof types.RolesRemoveDocument,
    "\n  mutation SchoolSettingsUpdate($IDSchool: Int!, $entries: [SchoolConfigEntryInput!]!) {\n    updateSchoolConfig(IDSchool: $IDSchool, entries: $entries) {\n      fkSchool\n      key\n      value\n    }\n  }\n": typeof types.SchoolSettingsUpdateDocument,
    "\n  query SchoolSettingsConfig($fkSchool: Int!) {\n    findAllSchoolConfig(filter: { fkSchool: $fkSchool }) {\n      data {\n        key\n        value\n      }\n    }\n  }\n": typeof types.SchoolSettingsConfigDocument,
    "\n  mutation SchoolSettingsSaveCode($IDSchool: Int!, $codeID: Int, $category: String!, $code: CodeInput!) {\n    insertOrUpdateCode(IDSchool: $IDSchool, codeID: $codeID, category: $category, code: $code) {\n      ID\n      fkSchool\n      category\n      label\n      description\n      sortOrder\n      active\n    }\n  }\n": typeof types.SchoolSettingsSaveCodeDocument,
    "\n  mutation SchoolSettingsSetActive($IDSchool: Int!, $codeID: Int!, $active: Boolean!) {\n    setCodeActive(IDSchool: $IDSchool, codeID: $codeID, active: $active) {\n      ID\n      active\n    }\n  }\n": typeof types.SchoolSettingsSetActiveDocument,
    "\n  query SchoolSettingsAdminCodes($IDSchool: Int!, $searchCategory: String!, $pagination: Pagination) {\n    findAllCodesForAdmin(IDSchool: $IDSchool, searchCategory: $searchCategory, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        label\n        sortOrder\n        active\n      }\n    }\n  }\n": typeof types.SchoolSettingsAdminCodesDocument,
    "\n  mutation SchoolSettingsUpload(\n    $IDSchool: Int!\n    $purpose: String!\n    $filename: String!\n    $contentType: String!\n  ) {\n    getSchoolBrandingUploadURL(\n      IDSchool: $IDSchool\n      purpose: $purpose\n      filename: $filename\n      contentType: $contentType\n    ) {\n      Url\n      Key\n    }\n  }\n": typeof types.SchoolSettingsUploadDocument,
    "\n  query SchoolSettingsCodes($fkSchool: Int!) {\n    findAllConfigByCategory(searchCategory: \"Race\", filter: { fkSchool: $fkSchool }) {\n      data {\n        label\n      }\n    }\n  }\n": typeof types.SchoolSettingsCodesDocument,
    "\n  query SsoUrl($fkSchool: Int!) {\n    getLoginUrl(fkSchool: $fkSchool) {\n      url\n    }\n  }\n": typeof types.SsoUrlDocument,
    "\n  query SsoValidate($tokenString: String!) {\n    validateUser(tokenString: $tokenString) {\n      token\n    }\n  }\n": typeof types.SsoValidateDocument,
    "\n  query SsoHealth {\n    health\n  }\n": typeof types.SsoHealthDocument,
    "\n  query StaffDirectoryByEmail($email: String!) {\n    getADUserByEmail(email: $email) {\n      email\n      displayName\n      givenName\n      surname\n      businessPhones\n    }\n  }\n": typeof types.StaffDirectoryByEmailDocument,
    "\n  query StaffDirectoryByName($name: String!) {\n    getADUsersByName(name: $name) {\n      email\n      displayName\n    }\n  }\n": typeof types.StaffDirectoryByNameDocument,
    "\n  fragment StaffTestFields on Staff {\n    ID\n    fkSchool\n    staffID\n    active\n    createdAt\n    user {\n      ID\n      firstname\n      lastname\n      email\n      mobilePhone\n      mobilePhoneCountryCode\n      isHQStaff\n      hasCentreScopeAccess\n      active\n    }\n    centres {\n      ID\n      label\n      code\n    }\n    roles {\n      ID\n      label\n      name\n      active\n    }\n  }\n": typeof types.StaffTestFieldsFragmentDoc,
    "\n  mutation StaffAdd($IDSchool: Int!, $staffData: StaffInput!) {\n    addNewStaff(IDSchool: $IDSchool, staffData: $staffData) {\n      ...StaffTestFields\n    }\n  }\n": typeof types.StaffAddDocument,
    "\n  mutation StaffUpdate($IDSchool: Int!, $staffID: Int!, $staffData: StaffInput!) {\n    updateStaff(IDSchool: $IDSchool, staffID: $staffID, staffData: $staffData) {\n      ...StaffTestFields\n    }\n  }\n": typeof types.StaffUpdateDocument,
    "\n  mutation StaffRemove($IDSchool: Int!, $staffID: Int!) {\n    removeStaff(IDSchool: $IDSchool, staffID: $staffID)\n  }\n": typeof types.StaffRemoveDocument,
    "\n  mutation StaffActivate($IDSchool: Int!, $staffID: Int!) {\n    activateStaff(IDSchool: $IDSchool, staffID: $staffID) {\n      ID\n      active\n      user {\n        active\n      }\n    }\n  }\n": typeof types.StaffActivateDocument,
    "\n  query StaffList(\n    $IDSchool: Int!\n    $pagination: Pagination\n    $filter: StaffFilter\n    $role: Int\n    $centre: Int\n    $searchString: String\n  ) {\n    findAllStaff(\n      IDSchool: $IDSchool\n      pagination: $pagination\n      filter: $filter\n      role: $role\n      centre: $centre\n      searchString: $searchString\n    ) {\n      totalCount\n      data {\n        ...StaffTestFields\n      }\n    }\n  }\n": typeof types.StaffListDocument,
    "\n  query StaffOne($IDSchool: Int!, $staffID: Int!) {\n    findStaffByID(IDSchool: $IDSchool, staffID: $staffID) {\n      ...StaffTestFields\n    }\n  }\n": typeof types.StaffOneDocument,
    "\n  mutation StaffActivateRole($IDSchool: Int!, $roleID: Int!, $active: Boolean!) {\n    activateRole(IDSchool: $IDSchool, roleID: $roleID, active: $active) {\n      ID\n      active\n    }\n  }\n": typeof types.StaffActivateRoleDocument,
    "\n  query StaffMe {\n    me {\n      ID\n      can\n    }\n  }\n": typeof types.StaffMeDocument,
    "\n  query StaffMenu($filter: MenuFilter!) {\n    findSidebarMenuByUser(filter: $filter) {\n      path\n    }\n  }\n": typeof types.StaffMenuDocument,
    "\n  query StateMapHeadOfficeList($IDSchool: Int!) {\n    findAllEnquiryStateMachineMap(IDSchool: $IDSchool) {\n      ID\n      priority\n    }\n  }\n": typeof types.StateMapHeadOfficeListDocument,
    "\n  mutation StateMapHeadOfficeAdd($IDSchool: Int!, $fromState: String!, $toState: String!) {\n    addEnquiryStateMachineMap(IDSchool: $IDSchool, fromState: $fromState, toState: $toState) {\n      ID\n    }\n  }\n": typeof types.StateMapHeadOfficeAddDocument,
    "\n  mutation StateMapHeadOfficeUpdate($IDSchool: Int!, $IDMap: Int!, $priority: Int!) {\n    updateEnquiryStateMachineMap(IDSchool: $IDSchool, IDMap: $IDMap, priority: $priority) {\n      ID\n    }\n  }\n": typeof types.StateMapHeadOfficeUpdateDocument,
    "\n  mutation StateMapHeadOfficeRemove($IDSchool: Int!, $IDMap: Int!) {\n    removeEnquiryStateMachineMap(IDSchool: $IDSchool, IDMap: $IDMap, confirm: true)\n  }\n": typeof types.StateMapHeadOfficeRemoveDocument,
    "\n  query StateMapList($IDSchool: Int!) {\n    findAllEnquiryStateMachineMap(IDSchool: $IDSchool) {\n      ID\n      priority\n      fromState {\n        stateCode\n      }\n      toState {\n        stateCode\n      }\n    }\n  }\n": typeof types.StateMapListDocument,
    "\n  query StateMapStates {\n    findAllEnquiryState {\n      ID\n      stateCode\n      group\n    }\n  }\n": typeof types.StateMapStatesDocument,
    "\n  mutation StateMapAdd($IDSchool: Int!, $fromState: String!, $toState: String!, $priority: Int) {\n    addEnquiryStateMachineMap(\n      IDSchool: $IDSchool\n      fromState: $fromState\n      toState: $toState\n      priority: $priority\n    ) {\n      ID\n      priority\n      toState {\n        stateCode\n      }\n    }\n  }\n": typeof types.StateMapAddDocument,
    "\n  mutation StateMapRemove($IDSchool: Int!, $IDMap: Int!, $confirm: Boolean) {\n    removeEnquiryStateMachineMap(IDSchool: $IDSchool, IDMap: $IDMap, confirm: $confirm)\n  }\n": typeof types.StateMapRemoveDocument,
    "\n  mutation StateMapUpdate(\n    $IDSchool: Int!\n    $IDMap: Int!\n    $priority: Int!\n    $toState: String\n    $confirm: Boolean\n  ) {\n    updateEnquiryStateMachineMap(\n      IDSchool: $IDSchool\n      IDMap: $IDMap\n      priority: $priority\n      toState: $toState\n      confirm: $confirm\n    ) {\n      ID\n      priority\n      toState {\n        stateCode\n      }\n    }\n  }\n": typeof types.StateMapUpdateDocument,
    "\n  query StateMapImpact($IDSchool: Int!, $IDMap: Int!, $toState: String) {\n    enquiryStateMachineMapImpact(IDSchool: $IDSchool, IDMap: $IDMap, toState: $toState) {\n      states {\n        count\n        stranded\n        state {\n          stateCode\n        }\n        enquiries {\n          ID\n        }\n      }\n    }\n  }\n": typeof types.StateMapImpactDocument,
    "\n  query StateMapStranded($IDSchool: Int!) {\n    strandedEnquiryStates(IDSchool: $IDSchool) {\n      states {\n        count\n        state {\n          stateCode\n        }\n      }\n    }\n  }\n": typeof types.StateMapStrandedDocument,
    "\n  mutation StateMapCancelEnquiry($ID: Int!) {\n    cancelEnquiry(ID: $ID) {\n      ID\n      admissionStatus {\n        stateCode\n      }\n    }\n  }\n": typeof types.StateMapCancelEnquiryDocument,
    "\n  query TenancyConfig($filter: SchoolConfigFilter!) {\n    findAllSchoolConfig(filter: $filter) {\n      totalCount\n      data {\n        ID\n        fkSchool\n        key\n        value\n      }\n    }\n  }\n": typeof types.TenancyConfigDocument,
    "\n  query TenancyConfigKey($fkSchool: Int!, $key: String!) {\n    schoolConfigByFkSchoolKey(fkSchool: $fkSchool, key: $key) {\n      fkSchool\n      key\n      value\n    }\n  }\n": typeof types.TenancyConfigKeyDocument,
    "\n  query TenancyByCategory($searchCategory: String!, $filter: CodeFilter!, $pagination: Pagination) {\n    findAllConfigByCategory(searchCategory: $searchCategory, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        fkSchool\n        label\n        description\n        active\n      }\n    }\n  }\n": typeof types.TenancyByCategoryDocument,
    "\n  query TenancyByLabels($fkSchool: Int!, $labels: [String!]!) {\n    codesByLabelFkSchool(fkSchool: $fkSchool, labels: $labels) {\n      category\n      codes {\n        label\n      }\n    }\n  }\n": typeof types.TenancyByLabelsDocument,
    "\n  query TenancySchool($ID: Int!) {\n    findSchool(ID: $ID) {\n      ID\n      name\n      code\n    }\n  }\n": typeof types.TenancySchoolDocument,
    "\n  fragment TransferFields on TransferDraft {\n    ID\n    status\n    additionalStatus\n    vacancyAvailableForTransferRequest\n    withdrawalEConsentCompleted\n    destinationCentreEnrollmentCompleted\n    subsidyNotice\n    can\n    sourceCentre {\n      ID\n    }\n    destinationCentre {\n      ID\n    }\n    sourceApprover {\n      ID\n    }\n    destinationApprover {\n      ID\n    }\n    item {\n      effectiveDate\n      fkEnquiry\n      remark\n      child {\n        ID\n      }\n      user {\n        ID\n      }\n      reason {\n        label\n      }\n    }\n    activityLogs {\n      status\n      remark\n      user {\n        ID\n      }\n    }\n  }\n": typeof types.TransferFieldsFragmentDoc,
    "\n  mutation TransfersSubmit($childID: Int!, $transferData: TransferInput!) {\n    submitNewTransferRequest(childID: $childID, transferData: $transferData) {\n      ...TransferFields\n    }\n  }\n": typeof types.TransfersSubmitDocument,
    "\n  query TransfersDrafts($IDSchool: Int!, $filter: TransferFilter, $pagination: Pagination) {\n    getTransferDrafts(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ...TransferFields\n      }\n    }\n  }\n": typeof types.TransfersDraftsDocument,
    "\n  query TransfersCompleted($IDSchool: Int!, $filter: TransferFilter) {\n    getCompletedTransferRequests(IDSchool: $IDSchool, filter: $filter) {\n      totalCount\n      data {\n        ...TransferFields\n      }\n    }\n  }\n": typeof types.TransfersCompletedDocument,
    "\n  query TransfersGet($IDTransfer: Int!) {\n    getTransferDraft(IDTransfer: $IDTransfer) {\n      ...TransferFields\n    }\n  }\n": typeof types.TransfersGetDocument,
    "\n  mutation TransfersSourceApprove($IDTransfer: Int!, $decision: TransferDecisionInput) {\n    approveTransferRequestBySourceCentreStaff(IDTransfer: $IDTransfer, decision: $decision) {\n      ...TransferFields\n    }\n  }\n": typeof types.TransfersSourceApproveDocument,
    "\n  mutation TransfersDestinationApprove($IDTransfer: Int!, $decision: TransferDecisionInput) {\n    approveTransferRequestByDestinationCentreStaff(IDTransfer: $IDTransfer, decision: $decision) {\n      ...TransferFields\n    }\n  }\n": typeof types.TransfersDestinationApproveDocument,
    "\n  mutation TransfersCancel($IDTransfer: Int!, $remark: String) {\n    cancelTransferRequestByUser(IDTransfer: $IDTransfer, remark: $remark) {\n      ...TransferFields\n    }\n  }\n": typeof types.TransfersCancelDocument,
    "\n  mutation TransfersComplete($IDTransfer: Int!, $remark: String) {\n    completeTransferRequest(IDTransfer: $IDTransfer, remark: $remark) {\n      ...TransferFields\n    }\n  }\n": typeof types.TransfersCompleteDocument,
    "\n  query TransfersVacancies($CentreID: Int!, $ServiceLevel: Int!, $Year: Int!, $fromMonth: Date) {\n    findAllVacancies(CentreID: $CentreID, ServiceLevel: $ServiceLevel, Year: $Year, fromMonth: $fromMonth) {\n      count\n      status\n      month\n    }\n  }\n": typeof types.TransfersVacanciesDocument,
    "\n  query TransfersDestinations($childID: Int!, $effectiveDate: Date) {\n    getTransferDestinations(childID: $childID, effectiveDate: $effectiveDate) {\n      vacancyAvailable\n      centre {\n        ID\n        label\n      }\n    }\n  }\n": typeof types.TransfersDestinationsDocument,
    "\n  mutation TransfersSourceReject($IDTransfer: Int!, $decision: TransferDecisionInput!) {\n    rejectTransferRequestBySourceCentreStaff(IDTransfer: $IDTransfer, decision: $decision) {\n      ...TransferFields\n    }\n  }\n": typeof types.TransfersSourceRejectDocument,
    "\n  mutation TransfersDestinationReject($IDTransfer: Int!, $decision: TransferDecisionInput!) {\n    rejectTransferRequestByDestinationCentreStaff(IDTransfer: $IDTransfer, decision: $decision) {\n      ...TransferFields\n    }\n  }\n": typeof types.TransfersDestinationRejectDocument,
    "\n  query VisitsCalendarFileIcs($IDVisit: Int!) {\n    getVisitCalendarFile(IDVisit: $IDVisit)\n  }\n": typeof types.VisitsCalendarFileIcsDocument,
    "\n  mutation VisitsAvailabilityAdd($IDCentre: Int!, $availability: VisitAvailabilityInput!) {\n    addCalendarEvent(IDCentre: $IDCentre, availability: $availability) {\n      ID\n      fkCentre\n      visitType\n      start\n      end\n      from\n      to\n      recurType\n      recurOnDays\n      slotMinutes\n      familiesPerSlot\n      active\n      visits {\n        ID\n      }\n    }\n  }\n": typeof types.VisitsAvailabilityAddDocument,
    "\n  mutation VisitsAvailabilityWithdraw($IDAvailability: Int!) {\n    cancelAvailability(IDAvailability: $IDAvailability) {\n      ID\n      active\n      visits {\n        ID\n        status\n      }\n    }\n  }\n": typeof types.VisitsAvailabilityWithdrawDocument,
    "\n  query VisitsAvailabilityList($IDCentre: Int!, $from: Date!, $to: Date!) {\n    findAllVisitAvailability(IDCentre: $IDCentre, from: $from, to: $to) {\n      ID\n      active\n      visitType\n      visits {\n        ID\n      }\n    }\n  }\n": typeof types.VisitsAvailabilityListDocument,
    "\n  query VisitsAvailableDays($IDEnquiry: Int!, $visitType: String!, $month: String!) {\n    getAvailableDaysOfMonth(IDEnquiry: $IDEnquiry, visitType: $visitType, month: $month)\n  }\n": typeof types.VisitsAvailableDaysDocument,
    "\n  query VisitsAvailableDaysThisMonth($IDEnquiry: Int!, $visitType: String!) {\n    getAvailableDaysOfMonth(IDEnquiry: $IDEnquiry, visitType: $visitType)\n  }\n": typeof types.VisitsAvailableDaysThisMonthDocument,
    "\n  query VisitsTimeSlots($date: Date!, $IDEnquiry: Int!, $visitType: String!) {\n    getVisitTimeSlot(date: $date, IDEnquiry: $IDEnquiry, visitType: $visitType) {\n      from\n      to\n      remaining\n    }\n  }\n": typeof types.VisitsTimeSlotsDocument,
    "\n  query VisitsCalendarMonth($IDCentre: Int!, $year: Int!, $month: Int!) {\n    findAllCalendarEvent(IDCentre: $IDCentre, year: $year, month: $month) {\n      IDCentre\n      year\n      month\n      visits {\n        ID\n        visitType\n        status\n        statusText\n        approvalDisplay\n        comment\n        trialPeriodFee\n        trialPeriodPaymentStatus\n        userName\n        userPhone\n        IDEnquiry\n        fkChild\n        childName\n        levelLabel\n        completed\n        visitFrom\n      }\n      holidays {\n        ID\n        title\n        from\n        to\n        isPublic\n      }\n      availabilities {\n        ID\n        visitType\n        visits {\n          ID\n        }\n      }\n    }\n  }\n": typeof types.VisitsCalendarMonthDocument,
    "\n  query VisitsScheduledOfCentre(\n    $IDCentre: Int!\n    $visitType: String\n    $status: String\n    $from: Date\n    $to: Date\n    $pagination: Pagination\n  ) {\n    getScheduledVisits(\n      IDCentre: $IDCentre\n      visitType: $visitType\n      status: $status\n      from: $from\n      to: $to\n      pagination: $pagination\n    ) {\n      totalCount\n      data {\n        ...VisitsVisitFields\n      }\n    }\n  }\n": typeof types.VisitsScheduledOfCentreDocument,
    "\n  query VisitsScheduledOfChild($IDChild: Int!) {\n    getScheduledVisitsOfChild(IDChild: $IDChild) {\n      ID\n      status\n      visitFrom\n    }\n  }\n": typeof types.VisitsScheduledOfChildDocument,
    "\n  query VisitsVacancy($IDCentre: Int!, $IDLevel: Int!, $date: Date!) {\n    vacancyAvailableInCentreForLevel(IDCentre: $IDCentre, IDLevel: $IDLevel, date: $date) {\n      available\n      capacity\n      enrolled\n      vacancies\n    }\n  }\n": typeof types.VisitsVacancyDocument,
    "\n    query VisitsEnquiryVisitsEnquiries($filter: EnquiryFilter) {\n      findAllEnquiry(filter: $filter) {\n        data {\n          ID\n          visits {\n            ID\n            fkEnquiry\n            visitType\n            status\n            statusText\n          }\n        }\n      }\n    }\n  ": typeof types.VisitsEnquiryVisitsEnquiriesDocument,
    "\n  query VisitsNoVisitTimesFlow($IDEnquiry: Int!) {\n    getEnquiryFrontendStates(IDEnquiry: $IDEnquiry) {\n      nextAction\n    }\n  }\n": typeof types.VisitsNoVisitTimesFlowDocument,
    "\n  query VisitsTrialInvoice($IDEnquiry: Int!) {\n    getTrialPeriodInvoice(IDEnquiry: $IDEnquiry) {\n      IDVisit\n      IDEnquiry\n      label\n      amount\n      status\n      createdAt\n    }\n  }\n": typeof types.VisitsTrialInvoiceDocument,
    "\n  query VisitsTrialSlots($date: Date!, $IDEnquiry: Int!) {\n    getVisitTimeSlot(date: $date, IDEnquiry: $IDEnquiry, visitType: \"trial\") {\n      from\n      to\n    }\n  }\n": typeof types.VisitsTrialSlotsDocument,
    "\n  query VisitsTrialDays($IDEnquiry: Int!, $month: String!) {\n    getAvailableDaysOfMonth(IDEnquiry: $IDEnquiry, visitType: \"trial\", month: $month)\n  }\n": typeof types.VisitsTrialDaysDocument,
    "\n  query VisitsTrialFlow($IDEnquiry: Int!) {\n    getEnquiryFrontendStates(IDEnquiry: $IDEnquiry) {\n      nextAction\n      steps {\n        code\n        status\n      }\n    }\n  }\n": typeof types.VisitsTrialFlowDocument,
    "\n  fragment VisitsVisitFields on Visit {\n    ID\n    fkEnquiry\n    fkCentre\n    fkUser\n    fkVisitAvailability\n    visitType\n    visitFrom\n    visitTo\n    status\n    statusText\n    approvalDisplay\n    comment\n    completed\n    trialPeriodFee\n    trialPeriodPaymentStatus\n    centre {\n      ID\n      label\n    }\n    childFirstname\n    childLastname\n    fkChild\n    parentName\n    parentPhone\n    levelLabel\n  }\n": typeof types.VisitsVisitFieldsFragmentDoc,
    "\n    mutation VisitsBook($IDEnquiry: Int!, $date: Date!, $from: String!, $to: String!) {\n      bookVisit(IDEnquiry: $IDEnquiry, date: $date, from: $from, to: $to) {\n        ...VisitsVisitFields\n      }\n    }\n  ": typeof types.VisitsBookDocument,
    "\n    mutation VisitsReschedule($IDVisit: Int!, $date: Date!, $from: String!, $to: String!) {\n      rescheduleVisit(IDVisit: $IDVisit, date: $date, from: $from, to: $to) {\n        ...VisitsVisitFields\n      }\n    }\n  ": typeof types.VisitsRescheduleDocument,
    "\n    mutation VisitsCancel($IDVisit: Int!) {\n      cancelParentMeeting(IDVisit: $IDVisit) {\n        ...VisitsVisitFields\n      }\n    }\n  ": typeof types.VisitsCancelDocument,
    "\n    mutation VisitsApprove($IDVisit: Int!, $remarks: String) {\n      approveParentMeeting(IDVisit: $IDVisit, remarks: $remarks) {\n        ...VisitsVisitFields\n      }\n    }\n  ": typeof types.VisitsApproveDocument,
    "\n    mutation VisitsReject($IDVisit: Int!, $remarks: String) {\n      rejectScheduledVisit(IDVisit: $IDVisit, remarks: $remarks) {\n        ...VisitsVisitFields\n      }\n    }\n  ": typeof types.VisitsRejectDocument,
    "\n    mutation VisitsBookTrial($IDEnquiry: Int!, $date: Date!, $from: String!, $to: String!) {\n      scheduleTrialPeriodVisit(IDEnquiry: $IDEnquiry, date: $date, from: $from, to: $to) {\n        ...VisitsVisitFields\n      }\n    }\n  ": typeof types.VisitsBookTrialDocument,
    "\n    mutation VisitsRescheduleTrial($IDVisit: Int!, $date: Date!, $from: String!, $to: String!) {\n      rescheduleTrialPeriodVisit(IDVisit: $IDVisit, date: $date, from: $from, to: $to) {\n        ...VisitsVisitFields\n      }\n    }\n  ": typeof types.VisitsRescheduleTrialDocument,
    "\n    mutation VisitsPay($IDVisit: Int!) {\n      recordTrialPeriodPayment(IDVisit: $IDVisit) {\n        ...VisitsVisitFields\n      }\n    }\n  ": typeof types.VisitsPayDocument,
    "\n    mutation VisitsApproveTrial($IDVisit: Int!, $remarks: String) {\n      approveTrialPeriodVisit(IDVisit: $IDVisit, remarks: $remarks) {\n        ...VisitsVisitFields\n      }\n    }\n  ": typeof types.VisitsApproveTrialDocument,
    "\n    mutation VisitsRejectTrial($IDVisit: Int!, $remarks: String) {\n      rejectTrialPeriodVisit(IDVisit: $IDVisit, remarks: $remarks) {\n        ...VisitsVisitFields\n      }\n    }\n  ": typeof types.VisitsRejectTrialDocument,
    "\n    mutation VisitsSkipVisit($IDEnquiry: Int!, $remarks: String) {\n      skipCentreVisit(IDEnquiry: $IDEnquiry, remarks: $remarks) {\n        ID\n        skipCentreVisit\n        admissionStatus {\n          stateCode\n        }\n      }\n    }\n  ": typeof types.VisitsSkipVisitDocument,
    "\n    mutation VisitsSkipTrial($IDEnquiry: Int!, $remarks: String!) {\n      skipTrialVisit(IDEnquiry: $IDEnquiry, remarks: $remarks) {\n        ID\n        skipTrial\n        admissionStatus {\n          stateCode\n        }\n      }\n    }\n  ": typeof types.VisitsSkipTrialDocument,
    "\n  mutation VisitsCancelEnquiry($ID: Int!) {\n    cancelEnquiry(ID: $ID) {\n      ID\n    }\n  }\n": typeof types.VisitsCancelEnquiryDocument,
    "\n  query VisitsWorkQueuePending($IDCentre: Int, $status: String) {\n    getScheduledVisits(IDCentre: $IDCentre, status: $status) {\n      totalCount\n      data {\n        ID\n        fkCentre\n        status\n        centre {\n          label\n        }\n      }\n    }\n    getPendingVisitCounts {\n      IDCentre\n      pending\n    }\n  }\n": typeof types.VisitsWorkQueuePendingDocument,
    "\n  query VisitsWorkQueueMonth($IDCentre: Int, $year: Int!, $month: Int!) {\n    findAllCalendarEvent(IDCentre: $IDCentre, year: $year, month: $month) {\n      IDCentre\n      visits {\n        ID\n        centreLabel\n        fkCentre\n      }\n      availabilities {\n        ID\n      }\n    }\n  }\n": typeof types.VisitsWorkQueueMonthDocument,
    "\n  mutation WaitlistDetailPlan($ID: Int!, $data: EnquiryDetailUpdate!) {\n    updateEnquiryDetail(ID: $ID, data: $data) {\n      ID\n      enrollmentPlan\n    }\n  }\n": typeof types.WaitlistDetailPlanDocument,
    "\n  mutation WaitlistCancel($ID: Int!) {\n    cancelEnquiry(ID: $ID) {\n      ID\n    }\n  }\n": typeof types.WaitlistCancelDocument,
    "\n  mutation WaitlistPrivacyTagOn($IDEnquiry: Int!, $IDTag: Int!) {\n    updateEnquiryTags(IDEnquiry: $IDEnquiry, IDTag: $IDTag) {\n      ID\n    }\n  }\n": typeof types.WaitlistPrivacyTagOnDocument,
    "\n  query WaitlistPrivacyChildLog($IDChild: Int!) {\n    findAllChildActivityLogByChild(IDChild: $IDChild) {\n      totalCount\n      data {\n        action\n        remark\n      }\n    }\n  }\n": typeof types.WaitlistPrivacyChildLogDocument,
    "\n  mutation WaitlistNewTag($description: String!) {\n    newTag(description: $description) {\n      ID\n      description\n      weight\n      isCustom\n    }\n  }\n": typeof types.WaitlistNewTagDocument,
    "\n  mutation WaitlistTagWeight($ID: Int!, $weight: Int!) {\n    updateTagByFields(ID: $ID, weight: $weight) {\n      ID\n      weight\n    }\n  }\n": typeof types.WaitlistTagWeightDocument,
    "\n  query WaitlistTags {\n    findAllTags {\n      ID\n      weight\n    }\n  }\n": typeof types.WaitlistTagsDocument,
    "\n  mutation WaitlistTagOn($IDEnquiry: Int!, $IDTag: Int!) {\n    updateEnquiryTags(IDEnquiry: $IDEnquiry, IDTag: $IDTag) {\n      ID\n      queueWeight\n      waitlistTags {\n        ID\n      }\n    }\n  }\n": typeof types.WaitlistTagOnDocument,
    "\n  mutation WaitlistTagOff($IDEnquiry: Int!, $IDTag: Int!) {\n    removeEnquiryTag(IDEnquiry: $IDEnquiry, IDTag: $IDTag) {\n      ID\n      queueWeight\n    }\n  }\n": typeof types.WaitlistTagOffDocument,
    "\n  mutation WaitlistNote($IDEnquiry: Int!, $remark: String!) {\n    addChildActivityLog(IDEnquiry: $IDEnquiry, remark: $remark) {\n      ID\n      mode\n      remark\n      user {\n        ID\n      }\n    }\n  }\n": typeof types.WaitlistNoteDocument,
    "\n  query WaitlistLog($IDEnquiry: Int!) {\n    findAllChildActivityLog(IDEnquiry: $IDEnquiry) {\n      totalCount\n      data {\n        action\n        mode\n        remark\n      }\n    }\n  }\n": typeof types.WaitlistLogDocument,
    "\n  mutation WaitlistDetail($ID: Int!, $data: EnquiryDetailUpdate!) {\n    updateEnquiryDetail(ID: $ID, data: $data) {\n      ID\n      enrollmentPlan\n      waitlistedAt\n    }\n  }\n": typeof types.WaitlistDetailDocument,
    "\n  query WaitlistList(\n    $filter: WaitListFilter\n    $tag: Int\n    $preferEnrolDate: Date\n    $filterByVacancy: Boolean\n    $race: String\n    $pagination: Pagination\n  ) {\n    getWaitList(\n      filter: $filter\n      tag: $tag\n      preferEnrolDate: $preferEnrolDate\n      filterByVacancy: $filterByVacancy\n      race: $race\n      pagination: $pagination\n    ) {\n      totalCount\n      data {\n        ID\n        queueWeight\n        queuePosition\n        enrollmentPlan\n        waitlistTags {\n          ID\n          description\n          weight\n        }\n        stateHistory {\n          action\n          toState {\n            stateCode\n          }\n        }\n        offer {\n          month\n          status\n          dueDate\n        }\n      }\n    }\n  }\n": typeof types.WaitlistListDocument,
    "\n  mutation WaitlistOffer($IDEnquiry: Int!, $month: Date) {\n    acceptVacancyForRegistration(IDEnquiry: $IDEnquiry, month: $month) {\n      ID\n      admissionStatus {\n        stateCode\n      }\n      offer {\n        month\n        status\n        dueDate\n      }\n    }\n  }\n": typeof types.WaitlistOfferDocument,
    "\n  mutation WaitlistDecline($IDEnquiry: Int!, $remarks: String) {\n    rejectVacancyForRegistration(IDEnquiry: $IDEnquiry, remarks: $remarks) {\n      ID\n      admissionStatus {\n        stateCode\n      }\n      offer {\n        status\n      }\n    }\n  }\n": typeof types.WaitlistDeclineDocument,
    "\n  query WaitlistPositions {\n    getMyWaitlistPositions {\n      IDEnquiry\n      position\n      queueLength\n      expectedOfferMonth\n      reasons\n      offer {\n        month\n        dueDate\n        status\n      }\n    }\n  }\n": typeof types.WaitlistPositionsDocument,
    "\n  query WaitlistSearch($q: String!) {\n    searchChildInWaitList(q: $q) {\n      ID\n    }\n  }\n": typeof types.WaitlistSearchDocument,
    "\n  query WaitlistFilters {\n    getWaitListFilter {\n      centres {\n        ID\n      }\n      tags {\n        ID\n      }\n      levels {\n        ID\n      }\n      preferMonthOfEnrolmentOptions\n      races\n    }\n  }\n": typeof types.WaitlistFiltersDocument,
    "\n  query WaitlistVacancy($IDCentre: Int!) {\n    getVacancyTab(IDCentre: $IDCentre) {\n      month\n      fkLevel\n      capacity\n      vacancies\n      waiting\n    }\n  }\n": typeof types.WaitlistVacancyDocument,
    "\n  fragment WithdrawalFields on WithdrawalDraft {\n    ID\n    status\n    fkCentre\n    documentsVerified\n    can\n    centreApprover {\n      ID\n    }\n    hqApprover {\n      ID\n    }\n    withdrawalDraftItem {\n      effectiveDate\n      noticeDate\n      refundDepositAmount\n      refundFeeAmount\n      feeInLieuAmount\n      feeInLieuAccepted\n      monthlyFee\n      depositAmount\n      child {\n        ID\n      }\n      codeByParentReason {\n        label\n      }\n      codeByReason {\n        label\n      }\n    }\n    activityLogs {\n      status\n      remark\n      user {\n        ID\n      }\n    }\n  }\n": typeof types.WithdrawalFieldsFragmentDoc,
    "\n  query WithdrawalsEstimate($childID: Int!, $noticeDate: Date!, $effectiveDate: Date!) {\n    getWithdrawalDefaultRefundAmount(\n      childID: $childID\n      noticeDate: $noticeDate\n      effectiveDate: $effectiveDate\n    ) {\n      defaultDepositRefundAmount\n      defaultFeeRefundAmount\n      monthlyFee\n      depositAmount\n      noticeInDays\n      earliestLastDay\n      shortNoticeDays\n      feeInLieuAmount\n    }\n  }\n": typeof types.WithdrawalsEstimateDocument,
    "\n  mutation WithdrawalsSubmit($childID: Int!, $withdrawalData: WithdrawalInput!) {\n    submitWithdrawalRequest(childID: $childID, withdrawalData: $withdrawalData) {\n      ...WithdrawalFields\n    }\n  }\n": typeof types.WithdrawalsSubmitDocument,
    "\n  query WithdrawalsDrafts($IDSchool: Int!, $filter: WithdrawalFilter, $pagination: Pagination) {\n    findAllWithdrawalDraft(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ...WithdrawalFields\n      }\n    }\n  }\n": typeof types.WithdrawalsDraftsDocument,
    "\n  query WithdrawalsCompleted($IDSchool: Int!, $filter: WithdrawalFilter) {\n    findAllWithdrawal(IDSchool: $IDSchool, filter: $filter) {\n      totalCount\n      data {\n        ...WithdrawalFields\n      }\n    }\n  }\n": typeof types.WithdrawalsCompletedDocument,
    "\n  query WithdrawalsGet($IDWithdrawal: Int!) {\n    getWithdrawalDraft(IDWithdrawal: $IDWithdrawal) {\n      ...WithdrawalFields\n    }\n  }\n": typeof types.WithdrawalsGetDocument,
    "\n  mutation WithdrawalsCentreApprove($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput) {\n    approveWithdrawalRequestByCentreStaff(IDWithdrawal: $IDWithdrawal, decision: $decision) {\n      ...WithdrawalFields\n    }\n  }\n": typeof types.WithdrawalsCentreApproveDocument,
    "\n  mutation WithdrawalsCentreReject($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput!) {\n    rejectWithdrawalRequestByCentreStaff(IDWithdrawal: $IDWithdrawal, decision: $decision) {\n      ...WithdrawalFields\n    }\n  }\n": typeof types.WithdrawalsCentreRejectDocument,
    "\n  mutation WithdrawalsHqApprove($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput) {\n    approveWithdrawalRequestByHQ(IDWithdrawal: $IDWithdrawal, decision: $decision) {\n      ...WithdrawalFields\n    }\n  }\n": typeof types.WithdrawalsHqApproveDocument,
    "\n  mutation WithdrawalsHqReject($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput!) {\n    rejectWithdrawalRequestByHQ(IDWithdrawal: $IDWithdrawal, decision: $decision) {\n      ...WithdrawalFields\n    }\n  }\n": typeof types.WithdrawalsHqRejectDocument,
    "\n  mutation WithdrawalsVerify($IDWithdrawal: Int!) {\n    onAllWithdrawalDocumentedVerified(IDWithdrawal: $IDWithdrawal) {\n      ...WithdrawalFields\n    }\n  }\n": typeof types.WithdrawalsVerifyDocument,
    "\n  mutation WithdrawalsCancelRequest($IDWithdrawal: Int!, $remark: String) {\n    cancelWithdrawalRequest(IDWithdrawal: $IDWithdrawal, remark: $remark) {\n      ...WithdrawalFields\n    }\n  }\n": typeof types.WithdrawalsCancelRequestDocument,
    "\n  mutation WithdrawalsCancel($IDWithdrawal: Int!, $remark: String) {\n    cancelWithdrawal(IDWithdrawal: $IDWithdrawal, remark: $remark) {\n      ...WithdrawalFields\n    }\n  }\n": typeof types.WithdrawalsCancelDocument,
    "\n  query WithdrawalsVacancies($CentreID: Int!, $ServiceLevel: Int!, $Year: Int!, $fromMonth: Date) {\n    findAllVacancies(CentreID: $CentreID, ServiceLevel: $ServiceLevel, Year: $Year, fromMonth: $fromMonth) {\n      count\n      status\n      month\n    }\n  }\n": typeof types.WithdrawalsVacanciesDocument,
    "\n  query WithdrawalForms($IDWithdrawal: Int!) {\n    getWithdrawalDraft(IDWithdrawal: $IDWithdrawal) {\n      eConsentStatus\n      can\n      forms {\n        formType\n        eDocumentStatus\n        signedDocumentAvailable\n        participants {\n          role\n          status\n          displayName\n        }\n      }\n    }\n  }\n": typeof types.WithdrawalFormsDocument,
    "\n  query WithdrawalPendingForm2($pendingStatus: String) {\n    getPendingForm2ESignatureChildren(pendingStatus: $pendingStatus) {\n      IDWithdrawal\n      formType\n      pendingStatus\n      signer\n      child {\n        ID\n      }\n    }\n  }\n": typeof types.WithdrawalPendingForm2Document,
    "\n  query WithdrawalPendingForm3($pendingStatus: String) {\n    getPendingWithdrawalForm3ESignatureChildren(pendingStatus: $pendingStatus) {\n      IDWithdrawal\n      pendingStatus\n    }\n  }\n": typeof types.WithdrawalPendingForm3Document,
    "\n  mutation WithdrawalSendFormLink($IDWithdrawal: Int!) {\n    sendWithdrawalFormLink(IDWithdrawal: $IDWithdrawal) {\n      eConsentStatus\n    }\n  }\n": typeof types.WithdrawalSendFormLinkDocument,
    "\n  mutation AuditAnonymousRegister($token: String!, $password: String!, $pdpa: String) {\n    register(token: $token, password: $password, pdpaConsentVersion: $pdpa) {\n      token\n    }\n  }\n": typeof types.AuditAnonymousRegisterDocument,
    "\n  query AuditLog($IDSchool: Int!, $filter: AuditLogFilter, $pagination: Pagination) {\n    findAllAuditLog(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      totalCountCapped\n      data {\n        ID\n        kind\n        operation\n        action\n        userId\n        userEmail\n        role\n        targetType\n        targetId\n        outcome\n        errorCode\n        clientIp\n      }\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n    query AuditChildren {\n      findAllChildrenByParent {\n        ID\n      }\n    }\n  ": typeof types.AuditChildrenDocument,
    "\n  query JobsFailed($IDSchool: Int!) {\n    findAllFailedJob(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        name\n        recordId\n        retryCount\n        error\n      }\n    }\n  }\n": typeof types.JobsFailedDocument,
};
const documents: Documents = {
    "\n  query PlatformLightMenu($filter: MenuFilter!) {\n    findSidebarMenuByUser(filter: $filter) {\n      ID\n      path\n    }\n  }\n": types.PlatformLightMenuDocument,
    "\n  query PlatformLightBell($filter: NotificationFilter, $pagination: Pagination) {\n    getNotifications(filter: $filter, pagination: $pagination) {\n      totalCount\n      unreadCount\n      data {\n        ID\n        content {\n          title\n        }\n        read\n        createdAt\n      }\n    }\n  }\n": types.PlatformLightBellDocument,
    "\n  query PlatformLightBellAfterMe($pagination: Pagination) {\n    me {\n      ID\n    }\n    getNotifications(pagination: $pagination) {\n      totalCount\n      unreadCount\n      data {\n        ID\n        content {\n          title\n        }\n        createdAt\n      }\n    }\n  }\n": types.PlatformLightBellAfterMeDocument,
    "\n  query GraphqlPlatformHealth {\n    health\n  }\n": types.GraphqlPlatformHealthDocument,
    "\n  query AdmissionsList(\n    $IDSchool: Int!\n    $stageCode: String!\n    $statusCode: String\n    $filter: AdmissionFilter\n    $pagination: Pagination\n  ) {\n    findAllAdmission(\n      IDSchool: $IDSchool\n      stageCode: $stageCode\n      statusCode: $statusCode\n      filter: $filter\n      pagination: $pagination\n    ) {\n      totalCount\n      stageCounts {\n        code\n        count\n      }\n      data {\n        ID\n        stageCode\n        pendingRegisterSince\n        source\n        centre {\n          ID\n        }\n        child {\n          birthCertificate\n        }\n        user {\n          email\n        }\n        admissionStatus {\n          stateCode\n        }\n      }\n    }\n  }\n": types.AdmissionsListDocument,
    "\n  query AdmissionsSearch($q: String!) {\n    searchAdmissions(q: $q) {\n      ID\n      childLastname\n    }\n  }\n": types.AdmissionsSearchDocument,
    "\n  query AdmissionsFilters($IDSchool: Int!) {\n    getAdmissionFilters(IDSchool: $IDSchool) {\n      centres {\n        ID\n      }\n      stages {\n        code\n        statuses {\n          stateCode\n        }\n      }\n    }\n  }\n": types.AdmissionsFiltersDocument,
    "\n  query AdmissionsDetail($IDEnquiry: Int!) {\n    admissionByID(IDEnquiry: $IDEnquiry) {\n      ID\n      admission {\n        stageCode\n        child {\n          birthCertificate\n        }\n      }\n      enquiry {\n        ID\n        visits {\n          ID\n        }\n      }\n      stateHistory {\n        action\n        fromState {\n          stateCode\n        }\n        toState {\n          stateCode\n        }\n      }\n    }\n  }\n": types.AdmissionsDetailDocument,
    "\n  query HealthFlags($centreId: Int!, $date: Date!) {\n    getCentreHealthFlags(centreId: $centreId, date: $date) {\n      centreID\n      date\n      fevers {\n        childID\n        firstname\n        classLabel\n        temperature\n        symptoms\n      }\n      injuries {\n        firstname\n        classLabel\n        injury {\n          ID\n          childID\n          acknowledgedAt\n        }\n      }\n    }\n  }\n": types.HealthFlagsDocument,
    "\n  mutation HealthFlagsInjure($childID: Int!, $injury: InjuryInput!) {\n    addChildInjury(childID: $childID, injury: $injury) {\n      ID\n    }\n  }\n": types.HealthFlagsInjureDocument,
    "\n  mutation HealthFlagsAcknowledge($injuryID: Int!) {\n    acknowledgeChildInjury(injuryID: $injuryID) {\n      ID\n    }\n  }\n": types.HealthFlagsAcknowledgeDocument,
    "\n  mutation InjuryRecord($childID: Int!, $injury: InjuryInput!) {\n    addChildInjury(childID: $childID, injury: $injury) {\n      ID\n      childID\n      classID\n      date\n      side\n      top\n      left\n      injuryType\n      remarks\n      reportedBy\n      acknowledgedBy\n      acknowledgedAt\n    }\n  }\n": types.InjuryRecordDocument,
    "\n  mutation InjuryAcknowledge($injuryID: Int!) {\n    acknowledgeChildInjury(injuryID: $injuryID) {\n      ID\n      acknowledgedBy\n      acknowledgedAt\n    }\n  }\n": types.InjuryAcknowledgeDocument,
    "\n  query InjuryList($childID: Int!, $from: Date!, $to: Date!) {\n    getChildInjuries(childID: $childID, from: $from, to: $to) {\n      ID\n      injuryType\n      acknowledgedBy\n    }\n  }\n": types.InjuryListDocument,
    "\n  query InjuryRegister($classID: Int!, $date: Date!) {\n    getAttendanceByClass(classID: $classID, date: $date) {\n      childID\n      injuries {\n        ID\n        side\n        acknowledgedBy\n      }\n    }\n  }\n": types.InjuryRegisterDocument,
    "\n  query NotifiableSymptoms($IDSchool: Int!) {\n    getNotifiableSymptoms(IDSchool: $IDSchool)\n  }\n": types.NotifiableSymptomsDocument,
    "\n  mutation SaveNotifiableSymptoms($IDSchool: Int!, $symptoms: [String!]!) {\n    updateNotifiableSymptoms(IDSchool: $IDSchool, symptoms: $symptoms)\n  }\n": types.SaveNotifiableSymptomsDocument,
    "\n  query NotifiableSymptomClusters($centreId: Int!, $date: Date!) {\n    getCentreHealthFlags(centreId: $centreId, date: $date) {\n      clusters {\n        symptom\n        childCount\n      }\n    }\n  }\n": types.NotifiableSymptomClustersDocument,
    "\n  query StaffDay($centreId: Int!, $date: Date!) {\n    getStaffAttendancesByCentre(centreId: $centreId, date: $date) {\n      centreID\n      date\n      staff {\n        teacherID\n        status\n        checkIn\n        checkOut\n        inCentre\n        remarks\n        classIDs\n        sessions {\n          sessionID\n          checkIn\n          checkOut\n        }\n      }\n      ratios {\n        classID\n        childrenIn\n        staffIn\n        teacherRatio\n        capacity\n        overRatio\n      }\n    }\n  }\n": types.StaffDayDocument,
    "\n  mutation StaffRecord($centreId: Int!, $staffAttendance: StaffAttendanceInput!) {\n    recordStaffAttendance(centreId: $centreId, staffAttendance: $staffAttendance) {\n      teacherID\n      status\n      inCentre\n      remarks\n      sessions {\n        sessionID\n        checkIn\n        checkOut\n      }\n    }\n  }\n": types.StaffRecordDocument,
    "\n  query SubsidyGuard($centreId: Int!, $month: String!) {\n    getChildrenWithoutAttendance(centreId: $centreId, month: $month) {\n      childID\n      firstname\n      enrolledTo\n    }\n  }\n": types.SubsidyGuardDocument,
    "\n  query SymptomClusters($centreId: Int!, $date: Date!) {\n    getCentreHealthFlags(centreId: $centreId, date: $date) {\n      clusters {\n        ID\n        classID\n        classLabel\n        symptom\n        firstDate\n        lastDate\n        childCount\n        broadcastID\n        broadcastStatus\n      }\n    }\n  }\n": types.SymptomClustersDocument,
    "\n  mutation SymptomClusterDraft($clusterID: Int!) {\n    draftSymptomClusterNotice(clusterID: $clusterID) {\n      ID\n      broadcastID\n      broadcastStatus\n    }\n  }\n": types.SymptomClusterDraftDocument,
    "\n  mutation AttendanceMark($attendanceUpdate: AttendanceUpdate!, $forChild: [Int!]!, $attendanceId: Int) {\n    addOrUpdateAttendance(\n      attendanceUpdate: $attendanceUpdate\n      forChild: $forChild\n      attendanceId: $attendanceId\n    ) {\n      childID\n      present\n      absent\n      absentReason\n      checkIn\n      checkOut\n      inCentre\n      fever\n      entries {\n        ID\n        sessionID\n        type\n        time\n        pickedBy\n        remarks\n        history {\n          action\n          changes\n          remark\n          changedBy\n        }\n      }\n      health {\n        temperature\n        symptoms\n        fever\n        type\n      }\n    }\n  }\n": types.AttendanceMarkDocument,
    "\n  query AttendanceRegister($classID: Int!, $date: Date!) {\n    getAttendanceByClass(classID: $classID, date: $date) {\n      childID\n      child {\n        firstname\n      }\n      present\n      inCentre\n      fever\n    }\n  }\n": types.AttendanceRegisterDocument,
    "\n  query AttendanceChildDays($childID: Int!, $from: Date!, $to: Date!) {\n    getChildAttendances(childID: $childID, from: $from, to: $to) {\n      date\n      present\n      checkIn\n      checkOut\n    }\n  }\n": types.AttendanceChildDaysDocument,
    "\n  query AttendanceLatePickups($childID: Int!, $from: Date!, $to: Date!, $filter: LatePickupFilter) {\n    getChildLatePickupEntries(childID: $childID, from: $from, to: $to, filter: $filter) {\n      totalCount\n      totalFee\n      data {\n        ID\n        quantity\n        fee\n        pickedBy\n        active\n      }\n    }\n  }\n": types.AttendanceLatePickupsDocument,
    "\n  query AttendanceSummary($centreId: Int!, $from: Date!, $to: Date!, $filter: AttendanceSummaryFilter) {\n    getCentreAttendanceSummaries(centreId: $centreId, from: $from, to: $to, filter: $filter) {\n      date\n      classID\n      expected\n      present\n      absent\n      late\n      notArrived\n    }\n  }\n": types.AttendanceSummaryDocument,
    "\n  query AttendanceHealthInfo($childID: Int!) {\n    getChildHealthInfo(childID: $childID) {\n      isImmunized\n      familyDoctorName\n      medicalCondition {\n        disease\n        exists\n      }\n    }\n  }\n": types.AttendanceHealthInfoDocument,
    "\n  mutation AttendanceSaveHealthInfo($childID: Int!, $healthInfo: ChildHealthInfoInput!) {\n    updateChildHealthInfo(childID: $childID, healthInfo: $healthInfo) {\n      isImmunized\n      clinicName\n      medicalCondition {\n        disease\n        exists\n      }\n    }\n  }\n": types.AttendanceSaveHealthInfoDocument,
    "\n  query AttendanceHealthDay($childID: Int!, $date: Date!) {\n    getChildHealthInfoForDay(childID: $childID, date: $date) {\n      fever\n      checks {\n        temperature\n      }\n    }\n  }\n": types.AttendanceHealthDayDocument,
    "\n  mutation BlacklistSubmit($input: BlacklistNewInput!) {\n    submitNewBlacklist(input: $input) {\n      ID\n      kind\n      status\n      can\n      items {\n        remark\n        code {\n          label\n        }\n      }\n    }\n  }\n": types.BlacklistSubmitDocument,
    "\n  mutation BlacklistSubmitRemove($IDBlacklist: Int!, $remark: String!) {\n    submitRemoveBlacklist(IDBlacklist: $IDBlacklist, remark: $remark) {\n      ID\n      kind\n      status\n    }\n  }\n": types.BlacklistSubmitRemoveDocument,
    "\n  mutation BlacklistApprove($IDBlacklistDraft: Int!, $remark: String) {\n    approveBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {\n      ID\n      status\n      approverName\n    }\n  }\n": types.BlacklistApproveDocument,
    "\n  mutation BlacklistReject($IDBlacklistDraft: Int!, $remark: String!) {\n    rejectBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {\n      ID\n      status\n      decisionRemark\n    }\n  }\n": types.BlacklistRejectDocument,
    "\n  mutation BlacklistCancel($IDBlacklistDraft: Int!, $remark: String!) {\n    cancelBlacklistDraft(IDBlacklistDraft: $IDBlacklistDraft, remark: $remark) {\n      ID\n      status\n    }\n  }\n": types.BlacklistCancelDocument,
    "\n  query BlacklistList($IDSchool: Int!) {\n    getBlackListData(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n        child {\n          ID\n        }\n        code {\n          label\n        }\n      }\n    }\n  }\n": types.BlacklistListDocument,
    "\n  query BlacklistDrafts($IDSchool: Int!, $status: String) {\n    blacklistDraftsByFkSchool(IDSchool: $IDSchool, status: $status) {\n      totalCount\n      data {\n        ID\n        status\n        can\n      }\n    }\n  }\n": types.BlacklistDraftsDocument,
    "\n  query BlacklistRelations($IDChild: Int!) {\n    getChildRelationData(IDChild: $IDChild) {\n      ID\n      email\n      isMainApplicant\n    }\n  }\n": types.BlacklistRelationsDocument,
    "\n  mutation BroadcastsSave($IDSchool: Int!, $dto: BroadcastInput!, $publish: Boolean!) {\n    saveBroadcasting(IDSchool: $IDSchool, dto: $dto, publish: $publish) {\n      ID\n      subject\n      description\n      status\n      publishedAt\n      editedAt\n      needsAcknowledgement\n      recipientCount\n      sender {\n        firstname\n        roles {\n          name\n          label\n        }\n      }\n      scopes {\n        type\n        ID\n        label\n      }\n    }\n  }\n": types.BroadcastsSaveDocument,
    "\n  query BroadcastsList($IDSchool: Int!, $filter: BroadcastFilter, $pagination: Pagination) {\n    getBroadcasting(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      unreadCount\n      data {\n        ID\n        subject\n        status\n        isRead\n        readCount\n        recipientCount\n        editedAt\n      }\n    }\n  }\n": types.BroadcastsListDocument,
    "\n  mutation BroadcastsMark($ids: [Int!]!, $isRead: Boolean!) {\n    markBroadcastingAsRead(IDBroadcastings: $ids, isRead: $isRead)\n  }\n": types.BroadcastsMarkDocument,
    "\n  mutation BroadcastsDelete($id: Int!) {\n    deleteBroadcastingByID(IDBroadcasting: $id)\n  }\n": types.BroadcastsDeleteDocument,
    "\n  query BroadcastsReceipts($id: Int!, $unreadOnly: Boolean) {\n    getBroadcastingReadReceipts(IDBroadcasting: $id, unreadOnly: $unreadOnly) {\n      readCount\n      totalCount\n      classes {\n        classLabel\n        readCount\n        totalCount\n      }\n      recipients {\n        childName\n        parentName\n        mobile\n        readAt\n      }\n      recipientCount\n    }\n  }\n": types.BroadcastsReceiptsDocument,
    "\n  query BroadcastsSearch($IDSchool: Int!, $search: String!) {\n    searchBroadcastingScope(IDSchool: $IDSchool, search: $search) {\n      type\n      ID\n      label\n      description\n    }\n  }\n": types.BroadcastsSearchDocument,
    "\n  query BusesList($IDSchool: Int!, $filter: BusFilter, $pagination: Pagination) {\n    findAllBus(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        fkCentre\n        plateNumber\n        fkBusDriver\n        centre {\n          ID\n          label\n        }\n        busDriver {\n          ID\n          firstname\n        }\n        busChildren {\n          ID\n          firstname\n          lastname\n        }\n      }\n    }\n  }\n": types.BusesListDocument,
    "\n  query BusesFreeChildren($IDSchool: Int!, $centreID: Int!) {\n    findAllChildrenNotAssignedToBus(IDSchool: $IDSchool, centreID: $centreID) {\n      ID\n      firstname\n      lastname\n    }\n  }\n": types.BusesFreeChildrenDocument,
    "\n  mutation BusesSave($IDSchool: Int!, $busID: Int, $data: BusInput!, $children: [Int!]) {\n    insertOrUpdateBusForSchool(IDSchool: $IDSchool, busID: $busID, data: $data, children: $children) {\n      ID\n      fkCentre\n      plateNumber\n      fkBusDriver\n      busDriver {\n        ID\n      }\n      busChildren {\n        ID\n      }\n    }\n  }\n": types.BusesSaveDocument,
    "\n  mutation BusesRemove($IDBus: Int!) {\n    removeBusById(IDBus: $IDBus)\n  }\n": types.BusesRemoveDocument,
    "\n  query BusesDrivers($IDSchool: Int!, $filter: BusFilter, $pagination: Pagination) {\n    findAllBusDriver(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        fkCentre\n        firstname\n        lastname\n        mobilePhoneCountryCode\n        mobilePhone\n        centre {\n          ID\n          label\n          code\n        }\n      }\n    }\n  }\n": types.BusesDriversDocument,
    "\n  mutation BusesAddDriver($IDSchool: Int!, $data: BusDriverInput!) {\n    insertBusDriver(IDSchool: $IDSchool, data: $data) {\n      ID\n      fkCentre\n      firstname\n      lastname\n      mobilePhoneCountryCode\n      mobilePhone\n    }\n  }\n": types.BusesAddDriverDocument,
    "\n  mutation BusesUpdateDriver($IDBusDriver: Int!, $data: BusDriverInput!) {\n    updateBusDriverByFields(IDBusDriver: $IDBusDriver, data: $data) {\n      ID\n      fkCentre\n      firstname\n      mobilePhone\n    }\n  }\n": types.BusesUpdateDriverDocument,
    "\n  mutation BusesDeleteDriver($IDBusDriver: Int!) {\n    deleteBusDriverByID(IDBusDriver: $IDBusDriver)\n  }\n": types.BusesDeleteDriverDocument,
    "\n  query CentresAccessible($module: String!, $accessType: String!) {\n    getAccessibleCentresForModule(module: $module, accessType: $accessType) {\n      ID\n      fkSchool\n      label\n      code\n      ecdaCode\n      teacherRatio\n      active\n      createdAt\n      updatedAt\n      addresses {\n        ID\n        fkCentre\n        name\n        address\n        building\n        floor\n        unit\n        postcode\n        city\n        country\n        lat\n        lng\n        active\n      }\n    }\n  }\n": types.CentresAccessibleDocument,
    "\n  fragment CentresCentreFields on Centre {\n    ID\n    fkSchool\n    code\n    ecdaCode\n    label\n    teacherRatio\n    active\n    addresses {\n      ID\n      name\n      address\n      building\n      floor\n      unit\n      postcode\n      city\n      country\n      lat\n      lng\n      active\n    }\n    centreLevels {\n      ID\n      fkLevel\n      fkProgram\n      active\n      level {\n        ID\n        label\n        active\n      }\n      program {\n        ID\n        label\n        active\n      }\n    }\n    centreNearbyPostcodes {\n      ID\n      postcode\n    }\n  }\n": types.CentresCentreFieldsFragmentDoc,
    "\n  mutation CentresSave(\n    $IDSchool: Int!\n    $centreID: Int\n    $centreData: CentreInput!\n    $postcodes: [String!]\n    $levels: [CentreLevelInput!]!\n    $addressData: CentreAddressInput!\n  ) {\n    insertOrUpdateCentreForSchool(\n      IDSchool: $IDSchool\n      centreID: $centreID\n      centreData: $centreData\n      postcodes: $postcodes\n      levels: $levels\n      addressData: $addressData\n    ) {\n      ...CentresCentreFields\n    }\n  }\n": types.CentresSaveDocument,
    "\n  query CentresList($IDSchool: Int!, $filter: CentreFilter, $pagination: Pagination) {\n    findAllCentreForSchool(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ...CentresCentreFields\n      }\n    }\n  }\n": types.CentresListDocument,
    "\n  query CentresOffer($IDSchool: Int!, $centreID: Int!) {\n    findAllCentreLevel(IDSchool: $IDSchool, centreID: $centreID) {\n      totalCount\n      data {\n        fkLevel\n        fkProgram\n        level {\n          label\n        }\n        program {\n          label\n        }\n      }\n    }\n  }\n": types.CentresOfferDocument,
    "\n  mutation CentresRemove($IDSchool: Int!, $centreID: Int!) {\n    removeCentreForSchool(IDSchool: $IDSchool, centreID: $centreID)\n  }\n": types.CentresRemoveDocument,
    "\n  query CentresAccessibleToManage {\n    getAccessibleCentresForModule(module: \"centre_management\", accessType: \"read\") {\n      label\n    }\n  }\n": types.CentresAccessibleToManageDocument,
    "\n  query ClassesChildActivity($IDChild: Int!, $pagination: Pagination) {\n    findAllChildActivityLogByChild(IDChild: $IDChild, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        mode\n        action\n        code\n        remark\n        user {\n          ID\n          firstname\n        }\n        updatedAt\n      }\n    }\n  }\n": types.ClassesChildActivityDocument,
    "\n  query ClassesList($IDSchool: Int!, $classID: Int, $filter: ClassFilter, $pagination: Pagination) {\n    getAllClassInfo(IDSchool: $IDSchool, classID: $classID, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        label\n        coverPhotoKey\n        coverPhotoURL\n        level {\n          ID\n          label\n        }\n        centre {\n          ID\n          label\n        }\n        teachers {\n          ID\n          firstname\n          lastname\n          fkUser\n        }\n        currentChildrenCount\n        upcomingChildrenCount\n        capacity\n        overCapacity\n        children {\n          ID\n          firstname\n          upcoming\n          from\n        }\n      }\n    }\n  }\n": types.ClassesListDocument,
    "\n  mutation ClassesCreate($IDSchool: Int!, $classData: ClassInput!) {\n    createNewClass(IDSchool: $IDSchool, classData: $classData) {\n      ID\n      label\n      capacity\n      teachers {\n        ID\n        firstname\n        lastname\n        fkUser\n      }\n      coverPhotoKey\n      coverPhotoURL\n    }\n  }\n": types.ClassesCreateDocument,
    "\n  mutation ClassesUpdate($IDSchool: Int!, $classID: Int!, $classData: ClassInput!) {\n    updateClassDetails(IDSchool: $IDSchool, classID: $classID, classData: $classData) {\n      ID\n      label\n      level {\n        ID\n      }\n      teachers {\n        ID\n        firstname\n      }\n    }\n  }\n": types.ClassesUpdateDocument,
    "\n  mutation ClassesDelete($IDSchool: Int!, $classID: Int!, $moveToClassID: Int) {\n    deleteClassAndTeachers(IDSchool: $IDSchool, classID: $classID, moveToClassID: $moveToClassID)\n  }\n": types.ClassesDeleteDocument,
    "\n  mutation ClassesPhotoUrl($IDSchool: Int!, $filename: String!, $contentType: String!) {\n    getClassPhotoUploadURL(IDSchool: $IDSchool, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n": types.ClassesPhotoUrlDocument,
    "\n  query ClassesTeachers($IDSchool: Int!, $centreID: Int!, $search: String!) {\n    getTeacherListOnInput(IDSchool: $IDSchool, centreID: $centreID, search: $search) {\n      ID\n      firstname\n      lastname\n      fkUser\n    }\n  }\n": types.ClassesTeachersDocument,
    "\n  mutation ClassesAssign($IDSchool: Int!, $classID: Int!, $childIDs: [Int!]!, $from: Date!) {\n    assignChildrenToClass(IDSchool: $IDSchool, classID: $classID, childIDs: $childIDs, from: $from) {\n      ID\n      currentChildrenCount\n      upcomingChildrenCount\n      overCapacity\n    }\n  }\n": types.ClassesAssignDocument,
    "\n  query ClassesToAssign($IDSchool: Int!, $classID: Int!) {\n    getChildrenToAssignToClass(IDSchool: $IDSchool, classID: $classID) {\n      ID\n    }\n  }\n": types.ClassesToAssignDocument,
    "\n  query ClassesChildren($IDSchool: Int!, $filter: ChildFilter, $pagination: Pagination) {\n    getChildrenData(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        firstname\n        currentLevel {\n          level {\n            ID\n          }\n          centre {\n            ID\n          }\n        }\n        currentClass {\n          class {\n            ID\n            label\n          }\n        }\n      }\n    }\n  }\n": types.ClassesChildrenDocument,
    "\n  query ClassesPastChildren($IDSchool: Int!) {\n    getPastChildrenData(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n        closestLevel {\n          moveReason\n          to\n        }\n      }\n    }\n  }\n": types.ClassesPastChildrenDocument,
    "\n  query ClassesChild($IDSchool: Int!, $IDChild: Int!) {\n    childByID(IDSchool: $IDSchool, IDChild: $IDChild) {\n      ID\n      firstname\n      nationality\n      imageKey\n      childCurrentEstimatedPromotionDate\n      currentLevel {\n        level {\n          ID\n          label\n        }\n        from\n        to\n      }\n      upcomingLevel {\n        level {\n          ID\n        }\n        from\n      }\n      closestLevel {\n        level {\n          ID\n        }\n      }\n      currentClass {\n        class {\n          ID\n          label\n        }\n        teachers {\n          firstname\n          lastname\n        }\n      }\n      upcomingClass {\n        class {\n          ID\n        }\n        from\n      }\n      levels {\n        level {\n          ID\n        }\n        from\n        to\n        moveReason\n        nextLevel {\n          ID\n        }\n      }\n      classes {\n        class {\n          ID\n        }\n        from\n        to\n      }\n      mainApplicant {\n        ID\n        relation\n      }\n      secondApplicant {\n        ID\n      }\n    }\n  }\n": types.ClassesChildDocument,
    "\n  query ClassesGuardians($IDChild: Int!) {\n    findAllGuardian(IDChild: $IDChild) {\n      ID\n      email\n      isMainApplicant\n      guardianAccess\n    }\n  }\n": types.ClassesGuardiansDocument,
    "\n  mutation ClassesUpdateChild($IDChild: Int!, $data: ChildFieldsInput!) {\n    updateChildByFields(IDChild: $IDChild, data: $data) {\n      ID\n      nationality\n      numFamilyMembers\n      imageKey\n      imageURL\n    }\n  }\n": types.ClassesUpdateChildDocument,
    "\n  mutation ClassesChildPhotoUrl($IDChild: Int!, $filename: String!, $contentType: String!) {\n    getChildPhotoUploadURL(IDChild: $IDChild, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n": types.ClassesChildPhotoUrlDocument,
    "\n  query ClassesPromotionPreview($IDSchool: Int!, $centreID: Int) {\n    getPromotionPreview(IDSchool: $IDSchool, centreID: $centreID) {\n      child {\n        ID\n      }\n      fromLevel {\n        ID\n      }\n      toLevel {\n        ID\n      }\n      class {\n        ID\n      }\n      from\n      moveReason\n      warning\n    }\n  }\n": types.ClassesPromotionPreviewDocument,
    "\n  mutation ClassesPromote($IDSchool: Int!, $items: [PromotionItemInput!]!) {\n    promoteChildrenAndAssignClass(IDSchool: $IDSchool, items: $items) {\n      moved\n    }\n  }\n": types.ClassesPromoteDocument,
    "\n  query DocumentsTypeConfigs($IDSchool: Int!, $fkDocumentTypeConfig: Int) {\n    documentTypeConfigsByFkDocumentTypeConfig(\n      IDSchool: $IDSchool\n      fkDocumentTypeConfig: $fkDocumentTypeConfig\n    ) {\n      ID\n      label\n      isRequired\n      listAccess\n      uploadAccess\n      active\n    }\n  }\n": types.DocumentsTypeConfigsDocument,
    "\n  query DocumentsTypesByCategory($IDSchool: Int!, $category: String) {\n    getDocumentTypeByDocumentCategory(IDSchool: $IDSchool, category: $category) {\n      ID\n      label\n    }\n  }\n": types.DocumentsTypesByCategoryDocument,
    "\n  mutation DocumentsSaveType($IDSchool: Int!, $ID: Int, $data: DocumentTypeConfigInput!) {\n    insertOrUpdateDocumentTypeConfig(IDSchool: $IDSchool, ID: $ID, data: $data) {\n      ID\n      label\n      isRequired\n    }\n  }\n": types.DocumentsSaveTypeDocument,
    "\n  query DocumentsQueue($IDCentre: Int, $pagination: Pagination) {\n    findAllPendingDocument(IDCentre: $IDCentre, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        IDEnquiry\n        childName\n        documentType\n        centreLabel\n      }\n    }\n  }\n": types.DocumentsQueueDocument,
    "\n  query DocumentsStaffOnlyUploaded($IDEnquiry: Int!) {\n    getUploadedDocument(IDEnquiry: $IDEnquiry) {\n      ID\n      filename\n    }\n  }\n": types.DocumentsStaffOnlyUploadedDocument,
    "\n  query DocumentsUploadedOfTypes($IDEnquiry: Int!, $documentTypeIDs: [Int!]) {\n    getUploadedDocument(IDEnquiry: $IDEnquiry, documentTypeIDs: $documentTypeIDs) {\n      ID\n    }\n  }\n": types.DocumentsUploadedOfTypesDocument,
    "\n  mutation DocumentsUploadUrl($IDEnquiry: Int!, $filename: String!, $contentType: String!) {\n    getEnquiryDocumentUploadUrl(IDEnquiry: $IDEnquiry, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n": types.DocumentsUploadUrlDocument,
    "\n  mutation DocumentsSave($IDEnquiry: Int!, $uploadedDocuments: [UploadedDocumentInput!]!) {\n    saveDocumentsByIDEnquiry(IDEnquiry: $IDEnquiry, uploadedDocuments: $uploadedDocuments) {\n      ID\n      status\n      statusText\n      filename\n    }\n  }\n": types.DocumentsSaveDocument,
    "\n  query DocumentsRequired($IDEnquiry: Int!) {\n    listRequiredDocuments(IDEnquiry: $IDEnquiry) {\n      DocumentTypeID\n      ParentID\n      ChildID\n      Fullname\n      DocumentType\n      Status\n      Remarks\n      UploadAccess\n      isRequired\n      documents {\n        ID\n        status\n        filename\n      }\n    }\n  }\n": types.DocumentsRequiredDocument,
    "\n  mutation DocumentsComplete($IDEnquiry: Int!) {\n    setDocumentUploadAsCompleted(IDEnquiry: $IDEnquiry)\n  }\n": types.DocumentsCompleteDocument,
    "\n  mutation DocumentsApprove($IDDocument: Int!) {\n    approveEnquiryDocument(IDDocument: $IDDocument) {\n      ID\n      status\n      statusText\n    }\n  }\n": types.DocumentsApproveDocument,
    "\n  mutation DocumentsReject($IDDocument: Int!, $remark: String!) {\n    rejectEnquiryDocument(IDDocument: $IDDocument, remark: $remark) {\n      ID\n      status\n      statusText\n      remark\n    }\n  }\n": types.DocumentsRejectDocument,
    "\n  mutation DocumentsNotRequired($IDEnquiry: Int!, $documentTypeID: Int!, $remark: String!) {\n    markEnquiryDocumentAsNotRequired(\n      IDEnquiry: $IDEnquiry\n      documentTypeID: $documentTypeID\n      remark: $remark\n    ) {\n      ID\n      status\n    }\n  }\n": types.DocumentsNotRequiredDocument,
    "\n  mutation DocumentsRemove($IDDocument: Int!, $IDEnquiry: Int!) {\n    removeDocumentByIDEnquiry(IDDocument: $IDDocument, IDEnquiry: $IDEnquiry)\n  }\n": types.DocumentsRemoveDocument,
    "\n  query DocumentsUrl($IDDocument: Int!, $IDChild: Int) {\n    getDocumentURL(IDDocument: $IDDocument, IDChild: $IDChild)\n  }\n": types.DocumentsUrlDocument,
    "\n  query DocumentsSummary($IDEnquiry: Int!) {\n    getEnquiryDocumentSummary(IDEnquiry: $IDEnquiry) {\n      stateCode\n      childName\n      parentEmail\n      canUpload\n      canSubmit\n      canConsent\n    }\n  }\n": types.DocumentsSummaryDocument,
    "\n  query DocumentsFileUrl($key: String!) {\n    fileUrl(key: $key)\n  }\n": types.DocumentsFileUrlDocument,
    "\n  query EnquiriesContactExistingChild($b: String!, $s: Int!) {\n    isExistingChild(birthCertificate: $b, fkSchool: $s)\n  }\n": types.EnquiriesContactExistingChildDocument,
    "\n  query EnquiriesFormSuggest($IDSchool: Int!, $dateOfBirth: Date!, $enrollmentDate: Date!) {\n    suggestLevel(IDSchool: $IDSchool, dateOfBirth: $dateOfBirth, enrollmentDate: $enrollmentDate) {\n      ID\n      label\n      fromMonth\n      toMonth\n      isInfant\n      programs {\n        ID\n        label\n        from\n        to\n        active\n      }\n    }\n  }\n": types.EnquiriesFormSuggestDocument,
    "\n  fragment EnquiriesFormCentreList on EnrollmentCentreList {\n    totalCount\n    data {\n      ID\n      fkSchool\n      label\n      code\n      active\n      distance\n      vacancyAvailable\n      addresses {\n        postcode\n        lat\n        lng\n      }\n    }\n  }\n": types.EnquiriesFormCentreListFragmentDoc,
    "\n  query EnquiriesFormSchoolCentres(\n    $IDSchool: Int!\n    $enrollmentDate: Date!\n    $level: Int!\n    $program: Int\n    $nationality: String\n  ) {\n    findAllEnrollmentCentresForSchool(\n      IDSchool: $IDSchool\n      enrollmentDate: $enrollmentDate\n      level: $level\n      program: $program\n      nationality: $nationality\n    ) {\n      ...EnquiriesFormCentreList\n    }\n  }\n": types.EnquiriesFormSchoolCentresDocument,
    "\n  query EnquiriesFormNearest(\n    $location: LatLngInput!\n    $radius: Float!\n    $enrollmentDate: Date!\n    $level: Int!\n    $filter: CentreSearchFilter!\n    $pagination: Pagination\n  ) {\n    findNearestCentresByLatLong(\n      location: $location\n      radius: $radius\n      enrollmentDate: $enrollmentDate\n      level: $level\n      filter: $filter\n      pagination: $pagination\n    ) {\n      ...EnquiriesFormCentreList\n    }\n  }\n": types.EnquiriesFormNearestDocument,
    "\n  query EnquiriesFormByDistance(\n    $postalCode: String!\n    $radius: Float!\n    $enrollmentDate: Date!\n    $level: Int!\n    $filter: CentreSearchFilter!\n  ) {\n    findAllCentreByDistance(\n      postalCode: $postalCode\n      radius: $radius\n      enrollmentDate: $enrollmentDate\n      level: $level\n      filter: $filter\n    ) {\n      ...EnquiriesFormCentreList\n    }\n  }\n": types.EnquiriesFormByDistanceDocument,
    "\n  query EnquiriesFormExistingParent($email: String!) {\n    isExistingParent(email: $email)\n  }\n": types.EnquiriesFormExistingParentDocument,
    "\n  query EnquiriesFormExistingChild($birthCertificate: String!, $fkSchool: Int!) {\n    isExistingChild(birthCertificate: $birthCertificate, fkSchool: $fkSchool)\n  }\n": types.EnquiriesFormExistingChildDocument,
    "\n  query EnquiriesTrackingEnquiries($filter: EnquiryFilter, $pagination: Pagination) {\n    findAllEnquiry(filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        fkChild\n        fkCentre\n        active\n        enrollmentPlan\n        createdAt\n        admissionStatus {\n          ID\n          stateCode\n          label\n          group\n          enquiryFrontendState\n        }\n        centre {\n          ID\n          label\n          code\n          addresses {\n            postcode\n          }\n        }\n        user {\n          ID\n          email\n        }\n        level {\n          ID\n          label\n        }\n        program {\n          ID\n          label\n        }\n      }\n    }\n  }\n": types.EnquiriesTrackingEnquiriesDocument,
    "\n  query EnquiriesTrackingStates($IDEnquiry: Int!) {\n    getEnquiryFrontendStates(IDEnquiry: $IDEnquiry) {\n      IDEnquiry\n      nextAction\n      current {\n        ID\n        stateCode\n        label\n      }\n      steps {\n        code\n        label\n        status\n      }\n    }\n  }\n": types.EnquiriesTrackingStatesDocument,
    "\n  query EnquiriesTrackingChildren {\n    findAllChildrenByParent {\n      ID\n      firstname\n      lastname\n      dateOfBirth\n      birthCertificate\n    }\n  }\n": types.EnquiriesTrackingChildrenDocument,
    "\n  mutation EnquiriesTrackingCancel($ID: Int!) {\n    cancelEnquiry(ID: $ID) {\n      ID\n      active\n      fkEnquiryState\n      admissionStatus {\n        stateCode\n      }\n    }\n  }\n": types.EnquiriesTrackingCancelDocument,
    "\n  query EnquiriesMapSearchSuggest(\n    $IDSchool: Int!\n    $dateOfBirth: Date!\n    $enrollmentDate: Date!\n    $isRadiusSearch: Boolean\n  ) {\n    suggestLevel(\n      IDSchool: $IDSchool\n      dateOfBirth: $dateOfBirth\n      enrollmentDate: $enrollmentDate\n      isRadiusSearch: $isRadiusSearch\n    ) {\n      ID\n      programs {\n        label\n      }\n    }\n  }\n": types.EnquiriesMapSearchSuggestDocument,
    "\n  query EnquiriesMapSearchByDistance($p: String!, $r: Float!, $d: Date!, $l: Int!, $f: CentreSearchFilter!) {\n    findAllCentreByDistance(postalCode: $p, radius: $r, enrollmentDate: $d, level: $l, filter: $f) {\n      totalCount\n      data {\n        label\n        distance\n      }\n    }\n  }\n": types.EnquiriesMapSearchByDistanceDocument,
    "\n  mutation EnquiriesNewEnquiry(\n    $schoolID: Int!\n    $email: String!\n    $phoneNumberCountryCode: String!\n    $phoneNumber: String!\n    $centreIDs: [Int!]!\n    $enquiry: EnquiryDetailsInput!\n    $pdpaConsentVersion: String\n    $preferredLanguage: String\n  ) {\n    newEnquiry(\n      schoolID: $schoolID\n      email: $email\n      phoneNumberCountryCode: $phoneNumberCountryCode\n      phoneNumber: $phoneNumber\n      centreIDs: $centreIDs\n      enquiry: $enquiry\n      pdpaConsentVersion: $pdpaConsentVersion\n      preferredLanguage: $preferredLanguage\n    ) {\n      success\n      error {\n        message\n        code\n      }\n      data {\n        ID\n        fkSchool\n        fkCentre\n        fkUser\n        fkChild\n        fkLevel\n        fkProgram\n        fkEnquiryState\n        firstname\n        lastname\n        childFirstname\n        childLastname\n        enrollmentPlan\n        active\n        skipCentreVisit\n        skipTrial\n        vacancyAvailable\n        admissionStatus {\n          ID\n          stateCode\n          label\n        }\n        centre {\n          ID\n          label\n        }\n        user {\n          ID\n          email\n          mobilePhone\n        }\n        level {\n          ID\n          label\n        }\n        program {\n          ID\n          label\n        }\n      }\n    }\n  }\n": types.EnquiriesNewEnquiryDocument,
    "\n  mutation EsignCancelEnquiry($ID: Int!) {\n    cancelEnquiry(ID: $ID) {\n      ID\n    }\n  }\n": types.EsignCancelEnquiryDocument,
    "\n  mutation EsignCreateForm($IDEnquiry: Int!, $participants: [ConsentParticipantInput!]!) {\n    createForm1(IDEnquiry: $IDEnquiry, participants: $participants) {\n      ID\n      eDocumentStatus\n      contentSha256\n      participants {\n        displayName\n        order\n        email\n        role\n        status\n      }\n    }\n  }\n": types.EsignCreateFormDocument,
    "\n  query EsignForm($IDEnquiry: Int!) {\n    getConsentForm(IDEnquiry: $IDEnquiry) {\n      eDocumentStatus\n      signedDocumentAvailable\n      linksExpired\n      participants {\n        displayName\n        order\n        status\n        signedAt\n      }\n    }\n  }\n": types.EsignFormDocument,
    "\n  query EsignSigningDocument($token: String!) {\n    getSigningDocument(token: $token) {\n      title\n      contentSha256\n      declaration\n      sections {\n        heading\n        rows {\n          label\n          value\n        }\n      }\n      signer {\n        displayName\n        role\n        order\n      }\n      participants {\n        displayName\n        status\n      }\n    }\n  }\n": types.EsignSigningDocumentDocument,
    "\n  mutation EsignSign($token: String!, $signature: SignatureInput!) {\n    signConsentForm(token: $token, signature: $signature) {\n      status\n      signedAt\n    }\n  }\n": types.EsignSignDocument,
    "\n  query EsignSignedUrl($IDEnquiry: Int!) {\n    getEnrolmentDocumentURL(IDEnquiry: $IDEnquiry)\n  }\n": types.EsignSignedUrlDocument,
    "\n  query EventsCalendar($IDCentre: Int, $year: Int!, $month: Int!) {\n    findAllCalendarEvent(IDCentre: $IDCentre, year: $year, month: $month) {\n      events {\n        ID\n        title\n        status\n        eventType\n        location\n      }\n    }\n  }\n": types.EventsCalendarDocument,
    "\n  query EventsClasses($IDSchool: Int!) {\n    getEventClasses(IDSchool: $IDSchool) {\n      ID\n      label\n      centreID\n      centreLabel\n    }\n  }\n": types.EventsClassesDocument,
    "\n  fragment EventPhotoFields on EventPhoto {\n    ID\n    fileKey\n    status\n    active\n    caption\n    url\n    thumbnailUrl\n    width\n    height\n    tags {\n      childID\n      photoConsent\n    }\n  }\n": types.EventPhotoFieldsFragmentDoc,
    "\n  mutation EventsAlbumUrls($IDEvent: Int!, $files: [EventPhotoFileInput!]!) {\n    getEventPhotoAlbumUploadUrl(IDEvent: $IDEvent, files: $files) {\n      Url\n      Key\n    }\n  }\n": types.EventsAlbumUrlsDocument,
    "\n  mutation EventsPhotoUrl($IDEvent: Int!, $filename: String!, $contentType: String!) {\n    getEventPhotoUploadUrl(IDEvent: $IDEvent, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n": types.EventsPhotoUrlDocument,
    "\n  mutation EventsAddPhotos($IDEvent: Int!, $photos: [EventPhotoInput!]!) {\n    addEventPhotos(IDEvent: $IDEvent, photos: $photos) {\n      ...EventPhotoFields\n    }\n  }\n": types.EventsAddPhotosDocument,
    "\n  mutation EventsPhotoTags($IDEvent: Int!, $IDPhoto: Int!, $childIDs: [Int!]!) {\n    updateEventPhotoTags(IDEvent: $IDEvent, IDPhoto: $IDPhoto, childIDs: $childIDs) {\n      ID\n      tags {\n        childID\n        photoConsent\n      }\n    }\n  }\n": types.EventsPhotoTagsDocument,
    "\n  mutation EventsDeletePhotos($IDEvent: Int!, $IDPhotos: [Int!]!) {\n    deleteEventPhotos(IDEvent: $IDEvent, IDPhotos: $IDPhotos) {\n      ID\n    }\n  }\n": types.EventsDeletePhotosDocument,
    "\n  mutation EventsPhotoStatus($IDEvent: Int!, $IDPhotos: [Int!]!, $status: String!) {\n    updateEventPhotosStatus(IDEvent: $IDEvent, IDPhotos: $IDPhotos, status: $status) {\n      ID\n      status\n    }\n  }\n": types.EventsPhotoStatusDocument,
    "\n  query EventsStaffAlbum($IDEvent: Int!) {\n    getEventPhotos(IDEvent: $IDEvent) {\n      ...EventPhotoFields\n    }\n  }\n": types.EventsStaffAlbumDocument,
    "\n  query EventsMyAlbum($IDEvent: Int!, $IDChild: Int!) {\n    getMyEventPhotos(IDEvent: $IDEvent, IDChild: $IDChild) {\n      photoConsent\n      photos {\n        ...EventPhotoFields\n      }\n    }\n  }\n": types.EventsMyAlbumDocument,
    "\n  mutation EventsPhotoConsent($IDChild: Int!, $photoConsent: Boolean!) {\n    setChildPhotoConsent(IDChild: $IDChild, photoConsent: $photoConsent)\n  }\n": types.EventsPhotoConsentDocument,
    "\n  fragment EventFields on Event {\n    ID\n    status\n    category\n    title\n    childEventFee\n    guestEventFee\n    guestCountLimit\n    fkSubmitter\n    fkApprover\n    attendingCount\n    scopes {\n      centreID\n      classID\n    }\n  }\n": types.EventFieldsFragmentDoc,
    "\n  mutation EventsSave($IDEvent: Int, $eventData: EventInput!) {\n    createOrSaveEventDraft(IDEvent: $IDEvent, eventData: $eventData) {\n      ...EventFields\n    }\n  }\n": types.EventsSaveDocument,
    "\n  mutation EventsSubmit($IDEvent: Int!) {\n    submitEvent(IDEvent: $IDEvent) {\n      ...EventFields\n    }\n  }\n": types.EventsSubmitDocument,
    "\n  mutation EventsPublish($IDEvent: Int!) {\n    publishEvent(IDEvent: $IDEvent) {\n      ...EventFields\n    }\n  }\n": types.EventsPublishDocument,
    "\n  mutation EventsCancel($IDEvent: Int!, $remarks: String) {\n    cancelEvent(IDEvent: $IDEvent, remarks: $remarks) {\n      ...EventFields\n    }\n  }\n": types.EventsCancelDocument,
    "\n  mutation EventsUpdate($IDEvent: Int!, $eventData: EventInput!) {\n    updateEventDetails(IDEvent: $IDEvent, eventData: $eventData) {\n      ...EventFields\n    }\n  }\n": types.EventsUpdateDocument,
    "\n  query EventsById($IDEvent: Int!) {\n    eventById(IDEvent: $IDEvent) {\n      ...EventFields\n    }\n  }\n": types.EventsByIdDocument,
    "\n  query EventsLists($IDSchool: Int!) {\n    getDraftEvents(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n      }\n    }\n    getPendingEvents(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n      }\n    }\n    getUpcomingEvents(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n      }\n    }\n    getPastEvents(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n      }\n    }\n    getAllEvents(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n      }\n    }\n  }\n": types.EventsListsDocument,
    "\n  mutation EventsRsvp($IDEvent: Int!, $IDChild: Int!, $rsvp: EventRsvpInput!) {\n    rsvpEvent(IDEvent: $IDEvent, IDChild: $IDChild, rsvp: $rsvp) {\n      childID\n      canRsvp\n      rsvp {\n        ID\n        status\n        consentAcceptedAt\n        feeCents\n        guests {\n          ID\n          name\n        }\n      }\n    }\n  }\n": types.EventsRsvpDocument,
    "\n  query EventsMine {\n    getMyEvents {\n      childID\n      canRsvp\n      event {\n        ID\n        title\n      }\n      rsvp {\n        status\n        feeCents\n      }\n    }\n  }\n": types.EventsMineDocument,
    "\n  query EventsRsvpList($IDEvent: Int!, $status: String) {\n    getEventRsvpChildList(IDEvent: $IDEvent, status: $status) {\n      totalCount\n      data {\n        childID\n        status\n        centreID\n        guests {\n          ID\n          name\n        }\n      }\n    }\n    getRsvpStatusCountDetails(IDEvent: $IDEvent) {\n      status\n      children\n      guests\n    }\n    getRsvpAttendeesClassAndCentreCountByStatus(IDEvent: $IDEvent, status: $status) {\n      centreID\n      classID\n      children\n      guests\n    }\n  }\n": types.EventsRsvpListDocument,
    "\n  query EventsExport($IDEvent: Int!, $status: String) {\n    exportRsvpList(IDEvent: $IDEvent, status: $status)\n  }\n": types.EventsExportDocument,
    "\n  mutation EventsRemoveChild($IDEvent: Int!, $IDChild: Int!) {\n    removeChildFromRsvpList(IDEvent: $IDEvent, IDChild: $IDChild) {\n      status\n    }\n  }\n": types.EventsRemoveChildDocument,
    "\n  mutation EventsRemoveGuest($IDEvent: Int!, $IDGuest: Int!) {\n    removeEventRsvpGuest(IDEvent: $IDEvent, IDGuest: $IDGuest) {\n      guests {\n        ID\n      }\n    }\n  }\n": types.EventsRemoveGuestDocument,
    "\n  query EventsIcs($IDEvent: Int!, $IDChild: Int!) {\n    getEventCalendarFile(IDEvent: $IDEvent, IDChild: $IDChild)\n  }\n": types.EventsIcsDocument,
    "\n  mutation FeesRaceSubmit($IDFeeDraft: Int!) {\n    submitFeeDraft(IDFeeDraft: $IDFeeDraft) {\n      status\n      items {\n        nationality\n        amount\n        lastAmount\n      }\n    }\n  }\n": types.FeesRaceSubmitDocument,
    "\n  query FeesRaceDraftItems($IDSchool: Int!, $filter: FeeDraftFilter) {\n    findAllFeeDraft(IDSchool: $IDSchool, filter: $filter) {\n      data {\n        ID\n        status\n        items {\n          nationality\n          amount\n          lastAmount\n        }\n      }\n    }\n  }\n": types.FeesRaceDraftItemsDocument,
    "\n  query FeesCurrent($IDSchool: Int!, $fkCentre: Int) {\n    findAllCurrentFeeTier(IDSchool: $IDSchool, fkCentre: $fkCentre) {\n      ID\n      label\n      pending\n      feeGroup {\n        groupCode\n      }\n      fees {\n        nationality\n        amount\n        effectiveFrom\n        effectiveTo\n        level {\n          ID\n        }\n        program {\n          ID\n        }\n      }\n      numberOfChildren {\n        level {\n          ID\n        }\n        numberOfChildren\n      }\n    }\n  }\n": types.FeesCurrentDocument,
    "\n  query FeesUpcoming($IDSchool: Int!) {\n    findAllUpcomingFeeTier(IDSchool: $IDSchool) {\n      ID\n      active\n      pending\n      fees {\n        amount\n        effectiveFrom\n      }\n    }\n  }\n": types.FeesUpcomingDocument,
    "\n  query FeesGroups($IDSchool: Int!) {\n    findAllFeeGroup(IDSchool: $IDSchool) {\n      ID\n      groupCode\n    }\n  }\n": types.FeesGroupsDocument,
    "\n  mutation FeesNewTier($IDSchool: Int!, $data: FeeTierInput!) {\n    newFeeTier(IDSchool: $IDSchool, data: $data) {\n      ID\n      label\n      fees {\n        amount\n        nationality\n      }\n    }\n  }\n": types.FeesNewTierDocument,
    "\n  mutation FeesNewDraft($IDSchool: Int!, $fkCentre: Int!, $data: FeeDraftInput!) {\n    newFeeDraft(IDSchool: $IDSchool, fkCentre: $fkCentre, data: $data) {\n      ID\n      status\n      items {\n        nationality\n        amount\n        lastAmount\n      }\n    }\n  }\n": types.FeesNewDraftDocument,
    "\n  mutation FeesUpdateItems($IDFeeDraft: Int!, $items: [FeeDraftItemInput!]!) {\n    updateFeeDraftItems(IDFeeDraft: $IDFeeDraft, items: $items) {\n      ID\n      items {\n        nationality\n        amount\n        lastAmount\n      }\n    }\n  }\n": types.FeesUpdateItemsDocument,
    "\n  mutation FeesSubmit($IDFeeDraft: Int!, $remark: String) {\n    submitFeeDraft(IDFeeDraft: $IDFeeDraft, remark: $remark) {\n      ID\n      status\n    }\n  }\n": types.FeesSubmitDocument,
    "\n  mutation FeesApprove($IDFeeDraft: Int!, $remark: String) {\n    approveFeeChangeRequest(IDFeeDraft: $IDFeeDraft, remark: $remark) {\n      ID\n      status\n      approver {\n        ID\n      }\n      activityLogs {\n        status\n        remark\n        user {\n          ID\n        }\n      }\n    }\n  }\n": types.FeesApproveDocument,
    "\n  mutation FeesReject($IDFeeDraft: Int!, $remark: String!) {\n    rejectFeeChangeRequest(IDFeeDraft: $IDFeeDraft, remark: $remark) {\n      ID\n      status\n    }\n  }\n": types.FeesRejectDocument,
    "\n  mutation FeesCancel($IDFeeDraft: Int!, $remark: String) {\n    cancelFeeChangeRequest(IDFeeDraft: $IDFeeDraft, remark: $remark) {\n      ID\n      status\n    }\n  }\n": types.FeesCancelDocument,
    "\n  query FeesDrafts($IDSchool: Int!, $filter: FeeDraftFilter, $pagination: Pagination) {\n    findAllFeeDraft(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      pendingCount\n      data {\n        ID\n        status\n      }\n    }\n  }\n": types.FeesDraftsDocument,
    "\n  query FeesImpact($IDFeeDraft: Int!) {\n    getFeeDraftImpact(IDFeeDraft: $IDFeeDraft) {\n      noticeMonths\n      needsNoticeWarning\n      lines {\n        nationality\n        lastAmount\n        amount\n        difference\n        numberOfChildren\n      }\n      families {\n        parent {\n          ID\n        }\n        difference\n        children {\n          ID\n          difference\n        }\n      }\n    }\n  }\n": types.FeesImpactDocument,
    "\n  query FilesFileUrl($key: String!) {\n    fileUrl(key: $key)\n  }\n": types.FilesFileUrlDocument,
    "\n  query FinanceAccountListing($IDChild: Int!, $isCDA: Boolean, $paymentType: String) {\n    getAccountListing(IDChild: $IDChild, isCDA: $isCDA, paymentType: $paymentType) {\n      IDChild\n      childName\n      closingBalance\n      CDABalance\n      nonCDABalance\n      entries {\n        kind\n        IDInvoice\n        paymentType\n        debit\n        credit\n        balance\n        CDAAmount\n      }\n    }\n  }\n": types.FinanceAccountListingDocument,
    "\n  query FinanceAgeing($IDSchool: Int!, $asOf: Date) {\n    getAgeingReport(IDSchool: $IDSchool, asOf: $asOf) {\n      IDCentre\n      centreName\n      current\n      days31to60\n      days61to90\n      over90\n      total\n      invoiceCount\n    }\n  }\n": types.FinanceAgeingDocument,
    "\n  query FinanceAgeingDue($IDInvoice: Int!) {\n    getInvoice(IDInvoice: $IDInvoice) {\n      invoice {\n        invoiceDueDate\n      }\n    }\n  }\n": types.FinanceAgeingDueDocument,
    "\n  query FinanceSearch($IDSchool: Int!, $keyword: String!, $pagination: Pagination) {\n    searchFinance(IDSchool: $IDSchool, keyword: $keyword, pagination: $pagination) {\n      totalCount\n      data {\n        kind\n        ID\n        IDInvoice\n        number\n        IDChild\n        childName\n        amount\n        status\n      }\n    }\n  }\n": types.FinanceSearchDocument,
    "\n  query FinanceInvoiceDetail($IDInvoice: Int!) {\n    getInvoice(IDInvoice: $IDInvoice) {\n      childName\n      centreName\n      month\n      CDAAmount\n      nonCDAAmount\n      can\n      lines {\n        label\n        cdaPayable\n        explanation\n      }\n      creditNotes {\n        creditNoteNo\n        remark\n      }\n      invoice {\n        ID\n        grandTotal\n        outstandingAmount\n      }\n    }\n  }\n": types.FinanceInvoiceDetailDocument,
    "\n  query FinanceRunCan($IDInvoiceRun: Int!) {\n    getInvoiceRun(IDInvoiceRun: $IDInvoiceRun) {\n      status\n      can\n    }\n  }\n": types.FinanceRunCanDocument,
    "\n  mutation FinanceOfflineInvoiceNotice($IDCentre: Int!, $IDChild: Int!, $items: [OfflineInvoiceItemInput!]!) {\n    createOfflineInvoice(IDCentre: $IDCentre, IDChild: $IDChild, items: $items) {\n      invoiceNo\n    }\n  }\n": types.FinanceOfflineInvoiceNoticeDocument,
    "\n  mutation FinanceOfflineInvoice($IDCentre: Int!, $IDChild: Int!, $items: [OfflineInvoiceItemInput!]!) {\n    createOfflineInvoice(IDCentre: $IDCentre, IDChild: $IDChild, items: $items) {\n      ID\n      invoiceNo\n      invoiceType\n      status\n      totalTaxAmount\n      grandTotal\n      outstandingAmount\n      items {\n        label\n        quantity\n        taxAmount\n        totalAmount\n      }\n    }\n  }\n": types.FinanceOfflineInvoiceDocument,
    "\n  query FinanceOfflineInvoiceDetail($IDInvoice: Int!) {\n    getInvoice(IDInvoice: $IDInvoice) {\n      lines {\n        label\n        explanation\n      }\n    }\n  }\n": types.FinanceOfflineInvoiceDetailDocument,
    "\n  mutation FinanceKeyedInvoice(\n    $IDCentre: Int!\n    $IDChild: Int!\n    $items: [OfflineInvoiceItemInput!]!\n    $requestKey: String\n  ) {\n    createOfflineInvoice(IDCentre: $IDCentre, IDChild: $IDChild, items: $items, requestKey: $requestKey) {\n      ID\n      invoiceNo\n    }\n  }\n": types.FinanceKeyedInvoiceDocument,
    "\n  mutation FinanceKeyedCreditNote($IDInvoice: Int!, $amount: Int!, $remark: String!, $requestKey: String) {\n    createAdHocCreditNote(IDInvoice: $IDInvoice, amount: $amount, remark: $remark, requestKey: $requestKey) {\n      ID\n      creditNoteNo\n    }\n  }\n": types.FinanceKeyedCreditNoteDocument,
    "\n  mutation FinanceStartRun($IDSchool: Int!, $IDCentre: Int, $month: Date!) {\n    createInvoiceRun(IDSchool: $IDSchool, IDCentre: $IDCentre, month: $month) {\n      ID\n      status\n      total\n    }\n  }\n": types.FinanceStartRunDocument,
    "\n  query FinanceRun($IDInvoiceRun: Int!) {\n    getInvoiceRun(IDInvoiceRun: $IDInvoiceRun) {\n      ID\n      status\n      total\n      processed\n      invoiceCount\n      skippedCount\n      grandTotal\n    }\n  }\n": types.FinanceRunDocument,
    "\n  query FinanceRunDrafts($IDInvoiceRun: Int!, $skipped: Boolean) {\n    findAllInvoiceRunDraft(IDInvoiceRun: $IDInvoiceRun, skipped: $skipped) {\n      totalCount\n      data {\n        IDChild\n        skipReason\n        skipMessage\n        grandTotal\n        totalTaxAmount\n        CDAAmount\n        nonCDAAmount\n        previousGrandTotal\n        change\n        IDInvoice\n        items {\n          label\n          source\n          explanation\n          totalAmount\n          taxAmount\n          cdaPayable\n        }\n      }\n    }\n  }\n": types.FinanceRunDraftsDocument,
    "\n  mutation FinanceIssueRun($IDInvoiceRun: Int!) {\n    issueInvoiceRun(IDInvoiceRun: $IDInvoiceRun) {\n      status\n    }\n  }\n": types.FinanceIssueRunDocument,
    "\n  mutation FinanceDiscardRun($IDInvoiceRun: Int!) {\n    discardInvoiceRun(IDInvoiceRun: $IDInvoiceRun) {\n      status\n    }\n  }\n": types.FinanceDiscardRunDocument,
    "\n  query FinanceInvoices($IDSchool: Int!, $filter: InvoiceFilter) {\n    findAllInvoice(IDSchool: $IDSchool, filter: $filter) {\n      totalCount\n      data {\n        ID\n        fkChild\n        invoiceNo\n        status\n        grandTotal\n        outstandingAmount\n      }\n    }\n  }\n": types.FinanceInvoicesDocument,
    "\n  query FinanceChildInvoices($IDChild: Int!) {\n    invoicesByFkChild(IDChild: $IDChild) {\n      ID\n      invoiceNo\n      status\n      outstandingAmount\n      items {\n        label\n      }\n      receipts {\n        receiptNo\n      }\n    }\n    getChildCurrentBalance(IDChild: $IDChild) {\n      CDABalance\n      nonCDABalance\n    }\n  }\n": types.FinanceChildInvoicesDocument,
    "\n  mutation FinanceOfflineReceipt($IDInvoice: [Int!]!, $referenceNo: String!, $paymentType: String!) {\n    createReceiptForOfflinePayment(\n      IDInvoice: $IDInvoice\n      referenceNo: $referenceNo\n      paymentType: $paymentType\n    ) {\n      receiptNo\n      amount\n      paymentType\n      referenceNo\n    }\n  }\n": types.FinanceOfflineReceiptDocument,
    "\n  query FinanceReceiptTypes {\n    getOfflineOfflinePaymentReceiptTypes\n  }\n": types.FinanceReceiptTypesDocument,
    "\n  mutation FinanceCreditNote($IDInvoice: Int!, $amount: Int!, $remark: String!) {\n    createAdHocCreditNote(IDInvoice: $IDInvoice, amount: $amount, remark: $remark) {\n      creditNoteNo\n      amount\n      remark\n    }\n  }\n": types.FinanceCreditNoteDocument,
    "\n  query FinanceRefunds($IDSchool: Int!, $filter: RefundFilter) {\n    findAllConsolidatedRefund(IDSchool: $IDSchool, filter: $filter) {\n      totalCount\n      data {\n        IDChild\n        totalAmount\n        refunds {\n          label\n          amount\n          status\n          isCda\n        }\n      }\n    }\n  }\n": types.FinanceRefundsDocument,
    "\n  mutation FinanceFilesGenerate($IDSchool: Int!, $month: Date!, $valueDate: Date!) {\n    generateGiroDeductionArchive(IDSchool: $IDSchool, month: $month, valueDate: $valueDate) {\n      ID\n      status\n      log\n      rowCount\n      totalAmount\n      URL\n    }\n  }\n": types.FinanceFilesGenerateDocument,
    "\n  mutation FinanceFilesUploadUrl($IDSchool: Int!, $filename: String!, $contentType: String!) {\n    getFinanceDocumentUploadURL(IDSchool: $IDSchool, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n": types.FinanceFilesUploadUrlDocument,
    "\n  mutation FinanceFilesUploadGiro($IDSchool: Int!, $fileKey: String!) {\n    uploadGiroFile(IDSchool: $IDSchool, fileKey: $fileKey) {\n      ID\n      status\n      log\n      rowCount\n      totalAmount\n    }\n  }\n": types.FinanceFilesUploadGiroDocument,
    "\n  mutation FinanceFilesUploadSubsidy($IDSchool: Int!, $fileKey: String!) {\n    uploadSubsidyFile(IDSchool: $IDSchool, fileKey: $fileKey) {\n      ID\n      status\n      log\n      rowCount\n      totalAmount\n    }\n  }\n": types.FinanceFilesUploadSubsidyDocument,
    "\n  query FinanceFilesGiroList($IDSchool: Int!) {\n    findAllUploadedGiroFiles(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n        docType\n        status\n        log\n        user\n      }\n    }\n  }\n": types.FinanceFilesGiroListDocument,
    "\n  query GeocodingGeocode($postalCode: String!) {\n    geocodePostalCode(postalCode: $postalCode) {\n      postalCode\n      address\n      building\n      lat\n      lng\n    }\n  }\n": types.GeocodingGeocodeDocument,
    "\n  query GeocodingSearchPlaces($searchVal: String!) {\n    searchPlaces(searchVal: $searchVal) {\n      postalCode\n      address\n      building\n      lat\n      lng\n    }\n  }\n": types.GeocodingSearchPlacesDocument,
    "\n  query GiroBanks {\n    findAllBankBicCode {\n      ID\n      bankCode\n      bankName\n      bicCode\n      displayOrder\n    }\n  }\n": types.GiroBanksDocument,
    "\n  mutation GiroSave($IDChild: Int!, $IDSchool: Int!, $giroApplication: GiroApplicationInput!) {\n    saveGiroApplication(IDChild: $IDChild, IDSchool: $IDSchool, giroApplication: $giroApplication) {\n      ID\n      status\n      source\n      isCda\n      payerAccountNumber\n      payerAccountName\n      payerAccountNames\n      billReferenceNumber\n      mobilePhone\n      applicationDate\n      bank {\n        bicCode\n      }\n    }\n  }\n": types.GiroSaveDocument,
    "\n  mutation GiroAdd($giroAccount: GiroAccountInput!, $paymentType: String!) {\n    addGiro(giroAccount: $giroAccount, paymentType: $paymentType) {\n      ID\n      status\n      source\n      isCda\n      billReferenceNumber\n      effectiveFrom\n    }\n  }\n": types.GiroAddDocument,
    "\n  query GiroOfChild($IDChild: Int!) {\n    bankAccountInfoByIDChild(IDChild: $IDChild) {\n      IDChild\n      accounts {\n        ID\n        status\n        isCda\n        effectiveFrom\n        statusChanges {\n          fromStatus\n          toStatus\n          reason\n          remarks\n          userName\n        }\n      }\n    }\n  }\n": types.GiroOfChildDocument,
    "\n  query GiroOfEnquiry($IDEnquiry: Int!) {\n    bankAccountInfoByIDEnquiry(IDEnquiry: $IDEnquiry) {\n      IDEnquiry\n      IDChild\n      skipGiroSetup\n      canPayRegistrationByGiro\n      payingByGiro\n      accounts {\n        ID\n        status\n      }\n    }\n  }\n": types.GiroOfEnquiryDocument,
    "\n  query GiroReasons($status: String!) {\n    getBankAccountStatusChangeReasonsByStatus(status: $status) {\n      ID\n      label\n    }\n  }\n": types.GiroReasonsDocument,
    "\n  mutation GiroUpdateStatus($IDBankAccount: Int!, $status: String!, $fkReason: Int!, $remarks: String!) {\n    updateBankAccountStatus(\n      IDBankAccount: $IDBankAccount\n      status: $status\n      fkReason: $fkReason\n      remarks: $remarks\n    ) {\n      ID\n      status\n      effectiveFrom\n      statusChanges {\n        fromStatus\n        toStatus\n        reason\n        remarks\n      }\n    }\n  }\n": types.GiroUpdateStatusDocument,
    "\n  mutation GiroExportPdf($IDBankAccount: Int!) {\n    exportGiroApplicationPdf(IDBankAccount: $IDBankAccount)\n  }\n": types.GiroExportPdfDocument,
    "\n  mutation GiroPayRegistration($IDEnquiry: Int!) {\n    payRegistrationFeeByGiro(IDEnquiry: $IDEnquiry) {\n      IDEnquiry\n      payingByGiro\n      canPayRegistrationByGiro\n    }\n  }\n": types.GiroPayRegistrationDocument,
    "\n  mutation GiroPayInvoice($InvoiceID: Int!) {\n    payGiroByInvoiceID(InvoiceID: $InvoiceID)\n  }\n": types.GiroPayInvoiceDocument,
    "\n      query HolidaysMenu($filter: MenuFilter!) {\n        findSidebarMenuByUser(filter: $filter) {\n          path\n          label\n          icon\n        }\n      }\n    ": types.HolidaysMenuDocument,
    "\n      query HolidaysMe {\n        me {\n          can\n        }\n      }\n    ": types.HolidaysMeDocument,
    "\n  fragment HolidaysHolidayFields on Holiday {\n    ID\n    title\n    description\n    holidayImageKey\n    holidayImageURL\n    from\n    to\n    isPublic\n    centreHolidays {\n      ID\n      fkCentre\n      centre {\n        ID\n        label\n      }\n    }\n  }\n": types.HolidaysHolidayFieldsFragmentDoc,
    "\n  query HolidaysList($IDSchool: Int!, $year: Int!, $centreID: Int) {\n    getCentreHolidaysOfYear(IDSchool: $IDSchool, year: $year, centreID: $centreID) {\n      ...HolidaysHolidayFields\n    }\n  }\n": types.HolidaysListDocument,
    "\n  mutation HolidaysCreate($IDSchool: Int!, $holiday: HolidayInput!) {\n    createHoliday(IDSchool: $IDSchool, holiday: $holiday) {\n      ...HolidaysHolidayFields\n    }\n  }\n": types.HolidaysCreateDocument,
    "\n  mutation HolidaysUpdate($IDSchool: Int!, $holidayID: Int!, $holiday: HolidayInput!) {\n    updateHolidayDetails(IDSchool: $IDSchool, holidayID: $holidayID, holiday: $holiday) {\n      ...HolidaysHolidayFields\n    }\n  }\n": types.HolidaysUpdateDocument,
    "\n  mutation HolidaysUpload($IDSchool: Int!, $filename: String!, $contentType: String!) {\n    getHolidayPhotoUploadURL(IDSchool: $IDSchool, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n": types.HolidaysUploadDocument,
    "\n  mutation HolidaysDelete($IDSchool: Int!, $holidayID: Int!) {\n    deleteHolidayDetails(IDSchool: $IDSchool, holidayID: $holidayID)\n  }\n": types.HolidaysDeleteDocument,
    "\n  fragment IdentityAccountFields on MyAccount {\n    ID\n    firstname\n    lastname\n    email\n    mobilePhone\n    mobilePhoneCountryCode\n    pendingEmail\n  }\n": types.IdentityAccountFieldsFragmentDoc,
    "\n    query IdentityAccountMine {\n      myAccount {\n        ...IdentityAccountFields\n      }\n    }\n  ": types.IdentityAccountMineDocument,
    "\n    mutation IdentityAccountProfile($f: String!, $l: String!, $m: String!) {\n      updateMyProfile(firstname: $f, lastname: $l, mobilePhone: $m) {\n        ...IdentityAccountFields\n      }\n    }\n  ": types.IdentityAccountProfileDocument,
    "\n    mutation IdentityAccountRequestEmail($e: String!) {\n      requestEmailChange(newEmail: $e) {\n        ...IdentityAccountFields\n      }\n    }\n  ": types.IdentityAccountRequestEmailDocument,
    "\n    mutation IdentityAccountConfirmEmail($c: String!) {\n      confirmEmailChange(code: $c) {\n        ...IdentityAccountFields\n      }\n    }\n  ": types.IdentityAccountConfirmEmailDocument,
    "\n    mutation IdentityAccountPassword($c: String!, $n: String!) {\n      changeMyPassword(currentPassword: $c, newPassword: $n)\n    }\n  ": types.IdentityAccountPasswordDocument,
    "\n  mutation IdentityConsentRegister($t: String!, $p: String!, $v: String) {\n    register(token: $t, password: $p, pdpaConsentVersion: $v) {\n      token\n    }\n  }\n": types.IdentityConsentRegisterDocument,
    "\n  query IdentityConsentInfo($t: String!) {\n    registrationInfo(token: $t) {\n      privacyPolicyUrl\n    }\n  }\n": types.IdentityConsentInfoDocument,
    "\n  query IdentityConsentMine {\n    myConsents {\n      ID\n      kind\n      version\n      textHash\n      givenAt\n      fkEnquiry\n      centreLabel\n    }\n  }\n": types.IdentityConsentMineDocument,
    "\n  mutation IdentityConsentUpdateConfig($s: Int!, $e: [SchoolConfigEntryInput!]!) {\n    updateSchoolConfig(IDSchool: $s, entries: $e) {\n      key\n      value\n    }\n  }\n": types.IdentityConsentUpdateConfigDocument,
    "\n  mutation IdentityLanguageSendOtp($userId: Int!, $token: String!) {\n    sendOTP(userId: $userId, token: $token)\n  }\n": types.IdentityLanguageSendOtpDocument,
    "\n  mutation IdentityLanguageRequestEmail($e: String!) {\n    requestEmailChange(newEmail: $e) {\n      ID\n    }\n  }\n": types.IdentityLanguageRequestEmailDocument,
    "\n  mutation IdentityLanguageConfirmEmail($c: String!) {\n    confirmEmailChange(code: $c) {\n      ID\n    }\n  }\n": types.IdentityLanguageConfirmEmailDocument,
    "\n  mutation IdentityLanguagePassword($c: String!, $n: String!) {\n    changeMyPassword(currentPassword: $c, newPassword: $n)\n  }\n": types.IdentityLanguagePasswordDocument,
    "\n  query IdentityLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": types.IdentityLoginDocument,
    "\n  query IdentityMe {\n    me {\n      ID\n      fkSchool\n      firstname\n      lastname\n      email\n      birthdate\n      gender\n      homePhone\n      mobilePhone\n      mobilePhoneCountryCode\n      isHQStaff\n      hasCentreScopeAccess\n      hasClassScopeAccess\n      isStaff\n      can\n      userRoleRelations {\n        ID\n        fkRole\n        role {\n          ID\n          label\n          name\n          isStaff\n          roleTemplates {\n            ID\n            fkModuleCategory\n            access\n            moduleCategory {\n              ID\n              moduleCategoryCode\n              label\n            }\n          }\n        }\n      }\n      userAccessControls {\n        ID\n        fkSchool\n        fkCentre\n        fkClass\n        school {\n          ID\n          name\n        }\n      }\n      parent {\n        ID\n        monthlyIncome\n        workplaceStaff\n      }\n      childRelations {\n        fkChild\n        child {\n          ID\n          firstname\n          lastname\n          race\n          nationality\n          dateOfBirth\n          birthCertificate\n          householdIncomeRange\n          childClasses {\n            from\n            to\n            program {\n              ID\n              label\n            }\n            class {\n              ID\n              fkCentre\n              fkLevel\n              label\n            }\n          }\n        }\n      }\n    }\n  }\n": types.IdentityMeDocument,
    "\n  mutation IdentityLogout {\n    logout\n  }\n": types.IdentityLogoutDocument,
    "\n    mutation IdentityLanguageSet($language: String!) {\n      updateMyPreferredLanguage(language: $language)\n    }\n  ": types.IdentityLanguageSetDocument,
    "\n    query IdentityLanguageMe {\n      me {\n        ID\n        preferredLanguage\n      }\n    }\n  ": types.IdentityLanguageMeDocument,
    "\n  query IdentityFullMe {\n    me {\n      ID\n      email\n      birthdate\n      mobilePhone\n      can\n      userRoleRelations {\n        ID\n        role {\n          ID\n          roleTemplates {\n            ID\n          }\n        }\n      }\n      userAccessControls {\n        ID\n        school {\n          name\n        }\n      }\n      parent {\n        ID\n      }\n      childRelations {\n        ID\n        child {\n          ID\n          childClasses {\n            from\n          }\n        }\n      }\n    }\n  }\n": types.IdentityFullMeDocument,
    "\n  query IdentityViewerMe {\n    me {\n      ID\n      email\n      isStaff\n      can\n    }\n  }\n": types.IdentityViewerMeDocument,
    "\n  query IdentityTwiceMe {\n    first: me {\n      ID\n    }\n    second: me {\n      ID\n      mobilePhone\n      userAccessControls {\n        ID\n      }\n      parent {\n        ID\n      }\n    }\n  }\n": types.IdentityTwiceMeDocument,
    "\n  mutation PasswordResetReset($tokenString: String!, $password: String!) {\n    resetPassword(tokenString: $tokenString, password: $password)\n  }\n": types.PasswordResetResetDocument,
    "\n  query PasswordResetMe {\n    me {\n      ID\n    }\n  }\n": types.PasswordResetMeDocument,
    "\n  query RegistrationInfo($token: String!) {\n    registrationInfo(token: $token) {\n      userId\n      email\n      firstname\n      maskedPhone\n      otpRequired\n    }\n  }\n": types.RegistrationInfoDocument,
    "\n  mutation RegistrationRegister($token: String!, $password: String!, $pdpa: String) {\n    register(token: $token, password: $password, pdpaConsentVersion: $pdpa) {\n      token\n    }\n  }\n": types.RegistrationRegisterDocument,
    "\n  mutation RegistrationSend($userId: Int!, $token: String!) {\n    sendOTP(userId: $userId, token: $token)\n  }\n": types.RegistrationSendDocument,
    "\n  mutation RegistrationValidate($userId: Int!, $otpReceived: String!, $token: String!) {\n    validateOTP(userId: $userId, otpReceived: $otpReceived, token: $token)\n  }\n": types.RegistrationValidateDocument,
    "\n  query RegistrationLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": types.RegistrationLoginDocument,
    "\n  query RegistrationMe {\n    me {\n      ID\n      email\n      isStaff\n    }\n  }\n": types.RegistrationMeDocument,
    "\n  query IdentityRoleUnionMe {\n    me {\n      can\n    }\n  }\n": types.IdentityRoleUnionMeDocument,
    "\n  mutation IdentityForgotPassword($email: String!) {\n    forgetPassword(email: $email)\n  }\n": types.IdentityForgotPasswordDocument,
    "\n  query IdentitySignIn($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n": types.IdentitySignInDocument,
    "\n  mutation KioskStart($centreId: Int!) {\n    startKioskSession(centreId: $centreId) {\n      token\n      centreLabel\n    }\n  }\n": types.KioskStartDocument,
    "\n  mutation KioskPass {\n    issueKioskPass {\n      qrToken\n      pin\n      expiresAt\n    }\n  }\n": types.KioskPassDocument,
    "\n  mutation KioskIdentify($kioskToken: String!, $credential: KioskCredentialInput!) {\n    kioskIdentify(kioskToken: $kioskToken, credential: $credential) {\n      ID\n      firstname\n      classLabel\n    }\n  }\n": types.KioskIdentifyDocument,
    "\n  mutation KioskCheckIn(\n    $kioskToken: String!\n    $credential: KioskCredentialInput!\n    $children: [Int!]!\n    $mobile: String!\n    $healthChecks: [KioskHealthAnswer!]\n  ) {\n    kioskCheckIn(\n      kioskToken: $kioskToken\n      credential: $credential\n      children: $children\n      mobile: $mobile\n      healthChecks: $healthChecks\n    ) {\n      ID\n    }\n  }\n": types.KioskCheckInDocument,
    "\n  mutation KioskCheckOut(\n    $kioskToken: String!\n    $credential: KioskCredentialInput!\n    $children: [Int!]!\n    $mobile: String!\n  ) {\n    kioskCheckOut(kioskToken: $kioskToken, credential: $credential, children: $children, mobile: $mobile) {\n      ID\n    }\n  }\n": types.KioskCheckOutDocument,
    "\n  mutation KioskSavePickup($childID: Int!, $pickupID: Int, $pickup: AuthorisedPickupInput!) {\n    saveChildAuthorisedPickup(childID: $childID, pickupID: $pickupID, pickup: $pickup) {\n      ID\n      name\n      relation\n      mobile\n    }\n  }\n": types.KioskSavePickupDocument,
    "\n  mutation KioskRemovePickup($childID: Int!, $pickupID: Int!) {\n    removeChildAuthorisedPickup(childID: $childID, pickupID: $pickupID) {\n      ID\n    }\n  }\n": types.KioskRemovePickupDocument,
    "\n  query KioskPickups($childID: Int!) {\n    getChildAuthorisedPickups(childID: $childID) {\n      ID\n      name\n    }\n  }\n": types.KioskPickupsDocument,
    "\n  mutation PickupPhotoTarget($childID: Int!, $filename: String!, $contentType: String!) {\n    getAuthorisedPickupPhotoUploadURL(childID: $childID, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n": types.PickupPhotoTargetDocument,
    "\n  mutation PickupPhotoSave($childID: Int!, $pickupID: Int, $pickup: AuthorisedPickupInput!) {\n    saveChildAuthorisedPickup(childID: $childID, pickupID: $pickupID, pickup: $pickup) {\n      ID\n      name\n      photoURL\n    }\n  }\n": types.PickupPhotoSaveDocument,
    "\n  mutation PickupPhotoRemove($childID: Int!, $pickupID: Int!) {\n    removeChildAuthorisedPickup(childID: $childID, pickupID: $pickupID) {\n      ID\n    }\n  }\n": types.PickupPhotoRemoveDocument,
    "\n  query PickupPhotoList($childID: Int!) {\n    getChildAuthorisedPickups(childID: $childID) {\n      ID\n      name\n      relation\n      photoURL\n    }\n  }\n": types.PickupPhotoListDocument,
    "\n  query PickupPhotoFileUrl($key: String!) {\n    fileUrl(key: $key)\n  }\n": types.PickupPhotoFileUrlDocument,
    "\n  mutation PickupKioskStart($centreId: Int!) {\n    startKioskSession(centreId: $centreId) {\n      token\n    }\n  }\n": types.PickupKioskStartDocument,
    "\n  mutation PickupKioskPass {\n    issueKioskPass {\n      pin\n    }\n  }\n": types.PickupKioskPassDocument,
    "\n  mutation PickupKioskIdentify($kioskToken: String!, $credential: KioskCredentialInput!) {\n    kioskIdentify(kioskToken: $kioskToken, credential: $credential) {\n      ID\n      collectors {\n        name\n        relation\n        mobileEnding\n        photoURL\n      }\n    }\n  }\n": types.PickupKioskIdentifyDocument,
    "\n  mutation LeaveCancelMine($IDLeaveRequest: Int!) {\n    cancelMyLeaveRequest(IDLeaveRequest: $IDLeaveRequest) {\n      ID\n      status\n    }\n  }\n": types.LeaveCancelMineDocument,
    "\n  query LeaveStaffDay($centreId: Int!, $date: Date!) {\n    getStaffAttendancesByCentre(centreId: $centreId, date: $date) {\n      staff {\n        teacherID\n        status\n        leave {\n          code\n        }\n      }\n    }\n  }\n": types.LeaveStaffDayDocument,
    "\n  query LeaveTypes($IDSchool: Int!, $includeInactive: Boolean) {\n    getLeaveTypes(IDSchool: $IDSchool, includeInactive: $includeInactive) {\n      ID\n      code\n      active\n    }\n  }\n": types.LeaveTypesDocument,
    "\n  mutation LeaveTypeSave($IDSchool: Int!, $leaveTypeID: Int, $leaveTypeData: LeaveTypeInput!) {\n    insertOrUpdateLeaveType(IDSchool: $IDSchool, leaveTypeID: $leaveTypeID, leaveTypeData: $leaveTypeData) {\n      ID\n      code\n      label\n      active\n    }\n  }\n": types.LeaveTypeSaveDocument,
    "\n  mutation LeaveRequestChild($childID: Int!, $leaveData: LeaveRequestInput!) {\n    requestChildLeave(childID: $childID, leaveData: $leaveData) {\n      ...LeaveRequestFields\n    }\n  }\n": types.LeaveRequestChildDocument,
    "\n  mutation LeaveRequestStaff($leaveData: LeaveRequestInput!) {\n    requestStaffLeave(leaveData: $leaveData) {\n      ...LeaveRequestFields\n    }\n  }\n": types.LeaveRequestStaffDocument,
    "\n  mutation LeaveApprove($IDLeaveRequest: Int!, $remark: String) {\n    approveLeaveRequest(IDLeaveRequest: $IDLeaveRequest, remark: $remark) {\n      ...LeaveRequestFields\n    }\n  }\n": types.LeaveApproveDocument,
    "\n  mutation LeaveReject($IDLeaveRequest: Int!, $remark: String!) {\n    rejectLeaveRequest(IDLeaveRequest: $IDLeaveRequest, remark: $remark) {\n      ...LeaveRequestFields\n    }\n  }\n": types.LeaveRejectDocument,
    "\n  mutation LeaveCancel($IDLeaveRequest: Int!) {\n    cancelLeaveRequest(IDLeaveRequest: $IDLeaveRequest) {\n      ID\n      status\n    }\n  }\n": types.LeaveCancelDocument,
    "\n  query LeaveCentre($centreID: Int!, $from: Date!, $to: Date!, $status: LeaveStatus) {\n    getCentreLeaveRequests(centreID: $centreID, from: $from, to: $to, status: $status) {\n      ...LeaveRequestFields\n    }\n  }\n": types.LeaveCentreDocument,
    "\n  query LeaveOfChild($childID: Int!) {\n    getChildLeaveRequests(childID: $childID) {\n      ID\n      status\n    }\n  }\n": types.LeaveOfChildDocument,
    "\n  query LeaveMine {\n    getMyLeaveRequests {\n      ID\n      status\n      subject {\n        teacherID\n      }\n    }\n  }\n": types.LeaveMineDocument,
    "\n  query LeaveRegister($classID: Int!, $date: Date!) {\n    getAttendanceByClass(classID: $classID, date: $date) {\n      childID\n      present\n      absent\n      absentReason\n      leave {\n        code\n        label\n        halfDay\n      }\n    }\n  }\n": types.LeaveRegisterDocument,
    "\n  fragment LeaveRequestFields on LeaveRequest {\n    ID\n    centreID\n    subject {\n      childID\n      teacherID\n      firstname\n      lastname\n    }\n    leaveType {\n      ID\n      code\n      label\n    }\n    from\n    to\n    halfDay\n    status\n    approveRequired\n    remark\n    requestedBy\n    approver\n    decidedAt\n    approverRemark\n  }\n": types.LeaveRequestFieldsFragmentDoc,
    "\n  query LedgerRegistrationInvoice($IDEnquiry: Int!) {\n    getEnquiryRegistrationInvoice(IDEnquiry: $IDEnquiry) {\n      ID\n      invoiceNo\n      status\n      grandTotal\n      totalTaxAmount\n      outstandingAmount\n      items {\n        label\n        quantity\n        unitPrice\n        taxAmount\n        displayTotalAmount\n      }\n      receipts {\n        ID\n        receiptNo\n        amount\n      }\n      payNow {\n        uen\n        reference\n        amount\n        payload\n      }\n    }\n  }\n": types.LedgerRegistrationInvoiceDocument,
    "\n  query LedgerDraftMonthly($IDEnquiry: Int!) {\n    getEnquiryDraftMonthlyFeeInvoice(IDEnquiry: $IDEnquiry) {\n      month\n      grandTotal\n      totalTaxAmount\n      items {\n        label\n        unitPrice\n        taxAmount\n      }\n    }\n  }\n": types.LedgerDraftMonthlyDocument,
    "\n  mutation LedgerConfirmPayment($IDEnquiry: Int!, $paymentType: String!, $referenceNo: String!) {\n    markRegistrationPaymentAsSuccessful(\n      IDEnquiry: $IDEnquiry\n      paymentType: $paymentType\n      referenceNo: $referenceNo\n    ) {\n      duplicate\n      enquiryState\n      invoice {\n        status\n        outstandingAmount\n      }\n      receipt {\n        ID\n        receiptNo\n        amount\n        paymentType\n        referenceNo\n      }\n    }\n  }\n": types.LedgerConfirmPaymentDocument,
    "\n  query LedgerReceipts($IDEnquiry: Int, $IDEnquiries: [Int!]) {\n    receiptByEnquiryID(IDEnquiry: $IDEnquiry, IDEnquiries: $IDEnquiries) {\n      ID\n      IDEnquiry\n      receiptNo\n    }\n  }\n": types.LedgerReceiptsDocument,
    "\n  query LedgerReceiptPdf($IDReceipt: Int!) {\n    receiptPdf(IDReceipt: $IDReceipt) {\n      filename\n      contentBase64\n    }\n  }\n": types.LedgerReceiptPdfDocument,
    "\n  query LedgerInvoicePdf($IDInvoice: Int!) {\n    invoicePdf(IDInvoice: $IDInvoice) {\n      filename\n      contentBase64\n    }\n  }\n": types.LedgerInvoicePdfDocument,
    "\n  query LedgerEnrolmentStatus($IDEnquiry: Int!) {\n    getEnrolmentStatus(IDEnquiry: $IDEnquiry) {\n      state\n      invoicePaid\n      giroRequired\n      enrolled\n    }\n  }\n": types.LedgerEnrolmentStatusDocument,
    "\n  query LedgerPurchaseItems($schoolID: Int!, $filter: PurchaseItemFilter) {\n    findAllPurchaseItem(schoolID: $schoolID, filter: $filter) {\n      totalCount\n      data {\n        label\n        unitPrice\n        taxable\n        type\n        active\n      }\n    }\n  }\n": types.LedgerPurchaseItemsDocument,
    "\n  query LedgerTrialInvoice($IDEnquiry: Int!) {\n    getTrialPeriodInvoice(IDEnquiry: $IDEnquiry) {\n      amount\n      status\n      invoice {\n        invoiceNo\n        invoiceType\n        grandTotal\n        outstandingAmount\n        items {\n          label\n          unitPrice\n          taxAmount\n        }\n      }\n    }\n  }\n": types.LedgerTrialInvoiceDocument,
    "\n  mutation LevelsSaveLevel($IDSchool: Int!, $levelData: LevelInput!) {\n    insertOrUpdateLevelForSchool(IDSchool: $IDSchool, levelData: $levelData) {\n      ID\n    }\n  }\n": types.LevelsSaveLevelDocument,
    "\n  mutation LevelsSave($IDSchool: Int!, $levelID: Int, $levelData: LevelInput!) {\n    insertOrUpdateLevelForSchool(IDSchool: $IDSchool, levelID: $levelID, levelData: $levelData) {\n      ID\n      label\n      fromMonth\n      toMonth\n      promotionDate\n      offOnSaturday\n      isInfant\n      active\n      programs {\n        ID\n        label\n        from\n        to\n        active\n      }\n    }\n  }\n": types.LevelsSaveDocument,
    "\n  query LevelsList($IDSchool: Int!) {\n    findAllLevelsConfig(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n        label\n        fromMonth\n        active\n        programs {\n          label\n          active\n        }\n      }\n    }\n  }\n": types.LevelsListDocument,
    "\n  query LevelsPublic($IDSchool: Int!) {\n    getLevelsForSchool(IDSchool: $IDSchool) {\n      ID\n      label\n      programs {\n        label\n      }\n    }\n  }\n": types.LevelsPublicDocument,
    "\n  mutation LevelsRemove($IDSchool: Int!, $levelID: Int!) {\n    removeLevelForSchool(IDSchool: $IDSchool, levelID: $levelID)\n  }\n": types.LevelsRemoveDocument,
    "\n  query NavigationMenu($filter: MenuFilter!) {\n    findSidebarMenuByUser(filter: $filter) {\n      ID\n      icon\n      path\n      active\n      label\n      fkNavigation\n    }\n  }\n": types.NavigationMenuDocument,
    "\n  query NotificationsList($filter: NotificationFilter, $pagination: Pagination) {\n    getNotifications(filter: $filter, pagination: $pagination) {\n      totalCount\n      unreadCount\n      data {\n        ID\n        navigate\n        channel\n        content {\n          title\n          body\n        }\n        read\n        createdAt\n      }\n    }\n  }\n": types.NotificationsListDocument,
    "\n  mutation NotificationsMark($notificationIds: [Int!]!, $read: Boolean!) {\n    markNotifications(notificationIds: $notificationIds, read: $read)\n  }\n": types.NotificationsMarkDocument,
    "\n  mutation PushPrefsSubscribe($subscription: WebPushSubscriptionInput!) {\n    subscribeWebPush(subscription: $subscription)\n  }\n": types.PushPrefsSubscribeDocument,
    "\n  query PushPreferences {\n    myPushPreferences {\n      kind\n      push\n    }\n  }\n": types.PushPreferencesDocument,
    "\n  mutation UpdatePushPreferences($kinds: [String!]!) {\n    updateMyPushPreferences(kinds: $kinds) {\n      kind\n      push\n    }\n  }\n": types.UpdatePushPreferencesDocument,
    "\n  query PushKey {\n    webPushPublicKey\n  }\n": types.PushKeyDocument,
    "\n  mutation PushSubscribe($subscription: WebPushSubscriptionInput!) {\n    subscribeWebPush(subscription: $subscription)\n  }\n": types.PushSubscribeDocument,
    "\n  mutation PushUnsubscribe($endpoint: String!) {\n    unsubscribeWebPush(endpoint: $endpoint)\n  }\n": types.PushUnsubscribeDocument,
    "\n  query PaymentsChildBalance($IDChild: Int!) {\n    getChildCurrentBalance(IDChild: $IDChild) {\n      nonCDABalance\n    }\n  }\n": types.PaymentsChildBalanceDocument,
    "\n  query PaymentsAccess($IDEnquiry: Int!) {\n    getPaymentAccess(IDEnquiry: $IDEnquiry) {\n      available\n      reason\n      message\n      IDInvoice\n      outstanding\n      lastOrder {\n        orderId\n        status\n        errorCode\n        message\n      }\n    }\n  }\n": types.PaymentsAccessDocument,
    "\n  mutation PaymentsCreate($InvoiceID: Int!) {\n    createPaymentSession(InvoiceID: $InvoiceID) {\n      Id\n      Version\n      UpdateStatus\n      SuccessIndicator\n      MerchantId\n      checkoutUrl\n      expiresAt\n      Order {\n        Id\n        Amount\n        Currency\n        Description\n      }\n    }\n  }\n": types.PaymentsCreateDocument,
    "\n  mutation PaymentsUpdate($paymentOrderID: String!) {\n    updatePaymentSession(paymentOrderID: $paymentOrderID) {\n      orderId\n      status\n      errorCode\n      message\n      amount\n      IDInvoice\n      IDReceipt\n    }\n  }\n": types.PaymentsUpdateDocument,
    "\n  query PaymentsInvoiceAccess($IDInvoice: Int!) {\n    getInvoicePaymentAccess(IDInvoice: $IDInvoice) {\n      available\n      reason\n      message\n      IDInvoice\n      outstanding\n      lastOrder {\n        orderId\n        status\n        errorCode\n      }\n    }\n  }\n": types.PaymentsInvoiceAccessDocument,
    "\n  query PaymentsUnapplied($IDSchool: Int!) {\n    findAllUnappliedCardPayment(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n        orderId\n        IDInvoice\n        invoiceNo\n        IDChild\n        childName\n        amount\n        paidAt\n      }\n    }\n  }\n": types.PaymentsUnappliedDocument,
    "\n  query PaymentsUnappliedTargets($IDPaymentSession: Int!) {\n    findUnappliedCardPaymentTargets(IDPaymentSession: $IDPaymentSession) {\n      ID\n      IDChild\n      outstandingAmount\n    }\n  }\n": types.PaymentsUnappliedTargetsDocument,
    "\n  mutation PaymentsRefundUnapplied($IDPaymentSession: Int!, $remark: String) {\n    refundUnappliedCardPayment(IDPaymentSession: $IDPaymentSession, remark: $remark) {\n      ID\n      resolution\n      IDRefund\n    }\n  }\n": types.PaymentsRefundUnappliedDocument,
    "\n  mutation PaymentsApplyUnapplied($IDPaymentSession: Int!, $IDInvoice: Int!) {\n    applyUnappliedCardPayment(IDPaymentSession: $IDPaymentSession, IDInvoice: $IDInvoice) {\n      ID\n      resolution\n      IDInvoice\n      IDReceipt\n    }\n  }\n": types.PaymentsApplyUnappliedDocument,
    "\n  mutation PlanningSubmit(\n    $CapacityDraft: CapacityDraftInput!\n    $remarks: String\n    $CapacityDraftItems: [CapacityDraftItemInput!]!\n  ) {\n    submitVacancyPlanning(\n      CapacityDraft: $CapacityDraft\n      remarks: $remarks\n      CapacityDraftItems: $CapacityDraftItems\n    ) {\n      ID\n      status\n      year\n      requesterName\n      items {\n        fkLevel\n        capacity\n        date\n        label\n        currentCapacity\n      }\n      can\n    }\n  }\n": types.PlanningSubmitDocument,
    "\n  mutation PlanningApprove($DraftID: Int!, $Remarks: String) {\n    approveCapacityChangeRequest(DraftID: $DraftID, Remarks: $Remarks) {\n      ID\n      status\n      approverName\n      items {\n        capacity\n        currentCapacity\n      }\n      activityLogs {\n        status\n        remark\n        userName\n      }\n    }\n  }\n": types.PlanningApproveDocument,
    "\n  mutation PlanningReject($DraftID: Int!, $Remarks: String) {\n    rejectCapacityChangeRequest(DraftID: $DraftID, Remarks: $Remarks) {\n      ID\n      status\n    }\n  }\n": types.PlanningRejectDocument,
    "\n  mutation PlanningRecall($DraftID: Int!, $Remarks: String) {\n    cancelCapacityChangeRequest(DraftID: $DraftID, Remarks: $Remarks) {\n      ID\n      status\n      approverName\n    }\n  }\n": types.PlanningRecallDocument,
    "\n  query PlanningDrafts($IDSchool: Int!, $filter: CapacityDraftFilter, $pagination: Pagination) {\n    capacityDraftsByFkSchool(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        fkCentre\n        status\n        can\n      }\n    }\n  }\n": types.PlanningDraftsDocument,
    "\n  query PlanningCapacities($IDCentre: Int!, $IDLevel: Int!, $Year: Int!) {\n    capacitiesByFkCentreFkLevelYear(IDCentre: $IDCentre, IDLevel: $IDLevel, Year: $Year) {\n      ID\n      capacity\n      date\n      month\n      year\n    }\n  }\n": types.PlanningCapacitiesDocument,
    "\n  query PlanningVacancies(\n    $CentreID: Int!\n    $ServiceLevel: Int!\n    $Year: Int!\n    $IsPublic: Boolean\n    $fromMonth: Date\n  ) {\n    findAllVacancies(\n      CentreID: $CentreID\n      ServiceLevel: $ServiceLevel\n      Year: $Year\n      IsPublic: $IsPublic\n      fromMonth: $fromMonth\n    ) {\n      count\n      status\n      month\n    }\n  }\n": types.PlanningVacanciesDocument,
    "\n  query PlanningNegative($centreID: Int!) {\n    findAllNegativeVacanciesByCentre(centreID: $centreID) {\n      levelId\n      level\n      year\n      shortfall\n      firstMonth\n    }\n  }\n": types.PlanningNegativeDocument,
    "\n  query PublicCentreOutlooks(\n    $IDSchool: Int!\n    $centres: [Int!]!\n    $level: Int!\n    $enrollmentDate: Date!\n    $household: PublicHouseholdInput\n  ) {\n    getCentreOutlooks(\n      IDSchool: $IDSchool\n      centres: $centres\n      level: $level\n      enrollmentDate: $enrollmentDate\n      household: $household\n    ) {\n      fkCentre\n      levelLabels\n      queueLength\n      expectedOfferMonth\n      monthlyFeeCents\n      programLabel\n      subsidyCents\n      feeAfterSubsidyCents\n    }\n  }\n": types.PublicCentreOutlooksDocument,
    "\n  mutation PublicPagesSave($IDSchool: Int!, $content: PublicPagesInput!) {\n    savePublicPages(IDSchool: $IDSchool, content: $content) {\n      published\n      introduction\n      documentsToPrepare\n      programmes {\n        title\n        description\n        imageUrl\n      }\n      faqs {\n        question\n        answer\n      }\n      updatedAt\n    }\n  }\n": types.PublicPagesSaveDocument,
    "\n  query PublicPagesForEdit($IDSchool: Int!) {\n    getPublicPagesForEdit(IDSchool: $IDSchool) {\n      published\n      introduction\n      faqs {\n        question\n      }\n    }\n  }\n": types.PublicPagesForEditDocument,
    "\n  query PublicPagesIntro($IDSchool: Int!) {\n    getSchoolIntroduction(IDSchool: $IDSchool) {\n      introduction\n      programmes {\n        title\n        description\n        imageUrl\n      }\n      centres {\n        ID\n        label\n        addresses {\n          address\n          postcode\n          lat\n          lng\n        }\n      }\n    }\n  }\n": types.PublicPagesIntroDocument,
    "\n  query PublicPagesInfo($IDSchool: Int!) {\n    getParentInformation(IDSchool: $IDSchool) {\n      enrolmentSteps\n      fees {\n        levelLabel\n        programLabel\n        residency\n        minCents\n        maxCents\n      }\n      subsidySchedule {\n        basic {\n          careType\n          working\n          amountCents\n        }\n      }\n      documentsToPrepare\n      faqs {\n        question\n        answer\n      }\n    }\n  }\n": types.PublicPagesInfoDocument,
    "\n  mutation PublicPagesUpload($IDSchool: Int!, $filename: String!, $contentType: String!) {\n    getPublicPageImageUploadURL(IDSchool: $IDSchool, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n": types.PublicPagesUploadDocument,
    "\n  query RegistrationFamilyContacts($IDChild: Int!) {\n    getFamilyContacts(IDChild: $IDChild) {\n      address {\n        fkUser\n        postcode\n        address\n        unit\n      }\n      emergencyContact\n    }\n  }\n": types.RegistrationFamilyContactsDocument,
    "\n  mutation RegistrationSaveMyAddress($IDChild: Int!, $addressData: UserAddressInput!) {\n    updateMyAddressFromChild(IDChild: $IDChild, addressData: $addressData) {\n      address {\n        fkUser\n        postcode\n        address\n        unit\n      }\n    }\n  }\n": types.RegistrationSaveMyAddressDocument,
    "\n  mutation RegistrationSaveEmergencyContact($IDChild: Int!, $data: JSON!) {\n    updateChildEmergencyContact(IDChild: $IDChild, data: $data) {\n      emergencyContact\n    }\n  }\n": types.RegistrationSaveEmergencyContactDocument,
    "\n  query RegistrationEnquiry($id: Int!) {\n    enquiryByID(id: $id) {\n      ID\n      fkChild\n      admissionStatus {\n        stateCode\n      }\n      centre {\n        ID\n      }\n    }\n  }\n": types.RegistrationEnquiryDocument,
    "\n  mutation RegistrationStart($IDEnquiry: Int!, $IDChild: Int!) {\n    startRegistration(IDEnquiry: $IDEnquiry, IDChild: $IDChild) {\n      ID\n      admissionStatus {\n        stateCode\n      }\n    }\n  }\n": types.RegistrationStartDocument,
    "\n  query RegistrationForm($IDEnquiry: Int!) {\n    getEnrolmentForm(IDEnquiry: $IDEnquiry) {\n      IDEnquiry\n      step\n      completedSteps\n      hasEmergencyContact\n      isInfantCare\n      prefill\n      steps {\n        step\n        completed\n        data\n      }\n    }\n  }\n": types.RegistrationFormDocument,
    "\n  mutation RegistrationSaveForm($IDEnquiry: Int!, $EnrolmentForm: EnrolmentFormInput!) {\n    saveEnrolmentForm(IDEnquiry: $IDEnquiry, EnrolmentForm: $EnrolmentForm) {\n      step\n      completedSteps\n    }\n  }\n": types.RegistrationSaveFormDocument,
    "\n  query RegistrationAdditional($IDEnquiry: Int!) {\n    getAdditionalInformation(IDEnquiry: $IDEnquiry) {\n      step\n      completedSteps\n      steps {\n        step\n        data\n      }\n    }\n  }\n": types.RegistrationAdditionalDocument,
    "\n  mutation RegistrationSaveAdditional($IDEnquiry: Int!, $step: String!, $data: JSON!) {\n    saveAdditionalInformation(IDEnquiry: $IDEnquiry, step: $step, data: $data) {\n      step\n      completedSteps\n    }\n  }\n": types.RegistrationSaveAdditionalDocument,
    "\n  mutation RegistrationComplete($IDEnquiry: Int!) {\n    markAsCompleted(IDEnquiry: $IDEnquiry) {\n      ID\n      enrollmentPlan\n      admissionStatus {\n        stateCode\n      }\n    }\n  }\n": types.RegistrationCompleteDocument,
    "\n  query RegistrationSubsidy($IDEnquiry: Int!) {\n    getSubsidySchedule(IDEnquiry: $IDEnquiry) {\n      basic {\n        careType\n        working\n        amountCents\n      }\n      additional {\n        careType\n        incomeMaxCents\n        amountCents\n      }\n    }\n  }\n": types.RegistrationSubsidyDocument,
    "\n  mutation RegistrationSaveParent($IDEnquiry: Int!, $fkUser: Int!, $parentData: ParentDetailsInput!) {\n    insertOrUpdateParentByFkUser(IDEnquiry: $IDEnquiry, fkUser: $fkUser, parentData: $parentData) {\n      fkUser\n      identificationNo\n      nationality\n      maritalStatus\n    }\n  }\n": types.RegistrationSaveParentDocument,
    "\n  mutation RegistrationSaveAddress($IDEnquiry: Int!, $fkUser: Int!, $addressData: UserAddressInput!) {\n    insertOrUpdateUserAddress(IDEnquiry: $IDEnquiry, fkUser: $fkUser, addressData: $addressData) {\n      fkUser\n      postcode\n      address\n      unit\n    }\n  }\n": types.RegistrationSaveAddressDocument,
    "\n  mutation RolesImpliedReadAdd($IDSchool: Int!, $roleData: RoleInput!) {\n    addRole(IDSchool: $IDSchool, roleData: $roleData) {\n      ID\n      roleTemplates {\n        access\n        moduleCategory {\n          moduleCategoryCode\n        }\n      }\n    }\n  }\n": types.RolesImpliedReadAddDocument,
    "\n  mutation RolesImpliedReadUpdate($IDSchool: Int!, $roleID: Int!, $roleData: RoleInput!) {\n    updateRole(IDSchool: $IDSchool, roleID: $roleID, roleData: $roleData) {\n      roleTemplates {\n        access\n        moduleCategory {\n          moduleCategoryCode\n        }\n      }\n    }\n  }\n": types.RolesImpliedReadUpdateDocument,
    "\n  fragment RolesRoleFields on Role {\n    ID\n    fkSchool\n    label\n    name\n    active\n    isStaff\n    isRemovable\n    numberOfUsers\n    updatedAt\n    lastModifiedUser {\n      ID\n      firstname\n      lastname\n    }\n    roleTemplates {\n      ID\n      fkModuleCategory\n      access\n      label\n      moduleCategory {\n        ID\n        moduleCategoryCode\n        label\n      }\n    }\n  }\n": types.RolesRoleFieldsFragmentDoc,
    "\n  query RolesList($IDSchool: Int!) {\n    findRoleByFkSchool(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ...RolesRoleFields\n      }\n    }\n  }\n": types.RolesListDocument,
    "\n  query RolesModules($IDSchool: Int!) {\n    findAllModuleCategory(IDSchool: $IDSchool) {\n      ID\n      fkSchool\n      label\n      moduleCategoryCode\n      active\n    }\n  }\n": types.RolesModulesDocument,
    "\n  mutation RolesAdd($IDSchool: Int!, $roleData: RoleInput!) {\n    addRole(IDSchool: $IDSchool, roleData: $roleData) {\n      ...RolesRoleFields\n    }\n  }\n": types.RolesAddDocument,
    "\n  mutation RolesUpdate($IDSchool: Int!, $roleID: Int!, $roleData: RoleInput!) {\n    updateRole(IDSchool: $IDSchool, roleID: $roleID, roleData: $roleData) {\n      ...RolesRoleFields\n    }\n  }\n": types.RolesUpdateDocument,
    "\n  mutation RolesRemove($IDSchool: Int!, $roleID: Int!) {\n    removeRole(IDSchool: $IDSchool, roleID: $roleID)\n  }\n": types.RolesRemoveDocument,
    "\n  mutation SchoolSettingsUpdate($IDSchool: Int!, $entries: [SchoolConfigEntryInput!]!) {\n    updateSchoolConfig(IDSchool: $IDSchool, entries: $entries) {\n      fkSchool\n      key\n      value\n    }\n  }\n": types.SchoolSettingsUpdateDocument,
    "\n  query SchoolSettingsConfig($fkSchool: Int!) {\n    findAllSchoolConfig(filter: { fkSchool: $fkSchool }) {\n      data {\n        key\n        value\n      }\n    }\n  }\n": types.SchoolSettingsConfigDocument,
    "\n  mutation SchoolSettingsSaveCode($IDSchool: Int!, $codeID: Int, $category: String!, $code: CodeInput!) {\n    insertOrUpdateCode(IDSchool: $IDSchool, codeID: $codeID, category: $category, code: $code) {\n      ID\n      fkSchool\n      category\n      label\n      description\n      sortOrder\n      active\n    }\n  }\n": types.SchoolSettingsSaveCodeDocument,
    "\n  mutation SchoolSettingsSetActive($IDSchool: Int!, $codeID: Int!, $active: Boolean!) {\n    setCodeActive(IDSchool: $IDSchool, codeID: $codeID, active: $active) {\n      ID\n      active\n    }\n  }\n": types.SchoolSettingsSetActiveDocument,
    "\n  query SchoolSettingsAdminCodes($IDSchool: Int!, $searchCategory: String!, $pagination: Pagination) {\n    findAllCodesForAdmin(IDSchool: $IDSchool, searchCategory: $searchCategory, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        label\n        sortOrder\n        active\n      }\n    }\n  }\n": types.SchoolSettingsAdminCodesDocument,
    "\n  mutation SchoolSettingsUpload(\n    $IDSchool: Int!\n    $purpose: String!\n    $filename: String!\n    $contentType: String!\n  ) {\n    getSchoolBrandingUploadURL(\n      IDSchool: $IDSchool\n      purpose: $purpose\n      filename: $filename\n      contentType: $contentType\n    ) {\n      Url\n      Key\n    }\n  }\n": types.SchoolSettingsUploadDocument,
    "\n  query SchoolSettingsCodes($fkSchool: Int!) {\n    findAllConfigByCategory(searchCategory: \"Race\", filter: { fkSchool: $fkSchool }) {\n      data {\n        label\n      }\n    }\n  }\n": types.SchoolSettingsCodesDocument,
    "\n  query SsoUrl($fkSchool: Int!) {\n    getLoginUrl(fkSchool: $fkSchool) {\n      url\n    }\n  }\n": types.SsoUrlDocument,
    "\n  query SsoValidate($tokenString: String!) {\n    validateUser(tokenString: $tokenString) {\n      token\n    }\n  }\n": types.SsoValidateDocument,
    "\n  query SsoHealth {\n    health\n  }\n": types.SsoHealthDocument,
    "\n  query StaffDirectoryByEmail($email: String!) {\n    getADUserByEmail(email: $email) {\n      email\n      displayName\n      givenName\n      surname\n      businessPhones\n    }\n  }\n": types.StaffDirectoryByEmailDocument,
    "\n  query StaffDirectoryByName($name: String!) {\n    getADUsersByName(name: $name) {\n      email\n      displayName\n    }\n  }\n": types.StaffDirectoryByNameDocument,
    "\n  fragment StaffTestFields on Staff {\n    ID\n    fkSchool\n    staffID\n    active\n    createdAt\n    user {\n      ID\n      firstname\n      lastname\n      email\n      mobilePhone\n      mobilePhoneCountryCode\n      isHQStaff\n      hasCentreScopeAccess\n      active\n    }\n    centres {\n      ID\n      label\n      code\n    }\n    roles {\n      ID\n      label\n      name\n      active\n    }\n  }\n": types.StaffTestFieldsFragmentDoc,
    "\n  mutation StaffAdd($IDSchool: Int!, $staffData: StaffInput!) {\n    addNewStaff(IDSchool: $IDSchool, staffData: $staffData) {\n      ...StaffTestFields\n    }\n  }\n": types.StaffAddDocument,
    "\n  mutation StaffUpdate($IDSchool: Int!, $staffID: Int!, $staffData: StaffInput!) {\n    updateStaff(IDSchool: $IDSchool, staffID: $staffID, staffData: $staffData) {\n      ...StaffTestFields\n    }\n  }\n": types.StaffUpdateDocument,
    "\n  mutation StaffRemove($IDSchool: Int!, $staffID: Int!) {\n    removeStaff(IDSchool: $IDSchool, staffID: $staffID)\n  }\n": types.StaffRemoveDocument,
    "\n  mutation StaffActivate($IDSchool: Int!, $staffID: Int!) {\n    activateStaff(IDSchool: $IDSchool, staffID: $staffID) {\n      ID\n      active\n      user {\n        active\n      }\n    }\n  }\n": types.StaffActivateDocument,
    "\n  query StaffList(\n    $IDSchool: Int!\n    $pagination: Pagination\n    $filter: StaffFilter\n    $role: Int\n    $centre: Int\n    $searchString: String\n  ) {\n    findAllStaff(\n      IDSchool: $IDSchool\n      pagination: $pagination\n      filter: $filter\n      role: $role\n      centre: $centre\n      searchString: $searchString\n    ) {\n      totalCount\n      data {\n        ...StaffTestFields\n      }\n    }\n  }\n": types.StaffListDocument,
    "\n  query StaffOne($IDSchool: Int!, $staffID: Int!) {\n    findStaffByID(IDSchool: $IDSchool, staffID: $staffID) {\n      ...StaffTestFields\n    }\n  }\n": types.StaffOneDocument,
    "\n  mutation StaffActivateRole($IDSchool: Int!, $roleID: Int!, $active: Boolean!) {\n    activateRole(IDSchool: $IDSchool, roleID: $roleID, active: $active) {\n      ID\n      active\n    }\n  }\n": types.StaffActivateRoleDocument,
    "\n  query StaffMe {\n    me {\n      ID\n      can\n    }\n  }\n": types.StaffMeDocument,
    "\n  query StaffMenu($filter: MenuFilter!) {\n    findSidebarMenuByUser(filter: $filter) {\n      path\n    }\n  }\n": types.StaffMenuDocument,
    "\n  query StateMapHeadOfficeList($IDSchool: Int!) {\n    findAllEnquiryStateMachineMap(IDSchool: $IDSchool) {\n      ID\n      priority\n    }\n  }\n": types.StateMapHeadOfficeListDocument,
    "\n  mutation StateMapHeadOfficeAdd($IDSchool: Int!, $fromState: String!, $toState: String!) {\n    addEnquiryStateMachineMap(IDSchool: $IDSchool, fromState: $fromState, toState: $toState) {\n      ID\n    }\n  }\n": types.StateMapHeadOfficeAddDocument,
    "\n  mutation StateMapHeadOfficeUpdate($IDSchool: Int!, $IDMap: Int!, $priority: Int!) {\n    updateEnquiryStateMachineMap(IDSchool: $IDSchool, IDMap: $IDMap, priority: $priority) {\n      ID\n    }\n  }\n": types.StateMapHeadOfficeUpdateDocument,
    "\n  mutation StateMapHeadOfficeRemove($IDSchool: Int!, $IDMap: Int!) {\n    removeEnquiryStateMachineMap(IDSchool: $IDSchool, IDMap: $IDMap, confirm: true)\n  }\n": types.StateMapHeadOfficeRemoveDocument,
    "\n  query StateMapList($IDSchool: Int!) {\n    findAllEnquiryStateMachineMap(IDSchool: $IDSchool) {\n      ID\n      priority\n      fromState {\n        stateCode\n      }\n      toState {\n        stateCode\n      }\n    }\n  }\n": types.StateMapListDocument,
    "\n  query StateMapStates {\n    findAllEnquiryState {\n      ID\n      stateCode\n      group\n    }\n  }\n": types.StateMapStatesDocument,
    "\n  mutation StateMapAdd($IDSchool: Int!, $fromState: String!, $toState: String!, $priority: Int) {\n    addEnquiryStateMachineMap(\n      IDSchool: $IDSchool\n      fromState: $fromState\n      toState: $toState\n      priority: $priority\n    ) {\n      ID\n      priority\n      toState {\n        stateCode\n      }\n    }\n  }\n": types.StateMapAddDocument,
    "\n  mutation StateMapRemove($IDSchool: Int!, $IDMap: Int!, $confirm: Boolean) {\n    removeEnquiryStateMachineMap(IDSchool: $IDSchool, IDMap: $IDMap, confirm: $confirm)\n  }\n": types.StateMapRemoveDocument,
    "\n  mutation StateMapUpdate(\n    $IDSchool: Int!\n    $IDMap: Int!\n    $priority: Int!\n    $toState: String\n    $confirm: Boolean\n  ) {\n    updateEnquiryStateMachineMap(\n      IDSchool: $IDSchool\n      IDMap: $IDMap\n      priority: $priority\n      toState: $toState\n      confirm: $confirm\n    ) {\n      ID\n      priority\n      toState {\n        stateCode\n      }\n    }\n  }\n": types.StateMapUpdateDocument,
    "\n  query StateMapImpact($IDSchool: Int!, $IDMap: Int!, $toState: String) {\n    enquiryStateMachineMapImpact(IDSchool: $IDSchool, IDMap: $IDMap, toState: $toState) {\n      states {\n        count\n        stranded\n        state {\n          stateCode\n        }\n        enquiries {\n          ID\n        }\n      }\n    }\n  }\n": types.StateMapImpactDocument,
    "\n  query StateMapStranded($IDSchool: Int!) {\n    strandedEnquiryStates(IDSchool: $IDSchool) {\n      states {\n        count\n        state {\n          stateCode\n        }\n      }\n    }\n  }\n": types.StateMapStrandedDocument,
    "\n  mutation StateMapCancelEnquiry($ID: Int!) {\n    cancelEnquiry(ID: $ID) {\n      ID\n      admissionStatus {\n        stateCode\n      }\n    }\n  }\n": types.StateMapCancelEnquiryDocument,
    "\n  query TenancyConfig($filter: SchoolConfigFilter!) {\n    findAllSchoolConfig(filter: $filter) {\n      totalCount\n      data {\n        ID\n        fkSchool\n        key\n        value\n      }\n    }\n  }\n": types.TenancyConfigDocument,
    "\n  query TenancyConfigKey($fkSchool: Int!, $key: String!) {\n    schoolConfigByFkSchoolKey(fkSchool: $fkSchool, key: $key) {\n      fkSchool\n      key\n      value\n    }\n  }\n": types.TenancyConfigKeyDocument,
    "\n  query TenancyByCategory($searchCategory: String!, $filter: CodeFilter!, $pagination: Pagination) {\n    findAllConfigByCategory(searchCategory: $searchCategory, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        fkSchool\n        label\n        description\n        active\n      }\n    }\n  }\n": types.TenancyByCategoryDocument,
    "\n  query TenancyByLabels($fkSchool: Int!, $labels: [String!]!) {\n    codesByLabelFkSchool(fkSchool: $fkSchool, labels: $labels) {\n      category\n      codes {\n        label\n      }\n    }\n  }\n": types.TenancyByLabelsDocument,
    "\n  query TenancySchool($ID: Int!) {\n    findSchool(ID: $ID) {\n      ID\n      name\n      code\n    }\n  }\n": types.TenancySchoolDocument,
    "\n  fragment TransferFields on TransferDraft {\n    ID\n    status\n    additionalStatus\n    vacancyAvailableForTransferRequest\n    withdrawalEConsentCompleted\n    destinationCentreEnrollmentCompleted\n    subsidyNotice\n    can\n    sourceCentre {\n      ID\n    }\n    destinationCentre {\n      ID\n    }\n    sourceApprover {\n      ID\n    }\n    destinationApprover {\n      ID\n    }\n    item {\n      effectiveDate\n      fkEnquiry\n      remark\n      child {\n        ID\n      }\n      user {\n        ID\n      }\n      reason {\n        label\n      }\n    }\n    activityLogs {\n      status\n      remark\n      user {\n        ID\n      }\n    }\n  }\n": types.TransferFieldsFragmentDoc,
    "\n  mutation TransfersSubmit($childID: Int!, $transferData: TransferInput!) {\n    submitNewTransferRequest(childID: $childID, transferData: $transferData) {\n      ...TransferFields\n    }\n  }\n": types.TransfersSubmitDocument,
    "\n  query TransfersDrafts($IDSchool: Int!, $filter: TransferFilter, $pagination: Pagination) {\n    getTransferDrafts(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ...TransferFields\n      }\n    }\n  }\n": types.TransfersDraftsDocument,
    "\n  query TransfersCompleted($IDSchool: Int!, $filter: TransferFilter) {\n    getCompletedTransferRequests(IDSchool: $IDSchool, filter: $filter) {\n      totalCount\n      data {\n        ...TransferFields\n      }\n    }\n  }\n": types.TransfersCompletedDocument,
    "\n  query TransfersGet($IDTransfer: Int!) {\n    getTransferDraft(IDTransfer: $IDTransfer) {\n      ...TransferFields\n    }\n  }\n": types.TransfersGetDocument,
    "\n  mutation TransfersSourceApprove($IDTransfer: Int!, $decision: TransferDecisionInput) {\n    approveTransferRequestBySourceCentreStaff(IDTransfer: $IDTransfer, decision: $decision) {\n      ...TransferFields\n    }\n  }\n": types.TransfersSourceApproveDocument,
    "\n  mutation TransfersDestinationApprove($IDTransfer: Int!, $decision: TransferDecisionInput) {\n    approveTransferRequestByDestinationCentreStaff(IDTransfer: $IDTransfer, decision: $decision) {\n      ...TransferFields\n    }\n  }\n": types.TransfersDestinationApproveDocument,
    "\n  mutation TransfersCancel($IDTransfer: Int!, $remark: String) {\n    cancelTransferRequestByUser(IDTransfer: $IDTransfer, remark: $remark) {\n      ...TransferFields\n    }\n  }\n": types.TransfersCancelDocument,
    "\n  mutation TransfersComplete($IDTransfer: Int!, $remark: String) {\n    completeTransferRequest(IDTransfer: $IDTransfer, remark: $remark) {\n      ...TransferFields\n    }\n  }\n": types.TransfersCompleteDocument,
    "\n  query TransfersVacancies($CentreID: Int!, $ServiceLevel: Int!, $Year: Int!, $fromMonth: Date) {\n    findAllVacancies(CentreID: $CentreID, ServiceLevel: $ServiceLevel, Year: $Year, fromMonth: $fromMonth) {\n      count\n      status\n      month\n    }\n  }\n": types.TransfersVacanciesDocument,
    "\n  query TransfersDestinations($childID: Int!, $effectiveDate: Date) {\n    getTransferDestinations(childID: $childID, effectiveDate: $effectiveDate) {\n      vacancyAvailable\n      centre {\n        ID\n        label\n      }\n    }\n  }\n": types.TransfersDestinationsDocument,
    "\n  mutation TransfersSourceReject($IDTransfer: Int!, $decision: TransferDecisionInput!) {\n    rejectTransferRequestBySourceCentreStaff(IDTransfer: $IDTransfer, decision: $decision) {\n      ...TransferFields\n    }\n  }\n": types.TransfersSourceRejectDocument,
    "\n  mutation TransfersDestinationReject($IDTransfer: Int!, $decision: TransferDecisionInput!) {\n    rejectTransferRequestByDestinationCentreStaff(IDTransfer: $IDTransfer, decision: $decision) {\n      ...TransferFields\n    }\n  }\n": types.TransfersDestinationRejectDocument,
    "\n  query VisitsCalendarFileIcs($IDVisit: Int!) {\n    getVisitCalendarFile(IDVisit: $IDVisit)\n  }\n": types.VisitsCalendarFileIcsDocument,
    "\n  mutation VisitsAvailabilityAdd($IDCentre: Int!, $availability: VisitAvailabilityInput!) {\n    addCalendarEvent(IDCentre: $IDCentre, availability: $availability) {\n      ID\n      fkCentre\n      visitType\n      start\n      end\n      from\n      to\n      recurType\n      recurOnDays\n      slotMinutes\n      familiesPerSlot\n      active\n      visits {\n        ID\n      }\n    }\n  }\n": types.VisitsAvailabilityAddDocument,
    "\n  mutation VisitsAvailabilityWithdraw($IDAvailability: Int!) {\n    cancelAvailability(IDAvailability: $IDAvailability) {\n      ID\n      active\n      visits {\n        ID\n        status\n      }\n    }\n  }\n": types.VisitsAvailabilityWithdrawDocument,
    "\n  query VisitsAvailabilityList($IDCentre: Int!, $from: Date!, $to: Date!) {\n    findAllVisitAvailability(IDCentre: $IDCentre, from: $from, to: $to) {\n      ID\n      active\n      visitType\n      visits {\n        ID\n      }\n    }\n  }\n": types.VisitsAvailabilityListDocument,
    "\n  query VisitsAvailableDays($IDEnquiry: Int!, $visitType: String!, $month: String!) {\n    getAvailableDaysOfMonth(IDEnquiry: $IDEnquiry, visitType: $visitType, month: $month)\n  }\n": types.VisitsAvailableDaysDocument,
    "\n  query VisitsAvailableDaysThisMonth($IDEnquiry: Int!, $visitType: String!) {\n    getAvailableDaysOfMonth(IDEnquiry: $IDEnquiry, visitType: $visitType)\n  }\n": types.VisitsAvailableDaysThisMonthDocument,
    "\n  query VisitsTimeSlots($date: Date!, $IDEnquiry: Int!, $visitType: String!) {\n    getVisitTimeSlot(date: $date, IDEnquiry: $IDEnquiry, visitType: $visitType) {\n      from\n      to\n      remaining\n    }\n  }\n": types.VisitsTimeSlotsDocument,
    "\n  query VisitsCalendarMonth($IDCentre: Int!, $year: Int!, $month: Int!) {\n    findAllCalendarEvent(IDCentre: $IDCentre, year: $year, month: $month) {\n      IDCentre\n      year\n      month\n      visits {\n        ID\n        visitType\n        status\n        statusText\n        approvalDisplay\n        comment\n        trialPeriodFee\n        trialPeriodPaymentStatus\n        userName\n        userPhone\n        IDEnquiry\n        fkChild\n        childName\n        levelLabel\n        completed\n        visitFrom\n      }\n      holidays {\n        ID\n        title\n        from\n        to\n        isPublic\n      }\n      availabilities {\n        ID\n        visitType\n        visits {\n          ID\n        }\n      }\n    }\n  }\n": types.VisitsCalendarMonthDocument,
    "\n  query VisitsScheduledOfCentre(\n    $IDCentre: Int!\n    $visitType: String\n    $status: String\n    $from: Date\n    $to: Date\n    $pagination: Pagination\n  ) {\n    getScheduledVisits(\n      IDCentre: $IDCentre\n      visitType: $visitType\n      status: $status\n      from: $from\n      to: $to\n      pagination: $pagination\n    ) {\n      totalCount\n      data {\n        ...VisitsVisitFields\n      }\n    }\n  }\n": types.VisitsScheduledOfCentreDocument,
    "\n  query VisitsScheduledOfChild($IDChild: Int!) {\n    getScheduledVisitsOfChild(IDChild: $IDChild) {\n      ID\n      status\n      visitFrom\n    }\n  }\n": types.VisitsScheduledOfChildDocument,
    "\n  query VisitsVacancy($IDCentre: Int!, $IDLevel: Int!, $date: Date!) {\n    vacancyAvailableInCentreForLevel(IDCentre: $IDCentre, IDLevel: $IDLevel, date: $date) {\n      available\n      capacity\n      enrolled\n      vacancies\n    }\n  }\n": types.VisitsVacancyDocument,
    "\n    query VisitsEnquiryVisitsEnquiries($filter: EnquiryFilter) {\n      findAllEnquiry(filter: $filter) {\n        data {\n          ID\n          visits {\n            ID\n            fkEnquiry\n            visitType\n            status\n            statusText\n          }\n        }\n      }\n    }\n  ": types.VisitsEnquiryVisitsEnquiriesDocument,
    "\n  query VisitsNoVisitTimesFlow($IDEnquiry: Int!) {\n    getEnquiryFrontendStates(IDEnquiry: $IDEnquiry) {\n      nextAction\n    }\n  }\n": types.VisitsNoVisitTimesFlowDocument,
    "\n  query VisitsTrialInvoice($IDEnquiry: Int!) {\n    getTrialPeriodInvoice(IDEnquiry: $IDEnquiry) {\n      IDVisit\n      IDEnquiry\n      label\n      amount\n      status\n      createdAt\n    }\n  }\n": types.VisitsTrialInvoiceDocument,
    "\n  query VisitsTrialSlots($date: Date!, $IDEnquiry: Int!) {\n    getVisitTimeSlot(date: $date, IDEnquiry: $IDEnquiry, visitType: \"trial\") {\n      from\n      to\n    }\n  }\n": types.VisitsTrialSlotsDocument,
    "\n  query VisitsTrialDays($IDEnquiry: Int!, $month: String!) {\n    getAvailableDaysOfMonth(IDEnquiry: $IDEnquiry, visitType: \"trial\", month: $month)\n  }\n": types.VisitsTrialDaysDocument,
    "\n  query VisitsTrialFlow($IDEnquiry: Int!) {\n    getEnquiryFrontendStates(IDEnquiry: $IDEnquiry) {\n      nextAction\n      steps {\n        code\n        status\n      }\n    }\n  }\n": types.VisitsTrialFlowDocument,
    "\n  fragment VisitsVisitFields on Visit {\n    ID\n    fkEnquiry\n    fkCentre\n    fkUser\n    fkVisitAvailability\n    visitType\n    visitFrom\n    visitTo\n    status\n    statusText\n    approvalDisplay\n    comment\n    completed\n    trialPeriodFee\n    trialPeriodPaymentStatus\n    centre {\n      ID\n      label\n    }\n    childFirstname\n    childLastname\n    fkChild\n    parentName\n    parentPhone\n    levelLabel\n  }\n": types.VisitsVisitFieldsFragmentDoc,
    "\n    mutation VisitsBook($IDEnquiry: Int!, $date: Date!, $from: String!, $to: String!) {\n      bookVisit(IDEnquiry: $IDEnquiry, date: $date, from: $from, to: $to) {\n        ...VisitsVisitFields\n      }\n    }\n  ": types.VisitsBookDocument,
    "\n    mutation VisitsReschedule($IDVisit: Int!, $date: Date!, $from: String!, $to: String!) {\n      rescheduleVisit(IDVisit: $IDVisit, date: $date, from: $from, to: $to) {\n        ...VisitsVisitFields\n      }\n    }\n  ": types.VisitsRescheduleDocument,
    "\n    mutation VisitsCancel($IDVisit: Int!) {\n      cancelParentMeeting(IDVisit: $IDVisit) {\n        ...VisitsVisitFields\n      }\n    }\n  ": types.VisitsCancelDocument,
    "\n    mutation VisitsApprove($IDVisit: Int!, $remarks: String) {\n      approveParentMeeting(IDVisit: $IDVisit, remarks: $remarks) {\n        ...VisitsVisitFields\n      }\n    }\n  ": types.VisitsApproveDocument,
    "\n    mutation VisitsReject($IDVisit: Int!, $remarks: String) {\n      rejectScheduledVisit(IDVisit: $IDVisit, remarks: $remarks) {\n        ...VisitsVisitFields\n      }\n    }\n  ": types.VisitsRejectDocument,
    "\n    mutation VisitsBookTrial($IDEnquiry: Int!, $date: Date!, $from: String!, $to: String!) {\n      scheduleTrialPeriodVisit(IDEnquiry: $IDEnquiry, date: $date, from: $from, to: $to) {\n        ...VisitsVisitFields\n      }\n    }\n  ": types.VisitsBookTrialDocument,
    "\n    mutation VisitsRescheduleTrial($IDVisit: Int!, $date: Date!, $from: String!, $to: String!) {\n      rescheduleTrialPeriodVisit(IDVisit: $IDVisit, date: $date, from: $from, to: $to) {\n        ...VisitsVisitFields\n      }\n    }\n  ": types.VisitsRescheduleTrialDocument,
    "\n    mutation VisitsPay($IDVisit: Int!) {\n      recordTrialPeriodPayment(IDVisit: $IDVisit) {\n        ...VisitsVisitFields\n      }\n    }\n  ": types.VisitsPayDocument,
    "\n    mutation VisitsApproveTrial($IDVisit: Int!, $remarks: String) {\n      approveTrialPeriodVisit(IDVisit: $IDVisit, remarks: $remarks) {\n        ...VisitsVisitFields\n      }\n    }\n  ": types.VisitsApproveTrialDocument,
    "\n    mutation VisitsRejectTrial($IDVisit: Int!, $remarks: String) {\n      rejectTrialPeriodVisit(IDVisit: $IDVisit, remarks: $remarks) {\n        ...VisitsVisitFields\n      }\n    }\n  ": types.VisitsRejectTrialDocument,
    "\n    mutation VisitsSkipVisit($IDEnquiry: Int!, $remarks: String) {\n      skipCentreVisit(IDEnquiry: $IDEnquiry, remarks: $remarks) {\n        ID\n        skipCentreVisit\n        admissionStatus {\n          stateCode\n        }\n      }\n    }\n  ": types.VisitsSkipVisitDocument,
    "\n    mutation VisitsSkipTrial($IDEnquiry: Int!, $remarks: String!) {\n      skipTrialVisit(IDEnquiry: $IDEnquiry, remarks: $remarks) {\n        ID\n        skipTrial\n        admissionStatus {\n          stateCode\n        }\n      }\n    }\n  ": types.VisitsSkipTrialDocument,
    "\n  mutation VisitsCancelEnquiry($ID: Int!) {\n    cancelEnquiry(ID: $ID) {\n      ID\n    }\n  }\n": types.VisitsCancelEnquiryDocument,
    "\n  query VisitsWorkQueuePending($IDCentre: Int, $status: String) {\n    getScheduledVisits(IDCentre: $IDCentre, status: $status) {\n      totalCount\n      data {\n        ID\n        fkCentre\n        status\n        centre {\n          label\n        }\n      }\n    }\n    getPendingVisitCounts {\n      IDCentre\n      pending\n    }\n  }\n": types.VisitsWorkQueuePendingDocument,
    "\n  query VisitsWorkQueueMonth($IDCentre: Int, $year: Int!, $month: Int!) {\n    findAllCalendarEvent(IDCentre: $IDCentre, year: $year, month: $month) {\n      IDCentre\n      visits {\n        ID\n        centreLabel\n        fkCentre\n      }\n      availabilities {\n        ID\n      }\n    }\n  }\n": types.VisitsWorkQueueMonthDocument,
    "\n  mutation WaitlistDetailPlan($ID: Int!, $data: EnquiryDetailUpdate!) {\n    updateEnquiryDetail(ID: $ID, data: $data) {\n      ID\n      enrollmentPlan\n    }\n  }\n": types.WaitlistDetailPlanDocument,
    "\n  mutation WaitlistCancel($ID: Int!) {\n    cancelEnquiry(ID: $ID) {\n      ID\n    }\n  }\n": types.WaitlistCancelDocument,
    "\n  mutation WaitlistPrivacyTagOn($IDEnquiry: Int!, $IDTag: Int!) {\n    updateEnquiryTags(IDEnquiry: $IDEnquiry, IDTag: $IDTag) {\n      ID\n    }\n  }\n": types.WaitlistPrivacyTagOnDocument,
    "\n  query WaitlistPrivacyChildLog($IDChild: Int!) {\n    findAllChildActivityLogByChild(IDChild: $IDChild) {\n      totalCount\n      data {\n        action\n        remark\n      }\n    }\n  }\n": types.WaitlistPrivacyChildLogDocument,
    "\n  mutation WaitlistNewTag($description: String!) {\n    newTag(description: $description) {\n      ID\n      description\n      weight\n      isCustom\n    }\n  }\n": types.WaitlistNewTagDocument,
    "\n  mutation WaitlistTagWeight($ID: Int!, $weight: Int!) {\n    updateTagByFields(ID: $ID, weight: $weight) {\n      ID\n      weight\n    }\n  }\n": types.WaitlistTagWeightDocument,
    "\n  query WaitlistTags {\n    findAllTags {\n      ID\n      weight\n    }\n  }\n": types.WaitlistTagsDocument,
    "\n  mutation WaitlistTagOn($IDEnquiry: Int!, $IDTag: Int!) {\n    updateEnquiryTags(IDEnquiry: $IDEnquiry, IDTag: $IDTag) {\n      ID\n      queueWeight\n      waitlistTags {\n        ID\n      }\n    }\n  }\n": types.WaitlistTagOnDocument,
    "\n  mutation WaitlistTagOff($IDEnquiry: Int!, $IDTag: Int!) {\n    removeEnquiryTag(IDEnquiry: $IDEnquiry, IDTag: $IDTag) {\n      ID\n      queueWeight\n    }\n  }\n": types.WaitlistTagOffDocument,
    "\n  mutation WaitlistNote($IDEnquiry: Int!, $remark: String!) {\n    addChildActivityLog(IDEnquiry: $IDEnquiry, remark: $remark) {\n      ID\n      mode\n      remark\n      user {\n        ID\n      }\n    }\n  }\n": types.WaitlistNoteDocument,
    "\n  query WaitlistLog($IDEnquiry: Int!) {\n    findAllChildActivityLog(IDEnquiry: $IDEnquiry) {\n      totalCount\n      data {\n        action\n        mode\n        remark\n      }\n    }\n  }\n": types.WaitlistLogDocument,
    "\n  mutation WaitlistDetail($ID: Int!, $data: EnquiryDetailUpdate!) {\n    updateEnquiryDetail(ID: $ID, data: $data) {\n      ID\n      enrollmentPlan\n      waitlistedAt\n    }\n  }\n": types.WaitlistDetailDocument,
    "\n  query WaitlistList(\n    $filter: WaitListFilter\n    $tag: Int\n    $preferEnrolDate: Date\n    $filterByVacancy: Boolean\n    $race: String\n    $pagination: Pagination\n  ) {\n    getWaitList(\n      filter: $filter\n      tag: $tag\n      preferEnrolDate: $preferEnrolDate\n      filterByVacancy: $filterByVacancy\n      race: $race\n      pagination: $pagination\n    ) {\n      totalCount\n      data {\n        ID\n        queueWeight\n        queuePosition\n        enrollmentPlan\n        waitlistTags {\n          ID\n          description\n          weight\n        }\n        stateHistory {\n          action\n          toState {\n            stateCode\n          }\n        }\n        offer {\n          month\n          status\n          dueDate\n        }\n      }\n    }\n  }\n": types.WaitlistListDocument,
    "\n  mutation WaitlistOffer($IDEnquiry: Int!, $month: Date) {\n    acceptVacancyForRegistration(IDEnquiry: $IDEnquiry, month: $month) {\n      ID\n      admissionStatus {\n        stateCode\n      }\n      offer {\n        month\n        status\n        dueDate\n      }\n    }\n  }\n": types.WaitlistOfferDocument,
    "\n  mutation WaitlistDecline($IDEnquiry: Int!, $remarks: String) {\n    rejectVacancyForRegistration(IDEnquiry: $IDEnquiry, remarks: $remarks) {\n      ID\n      admissionStatus {\n        stateCode\n      }\n      offer {\n        status\n      }\n    }\n  }\n": types.WaitlistDeclineDocument,
    "\n  query WaitlistPositions {\n    getMyWaitlistPositions {\n      IDEnquiry\n      position\n      queueLength\n      expectedOfferMonth\n      reasons\n      offer {\n        month\n        dueDate\n        status\n      }\n    }\n  }\n": types.WaitlistPositionsDocument,
    "\n  query WaitlistSearch($q: String!) {\n    searchChildInWaitList(q: $q) {\n      ID\n    }\n  }\n": types.WaitlistSearchDocument,
    "\n  query WaitlistFilters {\n    getWaitListFilter {\n      centres {\n        ID\n      }\n      tags {\n        ID\n      }\n      levels {\n        ID\n      }\n      preferMonthOfEnrolmentOptions\n      races\n    }\n  }\n": types.WaitlistFiltersDocument,
    "\n  query WaitlistVacancy($IDCentre: Int!) {\n    getVacancyTab(IDCentre: $IDCentre) {\n      month\n      fkLevel\n      capacity\n      vacancies\n      waiting\n    }\n  }\n": types.WaitlistVacancyDocument,
    "\n  fragment WithdrawalFields on WithdrawalDraft {\n    ID\n    status\n    fkCentre\n    documentsVerified\n    can\n    centreApprover {\n      ID\n    }\n    hqApprover {\n      ID\n    }\n    withdrawalDraftItem {\n      effectiveDate\n      noticeDate\n      refundDepositAmount\n      refundFeeAmount\n      feeInLieuAmount\n      feeInLieuAccepted\n      monthlyFee\n      depositAmount\n      child {\n        ID\n      }\n      codeByParentReason {\n        label\n      }\n      codeByReason {\n        label\n      }\n    }\n    activityLogs {\n      status\n      remark\n      user {\n        ID\n      }\n    }\n  }\n": types.WithdrawalFieldsFragmentDoc,
    "\n  query WithdrawalsEstimate($childID: Int!, $noticeDate: Date!, $effectiveDate: Date!) {\n    getWithdrawalDefaultRefundAmount(\n      childID: $childID\n      noticeDate: $noticeDate\n      effectiveDate: $effectiveDate\n    ) {\n      defaultDepositRefundAmount\n      defaultFeeRefundAmount\n      monthlyFee\n      depositAmount\n      noticeInDays\n      earliestLastDay\n      shortNoticeDays\n      feeInLieuAmount\n    }\n  }\n": types.WithdrawalsEstimateDocument,
    "\n  mutation WithdrawalsSubmit($childID: Int!, $withdrawalData: WithdrawalInput!) {\n    submitWithdrawalRequest(childID: $childID, withdrawalData: $withdrawalData) {\n      ...WithdrawalFields\n    }\n  }\n": types.WithdrawalsSubmitDocument,
    "\n  query WithdrawalsDrafts($IDSchool: Int!, $filter: WithdrawalFilter, $pagination: Pagination) {\n    findAllWithdrawalDraft(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ...WithdrawalFields\n      }\n    }\n  }\n": types.WithdrawalsDraftsDocument,
    "\n  query WithdrawalsCompleted($IDSchool: Int!, $filter: WithdrawalFilter) {\n    findAllWithdrawal(IDSchool: $IDSchool, filter: $filter) {\n      totalCount\n      data {\n        ...WithdrawalFields\n      }\n    }\n  }\n": types.WithdrawalsCompletedDocument,
    "\n  query WithdrawalsGet($IDWithdrawal: Int!) {\n    getWithdrawalDraft(IDWithdrawal: $IDWithdrawal) {\n      ...WithdrawalFields\n    }\n  }\n": types.WithdrawalsGetDocument,
    "\n  mutation WithdrawalsCentreApprove($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput) {\n    approveWithdrawalRequestByCentreStaff(IDWithdrawal: $IDWithdrawal, decision: $decision) {\n      ...WithdrawalFields\n    }\n  }\n": types.WithdrawalsCentreApproveDocument,
    "\n  mutation WithdrawalsCentreReject($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput!) {\n    rejectWithdrawalRequestByCentreStaff(IDWithdrawal: $IDWithdrawal, decision: $decision) {\n      ...WithdrawalFields\n    }\n  }\n": types.WithdrawalsCentreRejectDocument,
    "\n  mutation WithdrawalsHqApprove($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput) {\n    approveWithdrawalRequestByHQ(IDWithdrawal: $IDWithdrawal, decision: $decision) {\n      ...WithdrawalFields\n    }\n  }\n": types.WithdrawalsHqApproveDocument,
    "\n  mutation WithdrawalsHqReject($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput!) {\n    rejectWithdrawalRequestByHQ(IDWithdrawal: $IDWithdrawal, decision: $decision) {\n      ...WithdrawalFields\n    }\n  }\n": types.WithdrawalsHqRejectDocument,
    "\n  mutation WithdrawalsVerify($IDWithdrawal: Int!) {\n    onAllWithdrawalDocumentedVerified(IDWithdrawal: $IDWithdrawal) {\n      ...WithdrawalFields\n    }\n  }\n": types.WithdrawalsVerifyDocument,
    "\n  mutation WithdrawalsCancelRequest($IDWithdrawal: Int!, $remark: String) {\n    cancelWithdrawalRequest(IDWithdrawal: $IDWithdrawal, remark: $remark) {\n      ...WithdrawalFields\n    }\n  }\n": types.WithdrawalsCancelRequestDocument,
    "\n  mutation WithdrawalsCancel($IDWithdrawal: Int!, $remark: String) {\n    cancelWithdrawal(IDWithdrawal: $IDWithdrawal, remark: $remark) {\n      ...WithdrawalFields\n    }\n  }\n": types.WithdrawalsCancelDocument,
    "\n  query WithdrawalsVacancies($CentreID: Int!, $ServiceLevel: Int!, $Year: Int!, $fromMonth: Date) {\n    findAllVacancies(CentreID: $CentreID, ServiceLevel: $ServiceLevel, Year: $Year, fromMonth: $fromMonth) {\n      count\n      status\n      month\n    }\n  }\n": types.WithdrawalsVacanciesDocument,
    "\n  query WithdrawalForms($IDWithdrawal: Int!) {\n    getWithdrawalDraft(IDWithdrawal: $IDWithdrawal) {\n      eConsentStatus\n      can\n      forms {\n        formType\n        eDocumentStatus\n        signedDocumentAvailable\n        participants {\n          role\n          status\n          displayName\n        }\n      }\n    }\n  }\n": types.WithdrawalFormsDocument,
    "\n  query WithdrawalPendingForm2($pendingStatus: String) {\n    getPendingForm2ESignatureChildren(pendingStatus: $pendingStatus) {\n      IDWithdrawal\n      formType\n      pendingStatus\n      signer\n      child {\n        ID\n      }\n    }\n  }\n": types.WithdrawalPendingForm2Document,
    "\n  query WithdrawalPendingForm3($pendingStatus: String) {\n    getPendingWithdrawalForm3ESignatureChildren(pendingStatus: $pendingStatus) {\n      IDWithdrawal\n      pendingStatus\n    }\n  }\n": types.WithdrawalPendingForm3Document,
    "\n  mutation WithdrawalSendFormLink($IDWithdrawal: Int!) {\n    sendWithdrawalFormLink(IDWithdrawal: $IDWithdrawal) {\n      eConsentStatus\n    }\n  }\n": types.WithdrawalSendFormLinkDocument,
    "\n  mutation AuditAnonymousRegister($token: String!, $password: String!, $pdpa: String) {\n    register(token: $token, password: $password, pdpaConsentVersion: $pdpa) {\n      token\n    }\n  }\n": types.AuditAnonymousRegisterDocument,
    "\n  query AuditLog($IDSchool: Int!, $filter: AuditLogFilter, $pagination: Pagination) {\n    findAllAuditLog(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      totalCountCapped\n      data {\n        ID\n        kind\n        operation\n        action\n        userId\n        userEmail\n        role\n        targetType\n        targetId\n        outcome\n        errorCode\n        clientIp\n      }\n    }\n  }\n": types.AuditLogDocument,
    "\n    query AuditChildren {\n      findAllChildrenByParent {\n        ID\n      }\n    }\n  ": types.AuditChildrenDocument,
    "\n  query JobsFailed($IDSchool: Int!) {\n    findAllFailedJob(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        name\n        recordId\n        retryCount\n        error\n      }\n    }\n  }\n": types.JobsFailedDocument,
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
export function graphql(source: "\n  query GraphqlPlatformHealth {\n    health\n  }\n"): typeof import('./graphql').GraphqlPlatformHealthDocument;
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
export function graphql(source: "\n  query AdmissionsDetail($IDEnquiry: Int!) {\n    admissionByID(IDEnquiry: $IDEnquiry) {\n      ID\n      admission {\n        stageCode\n        child {\n          birthCertificate\n        }\n      }\n      enquiry {\n        ID\n        visits {\n          ID\n        }\n      }\n      stateHistory {\n        action\n        fromState {\n          stateCode\n        }\n        toState {\n          stateCode\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdmissionsDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HealthFlags($centreId: Int!, $date: Date!) {\n    getCentreHealthFlags(centreId: $centreId, date: $date) {\n      centreID\n      date\n      fevers {\n        childID\n        firstname\n        classLabel\n        temperature\n        symptoms\n      }\n      injuries {\n        firstname\n        classLabel\n        injury {\n          ID\n          childID\n          acknowledgedAt\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').HealthFlagsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HealthFlagsInjure($childID: Int!, $injury: InjuryInput!) {\n    addChildInjury(childID: $childID, injury: $injury) {\n      ID\n    }\n  }\n"): typeof import('./graphql').HealthFlagsInjureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HealthFlagsAcknowledge($injuryID: Int!) {\n    acknowledgeChildInjury(injuryID: $injuryID) {\n      ID\n    }\n  }\n"): typeof import('./graphql').HealthFlagsAcknowledgeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InjuryRecord($childID: Int!, $injury: InjuryInput!) {\n    addChildInjury(childID: $childID, injury: $injury) {\n      ID\n      childID\n      classID\n      date\n      side\n      top\n      left\n      injuryType\n      remarks\n      reportedBy\n      acknowledgedBy\n      acknowledgedAt\n    }\n  }\n"): typeof import('./graphql').InjuryRecordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InjuryAcknowledge($injuryID: Int!) {\n    acknowledgeChildInjury(injuryID: $injuryID) {\n      ID\n      acknowledgedBy\n      acknowledgedAt\n    }\n  }\n"): typeof import('./graphql').InjuryAcknowledgeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InjuryList($childID: Int!, $from: Date!, $to: Date!) {\n    getChildInjuries(childID: $childID, from: $from, to: $to) {\n      ID\n      injuryType\n      acknowledgedBy\n    }\n  }\n"): typeof import('./graphql').InjuryListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InjuryRegister($classID: Int!, $date: Date!) {\n    getAttendanceByClass(classID: $classID, date: $date) {\n      childID\n      injuries {\n        ID\n        side\n        acknowledgedBy\n      }\n    }\n  }\n"): typeof import('./graphql').InjuryRegisterDocument;
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
export function graphql(source: "\n  query NotifiableSymptomClusters($centreId: Int!, $date: Date!) {\n    getCentreHealthFlags(centreId: $centreId, date: $date) {\n      clusters {\n        symptom\n        childCount\n      }\n    }\n  }\n"): typeof import('./graphql').NotifiableSymptomClustersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffDay($centreId: Int!, $date: Date!) {\n    getStaffAttendancesByCentre(centreId: $centreId, date: $date) {\n      centreID\n      date\n      staff {\n        teacherID\n        status\n        checkIn\n        checkOut\n        inCentre\n        remarks\n        classIDs\n        sessions {\n          sessionID\n          checkIn\n          checkOut\n        }\n      }\n      ratios {\n        classID\n        childrenIn\n        staffIn\n        teacherRatio\n        capacity\n        overRatio\n      }\n    }\n  }\n"): typeof import('./graphql').StaffDayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffRecord($centreId: Int!, $staffAttendance: StaffAttendanceInput!) {\n    recordStaffAttendance(centreId: $centreId, staffAttendance: $staffAttendance) {\n      teacherID\n      status\n      inCentre\n      remarks\n      sessions {\n        sessionID\n        checkIn\n        checkOut\n      }\n    }\n  }\n"): typeof import('./graphql').StaffRecordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubsidyGuard($centreId: Int!, $month: String!) {\n    getChildrenWithoutAttendance(centreId: $centreId, month: $month) {\n      childID\n      firstname\n      enrolledTo\n    }\n  }\n"): typeof import('./graphql').SubsidyGuardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SymptomClusters($centreId: Int!, $date: Date!) {\n    getCentreHealthFlags(centreId: $centreId, date: $date) {\n      clusters {\n        ID\n        classID\n        classLabel\n        symptom\n        firstDate\n        lastDate\n        childCount\n        broadcastID\n        broadcastStatus\n      }\n    }\n  }\n"): typeof import('./graphql').SymptomClustersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SymptomClusterDraft($clusterID: Int!) {\n    draftSymptomClusterNotice(clusterID: $clusterID) {\n      ID\n      broadcastID\n      broadcastStatus\n    }\n  }\n"): typeof import('./graphql').SymptomClusterDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttendanceMark($attendanceUpdate: AttendanceUpdate!, $forChild: [Int!]!, $attendanceId: Int) {\n    addOrUpdateAttendance(\n      attendanceUpdate: $attendanceUpdate\n      forChild: $forChild\n      attendanceId: $attendanceId\n    ) {\n      childID\n      present\n      absent\n      absentReason\n      checkIn\n      checkOut\n      inCentre\n      fever\n      entries {\n        ID\n        sessionID\n        type\n        time\n        pickedBy\n        remarks\n        history {\n          action\n          changes\n          remark\n          changedBy\n        }\n      }\n      health {\n        temperature\n        symptoms\n        fever\n        type\n      }\n    }\n  }\n"): typeof import('./graphql').AttendanceMarkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttendanceRegister($classID: Int!, $date: Date!) {\n    getAttendanceByClass(classID: $classID, date: $date) {\n      childID\n      child {\n        firstname\n      }\n      present\n      inCentre\n      fever\n    }\n  }\n"): typeof import('./graphql').AttendanceRegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttendanceChildDays($childID: Int!, $from: Date!, $to: Date!) {\n    getChildAttendances(childID: $childID, from: $from, to: $to) {\n      date\n      present\n      checkIn\n      checkOut\n    }\n  }\n"): typeof import('./graphql').AttendanceChildDaysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttendanceLatePickups($childID: Int!, $from: Date!, $to: Date!, $filter: LatePickupFilter) {\n    getChildLatePickupEntries(childID: $childID, from: $from, to: $to, filter: $filter) {\n      totalCount\n      totalFee\n      data {\n        ID\n        quantity\n        fee\n        pickedBy\n        active\n      }\n    }\n  }\n"): typeof import('./graphql').AttendanceLatePickupsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttendanceSummary($centreId: Int!, $from: Date!, $to: Date!, $filter: AttendanceSummaryFilter) {\n    getCentreAttendanceSummaries(centreId: $centreId, from: $from, to: $to, filter: $filter) {\n      date\n      classID\n      expected\n      present\n      absent\n      late\n      notArrived\n    }\n  }\n"): typeof import('./graphql').AttendanceSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttendanceHealthInfo($childID: Int!) {\n    getChildHealthInfo(childID: $childID) {\n      isImmunized\n      familyDoctorName\n      medicalCondition {\n        disease\n        exists\n      }\n    }\n  }\n"): typeof import('./graphql').AttendanceHealthInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttendanceSaveHealthInfo($childID: Int!, $healthInfo: ChildHealthInfoInput!) {\n    updateChildHealthInfo(childID: $childID, healthInfo: $healthInfo) {\n      isImmunized\n      clinicName\n      medicalCondition {\n        disease\n        exists\n      }\n    }\n  }\n"): typeof import('./graphql').AttendanceSaveHealthInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttendanceHealthDay($childID: Int!, $date: Date!) {\n    getChildHealthInfoForDay(childID: $childID, date: $date) {\n      fever\n      checks {\n        temperature\n      }\n    }\n  }\n"): typeof import('./graphql').AttendanceHealthDayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlacklistSubmit($input: BlacklistNewInput!) {\n    submitNewBlacklist(input: $input) {\n      ID\n      kind\n      status\n      can\n      items {\n        remark\n        code {\n          label\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').BlacklistSubmitDocument;
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
export function graphql(source: "\n  query BlacklistDrafts($IDSchool: Int!, $status: String) {\n    blacklistDraftsByFkSchool(IDSchool: $IDSchool, status: $status) {\n      totalCount\n      data {\n        ID\n        status\n        can\n      }\n    }\n  }\n"): typeof import('./graphql').BlacklistDraftsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlacklistRelations($IDChild: Int!) {\n    getChildRelationData(IDChild: $IDChild) {\n      ID\n      email\n      isMainApplicant\n    }\n  }\n"): typeof import('./graphql').BlacklistRelationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BroadcastsSave($IDSchool: Int!, $dto: BroadcastInput!, $publish: Boolean!) {\n    saveBroadcasting(IDSchool: $IDSchool, dto: $dto, publish: $publish) {\n      ID\n      subject\n      description\n      status\n      publishedAt\n      editedAt\n      needsAcknowledgement\n      recipientCount\n      sender {\n        firstname\n        roles {\n          name\n          label\n        }\n      }\n      scopes {\n        type\n        ID\n        label\n      }\n    }\n  }\n"): typeof import('./graphql').BroadcastsSaveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BroadcastsList($IDSchool: Int!, $filter: BroadcastFilter, $pagination: Pagination) {\n    getBroadcasting(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      unreadCount\n      data {\n        ID\n        subject\n        status\n        isRead\n        readCount\n        recipientCount\n        editedAt\n      }\n    }\n  }\n"): typeof import('./graphql').BroadcastsListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BroadcastsMark($ids: [Int!]!, $isRead: Boolean!) {\n    markBroadcastingAsRead(IDBroadcastings: $ids, isRead: $isRead)\n  }\n"): typeof import('./graphql').BroadcastsMarkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BroadcastsDelete($id: Int!) {\n    deleteBroadcastingByID(IDBroadcasting: $id)\n  }\n"): typeof import('./graphql').BroadcastsDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BroadcastsReceipts($id: Int!, $unreadOnly: Boolean) {\n    getBroadcastingReadReceipts(IDBroadcasting: $id, unreadOnly: $unreadOnly) {\n      readCount\n      totalCount\n      classes {\n        classLabel\n        readCount\n        totalCount\n      }\n      recipients {\n        childName\n        parentName\n        mobile\n        readAt\n      }\n      recipientCount\n    }\n  }\n"): typeof import('./graphql').BroadcastsReceiptsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BroadcastsSearch($IDSchool: Int!, $search: String!) {\n    searchBroadcastingScope(IDSchool: $IDSchool, search: $search) {\n      type\n      ID\n      label\n      description\n    }\n  }\n"): typeof import('./graphql').BroadcastsSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusesList($IDSchool: Int!, $filter: BusFilter, $pagination: Pagination) {\n    findAllBus(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        fkCentre\n        plateNumber\n        fkBusDriver\n        centre {\n          ID\n          label\n        }\n        busDriver {\n          ID\n          firstname\n        }\n        busChildren {\n          ID\n          firstname\n          lastname\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').BusesListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusesFreeChildren($IDSchool: Int!, $centreID: Int!) {\n    findAllChildrenNotAssignedToBus(IDSchool: $IDSchool, centreID: $centreID) {\n      ID\n      firstname\n      lastname\n    }\n  }\n"): typeof import('./graphql').BusesFreeChildrenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BusesSave($IDSchool: Int!, $busID: Int, $data: BusInput!, $children: [Int!]) {\n    insertOrUpdateBusForSchool(IDSchool: $IDSchool, busID: $busID, data: $data, children: $children) {\n      ID\n      fkCentre\n      plateNumber\n      fkBusDriver\n      busDriver {\n        ID\n      }\n      busChildren {\n        ID\n      }\n    }\n  }\n"): typeof import('./graphql').BusesSaveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BusesRemove($IDBus: Int!) {\n    removeBusById(IDBus: $IDBus)\n  }\n"): typeof import('./graphql').BusesRemoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusesDrivers($IDSchool: Int!, $filter: BusFilter, $pagination: Pagination) {\n    findAllBusDriver(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        fkCentre\n        firstname\n        lastname\n        mobilePhoneCountryCode\n        mobilePhone\n        centre {\n          ID\n          label\n          code\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').BusesDriversDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BusesAddDriver($IDSchool: Int!, $data: BusDriverInput!) {\n    insertBusDriver(IDSchool: $IDSchool, data: $data) {\n      ID\n      fkCentre\n      firstname\n      lastname\n      mobilePhoneCountryCode\n      mobilePhone\n    }\n  }\n"): typeof import('./graphql').BusesAddDriverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BusesUpdateDriver($IDBusDriver: Int!, $data: BusDriverInput!) {\n    updateBusDriverByFields(IDBusDriver: $IDBusDriver, data: $data) {\n      ID\n      fkCentre\n      firstname\n      mobilePhone\n    }\n  }\n"): typeof import('./graphql').BusesUpdateDriverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BusesDeleteDriver($IDBusDriver: Int!) {\n    deleteBusDriverByID(IDBusDriver: $IDBusDriver)\n  }\n"): typeof import('./graphql').BusesDeleteDriverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CentresAccessible($module: String!, $accessType: String!) {\n    getAccessibleCentresForModule(module: $module, accessType: $accessType) {\n      ID\n      fkSchool\n      label\n      code\n      ecdaCode\n      teacherRatio\n      active\n      createdAt\n      updatedAt\n      addresses {\n        ID\n        fkCentre\n        name\n        address\n        building\n        floor\n        unit\n        postcode\n        city\n        country\n        lat\n        lng\n        active\n      }\n    }\n  }\n"): typeof import('./graphql').CentresAccessibleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CentresCentreFields on Centre {\n    ID\n    fkSchool\n    code\n    ecdaCode\n    label\n    teacherRatio\n    active\n    addresses {\n      ID\n      name\n      address\n      building\n      floor\n      unit\n      postcode\n      city\n      country\n      lat\n      lng\n      active\n    }\n    centreLevels {\n      ID\n      fkLevel\n      fkProgram\n      active\n      level {\n        ID\n        label\n        active\n      }\n      program {\n        ID\n        label\n        active\n      }\n    }\n    centreNearbyPostcodes {\n      ID\n      postcode\n    }\n  }\n"): typeof import('./graphql').CentresCentreFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CentresSave(\n    $IDSchool: Int!\n    $centreID: Int\n    $centreData: CentreInput!\n    $postcodes: [String!]\n    $levels: [CentreLevelInput!]!\n    $addressData: CentreAddressInput!\n  ) {\n    insertOrUpdateCentreForSchool(\n      IDSchool: $IDSchool\n      centreID: $centreID\n      centreData: $centreData\n      postcodes: $postcodes\n      levels: $levels\n      addressData: $addressData\n    ) {\n      ...CentresCentreFields\n    }\n  }\n"): typeof import('./graphql').CentresSaveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CentresList($IDSchool: Int!, $filter: CentreFilter, $pagination: Pagination) {\n    findAllCentreForSchool(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ...CentresCentreFields\n      }\n    }\n  }\n"): typeof import('./graphql').CentresListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CentresOffer($IDSchool: Int!, $centreID: Int!) {\n    findAllCentreLevel(IDSchool: $IDSchool, centreID: $centreID) {\n      totalCount\n      data {\n        fkLevel\n        fkProgram\n        level {\n          label\n        }\n        program {\n          label\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CentresOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CentresRemove($IDSchool: Int!, $centreID: Int!) {\n    removeCentreForSchool(IDSchool: $IDSchool, centreID: $centreID)\n  }\n"): typeof import('./graphql').CentresRemoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CentresAccessibleToManage {\n    getAccessibleCentresForModule(module: \"centre_management\", accessType: \"read\") {\n      label\n    }\n  }\n"): typeof import('./graphql').CentresAccessibleToManageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassesChildActivity($IDChild: Int!, $pagination: Pagination) {\n    findAllChildActivityLogByChild(IDChild: $IDChild, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        mode\n        action\n        code\n        remark\n        user {\n          ID\n          firstname\n        }\n        updatedAt\n      }\n    }\n  }\n"): typeof import('./graphql').ClassesChildActivityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassesList($IDSchool: Int!, $classID: Int, $filter: ClassFilter, $pagination: Pagination) {\n    getAllClassInfo(IDSchool: $IDSchool, classID: $classID, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        label\n        coverPhotoKey\n        coverPhotoURL\n        level {\n          ID\n          label\n        }\n        centre {\n          ID\n          label\n        }\n        teachers {\n          ID\n          firstname\n          lastname\n          fkUser\n        }\n        currentChildrenCount\n        upcomingChildrenCount\n        capacity\n        overCapacity\n        children {\n          ID\n          firstname\n          upcoming\n          from\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ClassesListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClassesCreate($IDSchool: Int!, $classData: ClassInput!) {\n    createNewClass(IDSchool: $IDSchool, classData: $classData) {\n      ID\n      label\n      capacity\n      teachers {\n        ID\n        firstname\n        lastname\n        fkUser\n      }\n      coverPhotoKey\n      coverPhotoURL\n    }\n  }\n"): typeof import('./graphql').ClassesCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClassesUpdate($IDSchool: Int!, $classID: Int!, $classData: ClassInput!) {\n    updateClassDetails(IDSchool: $IDSchool, classID: $classID, classData: $classData) {\n      ID\n      label\n      level {\n        ID\n      }\n      teachers {\n        ID\n        firstname\n      }\n    }\n  }\n"): typeof import('./graphql').ClassesUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClassesDelete($IDSchool: Int!, $classID: Int!, $moveToClassID: Int) {\n    deleteClassAndTeachers(IDSchool: $IDSchool, classID: $classID, moveToClassID: $moveToClassID)\n  }\n"): typeof import('./graphql').ClassesDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClassesPhotoUrl($IDSchool: Int!, $filename: String!, $contentType: String!) {\n    getClassPhotoUploadURL(IDSchool: $IDSchool, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n"): typeof import('./graphql').ClassesPhotoUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassesTeachers($IDSchool: Int!, $centreID: Int!, $search: String!) {\n    getTeacherListOnInput(IDSchool: $IDSchool, centreID: $centreID, search: $search) {\n      ID\n      firstname\n      lastname\n      fkUser\n    }\n  }\n"): typeof import('./graphql').ClassesTeachersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClassesAssign($IDSchool: Int!, $classID: Int!, $childIDs: [Int!]!, $from: Date!) {\n    assignChildrenToClass(IDSchool: $IDSchool, classID: $classID, childIDs: $childIDs, from: $from) {\n      ID\n      currentChildrenCount\n      upcomingChildrenCount\n      overCapacity\n    }\n  }\n"): typeof import('./graphql').ClassesAssignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassesToAssign($IDSchool: Int!, $classID: Int!) {\n    getChildrenToAssignToClass(IDSchool: $IDSchool, classID: $classID) {\n      ID\n    }\n  }\n"): typeof import('./graphql').ClassesToAssignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassesChildren($IDSchool: Int!, $filter: ChildFilter, $pagination: Pagination) {\n    getChildrenData(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        firstname\n        currentLevel {\n          level {\n            ID\n          }\n          centre {\n            ID\n          }\n        }\n        currentClass {\n          class {\n            ID\n            label\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ClassesChildrenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassesPastChildren($IDSchool: Int!) {\n    getPastChildrenData(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n        closestLevel {\n          moveReason\n          to\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ClassesPastChildrenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassesChild($IDSchool: Int!, $IDChild: Int!) {\n    childByID(IDSchool: $IDSchool, IDChild: $IDChild) {\n      ID\n      firstname\n      nationality\n      imageKey\n      childCurrentEstimatedPromotionDate\n      currentLevel {\n        level {\n          ID\n          label\n        }\n        from\n        to\n      }\n      upcomingLevel {\n        level {\n          ID\n        }\n        from\n      }\n      closestLevel {\n        level {\n          ID\n        }\n      }\n      currentClass {\n        class {\n          ID\n          label\n        }\n        teachers {\n          firstname\n          lastname\n        }\n      }\n      upcomingClass {\n        class {\n          ID\n        }\n        from\n      }\n      levels {\n        level {\n          ID\n        }\n        from\n        to\n        moveReason\n        nextLevel {\n          ID\n        }\n      }\n      classes {\n        class {\n          ID\n        }\n        from\n        to\n      }\n      mainApplicant {\n        ID\n        relation\n      }\n      secondApplicant {\n        ID\n      }\n    }\n  }\n"): typeof import('./graphql').ClassesChildDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassesGuardians($IDChild: Int!) {\n    findAllGuardian(IDChild: $IDChild) {\n      ID\n      email\n      isMainApplicant\n      guardianAccess\n    }\n  }\n"): typeof import('./graphql').ClassesGuardiansDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClassesUpdateChild($IDChild: Int!, $data: ChildFieldsInput!) {\n    updateChildByFields(IDChild: $IDChild, data: $data) {\n      ID\n      nationality\n      numFamilyMembers\n      imageKey\n      imageURL\n    }\n  }\n"): typeof import('./graphql').ClassesUpdateChildDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClassesChildPhotoUrl($IDChild: Int!, $filename: String!, $contentType: String!) {\n    getChildPhotoUploadURL(IDChild: $IDChild, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n"): typeof import('./graphql').ClassesChildPhotoUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClassesPromotionPreview($IDSchool: Int!, $centreID: Int) {\n    getPromotionPreview(IDSchool: $IDSchool, centreID: $centreID) {\n      child {\n        ID\n      }\n      fromLevel {\n        ID\n      }\n      toLevel {\n        ID\n      }\n      class {\n        ID\n      }\n      from\n      moveReason\n      warning\n    }\n  }\n"): typeof import('./graphql').ClassesPromotionPreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClassesPromote($IDSchool: Int!, $items: [PromotionItemInput!]!) {\n    promoteChildrenAndAssignClass(IDSchool: $IDSchool, items: $items) {\n      moved\n    }\n  }\n"): typeof import('./graphql').ClassesPromoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentsTypeConfigs($IDSchool: Int!, $fkDocumentTypeConfig: Int) {\n    documentTypeConfigsByFkDocumentTypeConfig(\n      IDSchool: $IDSchool\n      fkDocumentTypeConfig: $fkDocumentTypeConfig\n    ) {\n      ID\n      label\n      isRequired\n      listAccess\n      uploadAccess\n      active\n    }\n  }\n"): typeof import('./graphql').DocumentsTypeConfigsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentsTypesByCategory($IDSchool: Int!, $category: String) {\n    getDocumentTypeByDocumentCategory(IDSchool: $IDSchool, category: $category) {\n      ID\n      label\n    }\n  }\n"): typeof import('./graphql').DocumentsTypesByCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DocumentsSaveType($IDSchool: Int!, $ID: Int, $data: DocumentTypeConfigInput!) {\n    insertOrUpdateDocumentTypeConfig(IDSchool: $IDSchool, ID: $ID, data: $data) {\n      ID\n      label\n      isRequired\n    }\n  }\n"): typeof import('./graphql').DocumentsSaveTypeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentsQueue($IDCentre: Int, $pagination: Pagination) {\n    findAllPendingDocument(IDCentre: $IDCentre, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        IDEnquiry\n        childName\n        documentType\n        centreLabel\n      }\n    }\n  }\n"): typeof import('./graphql').DocumentsQueueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentsStaffOnlyUploaded($IDEnquiry: Int!) {\n    getUploadedDocument(IDEnquiry: $IDEnquiry) {\n      ID\n      filename\n    }\n  }\n"): typeof import('./graphql').DocumentsStaffOnlyUploadedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentsUploadedOfTypes($IDEnquiry: Int!, $documentTypeIDs: [Int!]) {\n    getUploadedDocument(IDEnquiry: $IDEnquiry, documentTypeIDs: $documentTypeIDs) {\n      ID\n    }\n  }\n"): typeof import('./graphql').DocumentsUploadedOfTypesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DocumentsUploadUrl($IDEnquiry: Int!, $filename: String!, $contentType: String!) {\n    getEnquiryDocumentUploadUrl(IDEnquiry: $IDEnquiry, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n"): typeof import('./graphql').DocumentsUploadUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DocumentsSave($IDEnquiry: Int!, $uploadedDocuments: [UploadedDocumentInput!]!) {\n    saveDocumentsByIDEnquiry(IDEnquiry: $IDEnquiry, uploadedDocuments: $uploadedDocuments) {\n      ID\n      status\n      statusText\n      filename\n    }\n  }\n"): typeof import('./graphql').DocumentsSaveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentsRequired($IDEnquiry: Int!) {\n    listRequiredDocuments(IDEnquiry: $IDEnquiry) {\n      DocumentTypeID\n      ParentID\n      ChildID\n      Fullname\n      DocumentType\n      Status\n      Remarks\n      UploadAccess\n      isRequired\n      documents {\n        ID\n        status\n        filename\n      }\n    }\n  }\n"): typeof import('./graphql').DocumentsRequiredDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DocumentsComplete($IDEnquiry: Int!) {\n    setDocumentUploadAsCompleted(IDEnquiry: $IDEnquiry)\n  }\n"): typeof import('./graphql').DocumentsCompleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DocumentsApprove($IDDocument: Int!) {\n    approveEnquiryDocument(IDDocument: $IDDocument) {\n      ID\n      status\n      statusText\n    }\n  }\n"): typeof import('./graphql').DocumentsApproveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DocumentsReject($IDDocument: Int!, $remark: String!) {\n    rejectEnquiryDocument(IDDocument: $IDDocument, remark: $remark) {\n      ID\n      status\n      statusText\n      remark\n    }\n  }\n"): typeof import('./graphql').DocumentsRejectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DocumentsNotRequired($IDEnquiry: Int!, $documentTypeID: Int!, $remark: String!) {\n    markEnquiryDocumentAsNotRequired(\n      IDEnquiry: $IDEnquiry\n      documentTypeID: $documentTypeID\n      remark: $remark\n    ) {\n      ID\n      status\n    }\n  }\n"): typeof import('./graphql').DocumentsNotRequiredDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DocumentsRemove($IDDocument: Int!, $IDEnquiry: Int!) {\n    removeDocumentByIDEnquiry(IDDocument: $IDDocument, IDEnquiry: $IDEnquiry)\n  }\n"): typeof import('./graphql').DocumentsRemoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentsUrl($IDDocument: Int!, $IDChild: Int) {\n    getDocumentURL(IDDocument: $IDDocument, IDChild: $IDChild)\n  }\n"): typeof import('./graphql').DocumentsUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentsSummary($IDEnquiry: Int!) {\n    getEnquiryDocumentSummary(IDEnquiry: $IDEnquiry) {\n      stateCode\n      childName\n      parentEmail\n      canUpload\n      canSubmit\n      canConsent\n    }\n  }\n"): typeof import('./graphql').DocumentsSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentsFileUrl($key: String!) {\n    fileUrl(key: $key)\n  }\n"): typeof import('./graphql').DocumentsFileUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnquiriesContactExistingChild($b: String!, $s: Int!) {\n    isExistingChild(birthCertificate: $b, fkSchool: $s)\n  }\n"): typeof import('./graphql').EnquiriesContactExistingChildDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnquiriesFormSuggest($IDSchool: Int!, $dateOfBirth: Date!, $enrollmentDate: Date!) {\n    suggestLevel(IDSchool: $IDSchool, dateOfBirth: $dateOfBirth, enrollmentDate: $enrollmentDate) {\n      ID\n      label\n      fromMonth\n      toMonth\n      isInfant\n      programs {\n        ID\n        label\n        from\n        to\n        active\n      }\n    }\n  }\n"): typeof import('./graphql').EnquiriesFormSuggestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EnquiriesFormCentreList on EnrollmentCentreList {\n    totalCount\n    data {\n      ID\n      fkSchool\n      label\n      code\n      active\n      distance\n      vacancyAvailable\n      addresses {\n        postcode\n        lat\n        lng\n      }\n    }\n  }\n"): typeof import('./graphql').EnquiriesFormCentreListFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnquiriesFormSchoolCentres(\n    $IDSchool: Int!\n    $enrollmentDate: Date!\n    $level: Int!\n    $program: Int\n    $nationality: String\n  ) {\n    findAllEnrollmentCentresForSchool(\n      IDSchool: $IDSchool\n      enrollmentDate: $enrollmentDate\n      level: $level\n      program: $program\n      nationality: $nationality\n    ) {\n      ...EnquiriesFormCentreList\n    }\n  }\n"): typeof import('./graphql').EnquiriesFormSchoolCentresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnquiriesFormNearest(\n    $location: LatLngInput!\n    $radius: Float!\n    $enrollmentDate: Date!\n    $level: Int!\n    $filter: CentreSearchFilter!\n    $pagination: Pagination\n  ) {\n    findNearestCentresByLatLong(\n      location: $location\n      radius: $radius\n      enrollmentDate: $enrollmentDate\n      level: $level\n      filter: $filter\n      pagination: $pagination\n    ) {\n      ...EnquiriesFormCentreList\n    }\n  }\n"): typeof import('./graphql').EnquiriesFormNearestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnquiriesFormByDistance(\n    $postalCode: String!\n    $radius: Float!\n    $enrollmentDate: Date!\n    $level: Int!\n    $filter: CentreSearchFilter!\n  ) {\n    findAllCentreByDistance(\n      postalCode: $postalCode\n      radius: $radius\n      enrollmentDate: $enrollmentDate\n      level: $level\n      filter: $filter\n    ) {\n      ...EnquiriesFormCentreList\n    }\n  }\n"): typeof import('./graphql').EnquiriesFormByDistanceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnquiriesFormExistingParent($email: String!) {\n    isExistingParent(email: $email)\n  }\n"): typeof import('./graphql').EnquiriesFormExistingParentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnquiriesFormExistingChild($birthCertificate: String!, $fkSchool: Int!) {\n    isExistingChild(birthCertificate: $birthCertificate, fkSchool: $fkSchool)\n  }\n"): typeof import('./graphql').EnquiriesFormExistingChildDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnquiriesTrackingEnquiries($filter: EnquiryFilter, $pagination: Pagination) {\n    findAllEnquiry(filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        fkChild\n        fkCentre\n        active\n        enrollmentPlan\n        createdAt\n        admissionStatus {\n          ID\n          stateCode\n          label\n          group\n          enquiryFrontendState\n        }\n        centre {\n          ID\n          label\n          code\n          addresses {\n            postcode\n          }\n        }\n        user {\n          ID\n          email\n        }\n        level {\n          ID\n          label\n        }\n        program {\n          ID\n          label\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').EnquiriesTrackingEnquiriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnquiriesTrackingStates($IDEnquiry: Int!) {\n    getEnquiryFrontendStates(IDEnquiry: $IDEnquiry) {\n      IDEnquiry\n      nextAction\n      current {\n        ID\n        stateCode\n        label\n      }\n      steps {\n        code\n        label\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').EnquiriesTrackingStatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnquiriesTrackingChildren {\n    findAllChildrenByParent {\n      ID\n      firstname\n      lastname\n      dateOfBirth\n      birthCertificate\n    }\n  }\n"): typeof import('./graphql').EnquiriesTrackingChildrenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnquiriesTrackingCancel($ID: Int!) {\n    cancelEnquiry(ID: $ID) {\n      ID\n      active\n      fkEnquiryState\n      admissionStatus {\n        stateCode\n      }\n    }\n  }\n"): typeof import('./graphql').EnquiriesTrackingCancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnquiriesMapSearchSuggest(\n    $IDSchool: Int!\n    $dateOfBirth: Date!\n    $enrollmentDate: Date!\n    $isRadiusSearch: Boolean\n  ) {\n    suggestLevel(\n      IDSchool: $IDSchool\n      dateOfBirth: $dateOfBirth\n      enrollmentDate: $enrollmentDate\n      isRadiusSearch: $isRadiusSearch\n    ) {\n      ID\n      programs {\n        label\n      }\n    }\n  }\n"): typeof import('./graphql').EnquiriesMapSearchSuggestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnquiriesMapSearchByDistance($p: String!, $r: Float!, $d: Date!, $l: Int!, $f: CentreSearchFilter!) {\n    findAllCentreByDistance(postalCode: $p, radius: $r, enrollmentDate: $d, level: $l, filter: $f) {\n      totalCount\n      data {\n        label\n        distance\n      }\n    }\n  }\n"): typeof import('./graphql').EnquiriesMapSearchByDistanceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnquiriesNewEnquiry(\n    $schoolID: Int!\n    $email: String!\n    $phoneNumberCountryCode: String!\n    $phoneNumber: String!\n    $centreIDs: [Int!]!\n    $enquiry: EnquiryDetailsInput!\n    $pdpaConsentVersion: String\n    $preferredLanguage: String\n  ) {\n    newEnquiry(\n      schoolID: $schoolID\n      email: $email\n      phoneNumberCountryCode: $phoneNumberCountryCode\n      phoneNumber: $phoneNumber\n      centreIDs: $centreIDs\n      enquiry: $enquiry\n      pdpaConsentVersion: $pdpaConsentVersion\n      preferredLanguage: $preferredLanguage\n    ) {\n      success\n      error {\n        message\n        code\n      }\n      data {\n        ID\n        fkSchool\n        fkCentre\n        fkUser\n        fkChild\n        fkLevel\n        fkProgram\n        fkEnquiryState\n        firstname\n        lastname\n        childFirstname\n        childLastname\n        enrollmentPlan\n        active\n        skipCentreVisit\n        skipTrial\n        vacancyAvailable\n        admissionStatus {\n          ID\n          stateCode\n          label\n        }\n        centre {\n          ID\n          label\n        }\n        user {\n          ID\n          email\n          mobilePhone\n        }\n        level {\n          ID\n          label\n        }\n        program {\n          ID\n          label\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').EnquiriesNewEnquiryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EsignCancelEnquiry($ID: Int!) {\n    cancelEnquiry(ID: $ID) {\n      ID\n    }\n  }\n"): typeof import('./graphql').EsignCancelEnquiryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EsignCreateForm($IDEnquiry: Int!, $participants: [ConsentParticipantInput!]!) {\n    createForm1(IDEnquiry: $IDEnquiry, participants: $participants) {\n      ID\n      eDocumentStatus\n      contentSha256\n      participants {\n        displayName\n        order\n        email\n        role\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').EsignCreateFormDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EsignForm($IDEnquiry: Int!) {\n    getConsentForm(IDEnquiry: $IDEnquiry) {\n      eDocumentStatus\n      signedDocumentAvailable\n      linksExpired\n      participants {\n        displayName\n        order\n        status\n        signedAt\n      }\n    }\n  }\n"): typeof import('./graphql').EsignFormDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EsignSigningDocument($token: String!) {\n    getSigningDocument(token: $token) {\n      title\n      contentSha256\n      declaration\n      sections {\n        heading\n        rows {\n          label\n          value\n        }\n      }\n      signer {\n        displayName\n        role\n        order\n      }\n      participants {\n        displayName\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').EsignSigningDocumentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EsignSign($token: String!, $signature: SignatureInput!) {\n    signConsentForm(token: $token, signature: $signature) {\n      status\n      signedAt\n    }\n  }\n"): typeof import('./graphql').EsignSignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EsignSignedUrl($IDEnquiry: Int!) {\n    getEnrolmentDocumentURL(IDEnquiry: $IDEnquiry)\n  }\n"): typeof import('./graphql').EsignSignedUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventsCalendar($IDCentre: Int, $year: Int!, $month: Int!) {\n    findAllCalendarEvent(IDCentre: $IDCentre, year: $year, month: $month) {\n      events {\n        ID\n        title\n        status\n        eventType\n        location\n      }\n    }\n  }\n"): typeof import('./graphql').EventsCalendarDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventsClasses($IDSchool: Int!) {\n    getEventClasses(IDSchool: $IDSchool) {\n      ID\n      label\n      centreID\n      centreLabel\n    }\n  }\n"): typeof import('./graphql').EventsClassesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventPhotoFields on EventPhoto {\n    ID\n    fileKey\n    status\n    active\n    caption\n    url\n    thumbnailUrl\n    width\n    height\n    tags {\n      childID\n      photoConsent\n    }\n  }\n"): typeof import('./graphql').EventPhotoFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EventsAlbumUrls($IDEvent: Int!, $files: [EventPhotoFileInput!]!) {\n    getEventPhotoAlbumUploadUrl(IDEvent: $IDEvent, files: $files) {\n      Url\n      Key\n    }\n  }\n"): typeof import('./graphql').EventsAlbumUrlsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EventsPhotoUrl($IDEvent: Int!, $filename: String!, $contentType: String!) {\n    getEventPhotoUploadUrl(IDEvent: $IDEvent, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n"): typeof import('./graphql').EventsPhotoUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EventsAddPhotos($IDEvent: Int!, $photos: [EventPhotoInput!]!) {\n    addEventPhotos(IDEvent: $IDEvent, photos: $photos) {\n      ...EventPhotoFields\n    }\n  }\n"): typeof import('./graphql').EventsAddPhotosDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EventsPhotoTags($IDEvent: Int!, $IDPhoto: Int!, $childIDs: [Int!]!) {\n    updateEventPhotoTags(IDEvent: $IDEvent, IDPhoto: $IDPhoto, childIDs: $childIDs) {\n      ID\n      tags {\n        childID\n        photoConsent\n      }\n    }\n  }\n"): typeof import('./graphql').EventsPhotoTagsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EventsDeletePhotos($IDEvent: Int!, $IDPhotos: [Int!]!) {\n    deleteEventPhotos(IDEvent: $IDEvent, IDPhotos: $IDPhotos) {\n      ID\n    }\n  }\n"): typeof import('./graphql').EventsDeletePhotosDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EventsPhotoStatus($IDEvent: Int!, $IDPhotos: [Int!]!, $status: String!) {\n    updateEventPhotosStatus(IDEvent: $IDEvent, IDPhotos: $IDPhotos, status: $status) {\n      ID\n      status\n    }\n  }\n"): typeof import('./graphql').EventsPhotoStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventsStaffAlbum($IDEvent: Int!) {\n    getEventPhotos(IDEvent: $IDEvent) {\n      ...EventPhotoFields\n    }\n  }\n"): typeof import('./graphql').EventsStaffAlbumDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventsMyAlbum($IDEvent: Int!, $IDChild: Int!) {\n    getMyEventPhotos(IDEvent: $IDEvent, IDChild: $IDChild) {\n      photoConsent\n      photos {\n        ...EventPhotoFields\n      }\n    }\n  }\n"): typeof import('./graphql').EventsMyAlbumDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EventsPhotoConsent($IDChild: Int!, $photoConsent: Boolean!) {\n    setChildPhotoConsent(IDChild: $IDChild, photoConsent: $photoConsent)\n  }\n"): typeof import('./graphql').EventsPhotoConsentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventFields on Event {\n    ID\n    status\n    category\n    title\n    childEventFee\n    guestEventFee\n    guestCountLimit\n    fkSubmitter\n    fkApprover\n    attendingCount\n    scopes {\n      centreID\n      classID\n    }\n  }\n"): typeof import('./graphql').EventFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EventsSave($IDEvent: Int, $eventData: EventInput!) {\n    createOrSaveEventDraft(IDEvent: $IDEvent, eventData: $eventData) {\n      ...EventFields\n    }\n  }\n"): typeof import('./graphql').EventsSaveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EventsSubmit($IDEvent: Int!) {\n    submitEvent(IDEvent: $IDEvent) {\n      ...EventFields\n    }\n  }\n"): typeof import('./graphql').EventsSubmitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EventsPublish($IDEvent: Int!) {\n    publishEvent(IDEvent: $IDEvent) {\n      ...EventFields\n    }\n  }\n"): typeof import('./graphql').EventsPublishDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EventsCancel($IDEvent: Int!, $remarks: String) {\n    cancelEvent(IDEvent: $IDEvent, remarks: $remarks) {\n      ...EventFields\n    }\n  }\n"): typeof import('./graphql').EventsCancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EventsUpdate($IDEvent: Int!, $eventData: EventInput!) {\n    updateEventDetails(IDEvent: $IDEvent, eventData: $eventData) {\n      ...EventFields\n    }\n  }\n"): typeof import('./graphql').EventsUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventsById($IDEvent: Int!) {\n    eventById(IDEvent: $IDEvent) {\n      ...EventFields\n    }\n  }\n"): typeof import('./graphql').EventsByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventsLists($IDSchool: Int!) {\n    getDraftEvents(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n      }\n    }\n    getPendingEvents(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n      }\n    }\n    getUpcomingEvents(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n      }\n    }\n    getPastEvents(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n      }\n    }\n    getAllEvents(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n      }\n    }\n  }\n"): typeof import('./graphql').EventsListsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EventsRsvp($IDEvent: Int!, $IDChild: Int!, $rsvp: EventRsvpInput!) {\n    rsvpEvent(IDEvent: $IDEvent, IDChild: $IDChild, rsvp: $rsvp) {\n      childID\n      canRsvp\n      rsvp {\n        ID\n        status\n        consentAcceptedAt\n        feeCents\n        guests {\n          ID\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').EventsRsvpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventsMine {\n    getMyEvents {\n      childID\n      canRsvp\n      event {\n        ID\n        title\n      }\n      rsvp {\n        status\n        feeCents\n      }\n    }\n  }\n"): typeof import('./graphql').EventsMineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventsRsvpList($IDEvent: Int!, $status: String) {\n    getEventRsvpChildList(IDEvent: $IDEvent, status: $status) {\n      totalCount\n      data {\n        childID\n        status\n        centreID\n        guests {\n          ID\n          name\n        }\n      }\n    }\n    getRsvpStatusCountDetails(IDEvent: $IDEvent) {\n      status\n      children\n      guests\n    }\n    getRsvpAttendeesClassAndCentreCountByStatus(IDEvent: $IDEvent, status: $status) {\n      centreID\n      classID\n      children\n      guests\n    }\n  }\n"): typeof import('./graphql').EventsRsvpListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventsExport($IDEvent: Int!, $status: String) {\n    exportRsvpList(IDEvent: $IDEvent, status: $status)\n  }\n"): typeof import('./graphql').EventsExportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EventsRemoveChild($IDEvent: Int!, $IDChild: Int!) {\n    removeChildFromRsvpList(IDEvent: $IDEvent, IDChild: $IDChild) {\n      status\n    }\n  }\n"): typeof import('./graphql').EventsRemoveChildDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EventsRemoveGuest($IDEvent: Int!, $IDGuest: Int!) {\n    removeEventRsvpGuest(IDEvent: $IDEvent, IDGuest: $IDGuest) {\n      guests {\n        ID\n      }\n    }\n  }\n"): typeof import('./graphql').EventsRemoveGuestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventsIcs($IDEvent: Int!, $IDChild: Int!) {\n    getEventCalendarFile(IDEvent: $IDEvent, IDChild: $IDChild)\n  }\n"): typeof import('./graphql').EventsIcsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FeesRaceSubmit($IDFeeDraft: Int!) {\n    submitFeeDraft(IDFeeDraft: $IDFeeDraft) {\n      status\n      items {\n        nationality\n        amount\n        lastAmount\n      }\n    }\n  }\n"): typeof import('./graphql').FeesRaceSubmitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeesRaceDraftItems($IDSchool: Int!, $filter: FeeDraftFilter) {\n    findAllFeeDraft(IDSchool: $IDSchool, filter: $filter) {\n      data {\n        ID\n        status\n        items {\n          nationality\n          amount\n          lastAmount\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').FeesRaceDraftItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeesCurrent($IDSchool: Int!, $fkCentre: Int) {\n    findAllCurrentFeeTier(IDSchool: $IDSchool, fkCentre: $fkCentre) {\n      ID\n      label\n      pending\n      feeGroup {\n        groupCode\n      }\n      fees {\n        nationality\n        amount\n        effectiveFrom\n        effectiveTo\n        level {\n          ID\n        }\n        program {\n          ID\n        }\n      }\n      numberOfChildren {\n        level {\n          ID\n        }\n        numberOfChildren\n      }\n    }\n  }\n"): typeof import('./graphql').FeesCurrentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeesUpcoming($IDSchool: Int!) {\n    findAllUpcomingFeeTier(IDSchool: $IDSchool) {\n      ID\n      active\n      pending\n      fees {\n        amount\n        effectiveFrom\n      }\n    }\n  }\n"): typeof import('./graphql').FeesUpcomingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeesGroups($IDSchool: Int!) {\n    findAllFeeGroup(IDSchool: $IDSchool) {\n      ID\n      groupCode\n    }\n  }\n"): typeof import('./graphql').FeesGroupsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FeesNewTier($IDSchool: Int!, $data: FeeTierInput!) {\n    newFeeTier(IDSchool: $IDSchool, data: $data) {\n      ID\n      label\n      fees {\n        amount\n        nationality\n      }\n    }\n  }\n"): typeof import('./graphql').FeesNewTierDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FeesNewDraft($IDSchool: Int!, $fkCentre: Int!, $data: FeeDraftInput!) {\n    newFeeDraft(IDSchool: $IDSchool, fkCentre: $fkCentre, data: $data) {\n      ID\n      status\n      items {\n        nationality\n        amount\n        lastAmount\n      }\n    }\n  }\n"): typeof import('./graphql').FeesNewDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FeesUpdateItems($IDFeeDraft: Int!, $items: [FeeDraftItemInput!]!) {\n    updateFeeDraftItems(IDFeeDraft: $IDFeeDraft, items: $items) {\n      ID\n      items {\n        nationality\n        amount\n        lastAmount\n      }\n    }\n  }\n"): typeof import('./graphql').FeesUpdateItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FeesSubmit($IDFeeDraft: Int!, $remark: String) {\n    submitFeeDraft(IDFeeDraft: $IDFeeDraft, remark: $remark) {\n      ID\n      status\n    }\n  }\n"): typeof import('./graphql').FeesSubmitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FeesApprove($IDFeeDraft: Int!, $remark: String) {\n    approveFeeChangeRequest(IDFeeDraft: $IDFeeDraft, remark: $remark) {\n      ID\n      status\n      approver {\n        ID\n      }\n      activityLogs {\n        status\n        remark\n        user {\n          ID\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').FeesApproveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FeesReject($IDFeeDraft: Int!, $remark: String!) {\n    rejectFeeChangeRequest(IDFeeDraft: $IDFeeDraft, remark: $remark) {\n      ID\n      status\n    }\n  }\n"): typeof import('./graphql').FeesRejectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FeesCancel($IDFeeDraft: Int!, $remark: String) {\n    cancelFeeChangeRequest(IDFeeDraft: $IDFeeDraft, remark: $remark) {\n      ID\n      status\n    }\n  }\n"): typeof import('./graphql').FeesCancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeesDrafts($IDSchool: Int!, $filter: FeeDraftFilter, $pagination: Pagination) {\n    findAllFeeDraft(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      pendingCount\n      data {\n        ID\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').FeesDraftsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeesImpact($IDFeeDraft: Int!) {\n    getFeeDraftImpact(IDFeeDraft: $IDFeeDraft) {\n      noticeMonths\n      needsNoticeWarning\n      lines {\n        nationality\n        lastAmount\n        amount\n        difference\n        numberOfChildren\n      }\n      families {\n        parent {\n          ID\n        }\n        difference\n        children {\n          ID\n          difference\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').FeesImpactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FilesFileUrl($key: String!) {\n    fileUrl(key: $key)\n  }\n"): typeof import('./graphql').FilesFileUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinanceAccountListing($IDChild: Int!, $isCDA: Boolean, $paymentType: String) {\n    getAccountListing(IDChild: $IDChild, isCDA: $isCDA, paymentType: $paymentType) {\n      IDChild\n      childName\n      closingBalance\n      CDABalance\n      nonCDABalance\n      entries {\n        kind\n        IDInvoice\n        paymentType\n        debit\n        credit\n        balance\n        CDAAmount\n      }\n    }\n  }\n"): typeof import('./graphql').FinanceAccountListingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinanceAgeing($IDSchool: Int!, $asOf: Date) {\n    getAgeingReport(IDSchool: $IDSchool, asOf: $asOf) {\n      IDCentre\n      centreName\n      current\n      days31to60\n      days61to90\n      over90\n      total\n      invoiceCount\n    }\n  }\n"): typeof import('./graphql').FinanceAgeingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinanceAgeingDue($IDInvoice: Int!) {\n    getInvoice(IDInvoice: $IDInvoice) {\n      invoice {\n        invoiceDueDate\n      }\n    }\n  }\n"): typeof import('./graphql').FinanceAgeingDueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinanceSearch($IDSchool: Int!, $keyword: String!, $pagination: Pagination) {\n    searchFinance(IDSchool: $IDSchool, keyword: $keyword, pagination: $pagination) {\n      totalCount\n      data {\n        kind\n        ID\n        IDInvoice\n        number\n        IDChild\n        childName\n        amount\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').FinanceSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinanceInvoiceDetail($IDInvoice: Int!) {\n    getInvoice(IDInvoice: $IDInvoice) {\n      childName\n      centreName\n      month\n      CDAAmount\n      nonCDAAmount\n      can\n      lines {\n        label\n        cdaPayable\n        explanation\n      }\n      creditNotes {\n        creditNoteNo\n        remark\n      }\n      invoice {\n        ID\n        grandTotal\n        outstandingAmount\n      }\n    }\n  }\n"): typeof import('./graphql').FinanceInvoiceDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinanceRunCan($IDInvoiceRun: Int!) {\n    getInvoiceRun(IDInvoiceRun: $IDInvoiceRun) {\n      status\n      can\n    }\n  }\n"): typeof import('./graphql').FinanceRunCanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinanceOfflineInvoiceNotice($IDCentre: Int!, $IDChild: Int!, $items: [OfflineInvoiceItemInput!]!) {\n    createOfflineInvoice(IDCentre: $IDCentre, IDChild: $IDChild, items: $items) {\n      invoiceNo\n    }\n  }\n"): typeof import('./graphql').FinanceOfflineInvoiceNoticeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinanceOfflineInvoice($IDCentre: Int!, $IDChild: Int!, $items: [OfflineInvoiceItemInput!]!) {\n    createOfflineInvoice(IDCentre: $IDCentre, IDChild: $IDChild, items: $items) {\n      ID\n      invoiceNo\n      invoiceType\n      status\n      totalTaxAmount\n      grandTotal\n      outstandingAmount\n      items {\n        label\n        quantity\n        taxAmount\n        totalAmount\n      }\n    }\n  }\n"): typeof import('./graphql').FinanceOfflineInvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinanceOfflineInvoiceDetail($IDInvoice: Int!) {\n    getInvoice(IDInvoice: $IDInvoice) {\n      lines {\n        label\n        explanation\n      }\n    }\n  }\n"): typeof import('./graphql').FinanceOfflineInvoiceDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinanceKeyedInvoice(\n    $IDCentre: Int!\n    $IDChild: Int!\n    $items: [OfflineInvoiceItemInput!]!\n    $requestKey: String\n  ) {\n    createOfflineInvoice(IDCentre: $IDCentre, IDChild: $IDChild, items: $items, requestKey: $requestKey) {\n      ID\n      invoiceNo\n    }\n  }\n"): typeof import('./graphql').FinanceKeyedInvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinanceKeyedCreditNote($IDInvoice: Int!, $amount: Int!, $remark: String!, $requestKey: String) {\n    createAdHocCreditNote(IDInvoice: $IDInvoice, amount: $amount, remark: $remark, requestKey: $requestKey) {\n      ID\n      creditNoteNo\n    }\n  }\n"): typeof import('./graphql').FinanceKeyedCreditNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinanceStartRun($IDSchool: Int!, $IDCentre: Int, $month: Date!) {\n    createInvoiceRun(IDSchool: $IDSchool, IDCentre: $IDCentre, month: $month) {\n      ID\n      status\n      total\n    }\n  }\n"): typeof import('./graphql').FinanceStartRunDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinanceRun($IDInvoiceRun: Int!) {\n    getInvoiceRun(IDInvoiceRun: $IDInvoiceRun) {\n      ID\n      status\n      total\n      processed\n      invoiceCount\n      skippedCount\n      grandTotal\n    }\n  }\n"): typeof import('./graphql').FinanceRunDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinanceRunDrafts($IDInvoiceRun: Int!, $skipped: Boolean) {\n    findAllInvoiceRunDraft(IDInvoiceRun: $IDInvoiceRun, skipped: $skipped) {\n      totalCount\n      data {\n        IDChild\n        skipReason\n        skipMessage\n        grandTotal\n        totalTaxAmount\n        CDAAmount\n        nonCDAAmount\n        previousGrandTotal\n        change\n        IDInvoice\n        items {\n          label\n          source\n          explanation\n          totalAmount\n          taxAmount\n          cdaPayable\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').FinanceRunDraftsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinanceIssueRun($IDInvoiceRun: Int!) {\n    issueInvoiceRun(IDInvoiceRun: $IDInvoiceRun) {\n      status\n    }\n  }\n"): typeof import('./graphql').FinanceIssueRunDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinanceDiscardRun($IDInvoiceRun: Int!) {\n    discardInvoiceRun(IDInvoiceRun: $IDInvoiceRun) {\n      status\n    }\n  }\n"): typeof import('./graphql').FinanceDiscardRunDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinanceInvoices($IDSchool: Int!, $filter: InvoiceFilter) {\n    findAllInvoice(IDSchool: $IDSchool, filter: $filter) {\n      totalCount\n      data {\n        ID\n        fkChild\n        invoiceNo\n        status\n        grandTotal\n        outstandingAmount\n      }\n    }\n  }\n"): typeof import('./graphql').FinanceInvoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinanceChildInvoices($IDChild: Int!) {\n    invoicesByFkChild(IDChild: $IDChild) {\n      ID\n      invoiceNo\n      status\n      outstandingAmount\n      items {\n        label\n      }\n      receipts {\n        receiptNo\n      }\n    }\n    getChildCurrentBalance(IDChild: $IDChild) {\n      CDABalance\n      nonCDABalance\n    }\n  }\n"): typeof import('./graphql').FinanceChildInvoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinanceOfflineReceipt($IDInvoice: [Int!]!, $referenceNo: String!, $paymentType: String!) {\n    createReceiptForOfflinePayment(\n      IDInvoice: $IDInvoice\n      referenceNo: $referenceNo\n      paymentType: $paymentType\n    ) {\n      receiptNo\n      amount\n      paymentType\n      referenceNo\n    }\n  }\n"): typeof import('./graphql').FinanceOfflineReceiptDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinanceReceiptTypes {\n    getOfflineOfflinePaymentReceiptTypes\n  }\n"): typeof import('./graphql').FinanceReceiptTypesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinanceCreditNote($IDInvoice: Int!, $amount: Int!, $remark: String!) {\n    createAdHocCreditNote(IDInvoice: $IDInvoice, amount: $amount, remark: $remark) {\n      creditNoteNo\n      amount\n      remark\n    }\n  }\n"): typeof import('./graphql').FinanceCreditNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinanceRefunds($IDSchool: Int!, $filter: RefundFilter) {\n    findAllConsolidatedRefund(IDSchool: $IDSchool, filter: $filter) {\n      totalCount\n      data {\n        IDChild\n        totalAmount\n        refunds {\n          label\n          amount\n          status\n          isCda\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').FinanceRefundsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinanceFilesGenerate($IDSchool: Int!, $month: Date!, $valueDate: Date!) {\n    generateGiroDeductionArchive(IDSchool: $IDSchool, month: $month, valueDate: $valueDate) {\n      ID\n      status\n      log\n      rowCount\n      totalAmount\n      URL\n    }\n  }\n"): typeof import('./graphql').FinanceFilesGenerateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinanceFilesUploadUrl($IDSchool: Int!, $filename: String!, $contentType: String!) {\n    getFinanceDocumentUploadURL(IDSchool: $IDSchool, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n"): typeof import('./graphql').FinanceFilesUploadUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinanceFilesUploadGiro($IDSchool: Int!, $fileKey: String!) {\n    uploadGiroFile(IDSchool: $IDSchool, fileKey: $fileKey) {\n      ID\n      status\n      log\n      rowCount\n      totalAmount\n    }\n  }\n"): typeof import('./graphql').FinanceFilesUploadGiroDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinanceFilesUploadSubsidy($IDSchool: Int!, $fileKey: String!) {\n    uploadSubsidyFile(IDSchool: $IDSchool, fileKey: $fileKey) {\n      ID\n      status\n      log\n      rowCount\n      totalAmount\n    }\n  }\n"): typeof import('./graphql').FinanceFilesUploadSubsidyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FinanceFilesGiroList($IDSchool: Int!) {\n    findAllUploadedGiroFiles(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n        docType\n        status\n        log\n        user\n      }\n    }\n  }\n"): typeof import('./graphql').FinanceFilesGiroListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GeocodingGeocode($postalCode: String!) {\n    geocodePostalCode(postalCode: $postalCode) {\n      postalCode\n      address\n      building\n      lat\n      lng\n    }\n  }\n"): typeof import('./graphql').GeocodingGeocodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GeocodingSearchPlaces($searchVal: String!) {\n    searchPlaces(searchVal: $searchVal) {\n      postalCode\n      address\n      building\n      lat\n      lng\n    }\n  }\n"): typeof import('./graphql').GeocodingSearchPlacesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GiroBanks {\n    findAllBankBicCode {\n      ID\n      bankCode\n      bankName\n      bicCode\n      displayOrder\n    }\n  }\n"): typeof import('./graphql').GiroBanksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GiroSave($IDChild: Int!, $IDSchool: Int!, $giroApplication: GiroApplicationInput!) {\n    saveGiroApplication(IDChild: $IDChild, IDSchool: $IDSchool, giroApplication: $giroApplication) {\n      ID\n      status\n      source\n      isCda\n      payerAccountNumber\n      payerAccountName\n      payerAccountNames\n      billReferenceNumber\n      mobilePhone\n      applicationDate\n      bank {\n        bicCode\n      }\n    }\n  }\n"): typeof import('./graphql').GiroSaveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GiroAdd($giroAccount: GiroAccountInput!, $paymentType: String!) {\n    addGiro(giroAccount: $giroAccount, paymentType: $paymentType) {\n      ID\n      status\n      source\n      isCda\n      billReferenceNumber\n      effectiveFrom\n    }\n  }\n"): typeof import('./graphql').GiroAddDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GiroOfChild($IDChild: Int!) {\n    bankAccountInfoByIDChild(IDChild: $IDChild) {\n      IDChild\n      accounts {\n        ID\n        status\n        isCda\n        effectiveFrom\n        statusChanges {\n          fromStatus\n          toStatus\n          reason\n          remarks\n          userName\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GiroOfChildDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GiroOfEnquiry($IDEnquiry: Int!) {\n    bankAccountInfoByIDEnquiry(IDEnquiry: $IDEnquiry) {\n      IDEnquiry\n      IDChild\n      skipGiroSetup\n      canPayRegistrationByGiro\n      payingByGiro\n      accounts {\n        ID\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').GiroOfEnquiryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GiroReasons($status: String!) {\n    getBankAccountStatusChangeReasonsByStatus(status: $status) {\n      ID\n      label\n    }\n  }\n"): typeof import('./graphql').GiroReasonsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GiroUpdateStatus($IDBankAccount: Int!, $status: String!, $fkReason: Int!, $remarks: String!) {\n    updateBankAccountStatus(\n      IDBankAccount: $IDBankAccount\n      status: $status\n      fkReason: $fkReason\n      remarks: $remarks\n    ) {\n      ID\n      status\n      effectiveFrom\n      statusChanges {\n        fromStatus\n        toStatus\n        reason\n        remarks\n      }\n    }\n  }\n"): typeof import('./graphql').GiroUpdateStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GiroExportPdf($IDBankAccount: Int!) {\n    exportGiroApplicationPdf(IDBankAccount: $IDBankAccount)\n  }\n"): typeof import('./graphql').GiroExportPdfDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GiroPayRegistration($IDEnquiry: Int!) {\n    payRegistrationFeeByGiro(IDEnquiry: $IDEnquiry) {\n      IDEnquiry\n      payingByGiro\n      canPayRegistrationByGiro\n    }\n  }\n"): typeof import('./graphql').GiroPayRegistrationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GiroPayInvoice($InvoiceID: Int!) {\n    payGiroByInvoiceID(InvoiceID: $InvoiceID)\n  }\n"): typeof import('./graphql').GiroPayInvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query HolidaysMenu($filter: MenuFilter!) {\n        findSidebarMenuByUser(filter: $filter) {\n          path\n          label\n          icon\n        }\n      }\n    "): typeof import('./graphql').HolidaysMenuDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query HolidaysMe {\n        me {\n          can\n        }\n      }\n    "): typeof import('./graphql').HolidaysMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HolidaysHolidayFields on Holiday {\n    ID\n    title\n    description\n    holidayImageKey\n    holidayImageURL\n    from\n    to\n    isPublic\n    centreHolidays {\n      ID\n      fkCentre\n      centre {\n        ID\n        label\n      }\n    }\n  }\n"): typeof import('./graphql').HolidaysHolidayFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HolidaysList($IDSchool: Int!, $year: Int!, $centreID: Int) {\n    getCentreHolidaysOfYear(IDSchool: $IDSchool, year: $year, centreID: $centreID) {\n      ...HolidaysHolidayFields\n    }\n  }\n"): typeof import('./graphql').HolidaysListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HolidaysCreate($IDSchool: Int!, $holiday: HolidayInput!) {\n    createHoliday(IDSchool: $IDSchool, holiday: $holiday) {\n      ...HolidaysHolidayFields\n    }\n  }\n"): typeof import('./graphql').HolidaysCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HolidaysUpdate($IDSchool: Int!, $holidayID: Int!, $holiday: HolidayInput!) {\n    updateHolidayDetails(IDSchool: $IDSchool, holidayID: $holidayID, holiday: $holiday) {\n      ...HolidaysHolidayFields\n    }\n  }\n"): typeof import('./graphql').HolidaysUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HolidaysUpload($IDSchool: Int!, $filename: String!, $contentType: String!) {\n    getHolidayPhotoUploadURL(IDSchool: $IDSchool, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n"): typeof import('./graphql').HolidaysUploadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HolidaysDelete($IDSchool: Int!, $holidayID: Int!) {\n    deleteHolidayDetails(IDSchool: $IDSchool, holidayID: $holidayID)\n  }\n"): typeof import('./graphql').HolidaysDeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IdentityAccountFields on MyAccount {\n    ID\n    firstname\n    lastname\n    email\n    mobilePhone\n    mobilePhoneCountryCode\n    pendingEmail\n  }\n"): typeof import('./graphql').IdentityAccountFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query IdentityAccountMine {\n      myAccount {\n        ...IdentityAccountFields\n      }\n    }\n  "): typeof import('./graphql').IdentityAccountMineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation IdentityAccountProfile($f: String!, $l: String!, $m: String!) {\n      updateMyProfile(firstname: $f, lastname: $l, mobilePhone: $m) {\n        ...IdentityAccountFields\n      }\n    }\n  "): typeof import('./graphql').IdentityAccountProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation IdentityAccountRequestEmail($e: String!) {\n      requestEmailChange(newEmail: $e) {\n        ...IdentityAccountFields\n      }\n    }\n  "): typeof import('./graphql').IdentityAccountRequestEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation IdentityAccountConfirmEmail($c: String!) {\n      confirmEmailChange(code: $c) {\n        ...IdentityAccountFields\n      }\n    }\n  "): typeof import('./graphql').IdentityAccountConfirmEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation IdentityAccountPassword($c: String!, $n: String!) {\n      changeMyPassword(currentPassword: $c, newPassword: $n)\n    }\n  "): typeof import('./graphql').IdentityAccountPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IdentityConsentRegister($t: String!, $p: String!, $v: String) {\n    register(token: $t, password: $p, pdpaConsentVersion: $v) {\n      token\n    }\n  }\n"): typeof import('./graphql').IdentityConsentRegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IdentityConsentInfo($t: String!) {\n    registrationInfo(token: $t) {\n      privacyPolicyUrl\n    }\n  }\n"): typeof import('./graphql').IdentityConsentInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IdentityConsentMine {\n    myConsents {\n      ID\n      kind\n      version\n      textHash\n      givenAt\n      fkEnquiry\n      centreLabel\n    }\n  }\n"): typeof import('./graphql').IdentityConsentMineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IdentityConsentUpdateConfig($s: Int!, $e: [SchoolConfigEntryInput!]!) {\n    updateSchoolConfig(IDSchool: $s, entries: $e) {\n      key\n      value\n    }\n  }\n"): typeof import('./graphql').IdentityConsentUpdateConfigDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IdentityLanguageSendOtp($userId: Int!, $token: String!) {\n    sendOTP(userId: $userId, token: $token)\n  }\n"): typeof import('./graphql').IdentityLanguageSendOtpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IdentityLanguageRequestEmail($e: String!) {\n    requestEmailChange(newEmail: $e) {\n      ID\n    }\n  }\n"): typeof import('./graphql').IdentityLanguageRequestEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IdentityLanguageConfirmEmail($c: String!) {\n    confirmEmailChange(code: $c) {\n      ID\n    }\n  }\n"): typeof import('./graphql').IdentityLanguageConfirmEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IdentityLanguagePassword($c: String!, $n: String!) {\n    changeMyPassword(currentPassword: $c, newPassword: $n)\n  }\n"): typeof import('./graphql').IdentityLanguagePasswordDocument;
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
export function graphql(source: "\n    mutation IdentityLanguageSet($language: String!) {\n      updateMyPreferredLanguage(language: $language)\n    }\n  "): typeof import('./graphql').IdentityLanguageSetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query IdentityLanguageMe {\n      me {\n        ID\n        preferredLanguage\n      }\n    }\n  "): typeof import('./graphql').IdentityLanguageMeDocument;
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
export function graphql(source: "\n  mutation PasswordResetReset($tokenString: String!, $password: String!) {\n    resetPassword(tokenString: $tokenString, password: $password)\n  }\n"): typeof import('./graphql').PasswordResetResetDocument;
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
export function graphql(source: "\n  query IdentityRoleUnionMe {\n    me {\n      can\n    }\n  }\n"): typeof import('./graphql').IdentityRoleUnionMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IdentityForgotPassword($email: String!) {\n    forgetPassword(email: $email)\n  }\n"): typeof import('./graphql').IdentityForgotPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IdentitySignIn($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n    }\n  }\n"): typeof import('./graphql').IdentitySignInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KioskStart($centreId: Int!) {\n    startKioskSession(centreId: $centreId) {\n      token\n      centreLabel\n    }\n  }\n"): typeof import('./graphql').KioskStartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KioskPass {\n    issueKioskPass {\n      qrToken\n      pin\n      expiresAt\n    }\n  }\n"): typeof import('./graphql').KioskPassDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KioskIdentify($kioskToken: String!, $credential: KioskCredentialInput!) {\n    kioskIdentify(kioskToken: $kioskToken, credential: $credential) {\n      ID\n      firstname\n      classLabel\n    }\n  }\n"): typeof import('./graphql').KioskIdentifyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KioskCheckIn(\n    $kioskToken: String!\n    $credential: KioskCredentialInput!\n    $children: [Int!]!\n    $mobile: String!\n    $healthChecks: [KioskHealthAnswer!]\n  ) {\n    kioskCheckIn(\n      kioskToken: $kioskToken\n      credential: $credential\n      children: $children\n      mobile: $mobile\n      healthChecks: $healthChecks\n    ) {\n      ID\n    }\n  }\n"): typeof import('./graphql').KioskCheckInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KioskCheckOut(\n    $kioskToken: String!\n    $credential: KioskCredentialInput!\n    $children: [Int!]!\n    $mobile: String!\n  ) {\n    kioskCheckOut(kioskToken: $kioskToken, credential: $credential, children: $children, mobile: $mobile) {\n      ID\n    }\n  }\n"): typeof import('./graphql').KioskCheckOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KioskSavePickup($childID: Int!, $pickupID: Int, $pickup: AuthorisedPickupInput!) {\n    saveChildAuthorisedPickup(childID: $childID, pickupID: $pickupID, pickup: $pickup) {\n      ID\n      name\n      relation\n      mobile\n    }\n  }\n"): typeof import('./graphql').KioskSavePickupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KioskRemovePickup($childID: Int!, $pickupID: Int!) {\n    removeChildAuthorisedPickup(childID: $childID, pickupID: $pickupID) {\n      ID\n    }\n  }\n"): typeof import('./graphql').KioskRemovePickupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KioskPickups($childID: Int!) {\n    getChildAuthorisedPickups(childID: $childID) {\n      ID\n      name\n    }\n  }\n"): typeof import('./graphql').KioskPickupsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PickupPhotoTarget($childID: Int!, $filename: String!, $contentType: String!) {\n    getAuthorisedPickupPhotoUploadURL(childID: $childID, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n"): typeof import('./graphql').PickupPhotoTargetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PickupPhotoSave($childID: Int!, $pickupID: Int, $pickup: AuthorisedPickupInput!) {\n    saveChildAuthorisedPickup(childID: $childID, pickupID: $pickupID, pickup: $pickup) {\n      ID\n      name\n      photoURL\n    }\n  }\n"): typeof import('./graphql').PickupPhotoSaveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PickupPhotoRemove($childID: Int!, $pickupID: Int!) {\n    removeChildAuthorisedPickup(childID: $childID, pickupID: $pickupID) {\n      ID\n    }\n  }\n"): typeof import('./graphql').PickupPhotoRemoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PickupPhotoList($childID: Int!) {\n    getChildAuthorisedPickups(childID: $childID) {\n      ID\n      name\n      relation\n      photoURL\n    }\n  }\n"): typeof import('./graphql').PickupPhotoListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PickupPhotoFileUrl($key: String!) {\n    fileUrl(key: $key)\n  }\n"): typeof import('./graphql').PickupPhotoFileUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PickupKioskStart($centreId: Int!) {\n    startKioskSession(centreId: $centreId) {\n      token\n    }\n  }\n"): typeof import('./graphql').PickupKioskStartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PickupKioskPass {\n    issueKioskPass {\n      pin\n    }\n  }\n"): typeof import('./graphql').PickupKioskPassDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PickupKioskIdentify($kioskToken: String!, $credential: KioskCredentialInput!) {\n    kioskIdentify(kioskToken: $kioskToken, credential: $credential) {\n      ID\n      collectors {\n        name\n        relation\n        mobileEnding\n        photoURL\n      }\n    }\n  }\n"): typeof import('./graphql').PickupKioskIdentifyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveCancelMine($IDLeaveRequest: Int!) {\n    cancelMyLeaveRequest(IDLeaveRequest: $IDLeaveRequest) {\n      ID\n      status\n    }\n  }\n"): typeof import('./graphql').LeaveCancelMineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaveStaffDay($centreId: Int!, $date: Date!) {\n    getStaffAttendancesByCentre(centreId: $centreId, date: $date) {\n      staff {\n        teacherID\n        status\n        leave {\n          code\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').LeaveStaffDayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaveTypes($IDSchool: Int!, $includeInactive: Boolean) {\n    getLeaveTypes(IDSchool: $IDSchool, includeInactive: $includeInactive) {\n      ID\n      code\n      active\n    }\n  }\n"): typeof import('./graphql').LeaveTypesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveTypeSave($IDSchool: Int!, $leaveTypeID: Int, $leaveTypeData: LeaveTypeInput!) {\n    insertOrUpdateLeaveType(IDSchool: $IDSchool, leaveTypeID: $leaveTypeID, leaveTypeData: $leaveTypeData) {\n      ID\n      code\n      label\n      active\n    }\n  }\n"): typeof import('./graphql').LeaveTypeSaveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveRequestChild($childID: Int!, $leaveData: LeaveRequestInput!) {\n    requestChildLeave(childID: $childID, leaveData: $leaveData) {\n      ...LeaveRequestFields\n    }\n  }\n"): typeof import('./graphql').LeaveRequestChildDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveRequestStaff($leaveData: LeaveRequestInput!) {\n    requestStaffLeave(leaveData: $leaveData) {\n      ...LeaveRequestFields\n    }\n  }\n"): typeof import('./graphql').LeaveRequestStaffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveApprove($IDLeaveRequest: Int!, $remark: String) {\n    approveLeaveRequest(IDLeaveRequest: $IDLeaveRequest, remark: $remark) {\n      ...LeaveRequestFields\n    }\n  }\n"): typeof import('./graphql').LeaveApproveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveReject($IDLeaveRequest: Int!, $remark: String!) {\n    rejectLeaveRequest(IDLeaveRequest: $IDLeaveRequest, remark: $remark) {\n      ...LeaveRequestFields\n    }\n  }\n"): typeof import('./graphql').LeaveRejectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveCancel($IDLeaveRequest: Int!) {\n    cancelLeaveRequest(IDLeaveRequest: $IDLeaveRequest) {\n      ID\n      status\n    }\n  }\n"): typeof import('./graphql').LeaveCancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaveCentre($centreID: Int!, $from: Date!, $to: Date!, $status: LeaveStatus) {\n    getCentreLeaveRequests(centreID: $centreID, from: $from, to: $to, status: $status) {\n      ...LeaveRequestFields\n    }\n  }\n"): typeof import('./graphql').LeaveCentreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaveOfChild($childID: Int!) {\n    getChildLeaveRequests(childID: $childID) {\n      ID\n      status\n    }\n  }\n"): typeof import('./graphql').LeaveOfChildDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaveMine {\n    getMyLeaveRequests {\n      ID\n      status\n      subject {\n        teacherID\n      }\n    }\n  }\n"): typeof import('./graphql').LeaveMineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaveRegister($classID: Int!, $date: Date!) {\n    getAttendanceByClass(classID: $classID, date: $date) {\n      childID\n      present\n      absent\n      absentReason\n      leave {\n        code\n        label\n        halfDay\n      }\n    }\n  }\n"): typeof import('./graphql').LeaveRegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LeaveRequestFields on LeaveRequest {\n    ID\n    centreID\n    subject {\n      childID\n      teacherID\n      firstname\n      lastname\n    }\n    leaveType {\n      ID\n      code\n      label\n    }\n    from\n    to\n    halfDay\n    status\n    approveRequired\n    remark\n    requestedBy\n    approver\n    decidedAt\n    approverRemark\n  }\n"): typeof import('./graphql').LeaveRequestFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LedgerRegistrationInvoice($IDEnquiry: Int!) {\n    getEnquiryRegistrationInvoice(IDEnquiry: $IDEnquiry) {\n      ID\n      invoiceNo\n      status\n      grandTotal\n      totalTaxAmount\n      outstandingAmount\n      items {\n        label\n        quantity\n        unitPrice\n        taxAmount\n        displayTotalAmount\n      }\n      receipts {\n        ID\n        receiptNo\n        amount\n      }\n      payNow {\n        uen\n        reference\n        amount\n        payload\n      }\n    }\n  }\n"): typeof import('./graphql').LedgerRegistrationInvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LedgerDraftMonthly($IDEnquiry: Int!) {\n    getEnquiryDraftMonthlyFeeInvoice(IDEnquiry: $IDEnquiry) {\n      month\n      grandTotal\n      totalTaxAmount\n      items {\n        label\n        unitPrice\n        taxAmount\n      }\n    }\n  }\n"): typeof import('./graphql').LedgerDraftMonthlyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LedgerConfirmPayment($IDEnquiry: Int!, $paymentType: String!, $referenceNo: String!) {\n    markRegistrationPaymentAsSuccessful(\n      IDEnquiry: $IDEnquiry\n      paymentType: $paymentType\n      referenceNo: $referenceNo\n    ) {\n      duplicate\n      enquiryState\n      invoice {\n        status\n        outstandingAmount\n      }\n      receipt {\n        ID\n        receiptNo\n        amount\n        paymentType\n        referenceNo\n      }\n    }\n  }\n"): typeof import('./graphql').LedgerConfirmPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LedgerReceipts($IDEnquiry: Int, $IDEnquiries: [Int!]) {\n    receiptByEnquiryID(IDEnquiry: $IDEnquiry, IDEnquiries: $IDEnquiries) {\n      ID\n      IDEnquiry\n      receiptNo\n    }\n  }\n"): typeof import('./graphql').LedgerReceiptsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LedgerReceiptPdf($IDReceipt: Int!) {\n    receiptPdf(IDReceipt: $IDReceipt) {\n      filename\n      contentBase64\n    }\n  }\n"): typeof import('./graphql').LedgerReceiptPdfDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LedgerInvoicePdf($IDInvoice: Int!) {\n    invoicePdf(IDInvoice: $IDInvoice) {\n      filename\n      contentBase64\n    }\n  }\n"): typeof import('./graphql').LedgerInvoicePdfDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LedgerEnrolmentStatus($IDEnquiry: Int!) {\n    getEnrolmentStatus(IDEnquiry: $IDEnquiry) {\n      state\n      invoicePaid\n      giroRequired\n      enrolled\n    }\n  }\n"): typeof import('./graphql').LedgerEnrolmentStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LedgerPurchaseItems($schoolID: Int!, $filter: PurchaseItemFilter) {\n    findAllPurchaseItem(schoolID: $schoolID, filter: $filter) {\n      totalCount\n      data {\n        label\n        unitPrice\n        taxable\n        type\n        active\n      }\n    }\n  }\n"): typeof import('./graphql').LedgerPurchaseItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LedgerTrialInvoice($IDEnquiry: Int!) {\n    getTrialPeriodInvoice(IDEnquiry: $IDEnquiry) {\n      amount\n      status\n      invoice {\n        invoiceNo\n        invoiceType\n        grandTotal\n        outstandingAmount\n        items {\n          label\n          unitPrice\n          taxAmount\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').LedgerTrialInvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LevelsSaveLevel($IDSchool: Int!, $levelData: LevelInput!) {\n    insertOrUpdateLevelForSchool(IDSchool: $IDSchool, levelData: $levelData) {\n      ID\n    }\n  }\n"): typeof import('./graphql').LevelsSaveLevelDocument;
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
export function graphql(source: "\n  query NavigationMenu($filter: MenuFilter!) {\n    findSidebarMenuByUser(filter: $filter) {\n      ID\n      icon\n      path\n      active\n      label\n      fkNavigation\n    }\n  }\n"): typeof import('./graphql').NavigationMenuDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationsList($filter: NotificationFilter, $pagination: Pagination) {\n    getNotifications(filter: $filter, pagination: $pagination) {\n      totalCount\n      unreadCount\n      data {\n        ID\n        navigate\n        channel\n        content {\n          title\n          body\n        }\n        read\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').NotificationsListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotificationsMark($notificationIds: [Int!]!, $read: Boolean!) {\n    markNotifications(notificationIds: $notificationIds, read: $read)\n  }\n"): typeof import('./graphql').NotificationsMarkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PushPrefsSubscribe($subscription: WebPushSubscriptionInput!) {\n    subscribeWebPush(subscription: $subscription)\n  }\n"): typeof import('./graphql').PushPrefsSubscribeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PushPreferences {\n    myPushPreferences {\n      kind\n      push\n    }\n  }\n"): typeof import('./graphql').PushPreferencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePushPreferences($kinds: [String!]!) {\n    updateMyPushPreferences(kinds: $kinds) {\n      kind\n      push\n    }\n  }\n"): typeof import('./graphql').UpdatePushPreferencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PushKey {\n    webPushPublicKey\n  }\n"): typeof import('./graphql').PushKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PushSubscribe($subscription: WebPushSubscriptionInput!) {\n    subscribeWebPush(subscription: $subscription)\n  }\n"): typeof import('./graphql').PushSubscribeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PushUnsubscribe($endpoint: String!) {\n    unsubscribeWebPush(endpoint: $endpoint)\n  }\n"): typeof import('./graphql').PushUnsubscribeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentsChildBalance($IDChild: Int!) {\n    getChildCurrentBalance(IDChild: $IDChild) {\n      nonCDABalance\n    }\n  }\n"): typeof import('./graphql').PaymentsChildBalanceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentsAccess($IDEnquiry: Int!) {\n    getPaymentAccess(IDEnquiry: $IDEnquiry) {\n      available\n      reason\n      message\n      IDInvoice\n      outstanding\n      lastOrder {\n        orderId\n        status\n        errorCode\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').PaymentsAccessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaymentsCreate($InvoiceID: Int!) {\n    createPaymentSession(InvoiceID: $InvoiceID) {\n      Id\n      Version\n      UpdateStatus\n      SuccessIndicator\n      MerchantId\n      checkoutUrl\n      expiresAt\n      Order {\n        Id\n        Amount\n        Currency\n        Description\n      }\n    }\n  }\n"): typeof import('./graphql').PaymentsCreateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaymentsUpdate($paymentOrderID: String!) {\n    updatePaymentSession(paymentOrderID: $paymentOrderID) {\n      orderId\n      status\n      errorCode\n      message\n      amount\n      IDInvoice\n      IDReceipt\n    }\n  }\n"): typeof import('./graphql').PaymentsUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentsInvoiceAccess($IDInvoice: Int!) {\n    getInvoicePaymentAccess(IDInvoice: $IDInvoice) {\n      available\n      reason\n      message\n      IDInvoice\n      outstanding\n      lastOrder {\n        orderId\n        status\n        errorCode\n      }\n    }\n  }\n"): typeof import('./graphql').PaymentsInvoiceAccessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentsUnapplied($IDSchool: Int!) {\n    findAllUnappliedCardPayment(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ID\n        orderId\n        IDInvoice\n        invoiceNo\n        IDChild\n        childName\n        amount\n        paidAt\n      }\n    }\n  }\n"): typeof import('./graphql').PaymentsUnappliedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentsUnappliedTargets($IDPaymentSession: Int!) {\n    findUnappliedCardPaymentTargets(IDPaymentSession: $IDPaymentSession) {\n      ID\n      IDChild\n      outstandingAmount\n    }\n  }\n"): typeof import('./graphql').PaymentsUnappliedTargetsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaymentsRefundUnapplied($IDPaymentSession: Int!, $remark: String) {\n    refundUnappliedCardPayment(IDPaymentSession: $IDPaymentSession, remark: $remark) {\n      ID\n      resolution\n      IDRefund\n    }\n  }\n"): typeof import('./graphql').PaymentsRefundUnappliedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaymentsApplyUnapplied($IDPaymentSession: Int!, $IDInvoice: Int!) {\n    applyUnappliedCardPayment(IDPaymentSession: $IDPaymentSession, IDInvoice: $IDInvoice) {\n      ID\n      resolution\n      IDInvoice\n      IDReceipt\n    }\n  }\n"): typeof import('./graphql').PaymentsApplyUnappliedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlanningSubmit(\n    $CapacityDraft: CapacityDraftInput!\n    $remarks: String\n    $CapacityDraftItems: [CapacityDraftItemInput!]!\n  ) {\n    submitVacancyPlanning(\n      CapacityDraft: $CapacityDraft\n      remarks: $remarks\n      CapacityDraftItems: $CapacityDraftItems\n    ) {\n      ID\n      status\n      year\n      requesterName\n      items {\n        fkLevel\n        capacity\n        date\n        label\n        currentCapacity\n      }\n      can\n    }\n  }\n"): typeof import('./graphql').PlanningSubmitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlanningApprove($DraftID: Int!, $Remarks: String) {\n    approveCapacityChangeRequest(DraftID: $DraftID, Remarks: $Remarks) {\n      ID\n      status\n      approverName\n      items {\n        capacity\n        currentCapacity\n      }\n      activityLogs {\n        status\n        remark\n        userName\n      }\n    }\n  }\n"): typeof import('./graphql').PlanningApproveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlanningReject($DraftID: Int!, $Remarks: String) {\n    rejectCapacityChangeRequest(DraftID: $DraftID, Remarks: $Remarks) {\n      ID\n      status\n    }\n  }\n"): typeof import('./graphql').PlanningRejectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlanningRecall($DraftID: Int!, $Remarks: String) {\n    cancelCapacityChangeRequest(DraftID: $DraftID, Remarks: $Remarks) {\n      ID\n      status\n      approverName\n    }\n  }\n"): typeof import('./graphql').PlanningRecallDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanningDrafts($IDSchool: Int!, $filter: CapacityDraftFilter, $pagination: Pagination) {\n    capacityDraftsByFkSchool(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        fkCentre\n        status\n        can\n      }\n    }\n  }\n"): typeof import('./graphql').PlanningDraftsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanningCapacities($IDCentre: Int!, $IDLevel: Int!, $Year: Int!) {\n    capacitiesByFkCentreFkLevelYear(IDCentre: $IDCentre, IDLevel: $IDLevel, Year: $Year) {\n      ID\n      capacity\n      date\n      month\n      year\n    }\n  }\n"): typeof import('./graphql').PlanningCapacitiesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanningVacancies(\n    $CentreID: Int!\n    $ServiceLevel: Int!\n    $Year: Int!\n    $IsPublic: Boolean\n    $fromMonth: Date\n  ) {\n    findAllVacancies(\n      CentreID: $CentreID\n      ServiceLevel: $ServiceLevel\n      Year: $Year\n      IsPublic: $IsPublic\n      fromMonth: $fromMonth\n    ) {\n      count\n      status\n      month\n    }\n  }\n"): typeof import('./graphql').PlanningVacanciesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanningNegative($centreID: Int!) {\n    findAllNegativeVacanciesByCentre(centreID: $centreID) {\n      levelId\n      level\n      year\n      shortfall\n      firstMonth\n    }\n  }\n"): typeof import('./graphql').PlanningNegativeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicCentreOutlooks(\n    $IDSchool: Int!\n    $centres: [Int!]!\n    $level: Int!\n    $enrollmentDate: Date!\n    $household: PublicHouseholdInput\n  ) {\n    getCentreOutlooks(\n      IDSchool: $IDSchool\n      centres: $centres\n      level: $level\n      enrollmentDate: $enrollmentDate\n      household: $household\n    ) {\n      fkCentre\n      levelLabels\n      queueLength\n      expectedOfferMonth\n      monthlyFeeCents\n      programLabel\n      subsidyCents\n      feeAfterSubsidyCents\n    }\n  }\n"): typeof import('./graphql').PublicCentreOutlooksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublicPagesSave($IDSchool: Int!, $content: PublicPagesInput!) {\n    savePublicPages(IDSchool: $IDSchool, content: $content) {\n      published\n      introduction\n      documentsToPrepare\n      programmes {\n        title\n        description\n        imageUrl\n      }\n      faqs {\n        question\n        answer\n      }\n      updatedAt\n    }\n  }\n"): typeof import('./graphql').PublicPagesSaveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicPagesForEdit($IDSchool: Int!) {\n    getPublicPagesForEdit(IDSchool: $IDSchool) {\n      published\n      introduction\n      faqs {\n        question\n      }\n    }\n  }\n"): typeof import('./graphql').PublicPagesForEditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicPagesIntro($IDSchool: Int!) {\n    getSchoolIntroduction(IDSchool: $IDSchool) {\n      introduction\n      programmes {\n        title\n        description\n        imageUrl\n      }\n      centres {\n        ID\n        label\n        addresses {\n          address\n          postcode\n          lat\n          lng\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PublicPagesIntroDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicPagesInfo($IDSchool: Int!) {\n    getParentInformation(IDSchool: $IDSchool) {\n      enrolmentSteps\n      fees {\n        levelLabel\n        programLabel\n        residency\n        minCents\n        maxCents\n      }\n      subsidySchedule {\n        basic {\n          careType\n          working\n          amountCents\n        }\n      }\n      documentsToPrepare\n      faqs {\n        question\n        answer\n      }\n    }\n  }\n"): typeof import('./graphql').PublicPagesInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublicPagesUpload($IDSchool: Int!, $filename: String!, $contentType: String!) {\n    getPublicPageImageUploadURL(IDSchool: $IDSchool, filename: $filename, contentType: $contentType) {\n      Url\n      Key\n    }\n  }\n"): typeof import('./graphql').PublicPagesUploadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationFamilyContacts($IDChild: Int!) {\n    getFamilyContacts(IDChild: $IDChild) {\n      address {\n        fkUser\n        postcode\n        address\n        unit\n      }\n      emergencyContact\n    }\n  }\n"): typeof import('./graphql').RegistrationFamilyContactsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegistrationSaveMyAddress($IDChild: Int!, $addressData: UserAddressInput!) {\n    updateMyAddressFromChild(IDChild: $IDChild, addressData: $addressData) {\n      address {\n        fkUser\n        postcode\n        address\n        unit\n      }\n    }\n  }\n"): typeof import('./graphql').RegistrationSaveMyAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegistrationSaveEmergencyContact($IDChild: Int!, $data: JSON!) {\n    updateChildEmergencyContact(IDChild: $IDChild, data: $data) {\n      emergencyContact\n    }\n  }\n"): typeof import('./graphql').RegistrationSaveEmergencyContactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationEnquiry($id: Int!) {\n    enquiryByID(id: $id) {\n      ID\n      fkChild\n      admissionStatus {\n        stateCode\n      }\n      centre {\n        ID\n      }\n    }\n  }\n"): typeof import('./graphql').RegistrationEnquiryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegistrationStart($IDEnquiry: Int!, $IDChild: Int!) {\n    startRegistration(IDEnquiry: $IDEnquiry, IDChild: $IDChild) {\n      ID\n      admissionStatus {\n        stateCode\n      }\n    }\n  }\n"): typeof import('./graphql').RegistrationStartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationForm($IDEnquiry: Int!) {\n    getEnrolmentForm(IDEnquiry: $IDEnquiry) {\n      IDEnquiry\n      step\n      completedSteps\n      hasEmergencyContact\n      isInfantCare\n      prefill\n      steps {\n        step\n        completed\n        data\n      }\n    }\n  }\n"): typeof import('./graphql').RegistrationFormDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegistrationSaveForm($IDEnquiry: Int!, $EnrolmentForm: EnrolmentFormInput!) {\n    saveEnrolmentForm(IDEnquiry: $IDEnquiry, EnrolmentForm: $EnrolmentForm) {\n      step\n      completedSteps\n    }\n  }\n"): typeof import('./graphql').RegistrationSaveFormDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationAdditional($IDEnquiry: Int!) {\n    getAdditionalInformation(IDEnquiry: $IDEnquiry) {\n      step\n      completedSteps\n      steps {\n        step\n        data\n      }\n    }\n  }\n"): typeof import('./graphql').RegistrationAdditionalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegistrationSaveAdditional($IDEnquiry: Int!, $step: String!, $data: JSON!) {\n    saveAdditionalInformation(IDEnquiry: $IDEnquiry, step: $step, data: $data) {\n      step\n      completedSteps\n    }\n  }\n"): typeof import('./graphql').RegistrationSaveAdditionalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegistrationComplete($IDEnquiry: Int!) {\n    markAsCompleted(IDEnquiry: $IDEnquiry) {\n      ID\n      enrollmentPlan\n      admissionStatus {\n        stateCode\n      }\n    }\n  }\n"): typeof import('./graphql').RegistrationCompleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationSubsidy($IDEnquiry: Int!) {\n    getSubsidySchedule(IDEnquiry: $IDEnquiry) {\n      basic {\n        careType\n        working\n        amountCents\n      }\n      additional {\n        careType\n        incomeMaxCents\n        amountCents\n      }\n    }\n  }\n"): typeof import('./graphql').RegistrationSubsidyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegistrationSaveParent($IDEnquiry: Int!, $fkUser: Int!, $parentData: ParentDetailsInput!) {\n    insertOrUpdateParentByFkUser(IDEnquiry: $IDEnquiry, fkUser: $fkUser, parentData: $parentData) {\n      fkUser\n      identificationNo\n      nationality\n      maritalStatus\n    }\n  }\n"): typeof import('./graphql').RegistrationSaveParentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegistrationSaveAddress($IDEnquiry: Int!, $fkUser: Int!, $addressData: UserAddressInput!) {\n    insertOrUpdateUserAddress(IDEnquiry: $IDEnquiry, fkUser: $fkUser, addressData: $addressData) {\n      fkUser\n      postcode\n      address\n      unit\n    }\n  }\n"): typeof import('./graphql').RegistrationSaveAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RolesImpliedReadAdd($IDSchool: Int!, $roleData: RoleInput!) {\n    addRole(IDSchool: $IDSchool, roleData: $roleData) {\n      ID\n      roleTemplates {\n        access\n        moduleCategory {\n          moduleCategoryCode\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').RolesImpliedReadAddDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RolesImpliedReadUpdate($IDSchool: Int!, $roleID: Int!, $roleData: RoleInput!) {\n    updateRole(IDSchool: $IDSchool, roleID: $roleID, roleData: $roleData) {\n      roleTemplates {\n        access\n        moduleCategory {\n          moduleCategoryCode\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').RolesImpliedReadUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RolesRoleFields on Role {\n    ID\n    fkSchool\n    label\n    name\n    active\n    isStaff\n    isRemovable\n    numberOfUsers\n    updatedAt\n    lastModifiedUser {\n      ID\n      firstname\n      lastname\n    }\n    roleTemplates {\n      ID\n      fkModuleCategory\n      access\n      label\n      moduleCategory {\n        ID\n        moduleCategoryCode\n        label\n      }\n    }\n  }\n"): typeof import('./graphql').RolesRoleFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RolesList($IDSchool: Int!) {\n    findRoleByFkSchool(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        ...RolesRoleFields\n      }\n    }\n  }\n"): typeof import('./graphql').RolesListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RolesModules($IDSchool: Int!) {\n    findAllModuleCategory(IDSchool: $IDSchool) {\n      ID\n      fkSchool\n      label\n      moduleCategoryCode\n      active\n    }\n  }\n"): typeof import('./graphql').RolesModulesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RolesAdd($IDSchool: Int!, $roleData: RoleInput!) {\n    addRole(IDSchool: $IDSchool, roleData: $roleData) {\n      ...RolesRoleFields\n    }\n  }\n"): typeof import('./graphql').RolesAddDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RolesUpdate($IDSchool: Int!, $roleID: Int!, $roleData: RoleInput!) {\n    updateRole(IDSchool: $IDSchool, roleID: $roleID, roleData: $roleData) {\n      ...RolesRoleFields\n    }\n  }\n"): typeof import('./graphql').RolesUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RolesRemove($IDSchool: Int!, $roleID: Int!) {\n    removeRole(IDSchool: $IDSchool, roleID: $roleID)\n  }\n"): typeof import('./graphql').RolesRemoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SchoolSettingsUpdate($IDSchool: Int!, $entries: [SchoolConfigEntryInput!]!) {\n    updateSchoolConfig(IDSchool: $IDSchool, entries: $entries) {\n      fkSchool\n      key\n      value\n    }\n  }\n"): typeof import('./graphql').SchoolSettingsUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SchoolSettingsConfig($fkSchool: Int!) {\n    findAllSchoolConfig(filter: { fkSchool: $fkSchool }) {\n      data {\n        key\n        value\n      }\n    }\n  }\n"): typeof import('./graphql').SchoolSettingsConfigDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SchoolSettingsSaveCode($IDSchool: Int!, $codeID: Int, $category: String!, $code: CodeInput!) {\n    insertOrUpdateCode(IDSchool: $IDSchool, codeID: $codeID, category: $category, code: $code) {\n      ID\n      fkSchool\n      category\n      label\n      description\n      sortOrder\n      active\n    }\n  }\n"): typeof import('./graphql').SchoolSettingsSaveCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SchoolSettingsSetActive($IDSchool: Int!, $codeID: Int!, $active: Boolean!) {\n    setCodeActive(IDSchool: $IDSchool, codeID: $codeID, active: $active) {\n      ID\n      active\n    }\n  }\n"): typeof import('./graphql').SchoolSettingsSetActiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SchoolSettingsAdminCodes($IDSchool: Int!, $searchCategory: String!, $pagination: Pagination) {\n    findAllCodesForAdmin(IDSchool: $IDSchool, searchCategory: $searchCategory, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        label\n        sortOrder\n        active\n      }\n    }\n  }\n"): typeof import('./graphql').SchoolSettingsAdminCodesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SchoolSettingsUpload(\n    $IDSchool: Int!\n    $purpose: String!\n    $filename: String!\n    $contentType: String!\n  ) {\n    getSchoolBrandingUploadURL(\n      IDSchool: $IDSchool\n      purpose: $purpose\n      filename: $filename\n      contentType: $contentType\n    ) {\n      Url\n      Key\n    }\n  }\n"): typeof import('./graphql').SchoolSettingsUploadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SchoolSettingsCodes($fkSchool: Int!) {\n    findAllConfigByCategory(searchCategory: \"Race\", filter: { fkSchool: $fkSchool }) {\n      data {\n        label\n      }\n    }\n  }\n"): typeof import('./graphql').SchoolSettingsCodesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SsoUrl($fkSchool: Int!) {\n    getLoginUrl(fkSchool: $fkSchool) {\n      url\n    }\n  }\n"): typeof import('./graphql').SsoUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SsoValidate($tokenString: String!) {\n    validateUser(tokenString: $tokenString) {\n      token\n    }\n  }\n"): typeof import('./graphql').SsoValidateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SsoHealth {\n    health\n  }\n"): typeof import('./graphql').SsoHealthDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffDirectoryByEmail($email: String!) {\n    getADUserByEmail(email: $email) {\n      email\n      displayName\n      givenName\n      surname\n      businessPhones\n    }\n  }\n"): typeof import('./graphql').StaffDirectoryByEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffDirectoryByName($name: String!) {\n    getADUsersByName(name: $name) {\n      email\n      displayName\n    }\n  }\n"): typeof import('./graphql').StaffDirectoryByNameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffTestFields on Staff {\n    ID\n    fkSchool\n    staffID\n    active\n    createdAt\n    user {\n      ID\n      firstname\n      lastname\n      email\n      mobilePhone\n      mobilePhoneCountryCode\n      isHQStaff\n      hasCentreScopeAccess\n      active\n    }\n    centres {\n      ID\n      label\n      code\n    }\n    roles {\n      ID\n      label\n      name\n      active\n    }\n  }\n"): typeof import('./graphql').StaffTestFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffAdd($IDSchool: Int!, $staffData: StaffInput!) {\n    addNewStaff(IDSchool: $IDSchool, staffData: $staffData) {\n      ...StaffTestFields\n    }\n  }\n"): typeof import('./graphql').StaffAddDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffUpdate($IDSchool: Int!, $staffID: Int!, $staffData: StaffInput!) {\n    updateStaff(IDSchool: $IDSchool, staffID: $staffID, staffData: $staffData) {\n      ...StaffTestFields\n    }\n  }\n"): typeof import('./graphql').StaffUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffRemove($IDSchool: Int!, $staffID: Int!) {\n    removeStaff(IDSchool: $IDSchool, staffID: $staffID)\n  }\n"): typeof import('./graphql').StaffRemoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffActivate($IDSchool: Int!, $staffID: Int!) {\n    activateStaff(IDSchool: $IDSchool, staffID: $staffID) {\n      ID\n      active\n      user {\n        active\n      }\n    }\n  }\n"): typeof import('./graphql').StaffActivateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffList(\n    $IDSchool: Int!\n    $pagination: Pagination\n    $filter: StaffFilter\n    $role: Int\n    $centre: Int\n    $searchString: String\n  ) {\n    findAllStaff(\n      IDSchool: $IDSchool\n      pagination: $pagination\n      filter: $filter\n      role: $role\n      centre: $centre\n      searchString: $searchString\n    ) {\n      totalCount\n      data {\n        ...StaffTestFields\n      }\n    }\n  }\n"): typeof import('./graphql').StaffListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffOne($IDSchool: Int!, $staffID: Int!) {\n    findStaffByID(IDSchool: $IDSchool, staffID: $staffID) {\n      ...StaffTestFields\n    }\n  }\n"): typeof import('./graphql').StaffOneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffActivateRole($IDSchool: Int!, $roleID: Int!, $active: Boolean!) {\n    activateRole(IDSchool: $IDSchool, roleID: $roleID, active: $active) {\n      ID\n      active\n    }\n  }\n"): typeof import('./graphql').StaffActivateRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffMe {\n    me {\n      ID\n      can\n    }\n  }\n"): typeof import('./graphql').StaffMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffMenu($filter: MenuFilter!) {\n    findSidebarMenuByUser(filter: $filter) {\n      path\n    }\n  }\n"): typeof import('./graphql').StaffMenuDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StateMapHeadOfficeList($IDSchool: Int!) {\n    findAllEnquiryStateMachineMap(IDSchool: $IDSchool) {\n      ID\n      priority\n    }\n  }\n"): typeof import('./graphql').StateMapHeadOfficeListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StateMapHeadOfficeAdd($IDSchool: Int!, $fromState: String!, $toState: String!) {\n    addEnquiryStateMachineMap(IDSchool: $IDSchool, fromState: $fromState, toState: $toState) {\n      ID\n    }\n  }\n"): typeof import('./graphql').StateMapHeadOfficeAddDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StateMapHeadOfficeUpdate($IDSchool: Int!, $IDMap: Int!, $priority: Int!) {\n    updateEnquiryStateMachineMap(IDSchool: $IDSchool, IDMap: $IDMap, priority: $priority) {\n      ID\n    }\n  }\n"): typeof import('./graphql').StateMapHeadOfficeUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StateMapHeadOfficeRemove($IDSchool: Int!, $IDMap: Int!) {\n    removeEnquiryStateMachineMap(IDSchool: $IDSchool, IDMap: $IDMap, confirm: true)\n  }\n"): typeof import('./graphql').StateMapHeadOfficeRemoveDocument;
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
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TenancyConfig($filter: SchoolConfigFilter!) {\n    findAllSchoolConfig(filter: $filter) {\n      totalCount\n      data {\n        ID\n        fkSchool\n        key\n        value\n      }\n    }\n  }\n"): typeof import('./graphql').TenancyConfigDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TenancyConfigKey($fkSchool: Int!, $key: String!) {\n    schoolConfigByFkSchoolKey(fkSchool: $fkSchool, key: $key) {\n      fkSchool\n      key\n      value\n    }\n  }\n"): typeof import('./graphql').TenancyConfigKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TenancyByCategory($searchCategory: String!, $filter: CodeFilter!, $pagination: Pagination) {\n    findAllConfigByCategory(searchCategory: $searchCategory, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ID\n        fkSchool\n        label\n        description\n        active\n      }\n    }\n  }\n"): typeof import('./graphql').TenancyByCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TenancyByLabels($fkSchool: Int!, $labels: [String!]!) {\n    codesByLabelFkSchool(fkSchool: $fkSchool, labels: $labels) {\n      category\n      codes {\n        label\n      }\n    }\n  }\n"): typeof import('./graphql').TenancyByLabelsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TenancySchool($ID: Int!) {\n    findSchool(ID: $ID) {\n      ID\n      name\n      code\n    }\n  }\n"): typeof import('./graphql').TenancySchoolDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TransferFields on TransferDraft {\n    ID\n    status\n    additionalStatus\n    vacancyAvailableForTransferRequest\n    withdrawalEConsentCompleted\n    destinationCentreEnrollmentCompleted\n    subsidyNotice\n    can\n    sourceCentre {\n      ID\n    }\n    destinationCentre {\n      ID\n    }\n    sourceApprover {\n      ID\n    }\n    destinationApprover {\n      ID\n    }\n    item {\n      effectiveDate\n      fkEnquiry\n      remark\n      child {\n        ID\n      }\n      user {\n        ID\n      }\n      reason {\n        label\n      }\n    }\n    activityLogs {\n      status\n      remark\n      user {\n        ID\n      }\n    }\n  }\n"): typeof import('./graphql').TransferFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransfersSubmit($childID: Int!, $transferData: TransferInput!) {\n    submitNewTransferRequest(childID: $childID, transferData: $transferData) {\n      ...TransferFields\n    }\n  }\n"): typeof import('./graphql').TransfersSubmitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransfersDrafts($IDSchool: Int!, $filter: TransferFilter, $pagination: Pagination) {\n    getTransferDrafts(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ...TransferFields\n      }\n    }\n  }\n"): typeof import('./graphql').TransfersDraftsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransfersCompleted($IDSchool: Int!, $filter: TransferFilter) {\n    getCompletedTransferRequests(IDSchool: $IDSchool, filter: $filter) {\n      totalCount\n      data {\n        ...TransferFields\n      }\n    }\n  }\n"): typeof import('./graphql').TransfersCompletedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransfersGet($IDTransfer: Int!) {\n    getTransferDraft(IDTransfer: $IDTransfer) {\n      ...TransferFields\n    }\n  }\n"): typeof import('./graphql').TransfersGetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransfersSourceApprove($IDTransfer: Int!, $decision: TransferDecisionInput) {\n    approveTransferRequestBySourceCentreStaff(IDTransfer: $IDTransfer, decision: $decision) {\n      ...TransferFields\n    }\n  }\n"): typeof import('./graphql').TransfersSourceApproveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransfersDestinationApprove($IDTransfer: Int!, $decision: TransferDecisionInput) {\n    approveTransferRequestByDestinationCentreStaff(IDTransfer: $IDTransfer, decision: $decision) {\n      ...TransferFields\n    }\n  }\n"): typeof import('./graphql').TransfersDestinationApproveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransfersCancel($IDTransfer: Int!, $remark: String) {\n    cancelTransferRequestByUser(IDTransfer: $IDTransfer, remark: $remark) {\n      ...TransferFields\n    }\n  }\n"): typeof import('./graphql').TransfersCancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransfersComplete($IDTransfer: Int!, $remark: String) {\n    completeTransferRequest(IDTransfer: $IDTransfer, remark: $remark) {\n      ...TransferFields\n    }\n  }\n"): typeof import('./graphql').TransfersCompleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransfersVacancies($CentreID: Int!, $ServiceLevel: Int!, $Year: Int!, $fromMonth: Date) {\n    findAllVacancies(CentreID: $CentreID, ServiceLevel: $ServiceLevel, Year: $Year, fromMonth: $fromMonth) {\n      count\n      status\n      month\n    }\n  }\n"): typeof import('./graphql').TransfersVacanciesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransfersDestinations($childID: Int!, $effectiveDate: Date) {\n    getTransferDestinations(childID: $childID, effectiveDate: $effectiveDate) {\n      vacancyAvailable\n      centre {\n        ID\n        label\n      }\n    }\n  }\n"): typeof import('./graphql').TransfersDestinationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransfersSourceReject($IDTransfer: Int!, $decision: TransferDecisionInput!) {\n    rejectTransferRequestBySourceCentreStaff(IDTransfer: $IDTransfer, decision: $decision) {\n      ...TransferFields\n    }\n  }\n"): typeof import('./graphql').TransfersSourceRejectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransfersDestinationReject($IDTransfer: Int!, $decision: TransferDecisionInput!) {\n    rejectTransferRequestByDestinationCentreStaff(IDTransfer: $IDTransfer, decision: $decision) {\n      ...TransferFields\n    }\n  }\n"): typeof import('./graphql').TransfersDestinationRejectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitsCalendarFileIcs($IDVisit: Int!) {\n    getVisitCalendarFile(IDVisit: $IDVisit)\n  }\n"): typeof import('./graphql').VisitsCalendarFileIcsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VisitsAvailabilityAdd($IDCentre: Int!, $availability: VisitAvailabilityInput!) {\n    addCalendarEvent(IDCentre: $IDCentre, availability: $availability) {\n      ID\n      fkCentre\n      visitType\n      start\n      end\n      from\n      to\n      recurType\n      recurOnDays\n      slotMinutes\n      familiesPerSlot\n      active\n      visits {\n        ID\n      }\n    }\n  }\n"): typeof import('./graphql').VisitsAvailabilityAddDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VisitsAvailabilityWithdraw($IDAvailability: Int!) {\n    cancelAvailability(IDAvailability: $IDAvailability) {\n      ID\n      active\n      visits {\n        ID\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').VisitsAvailabilityWithdrawDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitsAvailabilityList($IDCentre: Int!, $from: Date!, $to: Date!) {\n    findAllVisitAvailability(IDCentre: $IDCentre, from: $from, to: $to) {\n      ID\n      active\n      visitType\n      visits {\n        ID\n      }\n    }\n  }\n"): typeof import('./graphql').VisitsAvailabilityListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitsAvailableDays($IDEnquiry: Int!, $visitType: String!, $month: String!) {\n    getAvailableDaysOfMonth(IDEnquiry: $IDEnquiry, visitType: $visitType, month: $month)\n  }\n"): typeof import('./graphql').VisitsAvailableDaysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitsAvailableDaysThisMonth($IDEnquiry: Int!, $visitType: String!) {\n    getAvailableDaysOfMonth(IDEnquiry: $IDEnquiry, visitType: $visitType)\n  }\n"): typeof import('./graphql').VisitsAvailableDaysThisMonthDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitsTimeSlots($date: Date!, $IDEnquiry: Int!, $visitType: String!) {\n    getVisitTimeSlot(date: $date, IDEnquiry: $IDEnquiry, visitType: $visitType) {\n      from\n      to\n      remaining\n    }\n  }\n"): typeof import('./graphql').VisitsTimeSlotsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitsCalendarMonth($IDCentre: Int!, $year: Int!, $month: Int!) {\n    findAllCalendarEvent(IDCentre: $IDCentre, year: $year, month: $month) {\n      IDCentre\n      year\n      month\n      visits {\n        ID\n        visitType\n        status\n        statusText\n        approvalDisplay\n        comment\n        trialPeriodFee\n        trialPeriodPaymentStatus\n        userName\n        userPhone\n        IDEnquiry\n        fkChild\n        childName\n        levelLabel\n        completed\n        visitFrom\n      }\n      holidays {\n        ID\n        title\n        from\n        to\n        isPublic\n      }\n      availabilities {\n        ID\n        visitType\n        visits {\n          ID\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').VisitsCalendarMonthDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitsScheduledOfCentre(\n    $IDCentre: Int!\n    $visitType: String\n    $status: String\n    $from: Date\n    $to: Date\n    $pagination: Pagination\n  ) {\n    getScheduledVisits(\n      IDCentre: $IDCentre\n      visitType: $visitType\n      status: $status\n      from: $from\n      to: $to\n      pagination: $pagination\n    ) {\n      totalCount\n      data {\n        ...VisitsVisitFields\n      }\n    }\n  }\n"): typeof import('./graphql').VisitsScheduledOfCentreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitsScheduledOfChild($IDChild: Int!) {\n    getScheduledVisitsOfChild(IDChild: $IDChild) {\n      ID\n      status\n      visitFrom\n    }\n  }\n"): typeof import('./graphql').VisitsScheduledOfChildDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitsVacancy($IDCentre: Int!, $IDLevel: Int!, $date: Date!) {\n    vacancyAvailableInCentreForLevel(IDCentre: $IDCentre, IDLevel: $IDLevel, date: $date) {\n      available\n      capacity\n      enrolled\n      vacancies\n    }\n  }\n"): typeof import('./graphql').VisitsVacancyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query VisitsEnquiryVisitsEnquiries($filter: EnquiryFilter) {\n      findAllEnquiry(filter: $filter) {\n        data {\n          ID\n          visits {\n            ID\n            fkEnquiry\n            visitType\n            status\n            statusText\n          }\n        }\n      }\n    }\n  "): typeof import('./graphql').VisitsEnquiryVisitsEnquiriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitsNoVisitTimesFlow($IDEnquiry: Int!) {\n    getEnquiryFrontendStates(IDEnquiry: $IDEnquiry) {\n      nextAction\n    }\n  }\n"): typeof import('./graphql').VisitsNoVisitTimesFlowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitsTrialInvoice($IDEnquiry: Int!) {\n    getTrialPeriodInvoice(IDEnquiry: $IDEnquiry) {\n      IDVisit\n      IDEnquiry\n      label\n      amount\n      status\n      createdAt\n    }\n  }\n"): typeof import('./graphql').VisitsTrialInvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitsTrialSlots($date: Date!, $IDEnquiry: Int!) {\n    getVisitTimeSlot(date: $date, IDEnquiry: $IDEnquiry, visitType: \"trial\") {\n      from\n      to\n    }\n  }\n"): typeof import('./graphql').VisitsTrialSlotsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitsTrialDays($IDEnquiry: Int!, $month: String!) {\n    getAvailableDaysOfMonth(IDEnquiry: $IDEnquiry, visitType: \"trial\", month: $month)\n  }\n"): typeof import('./graphql').VisitsTrialDaysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitsTrialFlow($IDEnquiry: Int!) {\n    getEnquiryFrontendStates(IDEnquiry: $IDEnquiry) {\n      nextAction\n      steps {\n        code\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').VisitsTrialFlowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VisitsVisitFields on Visit {\n    ID\n    fkEnquiry\n    fkCentre\n    fkUser\n    fkVisitAvailability\n    visitType\n    visitFrom\n    visitTo\n    status\n    statusText\n    approvalDisplay\n    comment\n    completed\n    trialPeriodFee\n    trialPeriodPaymentStatus\n    centre {\n      ID\n      label\n    }\n    childFirstname\n    childLastname\n    fkChild\n    parentName\n    parentPhone\n    levelLabel\n  }\n"): typeof import('./graphql').VisitsVisitFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation VisitsBook($IDEnquiry: Int!, $date: Date!, $from: String!, $to: String!) {\n      bookVisit(IDEnquiry: $IDEnquiry, date: $date, from: $from, to: $to) {\n        ...VisitsVisitFields\n      }\n    }\n  "): typeof import('./graphql').VisitsBookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation VisitsReschedule($IDVisit: Int!, $date: Date!, $from: String!, $to: String!) {\n      rescheduleVisit(IDVisit: $IDVisit, date: $date, from: $from, to: $to) {\n        ...VisitsVisitFields\n      }\n    }\n  "): typeof import('./graphql').VisitsRescheduleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation VisitsCancel($IDVisit: Int!) {\n      cancelParentMeeting(IDVisit: $IDVisit) {\n        ...VisitsVisitFields\n      }\n    }\n  "): typeof import('./graphql').VisitsCancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation VisitsApprove($IDVisit: Int!, $remarks: String) {\n      approveParentMeeting(IDVisit: $IDVisit, remarks: $remarks) {\n        ...VisitsVisitFields\n      }\n    }\n  "): typeof import('./graphql').VisitsApproveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation VisitsReject($IDVisit: Int!, $remarks: String) {\n      rejectScheduledVisit(IDVisit: $IDVisit, remarks: $remarks) {\n        ...VisitsVisitFields\n      }\n    }\n  "): typeof import('./graphql').VisitsRejectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation VisitsBookTrial($IDEnquiry: Int!, $date: Date!, $from: String!, $to: String!) {\n      scheduleTrialPeriodVisit(IDEnquiry: $IDEnquiry, date: $date, from: $from, to: $to) {\n        ...VisitsVisitFields\n      }\n    }\n  "): typeof import('./graphql').VisitsBookTrialDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation VisitsRescheduleTrial($IDVisit: Int!, $date: Date!, $from: String!, $to: String!) {\n      rescheduleTrialPeriodVisit(IDVisit: $IDVisit, date: $date, from: $from, to: $to) {\n        ...VisitsVisitFields\n      }\n    }\n  "): typeof import('./graphql').VisitsRescheduleTrialDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation VisitsPay($IDVisit: Int!) {\n      recordTrialPeriodPayment(IDVisit: $IDVisit) {\n        ...VisitsVisitFields\n      }\n    }\n  "): typeof import('./graphql').VisitsPayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation VisitsApproveTrial($IDVisit: Int!, $remarks: String) {\n      approveTrialPeriodVisit(IDVisit: $IDVisit, remarks: $remarks) {\n        ...VisitsVisitFields\n      }\n    }\n  "): typeof import('./graphql').VisitsApproveTrialDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation VisitsRejectTrial($IDVisit: Int!, $remarks: String) {\n      rejectTrialPeriodVisit(IDVisit: $IDVisit, remarks: $remarks) {\n        ...VisitsVisitFields\n      }\n    }\n  "): typeof import('./graphql').VisitsRejectTrialDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation VisitsSkipVisit($IDEnquiry: Int!, $remarks: String) {\n      skipCentreVisit(IDEnquiry: $IDEnquiry, remarks: $remarks) {\n        ID\n        skipCentreVisit\n        admissionStatus {\n          stateCode\n        }\n      }\n    }\n  "): typeof import('./graphql').VisitsSkipVisitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation VisitsSkipTrial($IDEnquiry: Int!, $remarks: String!) {\n      skipTrialVisit(IDEnquiry: $IDEnquiry, remarks: $remarks) {\n        ID\n        skipTrial\n        admissionStatus {\n          stateCode\n        }\n      }\n    }\n  "): typeof import('./graphql').VisitsSkipTrialDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VisitsCancelEnquiry($ID: Int!) {\n    cancelEnquiry(ID: $ID) {\n      ID\n    }\n  }\n"): typeof import('./graphql').VisitsCancelEnquiryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitsWorkQueuePending($IDCentre: Int, $status: String) {\n    getScheduledVisits(IDCentre: $IDCentre, status: $status) {\n      totalCount\n      data {\n        ID\n        fkCentre\n        status\n        centre {\n          label\n        }\n      }\n    }\n    getPendingVisitCounts {\n      IDCentre\n      pending\n    }\n  }\n"): typeof import('./graphql').VisitsWorkQueuePendingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitsWorkQueueMonth($IDCentre: Int, $year: Int!, $month: Int!) {\n    findAllCalendarEvent(IDCentre: $IDCentre, year: $year, month: $month) {\n      IDCentre\n      visits {\n        ID\n        centreLabel\n        fkCentre\n      }\n      availabilities {\n        ID\n      }\n    }\n  }\n"): typeof import('./graphql').VisitsWorkQueueMonthDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WaitlistDetailPlan($ID: Int!, $data: EnquiryDetailUpdate!) {\n    updateEnquiryDetail(ID: $ID, data: $data) {\n      ID\n      enrollmentPlan\n    }\n  }\n"): typeof import('./graphql').WaitlistDetailPlanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WaitlistCancel($ID: Int!) {\n    cancelEnquiry(ID: $ID) {\n      ID\n    }\n  }\n"): typeof import('./graphql').WaitlistCancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WaitlistPrivacyTagOn($IDEnquiry: Int!, $IDTag: Int!) {\n    updateEnquiryTags(IDEnquiry: $IDEnquiry, IDTag: $IDTag) {\n      ID\n    }\n  }\n"): typeof import('./graphql').WaitlistPrivacyTagOnDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaitlistPrivacyChildLog($IDChild: Int!) {\n    findAllChildActivityLogByChild(IDChild: $IDChild) {\n      totalCount\n      data {\n        action\n        remark\n      }\n    }\n  }\n"): typeof import('./graphql').WaitlistPrivacyChildLogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WaitlistNewTag($description: String!) {\n    newTag(description: $description) {\n      ID\n      description\n      weight\n      isCustom\n    }\n  }\n"): typeof import('./graphql').WaitlistNewTagDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WaitlistTagWeight($ID: Int!, $weight: Int!) {\n    updateTagByFields(ID: $ID, weight: $weight) {\n      ID\n      weight\n    }\n  }\n"): typeof import('./graphql').WaitlistTagWeightDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaitlistTags {\n    findAllTags {\n      ID\n      weight\n    }\n  }\n"): typeof import('./graphql').WaitlistTagsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WaitlistTagOn($IDEnquiry: Int!, $IDTag: Int!) {\n    updateEnquiryTags(IDEnquiry: $IDEnquiry, IDTag: $IDTag) {\n      ID\n      queueWeight\n      waitlistTags {\n        ID\n      }\n    }\n  }\n"): typeof import('./graphql').WaitlistTagOnDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WaitlistTagOff($IDEnquiry: Int!, $IDTag: Int!) {\n    removeEnquiryTag(IDEnquiry: $IDEnquiry, IDTag: $IDTag) {\n      ID\n      queueWeight\n    }\n  }\n"): typeof import('./graphql').WaitlistTagOffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WaitlistNote($IDEnquiry: Int!, $remark: String!) {\n    addChildActivityLog(IDEnquiry: $IDEnquiry, remark: $remark) {\n      ID\n      mode\n      remark\n      user {\n        ID\n      }\n    }\n  }\n"): typeof import('./graphql').WaitlistNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaitlistLog($IDEnquiry: Int!) {\n    findAllChildActivityLog(IDEnquiry: $IDEnquiry) {\n      totalCount\n      data {\n        action\n        mode\n        remark\n      }\n    }\n  }\n"): typeof import('./graphql').WaitlistLogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WaitlistDetail($ID: Int!, $data: EnquiryDetailUpdate!) {\n    updateEnquiryDetail(ID: $ID, data: $data) {\n      ID\n      enrollmentPlan\n      waitlistedAt\n    }\n  }\n"): typeof import('./graphql').WaitlistDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaitlistList(\n    $filter: WaitListFilter\n    $tag: Int\n    $preferEnrolDate: Date\n    $filterByVacancy: Boolean\n    $race: String\n    $pagination: Pagination\n  ) {\n    getWaitList(\n      filter: $filter\n      tag: $tag\n      preferEnrolDate: $preferEnrolDate\n      filterByVacancy: $filterByVacancy\n      race: $race\n      pagination: $pagination\n    ) {\n      totalCount\n      data {\n        ID\n        queueWeight\n        queuePosition\n        enrollmentPlan\n        waitlistTags {\n          ID\n          description\n          weight\n        }\n        stateHistory {\n          action\n          toState {\n            stateCode\n          }\n        }\n        offer {\n          month\n          status\n          dueDate\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').WaitlistListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WaitlistOffer($IDEnquiry: Int!, $month: Date) {\n    acceptVacancyForRegistration(IDEnquiry: $IDEnquiry, month: $month) {\n      ID\n      admissionStatus {\n        stateCode\n      }\n      offer {\n        month\n        status\n        dueDate\n      }\n    }\n  }\n"): typeof import('./graphql').WaitlistOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WaitlistDecline($IDEnquiry: Int!, $remarks: String) {\n    rejectVacancyForRegistration(IDEnquiry: $IDEnquiry, remarks: $remarks) {\n      ID\n      admissionStatus {\n        stateCode\n      }\n      offer {\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').WaitlistDeclineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaitlistPositions {\n    getMyWaitlistPositions {\n      IDEnquiry\n      position\n      queueLength\n      expectedOfferMonth\n      reasons\n      offer {\n        month\n        dueDate\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').WaitlistPositionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaitlistSearch($q: String!) {\n    searchChildInWaitList(q: $q) {\n      ID\n    }\n  }\n"): typeof import('./graphql').WaitlistSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaitlistFilters {\n    getWaitListFilter {\n      centres {\n        ID\n      }\n      tags {\n        ID\n      }\n      levels {\n        ID\n      }\n      preferMonthOfEnrolmentOptions\n      races\n    }\n  }\n"): typeof import('./graphql').WaitlistFiltersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaitlistVacancy($IDCentre: Int!) {\n    getVacancyTab(IDCentre: $IDCentre) {\n      month\n      fkLevel\n      capacity\n      vacancies\n      waiting\n    }\n  }\n"): typeof import('./graphql').WaitlistVacancyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WithdrawalFields on WithdrawalDraft {\n    ID\n    status\n    fkCentre\n    documentsVerified\n    can\n    centreApprover {\n      ID\n    }\n    hqApprover {\n      ID\n    }\n    withdrawalDraftItem {\n      effectiveDate\n      noticeDate\n      refundDepositAmount\n      refundFeeAmount\n      feeInLieuAmount\n      feeInLieuAccepted\n      monthlyFee\n      depositAmount\n      child {\n        ID\n      }\n      codeByParentReason {\n        label\n      }\n      codeByReason {\n        label\n      }\n    }\n    activityLogs {\n      status\n      remark\n      user {\n        ID\n      }\n    }\n  }\n"): typeof import('./graphql').WithdrawalFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WithdrawalsEstimate($childID: Int!, $noticeDate: Date!, $effectiveDate: Date!) {\n    getWithdrawalDefaultRefundAmount(\n      childID: $childID\n      noticeDate: $noticeDate\n      effectiveDate: $effectiveDate\n    ) {\n      defaultDepositRefundAmount\n      defaultFeeRefundAmount\n      monthlyFee\n      depositAmount\n      noticeInDays\n      earliestLastDay\n      shortNoticeDays\n      feeInLieuAmount\n    }\n  }\n"): typeof import('./graphql').WithdrawalsEstimateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawalsSubmit($childID: Int!, $withdrawalData: WithdrawalInput!) {\n    submitWithdrawalRequest(childID: $childID, withdrawalData: $withdrawalData) {\n      ...WithdrawalFields\n    }\n  }\n"): typeof import('./graphql').WithdrawalsSubmitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WithdrawalsDrafts($IDSchool: Int!, $filter: WithdrawalFilter, $pagination: Pagination) {\n    findAllWithdrawalDraft(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      data {\n        ...WithdrawalFields\n      }\n    }\n  }\n"): typeof import('./graphql').WithdrawalsDraftsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WithdrawalsCompleted($IDSchool: Int!, $filter: WithdrawalFilter) {\n    findAllWithdrawal(IDSchool: $IDSchool, filter: $filter) {\n      totalCount\n      data {\n        ...WithdrawalFields\n      }\n    }\n  }\n"): typeof import('./graphql').WithdrawalsCompletedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WithdrawalsGet($IDWithdrawal: Int!) {\n    getWithdrawalDraft(IDWithdrawal: $IDWithdrawal) {\n      ...WithdrawalFields\n    }\n  }\n"): typeof import('./graphql').WithdrawalsGetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawalsCentreApprove($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput) {\n    approveWithdrawalRequestByCentreStaff(IDWithdrawal: $IDWithdrawal, decision: $decision) {\n      ...WithdrawalFields\n    }\n  }\n"): typeof import('./graphql').WithdrawalsCentreApproveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawalsCentreReject($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput!) {\n    rejectWithdrawalRequestByCentreStaff(IDWithdrawal: $IDWithdrawal, decision: $decision) {\n      ...WithdrawalFields\n    }\n  }\n"): typeof import('./graphql').WithdrawalsCentreRejectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawalsHqApprove($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput) {\n    approveWithdrawalRequestByHQ(IDWithdrawal: $IDWithdrawal, decision: $decision) {\n      ...WithdrawalFields\n    }\n  }\n"): typeof import('./graphql').WithdrawalsHqApproveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawalsHqReject($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput!) {\n    rejectWithdrawalRequestByHQ(IDWithdrawal: $IDWithdrawal, decision: $decision) {\n      ...WithdrawalFields\n    }\n  }\n"): typeof import('./graphql').WithdrawalsHqRejectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawalsVerify($IDWithdrawal: Int!) {\n    onAllWithdrawalDocumentedVerified(IDWithdrawal: $IDWithdrawal) {\n      ...WithdrawalFields\n    }\n  }\n"): typeof import('./graphql').WithdrawalsVerifyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawalsCancelRequest($IDWithdrawal: Int!, $remark: String) {\n    cancelWithdrawalRequest(IDWithdrawal: $IDWithdrawal, remark: $remark) {\n      ...WithdrawalFields\n    }\n  }\n"): typeof import('./graphql').WithdrawalsCancelRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawalsCancel($IDWithdrawal: Int!, $remark: String) {\n    cancelWithdrawal(IDWithdrawal: $IDWithdrawal, remark: $remark) {\n      ...WithdrawalFields\n    }\n  }\n"): typeof import('./graphql').WithdrawalsCancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WithdrawalsVacancies($CentreID: Int!, $ServiceLevel: Int!, $Year: Int!, $fromMonth: Date) {\n    findAllVacancies(CentreID: $CentreID, ServiceLevel: $ServiceLevel, Year: $Year, fromMonth: $fromMonth) {\n      count\n      status\n      month\n    }\n  }\n"): typeof import('./graphql').WithdrawalsVacanciesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WithdrawalForms($IDWithdrawal: Int!) {\n    getWithdrawalDraft(IDWithdrawal: $IDWithdrawal) {\n      eConsentStatus\n      can\n      forms {\n        formType\n        eDocumentStatus\n        signedDocumentAvailable\n        participants {\n          role\n          status\n          displayName\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').WithdrawalFormsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WithdrawalPendingForm2($pendingStatus: String) {\n    getPendingForm2ESignatureChildren(pendingStatus: $pendingStatus) {\n      IDWithdrawal\n      formType\n      pendingStatus\n      signer\n      child {\n        ID\n      }\n    }\n  }\n"): typeof import('./graphql').WithdrawalPendingForm2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WithdrawalPendingForm3($pendingStatus: String) {\n    getPendingWithdrawalForm3ESignatureChildren(pendingStatus: $pendingStatus) {\n      IDWithdrawal\n      pendingStatus\n    }\n  }\n"): typeof import('./graphql').WithdrawalPendingForm3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawalSendFormLink($IDWithdrawal: Int!) {\n    sendWithdrawalFormLink(IDWithdrawal: $IDWithdrawal) {\n      eConsentStatus\n    }\n  }\n"): typeof import('./graphql').WithdrawalSendFormLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuditAnonymousRegister($token: String!, $password: String!, $pdpa: String) {\n    register(token: $token, password: $password, pdpaConsentVersion: $pdpa) {\n      token\n    }\n  }\n"): typeof import('./graphql').AuditAnonymousRegisterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($IDSchool: Int!, $filter: AuditLogFilter, $pagination: Pagination) {\n    findAllAuditLog(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {\n      totalCount\n      totalCountCapped\n      data {\n        ID\n        kind\n        operation\n        action\n        userId\n        userEmail\n        role\n        targetType\n        targetId\n        outcome\n        errorCode\n        clientIp\n      }\n    }\n  }\n"): typeof import('./graphql').AuditLogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query AuditChildren {\n      findAllChildrenByParent {\n        ID\n      }\n    }\n  "): typeof import('./graphql').AuditChildrenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobsFailed($IDSchool: Int!) {\n    findAllFailedJob(IDSchool: $IDSchool) {\n      totalCount\n      data {\n        name\n        recordId\n        retryCount\n        error\n      }\n    }\n  }\n"): typeof import('./graphql').JobsFailedDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
