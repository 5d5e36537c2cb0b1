import { createContext, useContext, useEffect } from 'react';
import { useConfig } from './config';

/**
 * What a public page says about itself to search engines and link previews (issue 12): title,
 * description and structured data (JSON-LD). The server's render (entry-server.tsx) collects it
 * into the document's <head>; in the browser the page sets the document title and description
 * itself when it mounts.
 */
export interface PageMetaData {
  /** The page's own title, without the site name (the shell adds it). */
  title?: string;
  description?: string;
  /**
   * schema.org objects, each written as one <script type="application/ld+json">; `url`, `logo`,
   * `image` and `@id` may be paths (the server makes them absolute with the site's address).
   */
  jsonLd?: Array<Record<string, unknown>>;
}

/** The server render's collector; absent in the browser. */
export const PageMetaCollector = createContext<((meta: PageMetaData) => void) | null>(null);

let mounted = 0;
/** True while a page that names its own title is shown (the layout then leaves the title alone). */
export const pageOwnsTitle = () => mounted > 0;

/** The document title of a page: its own title, then the site name. */
export const documentTitle = (title: string | null | undefined, sitename: string) =>
  title ? `${title} · ${sitename}` : sitename;

/** Declares the page's metadata; renders nothing. The deepest (last rendered) one wins. */
export function PageMeta(meta: PageMetaData) {
  const { sitename } = useConfig();
  const collect = useContext(PageMetaCollector);
  // On the server the render itself is the only chance: effects never run there.
  if (collect) collect(meta);
  const { title, description } = meta;
  useEffect(() => {
    if (!title) return;
    mounted++;
    document.title = documentTitle(title, sitename);
    return () => {
      mounted--;
    };
  }, [title, sitename]);
  useEffect(() => {
    if (description === undefined) return;
    const tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (tag) tag.content = description;
  }, [description]);
  return null;
}

/** schema.org FAQPage of questions and their answers (the landing's and the help centre's FAQ). */
export const faqJsonLd = (items: Array<{ q: string; a: string }>) => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: items.map(({ q, a }) => ({
    '@type': 'Question',
    name: q,
    acceptedAnswer: { '@type': 'Answer', text: a },
  })),
});
