import en from './messages/catalog.en.json';
import { namespace } from './namespace.ts';

export const catalog = namespace('catalog', en, () => import('./messages/catalog.bn.json'));
