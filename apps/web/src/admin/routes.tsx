import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { RouteObject } from 'react-router';
import LoginPage from './auth/login-page';
import { RequireStaff } from './auth/require-staff';
import { ConsoleLayout } from './layout/console-layout';
import HomePage from './layout/home-page';
import NotFound from './layout/not-found';
import { RoleGate } from './layout/role-gate';
import { CONSOLE_PAGES } from './nav';

// Each page's screen is its own chunk, loaded only once its role check passed.
const screens = new Map<string, LazyExoticComponent<ComponentType>>(
  CONSOLE_PAGES.map((page) => [page.path, lazy(page.load)]),
);

/** The console's routes, all under /admin (the server answers admin.html there; features/web). */
export const consoleRoutes: RouteObject[] = [
  { path: '/admin/login', element: <LoginPage /> },
  {
    path: '/admin',
    element: (
      <RequireStaff>
        <ConsoleLayout />
      </RequireStaff>
    ),
    children: [
      { index: true, element: <HomePage /> },
      ...CONSOLE_PAGES.map((page): RouteObject => {
        const Screen = screens.get(page.path) as LazyExoticComponent<ComponentType>;
        return {
          // A page may route below its path itself (users/:id): the splat hands it what follows.
          path: `${page.path}/*`,
          element: (
            <RoleGate roles={page.roles}>
              <Screen />
            </RoleGate>
          ),
        };
      }),
      { path: '*', element: <NotFound /> },
    ],
  },
];
