import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BankAccountCard } from '../giro/BankAccountCard'
import { GiroApplicationForm } from '../giro/GiroApplicationForm'
import { useEnquiryGiro, usePayRegistrationByGiro } from '../giro/hooks'
import { useSession } from '../../shell/session/session-context'
import { paymentAccessQuery } from './card-documents'
import { enrolmentStatusQuery, registrationInvoiceQuery } from './documents'
import { LoadError } from '../../components/query'
import { FormErrorAlert } from '../../components/form/FormErrorAlert'

/**
 * The payment page's GIRO part (parents, phone first): the child's bank accounts with their status and forms, a GIRO
 * application (CDA or own account), paying the registration fee by GIRO, and "Skip for now" where the school lets
 * the family set GIRO up later (skip_giro_setup_school_visit).
 */
export function GiroSection({ enquiryId }: { enquiryId: number }) {
  const { t } = useTranslation()
  const { me } = useSession()
  const info = useEnquiryGiro(enquiryId)
  const pay = usePayRegistrationByGiro([paymentAccessQuery, registrationInvoiceQuery, enrolmentStatusQuery])
  const [skipped, setSkipped] = useState(false)
  const [justSaved, setJustSaved] = useState(false)
  const data = info.data?.bankAccountInfoByIDEnquiry
  if (info.error) return <LoadError query={info} />
  if (!data || !me) return null
  const live = data.accounts.filter((a) => a.status === 'pending' || a.status === 'approved')
  // One live account of each kind: the form offers GIRO while the family lacks one of them.
  const mayApply = live.length < 2 && data.IDChild !== null
  return (
    <Card sx={{ p: 2 }} data-testid="giro-section">
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t('giro.title')}
        </Typography>
        <Typography variant="body2">{t('giro.intro')}</Typography>
        {/* After an application its status shows in the accounts below, in place of the form. */}
        {justSaved && (
          <Alert severity="success" data-testid="giro-saved">
            {t('giro.saved')}
          </Alert>
        )}
        {data.payingByGiro && (
          <Alert severity="info" data-testid="giro-paying">
            {t('giro.payingByGiro')}
          </Alert>
        )}
        <Typography variant="subtitle1" component="h3">
          {t('giro.accounts')}
        </Typography>
        {data.accounts.length === 0 && <Typography variant="body2">{t('giro.noAccounts')}</Typography>}
        {data.accounts.map((account) => (
          <BankAccountCard key={account.ID} account={account} />
        ))}
        {data.canPayRegistrationByGiro && (
          <Button
            variant="outlined"
            disabled={pay.isPending}
            onClick={() => pay.mutate({ IDEnquiry: enquiryId })}
            data-testid="giro-pay-registration"
          >
            {t('giro.payByGiro')}
          </Button>
        )}
        <FormErrorAlert message={pay.error?.message} />
        {justSaved && mayApply && (
          <Button onClick={() => setJustSaved(false)} data-testid="giro-apply-another">
            {t('giro.applyAnother')}
          </Button>
        )}
        {mayApply && !skipped && !justSaved && (
          <>
            <Typography variant="subtitle1" component="h3">
              {t('giro.apply')}
            </Typography>
            <GiroApplicationForm
              childId={data.IDChild!}
              schoolId={me.fkSchool}
              holderName={`${me.firstname} ${me.lastname}`}
              mobile={{ code: me.mobilePhoneCountryCode ?? '+65', number: me.mobilePhone ?? '' }}
              onSaved={() => setJustSaved(true)}
            />
            {data.skipGiroSetup && live.length === 0 && (
              <Button onClick={() => setSkipped(true)} data-testid="giro-skip">
                {t('giro.skip')}
              </Button>
            )}
          </>
        )}
        {skipped && (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="body2" data-testid="giro-skipped">
              {t('giro.skipped')}
            </Typography>
            <Button size="small" onClick={() => setSkipped(false)}>
              {t('giro.applyAgain')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Card>
  )
}
