import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { type ConsentRequestForm, consentRequestFormSchema, participantsOf } from '@preschool/domain'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormErrorAlert } from '../../components/form/FormErrorAlert'
import { useServerForm } from '../../components/form/hooks/use-server-form'
import { FormTextField } from '../../components/form/TextField'
import { request } from '../../lib/request'
import { StatusChip } from '../../components/StatusChip'
import { signedFormUrlQuery } from './documents'
import { useConsentForm, useCreateForm1 } from './hooks'

const roleKeys = {
  applicant: 'esign.roleApplicant',
  spouse: 'esign.roleSpouse',
  staff: 'esign.roleStaff',
} as const

interface Props {
  enquiryId: number
  /** The enquiry waits for the consent (pending_econsent): the form can be sent (again, once its links expired). */
  canCreate: boolean
  applicant: { parentName: string; parentEmail: string }
  /** Staff sending it for the family may sign for the centre themselves. */
  centreSigner?: { displayName: string; email: string }
}

/** Form 1's status and its signers for the family and staff; before it exists, the form that sends it. */
export function ConsentPanel({ enquiryId, canCreate, applicant, centreSigner }: Props) {
  const { t } = useTranslation()
  const consent = useConsentForm(enquiryId)
  const form = consent.data?.getConsentForm
  if (!form && !canCreate) return null
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="consent-panel">
      <Typography variant="h6" component="h2" gutterBottom>
        {t('esign.title')}
      </Typography>
      {form ? (
        <Stack spacing={1}>
          <div>
            <StatusChip
              label={t('esign.status', { status: form.eDocumentStatus })}
              tone={form.eDocumentStatus === 'Completed' ? 'success' : 'warning'}
              testId="consent-status"
            />
          </div>
          <List dense>
            {form.participants.map((p) => (
              <ListItem key={p.ID} data-testid={`consent-participant-${p.order}`}>
                <ListItemText
                  primary={t('esign.participant', {
                    order: p.order,
                    name: p.displayName,
                    role: t(roleKeys[p.role as keyof typeof roleKeys] ?? 'esign.roleApplicant'),
                  })}
                  secondary={`${p.email} · ${p.status}`}
                />
              </ListItem>
            ))}
          </List>
          {form.signedDocumentAvailable && <SignedFormButton enquiryId={enquiryId} />}
          {form.linksExpired && canCreate && (
            <>
              <Alert severity="warning" data-testid="consent-links-expired">
                {t('esign.linksExpired')}
              </Alert>
              <ConsentRequest enquiryId={enquiryId} applicant={applicant} centreSigner={centreSigner} />
            </>
          )}
        </Stack>
      ) : (
        <ConsentRequest enquiryId={enquiryId} applicant={applicant} centreSigner={centreSigner} />
      )}
    </Paper>
  )
}

function SignedFormButton({ enquiryId }: { enquiryId: number }) {
  const { t } = useTranslation()
  const open = async () => {
    const tab = window.open('', '_blank')
    const result = await request(signedFormUrlQuery, { IDEnquiry: enquiryId })
    if (tab && result.data) tab.location.href = result.data.getEnrolmentDocumentURL
    else tab?.close()
  }
  return (
    <div>
      <Button variant="outlined" onClick={open} data-testid="consent-signed-pdf">
        {t('esign.signedPdf')}
      </Button>
    </div>
  )
}

function ConsentRequest({ enquiryId, applicant, centreSigner }: Omit<Props, 'canCreate'>) {
  const { t } = useTranslation()
  const create = useCreateForm1()
  const [centreSigns, setCentreSigns] = useState(Boolean(centreSigner))
  const form = useForm<ConsentRequestForm, unknown, Parameters<typeof participantsOf>[0]>({
    resolver: zodResolver(consentRequestFormSchema),
    defaultValues: {
      applicantName: applicant.parentName,
      applicantEmail: applicant.parentEmail,
      spouseName: '',
      spouseEmail: '',
    },
  })
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: (values) =>
      create.mutateAsync({
        IDEnquiry: enquiryId,
        participants: participantsOf(values, centreSigns ? centreSigner : null),
      }),
  })
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} data-testid="consent-request">
      <Typography variant="body2">{t('esign.intro')}</Typography>
      <FormErrorAlert message={formError} testId="consent-request-error" />
      <FormTextField
        control={form.control}
        name="applicantName"
        label={t(centreSigner ? 'esign.parentName' : 'esign.applicantName')}
        testId="consent-applicant-name"
        required
      />
      <FormTextField
        control={form.control}
        name="applicantEmail"
        label={t(centreSigner ? 'esign.parentEmail' : 'esign.applicantEmail')}
        testId="consent-applicant-email"
        type="email"
        required
      />
      <FormTextField
        control={form.control}
        name="spouseName"
        label={t(centreSigner ? 'esign.parentSpouseName' : 'esign.spouseName')}
        testId="consent-spouse-name"
      />
      <FormTextField
        control={form.control}
        name="spouseEmail"
        label={t('esign.spouseEmail')}
        testId="consent-spouse-email"
        type="email"
      />
      {centreSigner && (
        <FormControlLabel
          control={
            <Switch
              checked={centreSigns}
              onChange={(e) => setCentreSigns(e.target.checked)}
              data-testid="consent-centre-signs"
            />
          }
          label={t('esign.centreSigns', { name: centreSigner.displayName })}
        />
      )}
      <div>
        <Button type="submit" variant="contained" loading={submitting} data-testid="consent-send">
          {t('esign.send')}
        </Button>
      </div>
    </Stack>
  )
}
