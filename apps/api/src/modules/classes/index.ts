import { defineModule } from '../../platform/module'
import { assignChildrenToClass } from './resolvers/assignChildrenToClass'
import { childByID } from './resolvers/childByID'
import { childDetails, placementDetails } from './resolvers/child-mapper'
import { classDetails } from './resolvers/class-mapper'
import { createNewClass } from './resolvers/createNewClass'
import { deleteClassAndTeachers } from './resolvers/deleteClassAndTeachers'
import { findAllChild } from './resolvers/findAllChild'
import { findAllGuardian } from './resolvers/findAllGuardian'
import { getAllClassInfo } from './resolvers/getAllClassInfo'
import { getChildPhotoUploadURL } from './resolvers/getChildPhotoUploadURL'
import { getChildrenData } from './resolvers/getChildrenData'
import { getChildrenToAssignToClass } from './resolvers/getChildrenToAssignToClass'
import { getClassPhotoUploadURL } from './resolvers/getClassPhotoUploadURL'
import { getPastChildrenData } from './resolvers/getPastChildrenData'
import { getPromotionPreview } from './resolvers/getPromotionPreview'
import { getTeacherListOnInput } from './resolvers/getTeacherListOnInput'
import { promoteChildrenAndAssignClass } from './resolvers/promoteChildrenAndAssignClass'
import { updateChildByFields } from './resolvers/updateChildByFields'
import { updateClassDetails } from './resolvers/updateClassDetails'

export const classesModule = defineModule(import.meta.url, {
  Query: {
    getAllClassInfo,
    getTeacherListOnInput,
    findAllChild,
    getChildrenData,
    getPastChildrenData,
    childByID,
    getChildrenToAssignToClass,
    findAllGuardian,
    getPromotionPreview,
  },
  Mutation: {
    createNewClass,
    updateClassDetails,
    deleteClassAndTeachers,
    getClassPhotoUploadURL,
    assignChildrenToClass,
    promoteChildrenAndAssignClass,
    updateChildByFields,
    getChildPhotoUploadURL,
  },
  ClassInfo: classDetails,
  Child: childDetails,
  ChildClassPlacement: placementDetails,
})

// The module's public surface: the promotion-day job (jobs.ts).
export { promotionDay } from './promotion'
