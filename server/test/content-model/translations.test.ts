import { describe, expect, it } from 'vitest';
import { createContentModel } from '../../src/content-model/index.js';
import { localize } from '../../src/content-model/labels.js';
import { ContentModel } from '../../src/content-model/registry.js';
import { validateContent } from '../../src/content-model/validate.js';
import { ADMIN, ADMIN_ENV, signedIn } from '../support/accounts.js';
import { useTestServer } from '../support/test-server.js';

interface Option {
  value: string;
  en: string;
  nl: string;
}
interface Field {
  name: string;
  en: string;
  nl: string;
  de: string;
  fr: string;
  xx: string;
  default: string | null;
  itemLabel: string | null;
  options: Option[] | null;
  fields: { name: string; nl: string }[] | null;
}
interface Model {
  contentModel: {
    blockTypes: {
      id: string;
      en: string;
      nl: string;
      de: string;
      fr: string;
      description: string | null;
      keywords: string[];
      icon: string;
      category: string;
      summaryField: string | null;
      fields: Field[];
    }[];
    blockCategories: { id: string; label: string }[];
    pageTypes: { id: string; label: string }[];
  };
}

const QUERY = `{ contentModel {
  blockTypes {
    id en: label nl: label(locale: "nl") de: label(locale: "de") fr: label(locale: "fr")
    description(locale: "nl") keywords(locale: "de") icon category summaryField
    fields {
      name en: label nl: label(locale: "nl-NL") de: label(locale: "de") fr: label(locale: "fr") xx: label(locale: "xx") default itemLabel(locale: "nl")
      options { value en: label nl: label(locale: "nl") }
      fields { name nl: label(locale: "nl") }
    }
  }
  blockCategories { id label(locale: "fr") }
  pageTypes { id label(locale: "de") }
} }`;

describe('translated content-model texts', () => {
  const server = useTestServer(ADMIN_ENV);

  it('answers every label, description, keyword and option in the asked interface language, English by default and for unknown languages', async () => {
    const client = await signedIn(server.t.url, ADMIN.email, ADMIN.password);
    const res = await client.graphql<Model>(QUERY);
    expect(res.body.errors).toBeUndefined();
    const model = res.body.data?.contentModel;
    const heading = model?.blockTypes.find((type) => type.id === 'heading');
    expect(heading).toMatchObject({
      en: 'Heading',
      nl: 'Kop',
      de: 'Überschrift',
      fr: 'Titre',
      description: 'Een kop boven een nieuw deel van de pagina.',
      keywords: ['Titel'],
      icon: 'Title',
      category: 'text',
      summaryField: null,
    });
    expect(heading?.fields[0]).toMatchObject({ name: 'text', en: 'Text', nl: 'Tekst', de: 'Text', fr: 'Texte', xx: 'Text', default: null });
    expect(heading?.fields[1]).toMatchObject({ name: 'level', nl: 'Niveau', default: 'h2' });
    expect(heading?.fields[1]?.options?.map((option) => option.nl)).toEqual(['Kop 2', 'Kop 3', 'Kop 4']);
    const columns = model?.blockTypes.find((type) => type.id === 'columns')?.fields[0];
    expect(columns).toMatchObject({ nl: 'Kolommen', itemLabel: 'kolom' });
    expect(columns?.fields?.map((field) => field.nl)).toEqual(['Titel', 'Tekst']);
    // Every standard block is translated into every interface language.
    for (const type of model?.blockTypes ?? []) {
      expect(new Set([type.en, type.nl, type.de, type.fr]).size, type.id).toBeGreaterThan(1);
      expect(type.description, type.id).toBeTruthy();
    }
    expect(model?.blockCategories.map((category) => category.label)).toEqual(['Texte', 'Médias', 'Mise en page', 'Liens et listes']);
    expect(model?.pageTypes).toEqual([
      { id: 'page', label: 'Seite' },
      { id: 'landing-page', label: 'Landingpage' },
    ]);
  });
});

describe('declarations written as plain strings or per language', () => {
  it('localizes both forms, falling back to English', () => {
    expect(localize('Callout', 'nl')).toBe('Callout');
    expect(localize({ en: 'Heading', nl: 'Kop' }, 'nl-BE')).toBe('Kop');
    expect(localize({ en: 'Heading', nl: 'Kop' }, 'fr')).toBe('Heading');
    expect(localize({ en: 'Heading', nl: 'Kop' })).toBe('Heading');
  });

  it('takes block types without icon, category or description, and refuses unknown categories, summary fields and defaults', () => {
    const model = new ContentModel();
    model.defineBlockCategory({ id: 'text', label: 'Text' });
    expect(() => model.defineBlockCategory({ id: 'text', label: 'Again' })).toThrow(/twice/);
    expect(model.defineBlockType({ id: 'plain', label: 'Plain', fields: [] }).icon).toBeUndefined();
    expect(() => model.defineBlockType({ id: 'a', label: 'A', category: 'nope', fields: [] })).toThrow(/category nope/);
    expect(() => model.defineBlockType({ id: 'b', label: 'B', summaryField: 'nope', fields: [] })).toThrow(/summary field/);
    expect(() =>
      model.defineBlockType({ id: 'c', label: 'C', fields: [{ type: 'select', name: 's', label: 'S', default: 'z', options: [{ value: 'y', label: 'Y' }] }] }),
    ).toThrow(/default/);
  });

  it('fills a select left out with its default, as the admin showed it', () => {
    const cleaned = validateContent(createContentModel(), 'page', {
      blocks: [{ type: 'heading', key: 'k1', props: { text: 'Hallo' }, anchorPoint: null, __images: {}, __files: {} }],
      typeData: {},
    });
    expect(cleaned.blocks[0]?.props).toEqual({ text: 'Hallo', level: 'h2' });
  });

  it('fills a yes/no field left out with its default, keeps a value given, and leaves one without a default unset', () => {
    const model = createContentModel();
    model.definePageType({
      id: 'job',
      label: 'Job',
      slugPrefix: '',
      fields: [
        { type: 'boolean', name: 'listed', label: 'Listed', default: true },
        { type: 'boolean', name: 'urgent', label: 'Urgent' },
      ],
    });
    expect(validateContent(model, 'job', { blocks: [], typeData: {} }).typeData).toMatchObject({ listed: true });
    expect(validateContent(model, 'job', { blocks: [], typeData: {} }).typeData).not.toHaveProperty('urgent');
    expect(validateContent(model, 'job', { blocks: [], typeData: { listed: false, urgent: true } }).typeData).toMatchObject({ listed: false, urgent: true });
  });
});
