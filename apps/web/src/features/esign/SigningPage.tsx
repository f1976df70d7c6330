import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Divider from '@mui/material/Divider'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type SigningForm, signingFormSchema } from '@preschool/domain'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { FormCheckbox } from '../../components/form/CheckboxField'
import { FormErrorAlert } from '../../components/form/FormErrorAlert'
import { useServerForm } from '../../components/form/hooks/use-server-form'
import { FormSignatureField } from '../../components/form/SignatureField'
import { CentredProgress } from '../../components/CentredProgress'
import type { SigningDocument } from './documents'
import { useSign, useSigningDocument } from './hooks'
import { LoadError } from '../../components/query'

/** /esign/{token}: the emailed link's page, made for a phone: the document, its fingerprint, and the signature. */
export default function SigningPage() {
  const { t } = useTranslation()
  const token = useParams().token ?? ''
  const document = useSigningDocument(token)
  const [done, setDone] = useState(false)

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      {document.isPending && <CentredProgress />}
      <LoadError query={document} testId="signing-error" />
      {done && (
        <Alert severity="success" data-testid="signing-done">
          {t('esign.signed')} {t('esign.signedNext')}
        </Alert>
      )}
      {document.data && !done && (
        <SigningView token={token} doc={document.data.getSigningDocument} onSigned={() => setDone(true)} />
      )}
    </Container>
  )
}

function SigningView({
  token,
  doc,
  onSigned,
}: {
  token: string
  doc: SigningDocument
  onSigned: () => void
}) {
  const { t } = useTranslation()
  const sign = useSign()
  const [typedName, setTypedName] = useState<string | null>(null)
  const form = useForm<SigningForm, unknown, SigningForm>({
    resolver: zodResolver(signingFormSchema),
    defaultValues: { image: null, agreed: false },
  })
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: (values) =>
      sign.mutateAsync({
        token,
        signature: {
          kind: typedName ? 'typed' : 'drawn',
          image: values.image ?? '',
          typedName,
          agreed: values.agreed,
        },
      }),
    onSuccess: onSigned,
  })
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('esign.signTitle', { title: doc.title })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {doc.schoolName} ·{' '}
        {t('esign.signingAs', {
          name: doc.signer.displayName,
          order: doc.signer.order,
          count: doc.participants.length,
        })}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }} data-testid="signing-document">
        {doc.sections.map((section) => (
          <Box key={section.heading} sx={{ mb: 2 }}>
            <Typography variant="subtitle1" component="h2">
              {section.heading}
            </Typography>
            {section.rows.map((row) => (
              <Typography key={row.label} variant="body2">
                <strong>{row.label}:</strong> {row.value}
              </Typography>
            ))}
          </Box>
        ))}
        <Divider sx={{ my: 1 }} />
        <Typography variant="body2">{doc.declaration}</Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ overflowWrap: 'anywhere', display: 'block', mt: 1 }}
        >
          {t('esign.hash', { hash: doc.contentSha256 })}
        </Typography>
      </Paper>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} data-testid="signing-form">
        <FormErrorAlert message={formError} testId="signing-form-error" />
        <FormSignatureField
          control={form.control}
          name="image"
          label={t('esign.signature')}
          testId="signing-signature"
          onTypedName={setTypedName}
        />
        <FormCheckbox control={form.control} name="agreed" label={t('esign.agree')} testId="signing-agree" />
        <div>
          <Button type="submit" variant="contained" loading={submitting} data-testid="signing-submit">
            {t('esign.sign')}
          </Button>
        </div>
      </Stack>
    </Stack>
  )
}
