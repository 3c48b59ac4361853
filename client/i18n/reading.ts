import en from './messages/reading.en.json';
import { namespace } from './namespace.ts';

export const reading = namespace('reading', en, () => import('./messages/reading.bn.json'));
