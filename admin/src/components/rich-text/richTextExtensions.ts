import { Link } from '@tiptap/extension-link';
import { StarterKit } from '@tiptap/starter-kit';

/** The hrefs the server keeps (schemes http, https, mailto, tel) and site paths and anchors. */
const ALLOWED_HREF = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

/**
 * Links with only the attributes the server's allow-list keeps (server/src/content-model/rich-text.ts):
 * href, target and rel (set only for a new tab), and data-page-id, which names the page of an
 * internal link so a slug change can rewrite its href.
 */
const AllowedLink = Link.extend({
  addAttributes() {
    return {
      href: { default: null, parseHTML: (element) => element.getAttribute('href') },
      target: { default: null },
      rel: { default: null },
      pageId: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-page-id'),
        renderHTML: (attributes) => (typeof attributes.pageId === 'string' ? { 'data-page-id': attributes.pageId } : {}),
      },
    };
  },
}).configure({
  openOnClick: false,
  autolink: false,
  HTMLAttributes: { target: null, rel: null, class: null },
  isAllowedUri: (url) => ALLOWED_HREF.test(url),
});

/** What the editor offers, all within the server's allow-list (headings h2–h4; no trailing empty paragraph). */
export const RICH_TEXT_EXTENSIONS = [StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false, trailingNode: false }), AllowedLink];
