import { useQuery } from '@apollo/client/react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useText } from '@blokwerk/admin/extension';
import { ApplicationMailsQuery } from './candidate-mail-documents';

/** The mails sent to an application's applicant, newest first, as they were sent (part of its history). */
export function SentMails({ applicationID }: { applicationID: number }) {
  const text = useText();
  const mails = useQuery(ApplicationMailsQuery, { variables: { applicationID }, fetchPolicy: 'cache-and-network' }).data?.applicationMails;
  return (
    <section aria-labelledby="application-mails">
      <Typography id="application-mails" variant="h6" component="h2" gutterBottom>
        {text('candidateMails.sent.title')}
      </Typography>
      {mails?.length === 0 && <Typography color="text.secondary">{text('candidateMails.sent.none')}</Typography>}
      {mails && mails.length > 0 && (
        <List>
          {mails.map((mail) => {
            const at = text('applications.dateTime', { date: new Date(mail.at) });
            return (
              <ListItem key={mail.id} disableGutters sx={{ display: 'block' }}>
                <ListItemText
                  primary={mail.subject}
                  secondary={
                    mail.authorEmail
                      ? text('candidateMails.sent.by', { at, author: mail.authorEmail, to: mail.recipient })
                      : text('candidateMails.sent.bySite', { at, to: mail.recipient })
                  }
                />
                <details>
                  <summary>{text('candidateMails.body')}</summary>
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {mail.body}
                  </Typography>
                </details>
              </ListItem>
            );
          })}
        </List>
      )}
    </section>
  );
}
