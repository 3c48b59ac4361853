import en from './messages/reports.en.json';
import { namespace } from './namespace.ts';

/** Reporting a listing or a review to the admins. */
export const reports = namespace('reports', en, () => import('./messages/reports.bn.json'));
