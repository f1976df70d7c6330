import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import FormHelperText from '@mui/material/FormHelperText'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { BroadcastFormInput } from '@preschool/domain'
import { useState } from 'react'
import { type Control, useController } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { SearchField } from '../../../components/list/SearchField'
import { keyOf } from '../../../i18n/text-key'
import { useScopeSearch } from '../hooks'
import { scopeTypeText } from '../text-keys'

type Scope = BroadcastFormInput['scopes'][number]
const same = (a: Scope, b: { type: string; ID: number }) => a.type === b.type && a.ID === b.ID

/**
 * Who the broadcast goes to: chips of the chosen centres, classes and children, found by searchBroadcastingScope
 * (within the user's reach); head office may also choose the whole school. Locked once published.
 */
export function ScopePicker(props: {
  control: Control<BroadcastFormInput>
  schoolId: number
  canChooseSchool: boolean
  locked: boolean
}) {
  const { t } = useTranslation()
  const { field, fieldState } = useController({ control: props.control, name: 'scopes' })
  const chosen = field.value
  const [search, setSearch] = useState('')
  const found = useScopeSearch(props.schoolId, search)
  const add = (scope: Scope) => field.onChange([...chosen.filter((s) => !same(s, scope)), scope])
  const typeLabel = (type: string) => t(keyOf(scopeTypeText, type, 'class'))
  return (
    <Stack spacing={1} data-testid="broadcast-scopes">
      <Typography variant="subtitle2" component="h2">
        {t('broadcasts.scopes')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {chosen.map((s) => (
          <Chip
            key={`${s.type}-${s.ID}`}
            label={`${typeLabel(s.type)}: ${s.label}`}
            onDelete={props.locked ? undefined : () => field.onChange(chosen.filter((c) => !same(c, s)))}
            data-testid={`broadcast-scope-${s.type}-${s.ID}`}
          />
        ))}
      </Stack>
      {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
      {props.locked ? (
        <FormHelperText>{t('broadcasts.publishedLocked')}</FormHelperText>
      ) : (
        <>
          {props.canChooseSchool && (
            <Button
              size="small"
              sx={{ alignSelf: 'flex-start' }}
              onClick={() => add({ type: 'school', ID: props.schoolId, label: t('broadcasts.wholeSchool') })}
              data-testid="broadcast-scope-school"
            >
              {t('broadcasts.wholeSchool')}
            </Button>
          )}
          <SearchField
            label={t('broadcasts.scopeSearch')}
            placeholder={t('broadcasts.scopeSearchHelp')}
            value={search}
            onSearch={setSearch}
            testId="broadcast-scope-search"
          />
          <List dense aria-label={t('broadcasts.scopeSearch')}>
            {(found.data?.searchBroadcastingScope ?? []).map((o) => (
              <ListItem
                key={`${o.type}-${o.ID}`}
                secondaryAction={
                  <Button
                    size="small"
                    disabled={chosen.some((s) => same(s, o))}
                    onClick={() => add({ type: o.type as Scope['type'], ID: o.ID, label: o.label })}
                    data-testid={`broadcast-scope-add-${o.type}-${o.ID}`}
                  >
                    {t('common.add')}
                  </Button>
                }
              >
                <ListItemText primary={`${typeLabel(o.type)}: ${o.label}`} secondary={o.description} />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Stack>
  )
}
