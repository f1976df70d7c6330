/** Whole dollars typed as the household income, in cents; empty or not a number is no income given. */
export const incomeCents = (text: string) => {
  const dollars = Number(text.replace(/[,\s$]/g, ''))
  return text.trim() !== '' && Number.isFinite(dollars) && dollars >= 0 ? Math.round(dollars) * 100 : null
}
