// The loader the composition root gives the messenger in the app (main.tsx), for the tests that
// build a Messenger themselves: the visitor texts of each language in an instance of its own.
export { textsIn } from '../../src/ui/i18n/language';
