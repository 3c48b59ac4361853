import en from './messages/insights.en.json';
import { namespace } from './namespace.ts';

/** Seller insights and the admin overview: their periods, figures, charts and the charts' tables. */
export const insights = namespace('insights', en, () => import('./messages/insights.bn.json'));
