import { lazy, use, type ComponentType, type ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../errors/not-found-page';
import { EventDetailPage } from '../events/event-detail-page';
import { HomePage } from '../home/home-page';
import { RouteErrorBoundary } from '../errors/route-error-boundary';
import { AppLayout } from '../layout/app-layout';
import { AdminLayout, FeedbackLayout } from '../layout/section-layouts';
import { RegisterEventPage } from '../registration/register-event-page';
import { CookiePersist } from '../session/cookie-persist';
import { RequireAdmin, RequireScanner } from '../session/require-admin';
import { loadStaffTexts, staffTextsLoaded, withStaffTexts } from '../i18n/language';
import { SETTLED } from '../shared/settled';
import { PrefetchWhenIdle, type PageCode } from './prefetch-when-idle';
import { shownInLanguage } from './shown-in-language';

const loginPages = () => withStaffTexts(import('../session/login-page'));
const peopleLists = () => import('../admin/people-list-page');
const dashboardPage = () => import('../admin/dashboard-page');
const adminEventsPage = () => import('../admin/admin-events-page');
const adminCheckinsPage = () => import('../admin/admin-checkins-page');
const outboxPage = () => import('../admin/outbox-page');
/** The pages the admin menu links to (section-layouts.ts), loaded once the admin area is idle. */
const ADMIN_MENU_PAGES: readonly PageCode[] = [dashboardPage, peopleLists, adminEventsPage, adminCheckinsPage, outboxPage];
const feedbackPages = () => import('../feedback/feedback-page');

/**
 * A page whose code loads when it is first shown. Meanwhile the layout shows its loading state;
 * a page opened from a link keeps the one on screen until it is ready (navigations are
 * transitions).
 */
function lazyPage<M>(code: () => Promise<M>, pick: (module: M) => ComponentType): ReactNode {
  return shownInLanguage(lazy(() => code().then((module) => ({ default: pick(module) }))));
}

/** Every page under it shows the staff pages' texts: they load before the first renders. */
function WithStaffTexts({ children }: { children: ReactNode }) {
  use(staffTextsLoaded() ? SETTLED : loadStaffTexts());
  return children;
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
    element: (
      <RouteErrorBoundary>
        <CookiePersist />
      </RouteErrorBoundary>
    ),
    children: [
      {
        id: 'root',
        element: shownInLanguage(AppLayout),
        children: [
          {
            // Inside the layout: an error keeps the top bar.
            element: (
              <RouteErrorBoundary>
                <Outlet />
              </RouteErrorBoundary>
            ),
            children: [
              { id: 'index', index: true, element: shownInLanguage(HomePage) },
              { id: 'login', path: 'login', element: lazyPage(loginPages, (m) => m.VisitorLoginPage) },
              { id: 'admin-login', path: 'admin-login', element: lazyPage(loginPages, (m) => m.AdminLoginPage) },
              {
                id: 'require-admin',
                element: <WithStaffTexts>{shownInLanguage(RequireAdmin)}</WithStaffTexts>,
                children: [
                  {
                    id: 'admin-layout',
                    path: 'admin',
                    element: (
                      <>
                        {shownInLanguage(AdminLayout)}
                        <PrefetchWhenIdle pages={ADMIN_MENU_PAGES} />
                      </>
                    ),
                    children: [
                      {
                        id: 'admin',
                        index: true,
                        element: lazyPage(dashboardPage, (m) => m.DashboardPage),
                      },
                      { id: 'admin-users', path: 'users', element: lazyPage(peopleLists, (m) => m.UsersPage) },
                      {
                        id: 'admin-events',
                        path: 'events',
                        element: lazyPage(adminEventsPage, (m) => m.AdminEventsPage),
                      },
                      {
                        id: 'admin-event-attendees',
                        path: 'events/:id/attendees',
                        element: lazyPage(
                          () => import('../admin/event-attendees-page'),
                          (m) => m.EventAttendeesPage,
                        ),
                      },
                      {
                        id: 'admin-outbox',
                        path: 'outbox',
                        element: lazyPage(outboxPage, (m) => m.OutboxPage),
                      },
                      {
                        id: 'admin-checkins',
                        path: 'checkins',
                        element: lazyPage(adminCheckinsPage, (m) => m.AdminCheckinsPage),
                      },
                      {
                        id: 'admin-highlevel-register',
                        path: 'highlevel-register',
                        element: lazyPage(peopleLists, (m) => m.HighlevelRegisterPage),
                      },
                      {
                        id: 'admin-nationalday-register',
                        path: 'nationalday-register',
                        element: lazyPage(peopleLists, (m) => m.NationaldayRegisterPage),
                      },
                      { id: 'admin-not-found', path: '*', element: shownInLanguage(NotFoundPage) },
                    ],
                  },
                  {
                    id: 'settings',
                    path: 'settings',
                    element: lazyPage(
                      () => import('../settings/settings-page'),
                      (m) => m.SettingsPage,
                    ),
                  },
                ],
              },
              {
                id: 'require-scanner',
                element: <WithStaffTexts>{shownInLanguage(RequireScanner)}</WithStaffTexts>,
                children: [
                  {
                    id: 'scanner',
                    path: 'scanner',
                    element: lazyPage(
                      () => import('../scanner/scanner-page'),
                      (m) => m.ScannerPage,
                    ),
                  },
                ],
              },
              {
                id: 'feedback-layout',
                path: 'feedback',
                element: shownInLanguage(FeedbackLayout),
                children: [
                  { id: 'feedback', index: true, element: lazyPage(feedbackPages, (m) => m.FeedbackPage) },
                  { id: 'feedback-id', path: ':id', element: lazyPage(feedbackPages, (m) => m.FeedbackEventPage) },
                ],
              },
              {
                id: 'events',
                path: 'events',
                element: lazyPage(
                  () => import('../events/events-page'),
                  (m) => m.EventsPage,
                ),
              },
              { id: 'events-id', path: 'events/:id', element: shownInLanguage(EventDetailPage) },
              {
                id: 'checkin',
                path: 'checkin',
                element: lazyPage(
                  () => import('../check-in/checkin-page'),
                  (m) => m.CheckinPage,
                ),
              },
              {
                id: 'checkin-event',
                path: 'checkin/:event',
                element: lazyPage(
                  () => import('../check-in/checkin-event-page'),
                  (m) => m.CheckinEventPage,
                ),
              },
              {
                id: 'register',
                path: 'register',
                element: lazyPage(
                  () => import('../registration/register-page'),
                  (m) => m.RegisterPage,
                ),
              },
              { id: 'register-event', path: 'register/:event', element: shownInLanguage(RegisterEventPage) },
              {
                id: 'waiting-place',
                path: 'waiting/:entry',
                element: lazyPage(
                  () => import('../waiting-list/waiting-place-page'),
                  (m) => m.WaitingPlacePage,
                ),
              },
              {
                id: 'resources',
                path: 'resources',
                element: lazyPage(
                  () => import('../resources/resources-page'),
                  (m) => m.ResourcesPage,
                ),
              },
              // The event short link: an unknown id is the 404 "Page not found: /{id}".
              { id: 'id', path: ':id', element: shownInLanguage(EventDetailPage) },
              { id: 'not-found', path: '*', element: shownInLanguage(NotFoundPage) },
            ],
          },
        ],
      },
    ],
  },
];
