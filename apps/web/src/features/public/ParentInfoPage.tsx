import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import ExpandMore from '@mui/icons-material/ExpandMore'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { PublicLinks } from '../../components/PublicLinks'
import { isLoaded, QueryStatus } from '../../components/query'
import { useGqlQuery } from '../../lib/graphql-hooks'
import { useSchoolBranding } from '../../shell/theme/branding-context'
import { toSchedule } from '../registration/subsidy-schedule'
import { FeeTable } from './FeeTable'
import { parentInformationQuery, type ParentInformation } from './info-documents'
import { publicPaths } from './paths'
import { EnquireCall, PublicSection, StoredHtml } from './PublicSection'
import { SubsidyCalculator } from './SubsidyCalculator'
import { stepText } from './text-keys'
import { usePageMeta } from './use-page-meta'

/**
 * /parentinfo (spec 000 section 2): what a family needs before enquiring: the school's own enrolment steps, its
 * fees in force, a subsidy calculator, the documents to prepare and HQ's FAQ, then the way into the enquiry form.
 */
export default function ParentInfoPage() {
  const { t } = useTranslation()
  usePageMeta(t('publicInfo.infoTitle'), t('publicInfo.infoMeta'), publicPaths.info)
  const { schoolId } = useSchoolBranding()
  const query = useGqlQuery(parentInformationQuery, { IDSchool: schoolId })
  return (
    <Stack spacing={2} sx={{ maxWidth: 760, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('publicInfo.infoTitle')}
      </Typography>
      {isLoaded(query) ? (
        <Information info={query.data.getParentInformation} />
      ) : (
        <QueryStatus query={query} />
      )}
      <EnquireCall title={t('publicInfo.nextTitle')} />
      <PublicLinks />
    </Stack>
  )
}

function Information({ info }: { info: ParentInformation }) {
  const { t } = useTranslation()
  const schedule = useMemo(() => toSchedule(info.subsidySchedule), [info.subsidySchedule])
  return (
    <>
      <PublicSection title={t('publicInfo.stepsTitle')} testId="info-steps">
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {info.enrolmentSteps.map((code) => {
            const text = stepText(code)
            return text ? (
              <Box component="li" key={code} sx={{ mb: 1 }} data-testid={`info-step-${code}`}>
                <Typography sx={{ fontWeight: 700 }}>{t(text.title)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(text.detail)}
                </Typography>
              </Box>
            ) : null
          })}
        </Box>
      </PublicSection>
      <PublicSection title={t('publicInfo.feesTitle')} testId="info-fees">
        <FeeTable fees={info.fees} />
      </PublicSection>
      <PublicSection title={t('publicInfo.subsidyTitle')} testId="info-subsidy">
        <SubsidyCalculator schedule={schedule} />
      </PublicSection>
      {info.documentsToPrepare && (
        <PublicSection title={t('publicInfo.documentsTitle')} testId="info-documents">
          <StoredHtml html={info.documentsToPrepare} testId="info-documents-text" />
        </PublicSection>
      )}
      {info.faqs.length > 0 && (
        <PublicSection title={t('publicInfo.faqTitle')} testId="info-faq">
          {info.faqs.map((faq, i) => (
            <Accordion key={i} disableGutters variant="outlined" data-testid={`info-faq-${i}`}>
              <AccordionSummary expandIcon={<ExpandMore />}>
                <Typography sx={{ fontWeight: 600 }}>{faq.question}</Typography>
              </AccordionSummary>
              <AccordionDetails>
                <StoredHtml html={faq.answer} testId={`info-faq-answer-${i}`} />
              </AccordionDetails>
            </Accordion>
          ))}
        </PublicSection>
      )}
    </>
  )
}
