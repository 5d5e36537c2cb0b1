import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

// Blog markdown → HTML for the public pages. Posts may carry raw HTML (markdown allows it), so the
// rendered HTML always goes through an allow-list sanitizer: no scripts, no event handlers, no
// javascript:/data: URLs, no frames or styles.

const marked = new Marked({ gfm: true, breaks: false, async: false });

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'del',
    's',
    'code',
    'pre',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
    code: ['class'],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links leaving the site open apart and pass no referrer or ranking.
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } : attribs,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

/** Sanitized HTML of a post's markdown. */
export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown) as string, sanitizeOptions);
}
