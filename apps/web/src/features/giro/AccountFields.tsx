import { holdsCda } from '@preschool/domain'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
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
