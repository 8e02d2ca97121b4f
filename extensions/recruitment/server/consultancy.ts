import { renameField, type BlockType } from '@blokwerk/server/extension';

/** A consultant to contact: the text above, then their name, role, telephone and e-mail. */
export const consultancyBlock: BlockType = {
  id: 'consultancy',
  label: { en: 'Consultancy', nl: 'Contactpersoon', de: 'Ansprechperson', fr: 'Interlocuteur' },
  description: {
    en: 'A consultant applicants can contact: name, role, telephone and e-mail.',
    nl: 'Een adviseur die sollicitanten kunnen benaderen: naam, functie, telefoon en e-mail.',
    de: 'Eine Ansprechperson für Bewerber: Name, Funktion, Telefon und E-Mail.',
    fr: 'Un conseiller que les candidats peuvent joindre : nom, rôle, téléphone et e-mail.',
  },
  icon: 'SupportAgent',
  category: 'recruitment',
  keywords: [{ en: 'contact recruiter', nl: 'contact recruiter', de: 'Kontakt Recruiter', fr: 'contact recruteur' }],
  summaryField: 'name',
  // Version 2 named the role field for what it holds; stored blocks follow through the content
  // migration (docs/extensions.md, "Changing a type"), which can also run back.
  version: 2,
  migrations: [{ from: 1, to: 2, steps: [renameField('description', 'role')] }],
  fields: [
    { type: 'richText', name: 'text', label: { en: 'Text', nl: 'Tekst', de: 'Text', fr: 'Texte' }, maxLength: 2000 },
    { type: 'text', name: 'name', label: { en: 'Name', nl: 'Naam', de: 'Name', fr: 'Nom' }, required: true, maxLength: 100 },
    {
      type: 'text',
      name: 'role',
      label: { en: 'Role', nl: 'Functie', de: 'Funktion', fr: 'Rôle' },
      maxLength: 200,
      help: {
        en: 'Their role, e.g. "Recruiter engineering".',
        nl: 'Hun functie, bijv. "Recruiter engineering".',
        de: 'Die Funktion, z. B. „Recruiterin Technik“.',
        fr: 'Son rôle, par ex. « Recruteur ingénierie ».',
      },
    },
    { type: 'text', name: 'telephone', label: { en: 'Telephone', nl: 'Telefoon', de: 'Telefon', fr: 'Téléphone' }, maxLength: 30 },
    { type: 'text', name: 'email', label: { en: 'E-mail', nl: 'E-mail', de: 'E-Mail', fr: 'E-mail' }, maxLength: 200 },
  ],
};
