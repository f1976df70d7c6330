import { holdsCda } from '@preschool/domain'
import { useEffect } from 'react'
import {
  type Control,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type UseFormSetValue,
  useWatch,
} from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormSelect, FormTextField } from '../../components/form'
import { useBanks } from './hooks'

/**
 * The account part of a GIRO form, the parent's application and staff's paper form alike: bank, account number and
 * the one or two holders (`<holders>.0`, `<holders>.1`). Test ids: <testId>-bank, -account-number, -holder-1, -2.
 */
export function AccountFields<T extends FieldValues, C, O>(props: {
  control: Control<T, C, O>
  bank: FieldPath<T>
  number: FieldPath<T>
  holders: FieldPath<T>
  testId: string
  /** Offer only the banks that hold Child Development Accounts (the account is a CDA). */
  cdaOnly?: boolean
}) {
  const { t } = useTranslation()
  const banks = useBanks()
  const options = (banks.data?.findAllBankBicCode ?? [])
    .filter((b) => !props.cdaOnly || holdsCda(b.bankCode))
    .map((b) => ({ value: b.ID, label: b.bankName }))
  const holder = (i: number) => `${props.holders}.${i}` as FieldPath<T>
  return (
    <>
      <FormSelect
        control={props.control}
        name={props.bank}
        label={t('giro.bank')}
        testId={`${props.testId}-bank`}
        options={options}
        required
      />
      <FormTextField
        control={props.control}
        name={props.number}
        label={t('giro.accountNumber')}
        helperText={t('giro.accountNumberHelp')}
        testId={`${props.testId}-account-number`}
        htmlInput={{ inputMode: 'numeric' }}
        required
      />
      <FormTextField
        control={props.control}
        name={holder(0)}
        label={t('giro.holder1')}
        testId={`${props.testId}-holder-1`}
        required
      />
      <FormTextField
        control={props.control}
        name={holder(1)}
        label={t('giro.holder2')}
        helperText={t('giro.holder2Help')}
        testId={`${props.testId}-holder-2`}
      />
    </>
  )
}

/**
 * Turning CDA on drops a bank chosen before that holds no CDA: the list no longer offers it. The bank's value is
 * compared as a number (a select may hand back its option's value as text).
 */
export function useDropNonCdaBank<T extends FieldValues, C, O>(
  control: Control<T, C, O>,
  setValue: UseFormSetValue<T>,
  bank: FieldPath<T>,
  isCda: boolean,
) {
  const banks = useBanks().data?.findAllBankBicCode
  const chosen: unknown = useWatch({ control, name: bank })
  const held = banks?.find((b) => b.ID === Number(chosen))
  const drop = isCda && held !== undefined && !holdsCda(held.bankCode)
  useEffect(() => {
    if (drop) setValue(bank, '' as PathValue<T, FieldPath<T>>)
  }, [drop, setValue, bank])
}
