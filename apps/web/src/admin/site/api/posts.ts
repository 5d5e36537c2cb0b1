import type {
  ConsolePost,
  ConsolePostChangeRequest,
  ConsolePostSummary,
  consolePostRequest,
} from '@konter/core/contracts/console-site';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export const postsKey = ['console', 'site', 'posts'] as const;

export const postsQuery = () =>
  queryOptions({
    queryKey: postsKey,
    queryFn: ({ signal }) => api.get<ConsolePostSummary[]>('console/site/posts', { signal }),
  });
export const usePosts = () => useQuery(postsQuery());

export const usePost = (id: number | null) =>
  useQuery({
    queryKey: [...postsKey, id],
    queryFn: ({ signal }) => api.get<ConsolePost>(`console/site/posts/${id}`, { signal }),
    enabled: id !== null,
  });

function usePostMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: postsKey }) });
}

/** POST console/site/posts: a draft. */
export const useCreatePost = () =>
  usePostMutation((body: z.input<typeof consolePostRequest>) =>
    api.post<ConsolePost>('console/site/posts', body),
  );

/** PATCH console/site/posts/:id: the fields given. */
export const useEditPost = () =>
  usePostMutation(({ id, ...body }: ConsolePostChangeRequest & { id: number }) =>
    api.patch<ConsolePost>(`console/site/posts/${id}`, body),
  );

/** POST console/site/posts/:id/publish | unpublish. */
export const usePublishPost = () =>
  usePostMutation(({ id, published }: { id: number; published: boolean }) =>
    api.post<ConsolePost>(`console/site/posts/${id}/${published ? 'publish' : 'unpublish'}`),
  );

export const useDeletePost = () =>
  usePostMutation((id: number) => api.delete<{ id: number }>(`console/site/posts/${id}`));

/** POST console/site/posts/preview: the public blog's sanitized HTML of some Markdown. */
export const previewPost = (body: string) =>
  api.post<{ html: string }>('console/site/posts/preview', { body });
