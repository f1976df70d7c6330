import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { keyOf } from '../../i18n/text-key'
import { rowPermits } from '../../shell/session/row-permits'
import type { WithdrawalDetail } from './documents'
import { useSendWithdrawalFormLink } from './hooks'
import { formStatusText, formTypeText, signerRoleText } from './text-keys'
import { FormErrorAlert } from '../../components/form/FormErrorAlert'

/**
 * The withdrawal's e-signed form: its type, status and each signer's turn. Staff may send the link of whoever's turn
 * it is again; at the centre's turn that is their own link (they sign for the centre).
 */
export function WithdrawalFormCard({ w }: { w: WithdrawalDetail }) {
  const { t } = useTranslation()
  const send = useSendWithdrawalFormLink()
  const form = w.forms[0]
  if (!form) return null
  const turn = form.participants.find((p) => p.status !== 'Signed')
  const staffTurn = turn?.role === 'staff'
  const canSend = rowPermits(w, 'withdrawals.sendFormLink')
  return (
    <Card data-testid="withdrawal-form">
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="h6" component="h2">
            {t(keyOf(formTypeText, form.formType, 'form2'))}
          </Typography>
          <Typography data-testid="withdrawal-form-status">
            {t('withdrawals.form.status', {
              status: t(keyOf(formStatusText, form.eDocumentStatus, 'Pending')),
            })}
          </Typography>
          <Stack component="ol" spacing={0.5} sx={{ pl: 2, m: 0 }}>
            {form.participants.map((p, i) => (
              <li key={p.ID} data-testid={`withdrawal-form-signer-${i + 1}`}>
                <Typography variant="body2">
                  {t('withdrawals.form.signer', {
                    order: i + 1,
                    name: p.displayName,
                    role: t(keyOf(signerRoleText, p.role, 'applicant')),
                    status: t(keyOf(formStatusText, p.status, 'Waiting')),
                  })}
                </Typography>
              </li>
            ))}
          </Stack>
          {canSend && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <Button
                variant={staffTurn ? 'contained' : 'outlined'}
                disabled={send.isPending}
                onClick={() => send.mutate({ IDWithdrawal: w.ID })}
                data-testid="withdrawal-form-send"
              >
                {t(staffTurn ? 'withdrawals.form.signForCentre' : 'withdrawals.form.resend')}
              </Button>
            </Stack>
          )}
          {send.isSuccess && (
            <Alert severity="success" data-testid="withdrawal-form-sent">
              {t(staffTurn ? 'withdrawals.form.staffLinkSent' : 'withdrawals.form.linkSent')}
            </Alert>
          )}
          <FormErrorAlert message={send.error?.message} />
          {!canSend && form.eDocumentStatus === 'Pending' && turn?.role !== 'staff' && (
            <Typography variant="body2" color="text.secondary">
              {t('withdrawals.form.familyNote')}
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  )
}
