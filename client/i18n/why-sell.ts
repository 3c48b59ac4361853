import en from './messages/why-sell.en.json';
import { namespace } from './namespace.ts';

export const whySell = namespace('why-sell', en, () => import('./messages/why-sell.bn.json'));
