import en from './messages/images.en.json';
import { namespace } from './namespace.ts';

/** What the browser says about a picture before uploading it (client/lib/image-file.ts). */
export const images = namespace('images', en, () => import('./messages/images.bn.json'));
