import Link, { type LinkProps } from '@mui/material/Link';
import type { MouseEvent } from 'react';
import { navigateTo } from '../../routing/adminLocation';
import { ADMIN_BASENAME } from '../../routing/paths';

/** A link between the signed-out screens, which render without react-router (app/SignedOutScreens.tsx). */
export function AuthLink({ to, ...props }: Omit<LinkProps, 'href' | 'onClick'> & { to: string }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, new window) is the browser's to handle.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigateTo(to);
  };
  return <Link href={`${ADMIN_BASENAME}${to}`} onClick={follow} {...props} />;
}
