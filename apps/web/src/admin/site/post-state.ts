/** A post's state for the console: a draft, published, or scheduled for later. */
export type PostState = 'published' | 'scheduled' | 'draft';

export const postState = (p: { published_at: string | null }): PostState =>
  p.published_at === null ? 'draft' : new Date(p.published_at) > new Date() ? 'scheduled' : 'published';
