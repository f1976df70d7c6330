/**
 * Builders of whole test situations, each in one place: a school and its people (school.ts), a family with an
 * enquiry (family.ts), a centre's capacity (capacity.ts), visit times and booked visits (visit.ts), document types and
 * documents (documents.ts). Staff of a centre
 * with given module access: `buildStaff(school, access, [centreId])`.
 */
export * from './admissions'
export * from './capacity'
export * from './classes'
export * from './documents'
export * from './family'
export * from './fees'
export * from './school'
export * from './transport'
export * from './visit'
export * from './registration'
export * from './planning'
export * from './giro'
export * from './ledger'
export * from './payments'
export * from './events'
export * from './broadcasts'
export * from './withdrawals'
export * from './transfers'
export * from './attendance'
export * from './leave'
