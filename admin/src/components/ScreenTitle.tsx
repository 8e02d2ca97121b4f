import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';

interface ScreenTitleProps {
  id: MessageId;
  values?: Record<string, string>;
  /** The section the screen opens on, named before the screen in the document title ("Users · CMS Dashboard"). */
  section?: string;
}

/** The screen's h1, also used as the document title so each route is announced by name. */
export function ScreenTitle({ id, values, section }: ScreenTitleProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id }, values);
  const documentTitle =
    section === undefined ? intl.formatMessage({ id: 'document.title' }, { title }) : intl.formatMessage({ id: 'document.sectionTitle' }, { title, section });

  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  return (
    <Typography variant="h4" component="h1" gutterBottom>
      {title}
    </Typography>
  );
}
