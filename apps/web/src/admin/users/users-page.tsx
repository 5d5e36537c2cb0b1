import { Route, Routes } from 'react-router';
import NotFound from '../layout/not-found';
import { UserDetailPage } from './user-detail';
import { UserSearchPage } from './user-search';

/** /admin/users (the search) and /admin/users/:id (one account): the Users page's own routes. */
export default function UsersPage() {
  return (
    <Routes>
      <Route index element={<UserSearchPage />} />
      <Route path=":id" element={<UserDetailPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
