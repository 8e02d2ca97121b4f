import type { BlockType } from '@blokwerk/server/extension';

/** A consultant to contact: the text above, then their name, role, telephone and e-mail. */
export const consultancyBlock: BlockType = {
  id: 'consultancy',
  label: 'Consultancy',
  icon: 'SupportAgent',
  fields: [
    { type: 'richText', name: 'text', label: 'Text', maxLength: 2000 },
    { type: 'text', name: 'name', label: 'Name', required: true, maxLength: 100 },
    { type: 'text', name: 'description', label: 'Description', maxLength: 200, help: 'Their role, e.g. "Recruiter engineering".' },
    { type: 'text', name: 'telephone', label: 'Telephone', maxLength: 30 },
    { type: 'text', name: 'email', label: 'E-mail', maxLength: 200 },
  ],
};
