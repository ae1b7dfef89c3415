import { nobody } from './nobody'

/**
 * For a field's `update` rule: a key set when the document is made (taken nights are held under
 * it, or a guest was given it) never changes through any API afterwards.
 */
export const fixedOnceCreated = nobody
