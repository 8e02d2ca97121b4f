import type { FieldDef } from './fields.js';

export interface BlockType {
  /** Stable id stored with every block, e.g. `heading`. */
  id: string;
  label: string;
  /** A Material icon name the admin shows in the block picker. */
  icon: string;
  fields: readonly FieldDef[];
}

export interface PageType {
  /** Stable id, matched in lower case. */
  id: string;
  label: string;
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
  }
}

/**
 * The content model (docs/architecture.md, "Content model"), declared in code by the host application: adding a block
 * type is one `defineBlockType` plus one site component.
 */
export class ContentModel {
  private readonly blocks = new Map<string, BlockType>();
  private readonly pages = new Map<string, PageType>();

  defineBlockType(type: BlockType): BlockType {
    if (!ID.test(type.id)) throw new Error(`block type id ${type.id} must be lower-case kebab`);
    if (this.blocks.has(type.id)) throw new Error(`block type ${type.id} is declared twice`);
    assertFieldNames(`block ${type.id}`, type.fields);
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
    for (const block of type.allowedBlocks ?? []) if (!this.blocks.has(block)) throw new Error(`page type ${type.id} allows unknown block ${block}`);
    this.pages.set(type.id, type);
    return type;
  }

  blockType(id: string): BlockType | undefined {
    return this.blocks.get(id);
  }

  pageType(id: string): PageType | undefined {
    return this.pages.get(id.toLowerCase());
  }

  blockTypes(): BlockType[] {
    return [...this.blocks.values()];
  }

  /** Page types an editor can choose: the blank type and other hidden ones excluded. */
  pageTypes({ includeHidden = false } = {}): PageType[] {
    return [...this.pages.values()].filter((t) => includeHidden || !t.hidden);
  }
}
