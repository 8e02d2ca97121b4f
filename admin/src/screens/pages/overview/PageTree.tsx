import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { pageEditorPath } from '../../../routing/paths';
import { PageTreeNode, type PageTreeState } from './PageTreeNode';
import { PageTreeQuery } from './pageListDocuments';

interface PageTreeProps {
  locale: string;
  /** Only pages of this type (its id). */
  pageType?: string;
}

const ITEM = '[role="treeitem"]';

/**
 * The pages of one locale by slug hierarchy (Wagtail's explorer): `over/team` under `over`, a
 * level loaded when it is opened. A WAI-ARIA tree: one item in the tab order, arrow keys move
 * (Right opens or goes in, Left closes or goes up), Home and End, Enter edits the page.
 */
export function PageTree({ locale, pageType }: PageTreeProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const headingId = useId();
  const hintId = useId();
  const treeRef = useRef<HTMLUListElement>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [active, setActive] = useState<string | null>(null);
  const { data, loading, error } = useQuery(PageTreeQuery, { variables: { locale, type: pageType }, fetchPolicy: 'cache-and-network' });
  const nodes = data?.pageTree ?? [];

  const toggle = (slug: string, open?: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open ?? !current.has(slug)) next.add(slug);
      else next.delete(slug);
      return next;
    });

  const tree: PageTreeState = {
    locale,
    pageType,
    expanded,
    // Before the first move the first item is the one in the tab order.
    tabbable: active ?? nodes[0]?.slug ?? null,
    setActive,
    toggle,
    open: (node) => (node.pageID === null ? toggle(node.slug) : void navigate(pageEditorPath(node.pageID))),
  };

  const focus = (item: Element | null | undefined) => {
    if (!(item instanceof HTMLElement)) return;
    setActive(item.dataset.slug ?? null);
    item.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (!(event.target instanceof HTMLElement)) return;
    const item = event.target.closest<HTMLElement>(ITEM);
    if (!item || !treeRef.current) return;
    const items = [...treeRef.current.querySelectorAll(ITEM)];
    const index = items.indexOf(item);
    const slug = item.dataset.slug ?? '';
    const expandable = item.hasAttribute('aria-expanded');
    const isOpen = item.getAttribute('aria-expanded') === 'true';
    switch (event.key) {
      case 'ArrowDown':
        focus(items[index + 1]);
        break;
      case 'ArrowUp':
        focus(items[index - 1]);
        break;
      case 'Home':
        focus(items[0]);
        break;
      case 'End':
        focus(items.at(-1));
        break;
      case 'ArrowRight':
        if (expandable && !isOpen) toggle(slug, true);
        else if (isOpen) focus(item.parentElement?.querySelector(`:scope > [role="group"] > li > ${ITEM}`));
        break;
      case 'ArrowLeft':
        if (isOpen) toggle(slug, false);
        else focus(item.closest('[role="group"]')?.parentElement?.querySelector(`:scope > ${ITEM}`));
        break;
      case 'Enter':
        if (item.dataset.pageId) void navigate(pageEditorPath(Number(item.dataset.pageId)));
        else if (expandable) toggle(slug);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2">
        {intl.formatMessage({ id: 'pageTree.heading' })}
      </Typography>
      <Typography id={hintId} variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {intl.formatMessage({ id: 'pageTree.hint' })}
      </Typography>
      {loading && !data && <TreeSkeleton />}
      {error && !data && <Alert severity="error">{intl.formatMessage({ id: 'pageTree.error' })}</Alert>}
      {data && nodes.length === 0 && <Typography color="text.secondary">{intl.formatMessage({ id: 'pageTree.empty' })}</Typography>}
      {nodes.length > 0 && (
        <Box component="ul" role="tree" ref={treeRef} aria-labelledby={headingId} aria-describedby={hintId} onKeyDown={onKeyDown} sx={{ m: 0, p: 0 }}>
          {nodes.map((node) => (
            <PageTreeNode key={node.slug} node={node} level={1} tree={tree} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/** Where the tree's items will be, while the first level loads. */
export function TreeSkeleton() {
  return (
    <Box aria-hidden>
      {[70, 55, 80, 60].map((width) => (
        <Skeleton key={width} variant="text" width={`${width}%`} height={32} />
      ))}
    </Box>
  );
}
