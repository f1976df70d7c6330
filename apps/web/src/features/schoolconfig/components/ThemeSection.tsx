import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { ConfigColourKeys } from '@preschool/domain'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { ConfigFormValues } from '../config-form'
import { BrandImageField, displayable } from './BrandImageField'
import { ColourField } from './ColourField'
import { ThemePreview } from './ThemePreview'

interface Props {
  schoolId: number
  /** Whether a logo or banner is still uploading (the form holds its save until it is done). */
  onUploadingChange: (uploading: boolean) => void
}

/** The four theme colours with a live preview, then the logo and the login banner. */
export function ThemeSection({ schoolId, onUploadingChange }: Props) {
  const { t } = useTranslation()
  const { control } = useFormContext<ConfigFormValues>()
  const [primary, secondary, header, footer, logo] = useWatch({
    control,
    name: ['primary_color', 'secondary_color', 'header_color', 'footer_color', 'logo_url'],
  })
  const colours = useMemo(
    () => ({
      primary_color: primary,
      secondary_color: secondary,
      header_color: header,
      footer_color: footer,
    }),
    [primary, secondary, header, footer],
  )
  const chosenLogo = useObjectUrl()
  const [uploading, setUploading] = useState({ logo: false, banner: false })
  const logoUploading = useCallback((on: boolean) => setUploading((u) => ({ ...u, logo: on })), [])
  const bannerUploading = useCallback((on: boolean) => setUploading((u) => ({ ...u, banner: on })), [])
  const anyUploading = uploading.logo || uploading.banner
  useEffect(() => onUploadingChange(anyUploading), [anyUploading, onUploadingChange])

  return (
    <Stack spacing={3}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            {ConfigColourKeys.map((key) => (
              <ColourField key={key} control={control} name={key} />
            ))}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            {t('schoolConfig.preview')}
          </Typography>
          <ThemePreview colours={colours} logoUrl={displayable(logo) ?? chosenLogo.url} />
        </Grid>
      </Grid>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <BrandImageField
            control={control}
            name="logo_url"
            schoolId={schoolId}
            help={t('schoolConfig.logoHelp')}
            onFileChange={chosenLogo.set}
            onUploadingChange={logoUploading}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <BrandImageField
            control={control}
            name="login_banner"
            schoolId={schoolId}
            help={t('schoolConfig.bannerHelp')}
            onFileChange={ignoreFile}
            onUploadingChange={bannerUploading}
          />
        </Grid>
      </Grid>
    </Stack>
  )
}

// The preview shows no banner: it appears on the login page only.
const ignoreFile = () => undefined

/** A browser address for a chosen file, released when replaced or when the screen closes. */
function useObjectUrl() {
  const [file, set] = useState<File | null>(null)
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file])
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url])
  return { url, set }
}
