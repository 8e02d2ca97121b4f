import { useQuery } from '@apollo/client/react';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ContentLocaleSelect, useText } from '@blokwerk/admin/extension';
import { VacancyFilter } from './board/VacancyFilter';
import { CandidateMailSetupQuery } from './candidate-mails/candidate-mail-documents';
import { TemplateEditor } from './candidate-mails/TemplateEditor';

/**
 * '/cmsadmin/candidate-mails' (manage-applications): the mail of each stage in each of the
 * site's languages — the site's pipeline, or a vacancy's own — with placeholders and a preview.
 */
export default function CandidateMailsScreen() {
  const text = useText();
  const intl = useIntl();
  const [vacancyPageID, setVacancyPageID] = useState<number | undefined>();
  const { data } = useQuery(CandidateMailSetupQuery, { variables: { vacancyPageID, locale: intl.locale } });
  const [chosenStage, setStage] = useState<number | undefined>();
  const [chosenLocale, setLocale] = useState<string | undefined>();

  useEffect(() => {
    document.title = text('candidateMails.title');
  }, [text]);

  const stages = data?.applicationStages ?? [];
  // The first stage and the site's language until the recruiter picks others (or the pipeline changes).
  const stageID = stages.find((s) => s.id === chosenStage)?.id ?? stages[0]?.id;
  const locale = chosenLocale ?? data?.settings.defaultLocale;

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {text('candidateMails.title')}
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: 720 }}>{text('candidateMails.intro')}</Typography>
      {!data && <CircularProgress aria-label={text('candidateMails.loading')} />}
      {data && (
        <Stack spacing={3}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <VacancyFilter value={vacancyPageID} onChange={setVacancyPageID} />
            <TextField
              select
              size="small"
              sx={{ minWidth: 220 }}
              label={text('candidateMails.stage')}
              value={stageID ?? ''}
              onChange={(e) => setStage(Number(e.target.value))}
            >
              {stages.map((stage) => (
                <MenuItem key={stage.id} value={stage.id}>
                  {stage.label}
                </MenuItem>
              ))}
            </TextField>
            {locale && (
              <ContentLocaleSelect label={text('candidateMails.locale')} locales={data.settings.availableLocales} value={locale} onChange={setLocale} />
            )}
          </Stack>
          {stageID !== undefined && locale && <TemplateEditor stageID={stageID} locale={locale} />}
        </Stack>
      )}
    </>
  );
}
