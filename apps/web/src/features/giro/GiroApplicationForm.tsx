import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { type GiroApplication, giroApplicationSchema, singaporeToday } from '@preschool/domain'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  FormDateField,
  FormErrorAlert,
  FormPhoneField,
  FormSwitch,
  LeaveGuard,
  useServerForm,
} from '../../components/form'
import { AccountFields, useDropNonCdaBank } from './AccountFields'
import { useSaveGiroApplication } from './hooks'

interface Values {
  fkBankBicCode: number | ''
  bankAccountNumber: string
  IsCDA: boolean
  nameOfAccountHolders: [string, string]
  mobilePhoneCountryCode: string
  mobilePhone: string
  applicationDate: string
}

/** The parent's GIRO application (spec 002 section 3): CDA or own account, bank, number, holders, phone, date. */
export function GiroApplicationForm(props: {
  childId: number
  schoolId: number
  holderName: string
  mobile: { code: string; number: string }
  onSaved: () => void
}) {
  const { t } = useTranslation()
  const save = useSaveGiroApplication()
  const form = useForm<Values, unknown, GiroApplication>({
    resolver: zodResolver(giroApplicationSchema()) as never,
    defaultValues: {
      fkBankBicCode: '',
      bankAccountNumber: '',
      // Most families pay from their own account; a CDA is the exception the parent turns on.
      IsCDA: false,
      nameOfAccountHolders: [props.holderName, ''],
      mobilePhoneCountryCode: props.mobile.code || '+65',
      mobilePhone: props.mobile.number,
      applicationDate: singaporeToday(),
    },
  })
  const isCda = useWatch({ control: form.control, name: 'IsCDA' })
  useDropNonCdaBank(form.control, form.setValue, 'fkBankBicCode', isCda)
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: (giroApplication) =>
      save.mutateAsync({ IDChild: props.childId, IDSchool: props.schoolId, giroApplication }),
    onSuccess: () => {
      form.reset(form.getValues())
      props.onSaved()
    },
  })
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate data-testid="giro-form">
      <LeaveGuard form={form} />
      <FormErrorAlert message={formError} testId="giro-form-error" />
      <FormSwitch control={form.control} name="IsCDA" label={t('giro.isCda')} testId="giro-is-cda" />
      <AccountFields
        control={form.control}
        bank="fkBankBicCode"
        number="bankAccountNumber"
        holders="nameOfAccountHolders"
        testId="giro"
        cdaOnly={isCda}
      />
      <FormPhoneField
        control={form.control}
        codeName="mobilePhoneCountryCode"
        numberName="mobilePhone"
        label={t('giro.mobile')}
        testId="giro-mobile"
        required
      />
      <FormDateField
        control={form.control}
        name="applicationDate"
        label={t('giro.date')}
        testId="giro-date"
        maxDate={singaporeToday()}
        required
      />
      <Button type="submit" variant="contained" disabled={submitting} data-testid="giro-submit">
        {t('giro.submit')}
      </Button>
    </Stack>
  )
}
