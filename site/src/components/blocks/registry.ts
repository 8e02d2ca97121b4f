import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import CallToAction from './CallToAction.astro';
import Columns from './Columns.astro';
import FileDownload from './FileDownload.astro';
import Heading from './Heading.astro';
import Image from './Image.astro';
import ImageGallery from './ImageGallery.astro';
import PageList from './PageList.astro';
import Quote from './Quote.astro';
import RichText from './RichText.astro';
import TextWithImage from './TextWithImage.astro';
import Video from './Video.astro';

/**
 * The component of each block type, by the type's id in the content model
 * (server/src/content-model/standard-library.ts). A new block type is one declaration there
 * plus one component (receiving BlockProps) and one line here.
 */
export const blockComponents: Readonly<Record<string, AstroComponentFactory>> = {
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
};
