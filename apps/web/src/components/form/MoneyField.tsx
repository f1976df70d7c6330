import InputAdornment from '@mui/material/InputAdornment'
import { centsToDecimal } from '@preschool/domain'
import type { FieldValues } from 'react-hook-form'
import type { FieldProps } from './field-props'
import { ParsedTextField } from './ParsedTextField'

/** Dollars as typed ('12', '12.5', '1,200.00') to cents; blank is null, anything else NaN for the schema to refuse. */
export function parseDollars(text: string): number | null {
  const plain = text.replace(/[,\s$]/g, '')
  if (plain === '') return null
  if (!/^\d+(\.\d{0,2})?$/.test(plain)) return Number.NaN
  return Math.round(Number(plain) * 100)
}

/** Cents as the dollars a person types (250000 -> '2500.00'); blank for none. */
export const formatDollars = (cents: number | null | undefined) =>
  cents == null || Number.isNaN(cents) ? '' : centsToDecimal(cents)

/** An amount of money: typed in dollars, kept in the form (and sent) in integer cents, as money is stored. */
export function FormMoneyField<T extends FieldValues, C, O>(props: FieldProps<T, C, O>) {
  return (
    <ParsedTextField
      {...props}
      parse={parseDollars}
      format={formatDollars}
      startAdornment={<InputAdornment position="start">$</InputAdornment>}
      htmlInput={{ inputMode: 'decimal' }}
    />
  )
}
