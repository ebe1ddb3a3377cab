import { serveTheApp } from '../serve-the-app';

declare const self: ServiceWorkerGlobalScope;

serveTheApp(self.__WB_MANIFEST);
