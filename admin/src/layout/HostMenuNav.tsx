import ExtensionIcon from '@mui/icons-material/Extension';
import { useQuery } from '@apollo/client/react';
import { Fragment, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { ADMIN_BASENAME } from '../routing/paths';
import { graphql } from '../gql';
import { useUiLocale } from '../i18n/useUiLocale';
import { NavItem } from './NavItem';

const AdminMenuQuery = graphql(`
  query AdminMenu($locale: String) {
    adminMenu(locale: $locale) {
      id
      label
      path
      children {
        id
        label
        path
      }
    }
  }
`);

const AdminMenuCountsQuery = graphql(`
  query AdminMenuCounts($locale: String) {
    adminMenuCounts(locale: $locale) {
      id
      count
      label
    }
  }
`);

/** Counts change through other people (a new application): asked again every two minutes, and on every move to another screen. */
const POLL_MS = 120_000;

/** Server paths are absolute (/cmsadmin/…); the router's links are relative to its basename. */
const routerPath = (path: string) => path.slice(ADMIN_BASENAME.length) || '/';

/**
 * The host application's own entries (docs/extensions.md, "Admin menu entries"), as the server
 * lists them for this user: already filtered by permission and labelled in the interface language,
 * with the count an entry declares beside it (none while it is 0).
 */
export function HostMenuNav({ onNavigate }: { onNavigate(): void }) {
  const { locale } = useUiLocale();
  const { data } = useQuery(AdminMenuQuery, { variables: { locale } });
  const counts = useQuery(AdminMenuCountsQuery, { variables: { locale }, pollInterval: POLL_MS });
  const { pathname } = useLocation();
  const shownAt = useRef(pathname);
  const { refetch } = counts;
  useEffect(() => {
    // The first answer is the query's own; a later screen asks again (a failed count keeps the last one).
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    void refetch().catch(() => undefined);
  }, [pathname, refetch]);
  const badge = (item: { id: string; label: string }) => {
    const counted = counts.data?.adminMenuCounts.find((entry) => entry.id === item.id);
    return counted?.count ? { count: counted.count, name: `${item.label}, ${counted.label}` } : undefined;
  };
  return (
    <>
      {data?.adminMenu.map((item) => (
        // A fragment, not an element: the entries are the navigation list's own items (axe: list).
        <Fragment key={item.id}>
          <NavItem to={routerPath(item.path)} label={item.label} icon={<ExtensionIcon />} badge={badge(item)} onNavigate={onNavigate} />
          {item.children.map((child) => (
            <NavItem key={child.id} to={routerPath(child.path)} label={child.label} nested badge={badge(child)} onNavigate={onNavigate} />
          ))}
        </Fragment>
      ))}
    </>
  );
}
