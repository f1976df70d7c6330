import type { DbOrTx } from '../../db/client'

/** What an action can be checked against. Add an entity here with its resolver in targets.ts (or its sibling), once. */
export type TargetKind =
  | 'school'
  | 'centre'
  | 'enquiry'
  | 'visit'
  | 'child'
  | 'availability'
  | 'holiday'
  | 'class'
  | 'capacityDraft'
  | 'tag'
  | 'blacklistEntry'
  | 'blacklistDraft'
  | 'document'
  | 'bus'
  | 'busDriver'
  | 'feeDraft'
  | 'bankAccount'
  | 'invoice'
  | 'receipt'
  | 'paymentSession'
  | 'invoiceRun'
  | 'attendanceEntry'
  | 'injury'
  | 'event'
  | 'broadcast'
  | 'withdrawal'
  | 'transfer'
  | 'transferSource'
  | 'transferDestination'
  | 'leaveRequest'
  | 'symptomCluster'
  | 'staffMember'

/** What the rules need to know of a target: its school, its centres (null: school-wide), whether the caller is its parent. */
export interface TargetFacts {
  schoolId: number
  centreIds: number[] | null
  isParent: boolean
  /** For targets that belong to classes (a class, a child): whether it is one of the caller's classes. */
  inClassScope?: boolean
  /**
   * A target that changes each of its centres (a holiday closing several): staff must reach every one of them, and a
   * school-wide one (no centres) only HQ reaches.
   */
  reachEvery?: true
  /** For a request decided by another (maker-approver): the user who made it. */
  makerId?: number
}

/** The facts of a row the caller already holds (of their school: the root field's guard checked it). */
export type RowFacts = Omit<TargetFacts, 'schoolId'>

/**
 * The ids of a request's targets, read from its arguments; a null id (an insert) is skipped. A kind may name more
 * than one (a class and the class its children move to): the rules must hold at each.
 */
export type TargetIds = Partial<Record<TargetKind, number | null | undefined | readonly number[]>>

export type Resolve = (db: DbOrTx, id: number, userId: number) => Promise<TargetFacts | null>

export const first = async <T>(rows: Promise<T[]>): Promise<T | null> => (await rows)[0] ?? null

/** The facts of a row that belongs to one centre and no family (a request, a bus...), from its columns. */
export const centreRow = (row: { schoolId: number; centreId: number }): TargetFacts => ({
  schoolId: row.schoolId,
  centreIds: [row.centreId],
  isParent: false,
})
