import ExtensionIcon from '@mui/icons-material/Extension';
import { useQuery } from '@apollo/client/react';
import { ADMIN_BASENAME } from '../app/paths';
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

/** Server paths are absolute (/cmsadmin/…); the router's links are relative to its basename. */
const routerPath = (path: string) => path.slice(ADMIN_BASENAME.length) || '/';

/**
 * The host application's own entries (docs/extensions.md, "Admin menu entries"), as the server
 * lists them for this user: already filtered by permission and labelled in the interface language.
 */
export function HostMenuNav({ onNavigate }: { onNavigate(): void }) {
  const { locale } = useUiLocale();
  const { data } = useQuery(AdminMenuQuery, { variables: { locale } });
  return (
    <>
      {data?.adminMenu.map((item) => (
        <div key={item.id}>
          <NavItem to={routerPath(item.path)} label={item.label} icon={<ExtensionIcon />} onNavigate={onNavigate} />
          {item.children.map((child) => (
            <NavItem key={child.id} to={routerPath(child.path)} label={child.label} nested onNavigate={onNavigate} />
          ))}
        </div>
      ))}
    </>
  );
}
