import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { PageTreeQuery as PageTreeAnswer } from '../../../gql/graphql';
import { PageTreeQuery } from './pageListDocuments';

type TreeNode = PageTreeAnswer['pageTree'][number];

/** What every item of one tree shares. */
export interface PageTreeState {
  locale: string;
  pageType: string | undefined;
  expanded: ReadonlySet<string>;
  /** The slug of the one item in the tab order. */
  tabbable: string | null;
  setActive(slug: string): void;
  toggle(slug: string, open?: boolean): void;
  /** Edits the node's page, or opens and closes a path without a page. */
  open(node: TreeNode): void;
}

interface PageTreeNodeProps {
  node: TreeNode;
  level: number;
  tree: PageTreeState;
}

/**
 * One item of the slug tree, and, when open, the level below it. As in the WAI-ARIA navigation
 * tree example, the item is the row (named by its own text) and owns the group beside it.
 */
export function PageTreeNode({ node, level, tree }: PageTreeNodeProps) {
  const intl = useIntl();
  const groupId = useId();
  const isOpen = node.hasChildren && tree.expanded.has(node.slug);
  return (
    <Box component="li" role="none" sx={{ listStyle: 'none' }}>
      <Box
        role="treeitem"
        aria-level={level}
        aria-expanded={node.hasChildren ? isOpen : undefined}
        aria-owns={isOpen ? groupId : undefined}
        tabIndex={tree.tabbable === node.slug ? 0 : -1}
        data-slug={node.slug}
        data-page-id={node.pageID ?? undefined}
        onFocus={() => tree.setActive(node.slug)}
        onClick={() => tree.open(node)}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          pl: (level - 1) * 2,
          py: 0.5,
          borderRadius: 1,
          cursor: 'pointer',
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        <Box
          component="span"
          aria-hidden
          onClick={(event) => {
            // The chevron opens and closes; the rest of the row edits the page.
            event.stopPropagation();
            tree.setActive(node.slug);
            tree.toggle(node.slug);
          }}
          sx={{ display: 'inline-flex', width: 24, flexShrink: 0 }}
        >
          {node.hasChildren && (isOpen ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />)}
        </Box>
        <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {node.title ?? node.segment}{' '}
          <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.85em' }}>
            /{node.slug}
            {node.pageID === null && ` · ${intl.formatMessage({ id: 'pageTree.noPage' })}`}
          </Box>
        </Box>
      </Box>
      {isOpen && <PageTreeLevel id={groupId} parent={node.slug} level={level + 1} tree={tree} />}
    </Box>
  );
}

/** The children of an open item, asked for when it opens. */
function PageTreeLevel({ id, parent, level, tree }: { id: string; parent: string; level: number; tree: PageTreeState }) {
  const { data } = useQuery(PageTreeQuery, { variables: { locale: tree.locale, type: tree.pageType, parent }, fetchPolicy: 'cache-and-network' });
  const nodes = data?.pageTree ?? [];
  if (nodes.length === 0) return null;
  return (
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a tree's nested level is an ARIA group; no HTML element means that
    <Box component="ul" role="group" id={id} sx={{ m: 0, p: 0 }}>
      {nodes.map((node) => (
        <PageTreeNode key={node.slug} node={node} level={level} tree={tree} />
      ))}
    </Box>
  );
}
