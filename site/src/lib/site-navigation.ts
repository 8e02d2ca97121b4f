/**
 * The site's only script on every page (bundled by Astro, about a kilobyte): scroll returns to
 * the top on every path change, on narrow screens the Menu button opens and closes the
 * navigation, and the submenu buttons open and close their submenus (disclosures: the button's
 * own Enter and Space toggle, Escape closes and returns focus to it). Without scripting the
 * navigation is always shown and submenus open on hover and focus, so nothing depends on this.
 */

/** To the top, unless the path names an anchor. */
function toTop(): void {
  if (location.hash === '') scrollTo(0, 0);
}

/** Scroll starts at the top on arrival: the browser would restore the old offset on Back (bfcache included). */
function scrollToTopOnArrival(): void {
  history.scrollRestoration = 'manual';
  toTop();
  addEventListener('pageshow', (event) => {
    if (event.persisted) toTop();
  });
}

const isOpen = (button: Element) => button.getAttribute('aria-expanded') === 'true';

/**
 * site.css shows the buttons and folds the navigation and submenus only where scripting is on,
 * so the page never shifts when this runs.
 */
function disclosures(): void {
  const header = document.querySelector<HTMLElement>('.site-header');
  if (!header) return;
  const toggle = header.querySelector<HTMLButtonElement>('.menu-toggle');
  const submenuToggles = [...header.querySelectorAll<HTMLButtonElement>('.submenu-toggle')];
  const setMenuOpen = (open: boolean) => {
    toggle?.setAttribute('aria-expanded', String(open));
    header.classList.toggle('site-header--open', open);
  };
  // One submenu open at a time.
  const setSubmenu = (button: HTMLButtonElement | undefined) => {
    for (const other of submenuToggles) other.setAttribute('aria-expanded', String(other === button));
  };
  toggle?.addEventListener('click', () => setMenuOpen(!isOpen(toggle)));
  for (const button of submenuToggles) {
    button.addEventListener('click', () => setSubmenu(isOpen(button) ? undefined : button));
    // Focus leaving the item (Tab past its last link) closes its submenu.
    button.parentElement?.addEventListener('focusout', (event) => {
      if (isOpen(button) && !button.parentElement?.contains(event.relatedTarget as Node | null)) setSubmenu(undefined);
    });
  }
  // A click elsewhere closes an open dropdown.
  document.addEventListener('click', (event) => {
    if (!submenuToggles.some((button) => button.parentElement?.contains(event.target as Node))) setSubmenu(undefined);
  });
  // Escape closes the innermost open disclosure and returns focus to its button.
  header.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const submenu = submenuToggles.find(isOpen);
    const button = submenu ?? (toggle && isOpen(toggle) ? toggle : undefined);
    if (!button) return;
    if (submenu) setSubmenu(undefined);
    else setMenuOpen(false);
    button.focus();
  });
}

export function enhanceNavigation(): void {
  scrollToTopOnArrival();
  disclosures();
}
