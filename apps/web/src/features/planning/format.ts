import dayjs from 'dayjs'

/** 'Jan 2027' for the 1st of a month. */
export const monthLabel = (month: string) => dayjs(month).format('MMM YYYY')
/** 'Jan' for the chart's axis. */
export const monthShort = (month: string) => dayjs(month).format('MMM')
/** 'DD/MM/YYYY HH:mm' (spec 000 s.9 date formats). */
export const dateTimeLabel = (instant: string) => dayjs(instant).format('DD/MM/YYYY HH:mm')
