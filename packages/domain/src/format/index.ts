export * from './calendar'
export * from './dates'
export * from './money'
export * from './names'
