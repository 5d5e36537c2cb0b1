import type { ComponentType } from 'react';
import { loadNamespaces, type Namespace } from '../lib/i18n';

/**
 * A route's screen as its own chunk: its code and its i18n namespaces load in parallel, while the
 * progress bar shows (react-router's navigation state is 'loading' during `lazy`). Every screen
 * but the visitors' landing may show a server error, so `errors` comes along unless `landing`.
 */
export const page =
  (load: () => Promise<{ default: ComponentType }>, ns: Namespace[] = [], { landing = false } = {}) =>
  async () => {
    const [mod] = await Promise.all([load(), loadNamespaces(landing ? ns : [...ns, 'errors'])]);
    return { Component: mod.default };
  };
