import type { FieldDef } from './fields.js';
import type { LocalizedText } from './labels.js';
import type { ErrorCode } from '../errors.js';
import { assertMigrations, type Versioned } from './migrations/declarations.js';

/** `version` and `migrations`: how its stored blocks follow a change of its shape (content-model/migrations). */
export interface BlockType extends Versioned {
  /** Stable id stored with every block, e.g. `heading`. */
  id: string;
  label: LocalizedText;
  /** One line the block picker shows under the name. */
  description?: LocalizedText;
  /** An icon name of the admin's set (docs/extensions.md); others, and none, show a generic block icon. */
  icon?: string;
  /** The picker's group: a core category (text, media, layout, links) or one an extension declares; `other` when absent. */
  category?: string;
  /** More words the picker's search matches, e.g. "title" for a heading. */
  keywords?: readonly LocalizedText[];
  /** The field whose value a collapsed block shows; the first text-like field when absent. */
  summaryField?: string;
  fields: readonly FieldDef[];
}

/** A group of the block picker. */
export interface BlockCategory {
  /** Lower-case kebab, e.g. `recruitment`. */
  id: string;
  label: LocalizedText;
}

/** The groups every server has, in the picker's order; `other` takes blocks that name none. */
export const CORE_BLOCK_CATEGORIES: readonly BlockCategory[] = [
  { id: 'text', label: { en: 'Text', nl: 'Tekst', de: 'Text', fr: 'Texte' } },
  { id: 'media', label: { en: 'Media', nl: 'Media', de: 'Medien', fr: 'Médias' } },
  { id: 'layout', label: { en: 'Layout', nl: 'Opmaak', de: 'Layout', fr: 'Mise en page' } },
  { id: 'links', label: { en: 'Links and lists', nl: 'Links en lijsten', de: 'Links und Listen', fr: 'Liens et listes' } },
  { id: 'other', label: { en: 'More', nl: 'Overig', de: 'Weitere', fr: 'Autres' } },
];

/** What a page type's `validate` finds wrong: a catalogue code (V_12 not valid, …) on one of its fields. */
export interface TypeDataProblem {
  code: ErrorCode;
  field: string;
}

/** `version` and `migrations`: how stored typeData follows a change of its fields (content-model/migrations). */
export interface PageType extends Versioned {
  /** Stable id, matched in lower case. */
  id: string;
  label: LocalizedText;
  /** Prepended to every slug of this type, e.g. `events/`. */
  slugPrefix: string;
  /** Page-level fields: the page's `typeData`. */
  fields: readonly FieldDef[];
  /** Blocks this type allows; all registered ones when absent. */
  allowedBlocks?: readonly string[];
  /** The schema.org type the site renders as JSON-LD for pages of this type (e.g. Event). */
  jsonLd?: string;
  /**
   * Whether a published page of this type belongs in sitemap.xml, judged by its typeData (an event
   * that is over does not); listed when absent.
   */
  listed?: (typeData: Readonly<Record<string, unknown>>) => boolean;
  /**
   * Rules across its typeData's fields that field options cannot say (a range's bounds in
   * order), run on every save after the fields' own checks and before the pages.beforeSave hooks
   * (operations/hooks.ts). Each problem names a field (`hoursMax`) and a catalogue code; any
   * refuses the save, answered as `typeData.<field>`.
   */
  validate?: (typeData: Readonly<Record<string, unknown>>) => readonly TypeDataProblem[];
  /** Internal types (the blank type) are left out of page-type lists. */
  hidden?: boolean;
  /**
   * Whether the site shows a page's title as its heading; true when absent. Types whose pages
   * open with a hero block set false: the hero's heading is then the page's h1.
   */
  showTitle?: boolean;
}

const ID = /^[a-z][a-z0-9-]*$/;

function assertFieldNames(owner: string, fields: readonly FieldDef[]): void {
  const seen = new Set<string>();
  for (const field of fields) {
    if (!/^[a-zA-Z][a-zA-Z0-9]*$/.test(field.name)) throw new Error(`${owner}: field name ${field.name} must be alphanumeric`);
    if (seen.has(field.name)) throw new Error(`${owner}: field ${field.name} is declared twice`);
    seen.add(field.name);
    if (field.type === 'list') assertFieldNames(`${owner}.${field.name}`, field.fields);
    if (field.type === 'select' && field.options.length === 0) throw new Error(`${owner}: select ${field.name} has no options`);
    if (field.type === 'select' && field.default !== undefined && !field.options.some((option) => option.value === field.default)) {
      throw new Error(`${owner}: select ${field.name}'s default is not one of its options`);
    }
  }
}

declare module '../operations/define.js' {
  interface PlatformView {
    readonly contentModel: ContentModel;
  }
}

/**
 * The content model (docs/architecture.md, "Content model"), declared in code by the host application: adding a block
 * type is one `defineBlockType` plus one site component.
 */
export class ContentModel {
  private readonly blocks = new Map<string, BlockType>();
  private readonly pages = new Map<string, PageType>();
  private readonly categories = new Map<string, BlockCategory>();

  defineBlockCategory(category: BlockCategory): BlockCategory {
    if (!ID.test(category.id)) throw new Error(`block category id ${category.id} must be lower-case kebab`);
    if (this.categories.has(category.id)) throw new Error(`block category ${category.id} is declared twice`);
    this.categories.set(category.id, category);
    return category;
  }

  defineBlockType(type: BlockType): BlockType {
    if (!ID.test(type.id)) throw new Error(`block type id ${type.id} must be lower-case kebab`);
    if (this.blocks.has(type.id)) throw new Error(`block type ${type.id} is declared twice`);
    if (type.category !== undefined && !this.categories.has(type.category)) throw new Error(`block type ${type.id}: category ${type.category} is not declared`);
    assertFieldNames(`block ${type.id}`, type.fields);
    assertMigrations(`block type ${type.id}`, type, 'block');
    if (type.summaryField !== undefined && !type.fields.some((field) => field.name === type.summaryField)) {
      throw new Error(`block type ${type.id}: summary field ${type.summaryField} is not one of its fields`);
    }
    this.blocks.set(type.id, type);
    return type;
  }

  definePageType(type: PageType): PageType {
    if (!ID.test(type.id)) throw new Error(`page type id ${type.id} must be lower-case kebab`);
    if (this.pages.has(type.id)) throw new Error(`page type ${type.id} is declared twice`);
    if (type.slugPrefix && !/^[a-z0-9-]+(\/[a-z0-9-]+)*\/$/.test(type.slugPrefix)) {
      throw new Error(`page type ${type.id}: slug prefix ${type.slugPrefix} must look like "path/"`);
    }
    assertFieldNames(`page type ${type.id}`, type.fields);
    assertMigrations(`page type ${type.id}`, type, 'page');
    for (const block of type.allowedBlocks ?? []) if (!this.blocks.has(block)) throw new Error(`page type ${type.id} allows unknown block ${block}`);
    this.pages.set(type.id, type);
    return type;
  }

  blockType(id: string): BlockType | undefined {
    return this.blocks.get(id);
  }

  /** The declared type whose migration moves stored blocks of `id`, a type no longer declared. */
  blockTypeMovingFrom(id: string): BlockType | undefined {
    if (this.blocks.has(id)) return undefined;
    return this.blockTypes().find((type) => type.migrations?.some((migration) => migration.steps.some((step) => step.movesFrom === id)));
  }

  /** Checked once every type is declared: a move starts from a type no longer declared, and only one type claims it. */
  assertMoves(): void {
    const claimed = new Map<string, string>();
    for (const type of this.blocks.values()) {
      for (const step of (type.migrations ?? []).flatMap((migration) => migration.steps)) {
        if (step.movesFrom === undefined) continue;
        if (this.blocks.has(step.movesFrom)) throw new Error(`block type ${type.id}: ${step.movesFrom} is still declared, so its blocks cannot move`);
        const other = claimed.get(step.movesFrom);
        if (other !== undefined && other !== type.id) throw new Error(`block types ${other} and ${type.id} both move ${step.movesFrom} blocks`);
        claimed.set(step.movesFrom, type.id);
      }
    }
  }

  pageType(id: string): PageType | undefined {
    return this.pages.get(id.toLowerCase());
  }

  /** Whether a published page belongs in what visitors browse (the sitemap, tag pages): its type's `listed` rule; true without one. */
  listed(typeId: string, typeData: Readonly<Record<string, unknown>>): boolean {
    return this.pageType(typeId)?.listed?.(typeData) ?? true;
  }

  blockTypes(): BlockType[] {
    return [...this.blocks.values()];
  }

  /** The picker's groups in order: core's, then the extensions'. */
  blockCategories(): BlockCategory[] {
    return [...this.categories.values()];
  }

  /** Page types an editor can choose: the blank type and other hidden ones excluded. */
  pageTypes({ includeHidden = false } = {}): PageType[] {
    return [...this.pages.values()].filter((t) => includeHidden || !t.hidden);
  }
}
