import type { ContentModel } from './registry.js';

/** The blocks every Blokwerk site has (issue 4): each is one declaration here plus one site component. */
export function defineStandardBlocks(model: ContentModel): void {
  model.defineBlockType({
    id: 'heading',
    label: 'Heading',
    icon: 'Title',
    fields: [
      { type: 'text', name: 'text', label: 'Text', required: true, maxLength: 200 },
      { type: 'select', name: 'level', label: 'Level', required: true, options: [{ value: 'h2', label: 'Heading 2' }, { value: 'h3', label: 'Heading 3' }, { value: 'h4', label: 'Heading 4' }] },
    ],
  });
  model.defineBlockType({
    id: 'rich-text',
    label: 'Text',
    icon: 'Notes',
    fields: [{ type: 'richText', name: 'html', label: 'Text', required: true, maxLength: 20_000 }],
  });
  model.defineBlockType({
    id: 'image',
    label: 'Image',
    icon: 'Image',
    fields: [
      { type: 'image', name: 'image', label: 'Image', required: true, crop: true },
      { type: 'text', name: 'caption', label: 'Caption', maxLength: 300 },
    ],
  });
  model.defineBlockType({
    id: 'image-gallery',
    label: 'Image gallery',
    icon: 'Collections',
    fields: [
      { type: 'text', name: 'title', label: 'Title', maxLength: 200 },
      { type: 'image', name: 'images', label: 'Images', required: true, multiple: true, crop: true },
    ],
  });
  model.defineBlockType({
    id: 'file-download',
    label: 'File download',
    icon: 'Download',
    fields: [
      { type: 'text', name: 'title', label: 'Title', maxLength: 200 },
      { type: 'file', name: 'files', label: 'Files', required: true, multiple: true },
    ],
  });
  model.defineBlockType({
    id: 'video',
    label: 'Video',
    icon: 'OndemandVideo',
    fields: [
      { type: 'video', name: 'url', label: 'YouTube or Vimeo link', required: true },
      { type: 'text', name: 'title', label: 'Title (for screen readers)', required: true, maxLength: 200 },
    ],
  });
  model.defineBlockType({
    id: 'quote',
    label: 'Quote',
    icon: 'FormatQuote',
    fields: [
      { type: 'text', name: 'quote', label: 'Quote', required: true, multiline: true, maxLength: 1000 },
      { type: 'text', name: 'author', label: 'Author', maxLength: 200 },
      { type: 'text', name: 'role', label: 'Role or source', maxLength: 200 },
    ],
  });
  model.defineBlockType({
    id: 'call-to-action',
    label: 'Call to action',
    icon: 'SmartButton',
    fields: [
      { type: 'text', name: 'label', label: 'Button text', required: true, maxLength: 80 },
      { type: 'link', name: 'link', label: 'Link', required: true },
      { type: 'select', name: 'style', label: 'Style', required: true, options: [{ value: 'button', label: 'Button' }, { value: 'link', label: 'Text link' }] },
    ],
  });
  model.defineBlockType({
    id: 'text-with-image',
    label: 'Text with image',
    icon: 'VerticalSplit',
    fields: [
      { type: 'richText', name: 'html', label: 'Text', required: true, maxLength: 10_000 },
      { type: 'image', name: 'image', label: 'Image', required: true, crop: true },
      { type: 'select', name: 'imagePosition', label: 'Image position', required: true, options: [{ value: 'left', label: 'Left' }, { value: 'right', label: 'Right' }] },
    ],
  });
  model.defineBlockType({
    id: 'columns',
    label: 'Columns',
    icon: 'ViewColumn',
    fields: [
      {
        type: 'list',
        name: 'columns',
        label: 'Columns',
        minItems: 2,
        maxItems: 4,
        required: true,
        fields: [
          { type: 'text', name: 'title', label: 'Title', maxLength: 200 },
          { type: 'richText', name: 'html', label: 'Text', required: true, maxLength: 5000 },
        ],
      },
    ],
  });
  model.defineBlockType({
    id: 'page-list',
    label: 'List of pages',
    icon: 'ViewList',
    fields: [
      { type: 'text', name: 'title', label: 'Title', maxLength: 200 },
      { type: 'pageType', name: 'pageType', label: 'Pages of type', required: true },
      { type: 'number', name: 'limit', label: 'At most', integer: true, min: 1, max: 50 },
      { type: 'link', name: 'moreLink', label: '"Show all" link' },
    ],
  });
}

/** The blank type (hidden: left out of page-type lists) and a plain content page. */
export function defineStandardPageTypes(model: ContentModel): void {
  model.definePageType({ id: 'blank', label: 'Blank', slugPrefix: '', fields: [], hidden: true });
  model.definePageType({ id: 'page', label: 'Page', slugPrefix: '', fields: [] });
}

/**
 * The site chrome's blocks (issue 21): a hero that opens a page, and a teaser of another page
 * made from that page's SEO fields. Each is one declaration here plus one site component.
 */
export function defineChromeBlocks(model: ContentModel): void {
  model.defineBlockType({
    id: 'hero',
    label: 'Hero',
    icon: 'Panorama',
    fields: [
      { type: 'image', name: 'image', label: 'Image', crop: true },
      { type: 'text', name: 'heading', label: 'Heading', required: true, maxLength: 120, help: 'On a page that hides its title, this is the page heading.' },
      { type: 'text', name: 'text', label: 'Text', multiline: true, maxLength: 500 },
      { type: 'text', name: 'ctaLabel', label: 'Button text', maxLength: 80 },
      { type: 'link', name: 'ctaLink', label: 'Button link' },
    ],
  });
  model.defineBlockType({
    id: 'teaser',
    label: 'Page teaser',
    icon: 'Article',
    fields: [{ type: 'link', name: 'page', label: 'Page', required: true, help: "Choose a page on this site: the teaser shows its SEO title, description and image." }],
  });
}

/** A page that opens with a hero block instead of its title (showTitle: the hero's heading is its h1). */
export function defineChromePageTypes(model: ContentModel): void {
  model.definePageType({ id: 'landing-page', label: 'Landing page', slugPrefix: '', fields: [], showTitle: false });
}
