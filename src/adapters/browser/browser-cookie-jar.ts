import Cookies from 'js-cookie';
import type { CookieJar } from '../../application/ports/cookie-jar.port';

/** js-cookie with the cookies' attributes: SameSite=Lax, Secure on https, site-wide path. */
export const browserCookieJar: CookieJar = {
  read: (name) => Cookies.get(name),
  write: (name, value, { days }) =>
    Cookies.set(name, value, { expires: days, sameSite: 'Lax', secure: globalThis.location?.protocol === 'https:', path: '/' }),
  remove: (name) => Cookies.remove(name, { path: '/' }),
};
