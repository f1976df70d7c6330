import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded'
import ChildCareRounded from '@mui/icons-material/ChildCareRounded'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import { alpha } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { enquiryPaths } from '../enquiry/paths'

/** The signed-in parent's enquiry form, for a sibling (spec 000 section 2: /parentenquiry, 'Get Started'). */
export const ENQUIRY_PATH = enquiryPaths.parentForm

/** The invitation to enquire for another child. */
export function NewEnquiryCard() {
  const { t } = useTranslation()
  return (
    <Card
      sx={(theme) => ({
        p: { xs: 2.5, md: 3 },
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: 2.5,
        bgcolor: alpha(theme.palette.primary.main, 0.05),
        borderColor: alpha(theme.palette.primary.main, 0.25),
      })}
    >
      <Box
        aria-hidden
        sx={{
          width: 56,
          height: 56,
          flexShrink: 0,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'background.paper',
          color: 'primary.main',
        }}
      >
        <ChildCareRounded fontSize="large" />
      </Box>
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="h4" component="h2">
          {t('home.newEnquiryTitle')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {t('home.newEnquiryBody')}
        </Typography>
      </Box>
      <Button
        component={Link}
        to={ENQUIRY_PATH}
        variant="contained"
        size="large"
        endIcon={<ArrowForwardRounded />}
        data-testid="get-started"
        sx={{ flexShrink: 0 }}
      >
        {t('home.getStarted')}
      </Button>
    </Card>
  )
}
