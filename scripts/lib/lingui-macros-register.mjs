// `node --import` this file (or `tsx --import`) to run the app's sources that use Lingui's macros.
import { register } from 'node:module';

register('./lingui-macros-hooks.mjs', import.meta.url);
