/** The console's user queries: everything about one user sits under `userKey(id)` (a change refreshes it all). */
export const usersKey = ['console', 'users'] as const;
export const userKey = (id: number) => [...usersKey, 'user', id] as const;
