import { useEffect } from 'react';
import { Loading } from '../../components/Loading';

/** Hands over to a page of the site, which the admin's router does not serve: a full navigation. */
export function SiteReturn({ path }: { path: string }) {
  useEffect(() => window.location.replace(path), [path]);
  return <Loading />;
}
