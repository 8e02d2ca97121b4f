/**
 * The site's only script on every page (bundled by Astro, a few hundred bytes): scroll returns
 * to the top on every path change, and on narrow screens the Menu button opens and closes the
 * navigation. Without scripting the navigation is always shown, so nothing depends on it.
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

/** site.css shows the button and folds the navigation only where scripting is on, so the page never shifts when this runs. */
function foldableNavigation(): void {
  const toggle = document.querySelector<HTMLButtonElement>('.menu-toggle');
  const header = toggle?.closest<HTMLElement>('.site-header');
  if (!toggle || !header) return;
  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    header.classList.toggle('site-header--open', open);
  };
  toggle.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));
  // Escape closes the open menu and returns focus to its button.
  header.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && toggle.getAttribute('aria-expanded') === 'true') {
      setOpen(false);
      toggle.focus();
    }
  });
}

export function enhanceNavigation(): void {
  scrollToTopOnArrival();
  foldableNavigation();
}
