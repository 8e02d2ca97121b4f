import type { SiteBlock } from '../../lib/block-content';
import type { BlockContext } from '../../lib/block-context';

/** What Blocks.astro hands every block component. */
export interface BlockProps {
  block: SiteBlock;
  context: BlockContext;
  /** The page's first block: its images load at once, the rest lazily. */
  first: boolean;
}
