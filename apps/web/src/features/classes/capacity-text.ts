import type { TFunction } from 'i18next'

interface ClassLoad {
  teachers: readonly unknown[]
  currentChildrenCount: number
  upcomingChildrenCount: number
  capacity?: number | null
}

/** Why a class is over its ratio: a class without teachers has no ratio to speak of, only a missing teacher. */
export function overCapacityText(t: TFunction, klass: ClassLoad): string {
  const children = klass.currentChildrenCount + klass.upcomingChildrenCount
  if (klass.teachers.length === 0) return t('classes.overCapacityNoTeachers', { children })
  return t('classes.overCapacity', {
    children,
    teachers: klass.teachers.length,
    capacity: klass.capacity ?? 0,
  })
}

/** The class list's short badge for the same warning (a bare number said nothing). */
export const overCapacityBadge = (t: TFunction, klass: ClassLoad): string =>
  klass.teachers.length === 0
    ? t('classes.noTeachersBadge')
    : t('classes.overCapacityBadge', { capacity: klass.capacity ?? 0 })
