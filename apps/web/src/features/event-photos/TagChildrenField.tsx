import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import type { TaggableChild } from './StaffPhotosPanel'

/** The children a photo shows, chosen by name: at upload and when staff change a photo's tags. */
export function TagChildrenField(props: {
  options: readonly TaggableChild[]
  value: TaggableChild[]
  onChange: (value: TaggableChild[]) => void
  testId: string
}) {
  const { t } = useTranslation()
  return (
    <Autocomplete
      multiple
      options={props.options}
      value={props.value}
      onChange={(_e, value) => props.onChange(value)}
      getOptionLabel={(c) => c.childName}
      isOptionEqualToValue={(a, b) => a.childID === b.childID}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('eventPhotos.tagChildren')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': props.testId },
          }}
        />
      )}
    />
  )
}
