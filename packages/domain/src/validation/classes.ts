import { z } from 'zod'
import { emailSchema } from './email'
import { isoDateSchema, planningDateSchema } from './date-bounds'
import { V } from './messages'

export const ClassMsg = {
  labelTaken: 'A class with this name already exists at this centre',
  teachersMax: 'A class has at most 10 teachers',
  teacherDuplicate: 'A teacher is listed twice',
  teacherOtherCentre: 'A teacher of another centre cannot teach this class',
  levelNotOffered: 'This centre does not offer the level',
  hasChildren: 'This class has children; move them to another class before deleting it',
  levelChangeWithChildren: 'The level of a class with children cannot change',
  overRatio: (size: number, capacity: number) =>
    `The class has ${size} children, over the ${capacity} its teachers may take at the centre's teacher ratio`,
  childNotAtLevel: 'The child has no seat at this centre and level',
  childAlreadyInClass: 'The child is already in a class of this level',
  childrenRequired: 'Choose at least one child',
  tooMany: 'At most 200 children at once',
  childTwice: 'A child is listed twice',
  classOfLevel: "The class is not of the child's new level at the centre",
  moveTargetRemoved: 'The class to move the children to has just been removed. Choose another class.',
  noOpenSeat: 'The child has no current level to move from',
  movePast: 'The move date must be after the start of the current level',
  reasonRequired: 'Give a reason for the move',
} as const

const trimmed = (max: number) => z.string().trim().min(1, V.required).max(max, `At most ${max} characters`)
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null))
const id = z.number({ error: V.required }).int().positive()

export const MAX_CLASS_TEACHERS = 10

/** A teacher of the class: an existing one by ID, or a new record (a sign-in is linked from staff management). */
export const classTeacherInputSchema = z.object({
  ID: id.nullish(),
  fkUser: id.nullish(),
  firstname: trimmed(60),
  lastname: trimmed(60),
  email: emailSchema()
    .nullish()
    .or(z.literal('').transform(() => null)),
})

export const classInputSchema = z
  .object({
    label: trimmed(60),
    description: optionalText(500),
    fkCentre: id,
    fkLevel: id,
    teachers: z.array(classTeacherInputSchema).max(MAX_CLASS_TEACHERS, ClassMsg.teachersMax),
    coverPhotoKey: optionalText(200),
    profilePhotoKey: optionalText(200),
  })
  .refine(
    (c) => {
      const ids = c.teachers.flatMap((t) => (t.ID ? [t.ID] : []))
      return new Set(ids).size === ids.length
    },
    { message: ClassMsg.teacherDuplicate, path: ['teachers'] },
  )
export type ClassInput = z.output<typeof classInputSchema>
export type ClassFormInput = z.input<typeof classInputSchema>

const childIds = z
  .array(id)
  .min(1, ClassMsg.childrenRequired)
  .max(200, ClassMsg.tooMany)
  .refine((ids) => new Set(ids).size === ids.length, ClassMsg.childTwice)

/** Children placed in a class from a date (today or the class's first day for upcoming children). */
export const assignChildrenSchema = z.object({
  classID: id,
  childIDs: childIds,
  from: planningDateSchema(),
})

export const PROMOTION_MOVE_REASONS = ['promotion', 'transfer', 'correction', 'graduated'] as const
export type PromotionMoveReason = (typeof PROMOTION_MOVE_REASONS)[number]

/** One child's move: to a level (null: graduates, leaving the school) and a class of it, from a date. */
export const promotionItemSchema = z
  .object({
    childID: id,
    levelID: id.nullish().transform((v) => v ?? null),
    classID: id.nullish().transform((v) => v ?? null),
    from: isoDateSchema(),
    moveReason: z.enum(PROMOTION_MOVE_REASONS, { error: ClassMsg.reasonRequired }),
    remark: optionalText(500),
  })
  .refine((i) => i.levelID !== null || i.classID === null, {
    message: ClassMsg.classOfLevel,
    path: ['classID'],
  })
  .refine((i) => (i.levelID === null) === (i.moveReason === 'graduated'), {
    message: ClassMsg.reasonRequired,
    path: ['moveReason'],
  })
export type PromotionItem = z.output<typeof promotionItemSchema>

export const promotionSchema = z.object({
  items: z
    .array(promotionItemSchema)
    .min(1, ClassMsg.childrenRequired)
    .max(2000, 'At most 2000 children at once')
    .refine((items) => new Set(items.map((i) => i.childID)).size === items.length, ClassMsg.childTwice),
})

/** What staff may change of a child's particulars (updateChildByFields); names and the certificate stay. */
export const childFieldsSchema = z
  .object({
    nationality: optionalText(60),
    race: optionalText(60),
    gender: z.enum(['male', 'female']).nullish(),
    householdIncomeRange: optionalText(60),
    numFamilyMembers: z.number().int().min(1, 'Between 1 and 30').max(30, 'Between 1 and 30').nullish(),
    imageKey: optionalText(200),
  })
  .partial()
export type ChildFields = z.output<typeof childFieldsSchema>

/** The spec's rule: the class filter drops empty strings (an unset select sends ''). */
export const classFilterIds = (values: readonly (string | number | null | undefined)[] | null | undefined) =>
  (values ?? []).flatMap((v) => {
    if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return []
    const n = Number(v)
    return Number.isInteger(n) && n > 0 ? [n] : []
  })

/** Children a class's teachers may take: the centre's ratio (children per teacher) times its teachers. */
export function classCapacity(teacherRatio: number | null, teacherCount: number): number | null {
  if (teacherRatio === null || teacherRatio <= 0) return null
  return teacherRatio * teacherCount
}

/**
 * Over the centre's teacher ratio: more children than the teachers may take. The one rule of the class pages
 * (children placed against the class's teachers) and of the live register (children in against staff in).
 */
export function overTeacherRatio(
  teacherRatio: number | null,
  teacherCount: number,
  childCount: number,
): boolean {
  const capacity = classCapacity(teacherRatio, teacherCount)
  return capacity !== null && childCount > capacity
}
