/**
 * The templates seeded for the site's default stages (migrations/…_candidate_mails), in nl and
 * en: `which` names the stage — the first stage (the confirmation sent on submission), and the
 * stages labelled interview and offer, and the end stages hired and rejected.
 */
export const DEFAULT_TEMPLATES = [
  {
    which: 'first',
    locale: 'nl',
    subject: 'We hebben je sollicitatie ontvangen',
    body:
      'Beste {name},\n\n' +
      'Bedankt voor je sollicitatie: {vacancy}. We hebben je gegevens, je cv en je motivatie goed ontvangen en nemen zo snel mogelijk ' +
      'contact met je op.\n\n' +
      'Op je eigen pagina zie je hoe het met je sollicitatie staat: {statusLink}\n\n' +
      'Met vriendelijke groet,\n{company}',
  },
  {
    which: 'first',
    locale: 'en',
    subject: 'We have received your application',
    body:
      'Dear {name},\n\n' +
      'Thank you for your application: {vacancy}. We have received your details, your CV and your motivation letter and will be in touch ' +
      'as soon as we can.\n\n' +
      'Your own page shows where your application stands: {statusLink}\n\n' +
      'Kind regards,\n{company}',
  },
  {
    which: 'interview',
    locale: 'nl',
    subject: 'Uitnodiging voor een gesprek',
    body:
      'Beste {name},\n\n' +
      'We hebben je sollicitatie ({vacancy}) met interesse gelezen en nodigen je graag uit voor een gesprek. We nemen contact met je op ' +
      'om een moment af te spreken.\n\n' +
      'Je sollicitatie volgen: {statusLink}\n\n' +
      'Met vriendelijke groet,\n{company}',
  },
  {
    which: 'interview',
    locale: 'en',
    subject: 'Invitation to an interview',
    body:
      'Dear {name},\n\n' +
      'We read your application ({vacancy}) with interest and would like to invite you to an interview. We will contact you to find a ' +
      'time.\n\n' +
      'Follow your application: {statusLink}\n\n' +
      'Kind regards,\n{company}',
  },
  {
    which: 'offer',
    locale: 'nl',
    subject: 'Een aanbod voor je',
    body:
      'Beste {name},\n\n' +
      'Goed nieuws: we willen je graag een aanbod doen ({vacancy}). We nemen contact met je op om het door te spreken.\n\n' +
      'Je sollicitatie volgen: {statusLink}\n\n' +
      'Met vriendelijke groet,\n{company}',
  },
  {
    which: 'offer',
    locale: 'en',
    subject: 'An offer for you',
    body:
      'Dear {name},\n\n' +
      'Good news: we would like to make you an offer ({vacancy}). We will contact you to talk it through.\n\n' +
      'Follow your application: {statusLink}\n\n' +
      'Kind regards,\n{company}',
  },
  {
    which: 'hired',
    locale: 'nl',
    subject: 'Welkom bij {company}',
    body:
      'Beste {name},\n\n' +
      'Wat fijn dat je bij ons komt werken ({vacancy}). We nemen contact met je op over je eerste dag.\n\n' +
      'Met vriendelijke groet,\n{company}',
  },
  {
    which: 'hired',
    locale: 'en',
    subject: 'Welcome to {company}',
    body: 'Dear {name},\n\nWe are glad you are joining us ({vacancy}). We will contact you about your first day.\n\nKind regards,\n{company}',
  },
  {
    which: 'rejected',
    locale: 'nl',
    subject: 'Je sollicitatie bij {company}',
    body:
      'Beste {name},\n\n' +
      'Bedankt voor je interesse ({vacancy}). Na zorgvuldige overweging hebben we besloten je sollicitatie niet verder mee te nemen.\n\n' +
      'We verwijderen je gegevens binnen vier weken, tenzij je ons toestemming gaf ze langer te bewaren. Je kunt ze ook zelf meteen ' +
      'verwijderen: {statusLink}\n\n' +
      'Met vriendelijke groet,\n{company}',
  },
  {
    which: 'rejected',
    locale: 'en',
    subject: 'Your application to {company}',
    body:
      'Dear {name},\n\n' +
      'Thank you for your interest ({vacancy}). After careful consideration we have decided not to take your application further.\n\n' +
      'We delete your details within four weeks, unless you consented to our keeping them longer. You can also delete them yourself ' +
      'right away: {statusLink}\n\n' +
      'Kind regards,\n{company}',
  },
] as const;
