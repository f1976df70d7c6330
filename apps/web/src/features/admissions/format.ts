import dayjs from 'dayjs'

/** A timestamp as staff read it: '05 Mar 2031, 10:15'. */
export const formatWhen = (iso: string) => dayjs(iso).format('DD MMM YYYY, HH:mm')

/** An enrolment month: 'Mar 2031'. */
export const formatPlan = (date: string) => dayjs(date).format('MMM YYYY')
