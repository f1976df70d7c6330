import Alert from '@mui/material/Alert'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import Typography from '@mui/material/Typography'
import { PUSH_KINDS, type PushKind } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { useGqlMutation, useGqlQuery } from '../../../lib/graphql-hooks'
import { myPushPreferencesQuery, updateMyPushPreferencesMutation } from '../documents'

/**
 * Which kinds of bell reach the parent's devices as push (the account's choice, for every device); each tick saves
 * at once, as the language does. The bell in the app shows every kind whatever is chosen here.
 */
export function PushKinds() {
  const { t } = useTranslation()
  const query = useGqlQuery(myPushPreferencesQuery, {})
  const save = useGqlMutation(updateMyPushPreferencesMutation, { invalidates: [myPushPreferencesQuery] })
  const preferences = save.data?.updateMyPushPreferences ?? query.data?.myPushPreferences
  if (!preferences) return null
  const pushing = new Set(preferences.filter((p) => p.push).map((p) => p.kind))
  const toggle = (kind: PushKind, on: boolean) =>
    save.mutate({ kinds: PUSH_KINDS.filter((k) => (k === kind ? on : pushing.has(k))) })
  return (
    <div data-testid="account-push-kinds">
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('parentApp.pushKinds')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('parentApp.pushKindsHelp')}
      </Typography>
      <FormGroup>
        {PUSH_KINDS.map((kind) => (
          <FormControlLabel
            key={kind}
            control={
              <Checkbox
                checked={pushing.has(kind)}
                disabled={save.isPending}
                onChange={(event) => toggle(kind, event.target.checked)}
              />
            }
            label={t(`parentApp.pushKind.${kind}`)}
            data-testid={`account-push-kind-${kind}`}
          />
        ))}
      </FormGroup>
      {save.isSuccess && <Alert severity="success">{t('parentApp.pushKindsSaved')}</Alert>}
      {save.isError && <Alert severity="error">{t('common.somethingWrong')}</Alert>}
    </div>
  )
}
