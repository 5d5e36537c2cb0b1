import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation, useNavigation } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { SnackbarProvider } from '../../components/ui/snackbar';
import { setupI18n } from '../../test/render';
import { NAV_BUSY_NOTICE_MS, useNavBusyGuard } from './use-nav-busy';

afterEach(cleanup);

function Nav() {
  const guard = useNavBusyGuard();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  return (
    <>
      <Link to="/slow" onClick={guard}>
        slow
      </Link>
      <Link to="/other" onClick={guard}>
        other
      </Link>
      <p data-testid="where">{`${pathname} ${navigation.state}`}</p>
      <Outlet />
    </>
  );
}

describe('navigation in progress (spec calls §8.2)', () => {
  test('a nav button pressed meanwhile says "please wait" (info, 3 s) and starts nothing', async () => {
    await setupI18n('id');
    let release: () => void = () => {};
    const router = createMemoryRouter([
      {
        path: '/',
        element: <Nav />,
        children: [
          { index: true, element: <p>home</p> },
          {
            path: 'slow',
            loader: () => new Promise<null>((r) => (release = () => r(null))),
            element: <p>slow page</p>,
          },
          { path: 'other', element: <p>other page</p> },
        ],
      },
    ]);
    render(
      <SnackbarProvider>
        <RouterProvider router={router} />
      </SnackbarProvider>,
    );
    // Idle: a press navigates as usual, no notice.
    fireEvent.click(screen.getByText('slow'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/ loading'));
    expect(screen.queryByText('Mohon tunggu…')).toBeNull();
    fireEvent.click(screen.getByText('other'));
    expect(screen.getByRole('status').textContent).toContain('Mohon tunggu…');
    expect(NAV_BUSY_NOTICE_MS).toBe(3000);
    await act(async () => release());
    await waitFor(() => expect(screen.getByText('slow page')).toBeTruthy());
    expect(screen.queryByText('other page')).toBeNull();
    fireEvent.click(screen.getByText('other'));
    await waitFor(() => expect(screen.getByText('other page')).toBeTruthy());
  });
});
