import dayjs from 'dayjs'

export const monthText = (date: string) => dayjs(date).format('MMMM YYYY')
export const dayText = (date: string) => dayjs(date).format('D MMM YYYY')
