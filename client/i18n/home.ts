import en from './messages/home.en.json';
import { namespace } from './namespace.ts';

export const home = namespace('home', en, () => import('./messages/home.bn.json'));
