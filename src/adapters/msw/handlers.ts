import { http, HttpResponse, type RequestHandler } from 'msw';
import { DEMO_LOCATION } from './demo-location';

/** Every third-party HTTP call the app makes, answered locally (offline mode, Storybook, tests). */
export function thirdPartyHandlers(geolocationUrl: string): RequestHandler[] {
  return [http.get(geolocationUrl, () => HttpResponse.json(DEMO_LOCATION))];
}
