import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import { extensionBlocks } from '../../extensions/registry';
import CallToAction from './CallToAction.astro';
import Columns from './Columns.astro';
import FileDownload from './FileDownload.astro';
import Heading from './Heading.astro';
import Hero from './Hero.astro';
import Image from './Image.astro';
import ImageGallery from './ImageGallery.astro';
import PageList from './PageList.astro';
import Quote from './Quote.astro';
import RichText from './RichText.astro';
import Teaser from './Teaser.astro';
import TextWithImage from './TextWithImage.astro';
import Video from './Video.astro';

/**
 * The component of each block type, by the type's id in the content model
 * (server/src/content-model/standard-library.ts), then the extensions' (docs/extensions.md).
 */
const coreBlocks: Readonly<Record<string, AstroComponentFactory>> = {
  heading: Heading,
  'rich-text': RichText,
  image: Image,
  'image-gallery': ImageGallery,
  'file-download': FileDownload,
  video: Video,
  quote: Quote,
  'call-to-action': CallToAction,
  'text-with-image': TextWithImage,
  columns: Columns,
  'page-list': PageList,
  hero: Hero,
  teaser: Teaser,
};

let all: Readonly<Record<string, AstroComponentFactory>> | undefined;

/** A block type's component; built on first use (see extensions/registry.ts for why not at load). */
export function blockComponent(type: string): AstroComponentFactory | undefined {
  if (!all) {
    const fromExtensions = extensionBlocks();
    for (const id of Object.keys(fromExtensions)) if (id in coreBlocks) throw new Error(`site: an extension gives block ${id}, a core block`);
    all = { ...coreBlocks, ...fromExtensions };
  }
  return all[type];
}
