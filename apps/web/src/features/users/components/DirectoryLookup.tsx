import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { OptionText } from '../../../components/OptionText'
import { Debounce } from '@preschool/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import type { DirectoryUser } from '../documents'
import { useDirectorySearch } from '../hooks'

/**
 * The organisation's directory, searched by email or by name as the user types; picking a person fills the form
 * with the account they will sign in with.
 */
export function DirectoryLookup({ onPick }: { onPick: (person: DirectoryUser) => void }) {
  const { t } = useTranslation()
  const [input, setInput] = useState('')
  const query = useDebouncedValue(input, Debounce.email)
  const { results, isFetching, error } = useDirectorySearch(query)
  const searching = query.trim().length >= 2
  return (
    <Autocomplete
      options={searching ? results : []}
      // The directory filters on the server; the options are already the matches.
      filterOptions={(options) => options}
      getOptionLabel={(person) => person.displayName}
      isOptionEqualToValue={(a, b) => a.email === b.email}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        if (reason === 'input' || reason === 'clear') setInput(value)
      }}
      value={null}
      onChange={(_event, person) => {
        if (!person) return
        onPick(person)
        setInput('')
      }}
      blurOnSelect
      loading={isFetching}
      loadingText={t('common.loading')}
      noOptionsText={searching ? t('users.directoryNone') : t('users.directoryHint')}
      renderOption={(props, person) => (
        <li {...props} key={person.email} data-testid={`staff-directory-option-${person.email}`}>
          <OptionText title={person.displayName} detail={person.email} breakDetail />
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('users.directory')}
          error={Boolean(error)}
          helperText={error?.message ?? t('users.directoryHint')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'staff-directory-search' },
          }}
        />
      )}
    />
  )
}
