import { t } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../errors/not-found-page';
import { EventDetailPage } from '../events/event-detail-page';
import { HomePage } from '../home/home-page';
import { RouteErrorPage } from '../errors/route-error-page';
import { AppLayout } from '../layout/app-layout';
import { AdminLayout, FeedbackLayout } from '../layout/section-layouts';
import { RegisterEventPage } from '../registration/register-event-page';
import { CookiePersist } from '../session/cookie-persist';
import { RequireAdmin, RequireScanner } from '../session/require-admin';
import { Loading } from '../shared/page-states';
import { loadStaffTexts, withStaffTexts } from '../i18n/language';

const loginPages = () => withStaffTexts(import('../session/login-page'));
const peopleLists = () => import('../admin/people-list-page');
const feedbackPages = () => import('../feedback/feedback-page');

const staffTexts = () => loadStaffTexts().then(() => ({}));

function PageCodeLoading() {
  return <Loading label={t`Loading…`} />;
}

/**
 * The route table of docs/product.md, "Routes". Route ids are the route names there. The pages a visitor opens from a
 * link (home, an event, its registration) come with the app, which saves a round trip before
 * anything shows on a slow network; the others load lazily, so a visitor never downloads the
 * admin area.
 */
export const routes: RouteObject[] = [
  {
    // The named guard: keeps the `user` cookie in step with the session on every navigation.
    id: 'cookie-persist',
    element: <CookiePersist />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        id: 'root',
        element: <AppLayout />,
        children: [
          {
            // Inside the layout: an error keeps the top bar, and a lazy page opened from a link
            // shows the frame and its loading state while its code arrives, not a blank screen.
            errorElement: <RouteErrorPage />,
            HydrateFallback: PageCodeLoading,
            children: [
              { id: 'index', index: true, Component: HomePage },
              { id: 'login', path: 'login', lazy: () => loginPages().then((m) => ({ Component: m.VisitorLoginPage })) },
              { id: 'admin-login', path: 'admin-login', lazy: () => loginPages().then((m) => ({ Component: m.AdminLoginPage })) },
              {
                id: 'require-admin',
                element: <RequireAdmin />,
                // Every page under it shows the staff pages' texts: they load with the first.
                lazy: staffTexts,
                children: [
                  {
                    id: 'admin-layout',
                    path: 'admin',
                    element: <AdminLayout />,
                    children: [
                      {
                        id: 'admin',
                        index: true,
                        lazy: () => import('../admin/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
                      },
                      { id: 'admin-users', path: 'users', lazy: () => peopleLists().then((m) => ({ Component: m.UsersPage })) },
                      {
                        id: 'admin-events',
                        path: 'events',
                        lazy: () => import('../admin/admin-events-page').then((m) => ({ Component: m.AdminEventsPage })),
                      },
                      {
                        id: 'admin-outbox',
                        path: 'outbox',
                        lazy: () => import('../admin/outbox-page').then((m) => ({ Component: m.OutboxPage })),
                      },
                      {
                        id: 'admin-checkins',
                        path: 'checkins',
                        lazy: () => import('../admin/admin-checkins-page').then((m) => ({ Component: m.AdminCheckinsPage })),
                      },
                      {
                        id: 'admin-highlevel-register',
                        path: 'highlevel-register',
                        lazy: () => peopleLists().then((m) => ({ Component: m.HighlevelRegisterPage })),
                      },
                      {
                        id: 'admin-nationalday-register',
                        path: 'nationalday-register',
                        lazy: () => peopleLists().then((m) => ({ Component: m.NationaldayRegisterPage })),
                      },
                      { id: 'admin-not-found', path: '*', element: <NotFoundPage /> },
                    ],
                  },
                  {
                    id: 'settings',
                    path: 'settings',
                    lazy: () => import('../settings/settings-page').then((m) => ({ Component: m.SettingsPage })),
                  },
                ],
              },
              {
                id: 'require-scanner',
                element: <RequireScanner />,
                lazy: staffTexts,
                children: [
                  {
                    id: 'scanner',
                    path: 'scanner',
                    lazy: () => import('../scanner/scanner-page').then((m) => ({ Component: m.ScannerPage })),
                  },
                ],
              },
              {
                id: 'feedback-layout',
                path: 'feedback',
                element: <FeedbackLayout />,
                children: [
                  { id: 'feedback', index: true, lazy: () => feedbackPages().then((m) => ({ Component: m.FeedbackPage })) },
                  { id: 'feedback-id', path: ':id', lazy: () => feedbackPages().then((m) => ({ Component: m.FeedbackEventPage })) },
                ],
              },
              { id: 'events', path: 'events', lazy: () => import('../events/events-page').then((m) => ({ Component: m.EventsPage })) },
              { id: 'events-id', path: 'events/:id', Component: EventDetailPage },
              {
                id: 'checkin',
                path: 'checkin',
                lazy: () => import('../check-in/checkin-page').then((m) => ({ Component: m.CheckinPage })),
              },
              {
                id: 'checkin-event',
                path: 'checkin/:event',
                lazy: () => import('../check-in/checkin-event-page').then((m) => ({ Component: m.CheckinEventPage })),
              },
              {
                id: 'register',
                path: 'register',
                lazy: () => import('../registration/register-page').then((m) => ({ Component: m.RegisterPage })),
              },
              { id: 'register-event', path: 'register/:event', Component: RegisterEventPage },
              {
                id: 'waiting-place',
                path: 'waiting/:entry',
                lazy: () => import('../waiting-list/waiting-place-page').then((m) => ({ Component: m.WaitingPlacePage })),
              },
              {
                id: 'resources',
                path: 'resources',
                lazy: () => import('../resources/resources-page').then((m) => ({ Component: m.ResourcesPage })),
              },
              // The event short link: an unknown id is the 404 "Page not found: /{id}".
              { id: 'id', path: ':id', Component: EventDetailPage },
              { id: 'not-found', path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];
